import { site } from '@/content/site';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './connect-banner.module.css';

/** Let's Connect: the appointment button opens the external scheduling page in a new tab. */
export function LetsConnect() {
  const { connectSection } = text.home(pageLocale());
  return (
    <section className={styles.connect} aria-labelledby="connect-title">
      <div className={`container ${styles.inner}`} data-reveal="">
        <div>
          <h2 id="connect-title">{connectSection.title}</h2>
          <p>{connectSection.text}</p>
        </div>
        <ButtonLink href={site.schedulingUrl} external variant="gold" className={styles.upper}>
          {connectSection.buttonLabel}
        </ButtonLink>
      </div>
    </section>
  );
}

/** A closing call to action to /contact. */
export function ContactCta() {
  const locale = pageLocale();
  const { ctaBanner } = text.home(locale);
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`} data-reveal="">
        <h2 id="cta-title">{ctaBanner.title}</h2>
        <p>{ctaBanner.text}</p>
        <ButtonLink href={localePath(locale, '/contact/')} variant="primary">
          {ctaBanner.buttonLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
