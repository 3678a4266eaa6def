import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { Icon } from '@/components/ui/icon';
import styles from './contact-details.module.css';

/** The details panel of the contact page: offices, phone, hours, global presence, social profiles. */
export function ContactDetails() {
  const locale = pageLocale();
  const { site } = text.site(locale);
  const ui = text.ui(locale).ui;
  const t = ui.contact;
  return (
    <aside className={styles.panel} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t.detailsTitle}</h2>
      <h3 className={styles.label}>
        <Icon name="map-pin" size={18} /> {t.offices}
      </h3>
      <ul className={styles.offices}>
        {site.offices.map((office) => (
          <li key={office.city}>
            <strong>{office.city}</strong>
            <address>
              {office.address}, {office.city}, {office.region} {office.postalCode}
            </address>
          </li>
        ))}
      </ul>
      <h3 className={styles.label}>
        <Icon name="phone" size={18} /> {t.phone}
      </h3>
      <p>
        <a href={site.phoneHref}>{site.phone}</a>
      </p>
      <h3 className={styles.label}>
        <Icon name="mail" size={18} /> {t.email}
      </h3>
      <p>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
      <h3 className={styles.label}>
        <Icon name="clock" size={18} /> {t.hours}
      </h3>
      <p>{site.hours.label}</p>
      <h3 className={styles.label}>
        <Icon name="globe" size={18} /> {t.globalPresence}
      </h3>
      <ul className={styles.chips}>
        {site.globalPresence.map((country) => (
          <li key={country}>{country}</li>
        ))}
      </ul>
      <h3 className={styles.label}>{t.followUs}</h3>
      <ul className={styles.social}>
        {site.social.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} ${ui.layout.opensInNewTab}`}>
              <Icon name={s.name === 'Instagram' ? 'instagram' : 'linkedin'} size={20} />
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
