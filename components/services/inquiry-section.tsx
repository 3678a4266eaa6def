import { site } from '@/content/site';
import type { Service } from '@/content/types';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './inquiry-section.module.css';

export interface InquirySectionProps {
  service: Service;
}

/**
 * The 'Inquiry Form' section of a service page.
 * FORM SLOT: the enquiry-forms issue renders the dynamic form here from `service.inquiryFormFields`.
 * Until a service has fields, the section offers the contact page and direct lines instead.
 */
export function InquirySection({ service }: InquirySectionProps) {
  return (
    <section id="inquiry" className={styles.section} aria-labelledby="inquiry-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>Inquiry Form</p>
        <h2 id="inquiry-title">Contact us today to learn more about our {service.title}</h2>
        <div className={styles.slot} data-form-slot={service.id}>
          <p>
            Tell us about your plans and a specialist will reply within one working day. You can also call us on{' '}
            <a href={site.phoneHref}>{site.phone}</a> ({site.hours.label}) or write to <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
          <ButtonLink href="/contact/">Send us a message</ButtonLink>
        </div>
      </div>
    </section>
  );
}
