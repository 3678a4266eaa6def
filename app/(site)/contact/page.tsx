import { pageSeo } from '@/content/pages';
import { site } from '@/content/site';
import { ContactDetails } from '@/components/contact/contact-details';
import { PageHero } from '@/components/ui/page-hero';
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
        {/* FORM SLOT: the enquiry-forms issue places the contact form in this card. */}
        <section className={styles.formCard} aria-labelledby="contact-form-title" data-form-slot="contact">
          <h2 id="contact-form-title">Send us a message</h2>
          <p>
            Call us on <a href={site.phoneHref}>{site.phone}</a> or email <a href={`mailto:${site.email}`}>{site.email}</a>. We answer {site.hours.label}.
          </p>
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
