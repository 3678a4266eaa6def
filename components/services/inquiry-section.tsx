import type { Service } from '@/content/types';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { RichText } from '@/components/i18n/rich-text';
import { fill } from '@/lib/i18n/format';
import { DeferredEnquiryForm, formLanguage } from '@/components/forms/deferred-enquiry-form';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { WHATSAPP_TEXT } from '@/lib/whatsapp';
import styles from './inquiry-section.module.css';

export interface InquirySectionProps {
  service: Service;
}

/** The 'Inquiry Form' section of a service page; a service without form fields has none. */
export function InquirySection({ service }: InquirySectionProps) {
  if (!service.inquiryFormFields?.length) return null;
  const locale = pageLocale();
  const { site } = text.site(locale);
  const ui = text.ui(locale).ui;
  const t = ui.service;
  const star = (
    <>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{ui.contact.withAnAsterisk}</span>
    </>
  );
  return (
    <section id="inquiry" className={styles.section} aria-labelledby="inquiry-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t.inquiryEyebrow}</p>
        <h2 id="inquiry-title">{fill(t.inquiryTitle, { service: service.title })}</h2>
        <p className={styles.lead}>
          <RichText text={t.requiredNote} values={{ star }} />{' '}
          <RichText text={t.preferToTalk} values={{ phone: <a href={site.phoneHref}>{site.phone}</a>, hours: site.hours.label }} />
        </p>
        <WhatsAppLink text={locale === 'en' ? WHATSAPP_TEXT.service(service.title) : fill(ui.whatsapp.service, { company: site.name, service: service.title })} />
        <div className={styles.slot}>
          <DeferredEnquiryForm
            target={{ serviceId: service.id }}
            fields={service.inquiryFormFields}
            formId={service.id}
            label={fill(t.formLabel, { service: service.title })}
            {...formLanguage(locale)}
          />
        </div>
      </div>
    </section>
  );
}
