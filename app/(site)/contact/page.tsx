import { pageSeo } from '@/content/pages';
import { site } from '@/content/site';
import { contactFormFields } from '@/content/forms/contact-form';
import { ContactDetails } from '@/components/contact/contact-details';
import { DeferredEnquiryForm } from '@/components/forms/deferred-enquiry-form';
import { PageHero } from '@/components/ui/page-hero';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { WHATSAPP_TEXT } from '@/lib/whatsapp';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/contact/contact-page.module.css';

export const metadata = pageMetadata(pageSeo.contact);

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="Connect With Us"
        lead="Tell us where you want to go and what you want to achieve. A specialist from the right team will get back to you within one working day."
      />
      <div className={`container ${styles.layout}`}>
        <section id="contact-form" className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p>
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required. You can also call <a href={site.phoneHref}>{site.phone}</a> or email{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>, or write to us on WhatsApp.
          </p>
          <p className={styles.whatsapp}>
            <WhatsAppLink text={WHATSAPP_TEXT.contact()} />
          </p>
          <DeferredEnquiryForm
            target={{ contact: true }}
            fields={contactFormFields}
            formId="contact"
            label="Contact form"
          />
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
