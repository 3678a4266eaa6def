import { site } from '@/content/site';
import type { Service } from '@/content/types';
import { DeferredEnquiryForm } from '@/components/forms/deferred-enquiry-form';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { WHATSAPP_TEXT } from '@/lib/whatsapp';
import styles from './inquiry-section.module.css';

export interface InquirySectionProps {
  service: Service;
}

/** The 'Inquiry Form' section of a service page; a service without form fields has none. */
export function InquirySection({ service }: InquirySectionProps) {
  if (!service.inquiryFormFields?.length) return null;
  return (
    <section id="inquiry" className={styles.section} aria-labelledby="inquiry-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>Inquiry Form</p>
        <h2 id="inquiry-title">Contact us today to learn more about our {service.title}</h2>
        <p className={styles.lead}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required. Prefer to talk? Call <a href={site.phoneHref}>{site.phone}</a>, {site.hours.label}, or write to us on WhatsApp.
        </p>
        <WhatsAppLink text={WHATSAPP_TEXT.service(service.title)} />
        <div className={styles.slot}>
          <DeferredEnquiryForm
            target={{ serviceId: service.id }}
            fields={service.inquiryFormFields}
            formId={service.id}
            label={`${service.title} enquiry`}
          />
        </div>
      </div>
    </section>
  );
}
