import { SiteLink } from '@/components/ui/site-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { RichText } from '@/components/i18n/rich-text';
import { pageLocale } from '@/components/i18n/page-locale';
import { officialContacts, type TrustFact } from '@/content/trust';
import { feeNamesIn } from '@/content/localized';
import { text } from '@/content/text';
import { fill, formatDate } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import styles from './trust-page.module.css';

type TrustWords = ReturnType<typeof text.ui>['ui']['trust'];

/** A statement with its official source and the day it was read, beside it. */
function Facts({ facts, words, newTab }: { facts: readonly TrustFact[]; words: TrustWords; newTab: string }) {
  const locale = pageLocale();
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.text}>
          <p>{fact.text}</p>
          <p className={styles.source}>
            {words.source}{' '}
            <a href={fact.source.url} target="_blank" rel="noopener noreferrer">
              {fact.source.name}
              <span className="visually-hidden"> {newTab}</span>
            </a>
            , {fill(words.readOn, { date: formatDate(fact.source.readOn, locale === 'en' ? 'en' : locale) })}
            {fact.source.readIn ? ` ${fill(words.readIn, { place: fact.source.readIn })}` : ''}.
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The safe recruitment page: our registration and how to check it, the law, the signs of fraud, where to get help, our fees. */
export function TrustPage() {
  const locale = pageLocale();
  const { fees, registration, trustPage } = text.trust(locale);
  const ui = text.ui(locale).ui;
  const t = ui.trust;
  const newTab = ui.layout.opensInNewTab;
  const feeNames = feeNamesIn(locale);
  return (
    <>
      <PageHero eyebrow={trustPage.eyebrow} title={trustPage.title} lead={trustPage.lead} />
      <Section id="registration" title={trustPage.registrationTitle} reveal={false}>
        <div className={styles.registration}>
          <p>
            {registration.label}: <strong className={styles.number}>{registration.number}</strong>
            {registration.sample && <span className={styles.sample}> {t.sampleNumber}</span>}
          </p>
          <p>{registration.howToVerify}</p>
          <p>
            <a className={styles.verify} href={registration.verifyUrl} target="_blank" rel="noopener noreferrer">
              {registration.verifyText}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </p>
        </div>
      </Section>
      <Section id="the-law" title={trustPage.lawTitle} tone="cream" reveal={false}>
        <Facts facts={trustPage.law} words={t} newTab={newTab} />
      </Section>
      <Section id="warning-signs" title={trustPage.signsTitle} reveal={false}>
        <Facts facts={trustPage.signs} words={t} newTab={newTab} />
      </Section>
      <Section id="help" title={trustPage.helpTitle} tone="cream" reveal={false}>
        <Facts facts={trustPage.help} words={t} newTab={newTab} />
        <p className={styles.actions}>
          <a href={officialContacts.helpline.href}>{fill(t.call, { number: officialContacts.helpline.display })}</a>
          <a href={officialContacts.eMigrate.url} target="_blank" rel="noopener noreferrer">
            eMigrate<span className="visually-hidden"> {newTab}</span>
          </a>
          <a href={officialContacts.madad.url} target="_blank" rel="noopener noreferrer">
            MADAD<span className="visually-hidden"> {newTab}</span>
          </a>
        </p>
      </Section>
      <Section id="our-fees" title={fees.title} reveal={false}>
        <dl className={styles.fees}>
          {fees.items.map((item, i) => (
            <div key={item.name}>
              <dt>{feeNames[i] ?? item.name}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
        {fees.sample && <p className={styles.sample}>{t.sampleFees}</p>}
        <p className={styles.noPromise}>{fees.noPromise}</p>
        <p>
          <RichText text={t.questions} values={{ contact: <SiteLink href={localePath(locale, '/contact/')}>{t.contactUs}</SiteLink> }} />
        </p>
        <p className={styles.note}>{trustPage.sourcesNote}</p>
      </Section>
    </>
  );
}
