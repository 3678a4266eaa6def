import { SiteLink } from '@/components/ui/site-link';
import { menuServicesIn } from '@/content/localized';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { Icon } from '@/components/ui/icon';
import { assetPath } from '@/lib/env';
import { FOOTER_SERVICE_COUNT } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locales';
import { CurrentYear } from './current-year';
import { localizeNav, translatedPaths } from './header';
import { LanguageSwitcher } from './language-switcher';
import styles from './footer.module.css';

export function Footer() {
  const locale = pageLocale();
  const { footerColumns } = text.navigation(locale);
  const { site } = text.site(locale);
  const { registration, trustPage } = text.trust(locale);
  const t = text.ui(locale).ui.layout;
  const { company, follow } = localizeNav(footerColumns, locale);
  const services = { title: footerColumns.services.title, links: menuServicesIn(locale).slice(0, FOOTER_SERVICE_COUNT).map((s) => ({ label: s.title, href: s.url })) };
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <SiteLink href={localePath(locale, '/')} className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={assetPath('/logo.svg')} alt="" width={44} height={44} loading="lazy" />
            <span>{site.name}</span>
          </SiteLink>
          <p className={styles.blurb}>{site.description}</p>
          <p className={styles.contact}>
            <a href={site.phoneHref}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p className={styles.registration}>
            {registration.label}: <span className={styles.raNumber}>{registration.number}</span>
            {registration.sample && ` ${t.sampleNote}`}.{' '}
            <a href={registration.verifyUrl} target="_blank" rel="noopener noreferrer">
              {registration.verifyText}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </a>
            <br />
            <SiteLink href={trustPage.path}>{t.spotFakeOffer}</SiteLink>
          </p>
        </div>
        <nav aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company" className={styles.heading}>
            {company.title}
          </h2>
          <ul>
            {company.links.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href}>{l.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services" className={styles.column}>
          <h2 id="footer-services" className={styles.heading}>
            {services.title}
          </h2>
          <ul>
            {services.links.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href}>{l.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{follow.title}</h2>
          <ul className={styles.social}>
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} ${t.opensInNewTab}`}>
                  <Icon name={s.name === 'Instagram' ? 'instagram' : 'linkedin'} size={20} />
                  <span>{s.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.languages}`}>
        <LanguageSwitcher locale={locale} translatedPaths={translatedPaths} label={text.ui(locale).ui.language.switcherLabel} variant="list" id="language-footer" />
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © <CurrentYear /> {site.legalName}. {t.rightsReserved} CIN {site.cin}.
          </p>
          <p>
            {t.technologyPartner}{' '}
            <a href={site.technologyPartner.href} target="_blank" rel="noopener noreferrer">
              {site.technologyPartner.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
