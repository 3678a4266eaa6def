import { ContactDetails } from '@/components/contact/contact-details';
import { DeferredEnquiryForm, formLanguage } from '@/components/forms/deferred-enquiry-form';
import { PageFrame } from '@/components/i18n/page-frame';
import { RichText } from '@/components/i18n/rich-text';
import { PageHero } from '@/components/ui/page-hero';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { text } from '@/content/text';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { WHATSAPP_TEXT } from '@/lib/whatsapp';
import styles from '@/components/contact/contact-page.module.css';

export function contactMetadata(locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo.contact, path: '/contact/', locale });
}

export function ContactPage({ locale }: { locale: Locale }) {
  const { site } = text.site(locale);
  const seo = text.pages(locale).pageSeo.contact;
  const ui = text.ui(locale).ui;
  const t = ui.contact;
  const star = (
    <>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{t.withAnAsterisk}</span>
    </>
  );
  return (
    <PageFrame locale={locale} path="/contact/" title={seo.title} description={seo.description}>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className={`container ${styles.layout}`}>
        <section id="contact-form" className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.formTitle}</h2>
          <p>
            <RichText text={t.requiredNote} values={{ star }} />{' '}
            <RichText
              text={t.otherWays}
              values={{ phone: <a href={site.phoneHref}>{site.phone}</a>, email: <a href={`mailto:${site.email}`}>{site.email}</a> }}
            />
          </p>
          <p className={styles.whatsapp}>
            <WhatsAppLink text={locale === 'en' ? WHATSAPP_TEXT.contact() : fill(ui.whatsapp.contact, { company: site.name })} />
          </p>
          <DeferredEnquiryForm target={{ contact: true }} fields={text.contactForm(locale).contactFormFields} formId="contact" label={t.formLabel} {...formLanguage(locale)} />
        </section>
        <ContactDetails />
      </div>
    </PageFrame>
  );
}
