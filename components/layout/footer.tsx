import { SiteLink } from '@/components/ui/site-link';
import { footerColumns } from '@/content/navigation';
import { site } from '@/content/site';
import { registration, trustPage } from '@/content/trust';
import { Icon } from '@/components/ui/icon';
import { assetPath } from '@/lib/env';
import { CurrentYear } from './current-year';
import styles from './footer.module.css';

export function Footer() {
  const { company, services, follow } = footerColumns;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <SiteLink href="/" className={styles.brand}>
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
            {registration.sample && ' (sample)'}.{' '}
            <a href={registration.verifyUrl} target="_blank" rel="noopener noreferrer">
              {registration.verifyText}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <br />
            <SiteLink href={trustPage.path}>How to spot a fake job offer or agent</SiteLink>
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
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} (opens in a new tab)`}>
                  <Icon name={s.name === 'Instagram' ? 'instagram' : 'linkedin'} size={20} />
                  <span>{s.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © <CurrentYear /> {site.legalName}. All rights reserved. CIN {site.cin}.
          </p>
          <p>
            Technology Partner:{' '}
            <a href={site.technologyPartner.href} target="_blank" rel="noopener noreferrer">
              {site.technologyPartner.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
