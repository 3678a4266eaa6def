import { SiteLink } from '@/components/ui/site-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { fees, officialContacts, registration, trustPage, type TrustFact } from '@/content/trust';
import styles from './trust-page.module.css';

/** "28 November 2026": the day a source was read, as the page writes it. */
function dayInWords(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A statement with its official source and the day it was read, beside it. */
function Facts({ facts }: { facts: readonly TrustFact[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.text}>
          <p>{fact.text}</p>
          <p className={styles.source}>
            Source:{' '}
            <a href={fact.source.url} target="_blank" rel="noopener noreferrer">
              {fact.source.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            , read on {dayInWords(fact.source.readOn)}
            {fact.source.readIn ? ` in ${fact.source.readIn}` : ''}.
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The safe recruitment page: our registration and how to check it, the law, the signs of fraud, where to get help, our fees. */
export function TrustPage() {
  return (
    <>
      <PageHero eyebrow={trustPage.eyebrow} title={trustPage.title} lead={trustPage.lead} />
      <Section id="registration" title={trustPage.registrationTitle} reveal={false}>
        <div className={styles.registration}>
          <p>
            {registration.label}: <strong className={styles.number}>{registration.number}</strong>
            {registration.sample && <span className={styles.sample}> (sample number)</span>}
          </p>
          <p>{registration.howToVerify}</p>
          <p>
            <a className={styles.verify} href={registration.verifyUrl} target="_blank" rel="noopener noreferrer">
              {registration.verifyText}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </Section>
      <Section id="the-law" title={trustPage.lawTitle} tone="cream" reveal={false}>
        <Facts facts={trustPage.law} />
      </Section>
      <Section id="warning-signs" title={trustPage.signsTitle} reveal={false}>
        <Facts facts={trustPage.signs} />
      </Section>
      <Section id="help" title={trustPage.helpTitle} tone="cream" reveal={false}>
        <Facts facts={trustPage.help} />
        <p className={styles.actions}>
          <a href={officialContacts.helpline.href}>Call {officialContacts.helpline.display}</a>
          <a href={officialContacts.eMigrate.url} target="_blank" rel="noopener noreferrer">
            eMigrate<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a href={officialContacts.madad.url} target="_blank" rel="noopener noreferrer">
            MADAD<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </Section>
      <Section id="our-fees" title={fees.title} reveal={false}>
        <dl className={styles.fees}>
          {fees.items.map((item) => (
            <div key={item.name}>
              <dt>{item.name}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
        {fees.sample && <p className={styles.sample}>These fees are sample figures until the company publishes its own.</p>}
        <p className={styles.noPromise}>{fees.noPromise}</p>
        <p>
          Questions before you decide? <SiteLink href="/contact/">Contact us</SiteLink>: the first consultation is free.
        </p>
        <p className={styles.note}>{trustPage.sourcesNote}</p>
      </Section>
    </>
  );
}
