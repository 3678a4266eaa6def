import { InlineScript } from '@/components/layout/inline-script';
import { SiteLink } from '@/components/ui/site-link';
import { assetPath } from '@/lib/env';
import { site } from '@/content/site';
import { PROBLEM_SLOT_ID } from '@/lib/enquiry/outcome-pages';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { WHATSAPP_SENT_LINK_ID, WHATSAPP_TEXT } from '@/lib/whatsapp';
import { ReferenceNote, ReferenceScript } from './reference-note';
import styles from './enquiry-outcome.module.css';

function CallUs() {
  return (
    <p className={styles.help}>
      Prefer to talk? Call <a href={site.phoneHref}>{site.phone}</a>, {site.hours.label}, or email <a href={`mailto:${site.email}`}>{site.email}</a>.
    </p>
  );
}

export interface EnquirySentProps {
  title: string;
  /** What the enquiry was about, for the WhatsApp message: the service's title, or 'my message'. */
  subject: string;
  lead: string;
  /** Where the visitor came from: the service page or the contact page. */
  back: { href: string; label: string };
}

/** The confirmation page after a form was posted without JavaScript (the intake API's 303 lands here). */
export function EnquirySent({ title, subject, lead, back }: EnquirySentProps) {
  return (
    <>
      <PageHero eyebrow="Enquiry sent" title={title} lead={lead} />
      <div className={`container ${styles.body}`}>
        <div className={styles.card} role="status">
          <p>A specialist will contact you within one working day, by the contact method you chose.</p>
          <ReferenceNote className={styles.reference} />
          <p>Want to add something, or talk now? Write to us on WhatsApp and mention your reference.</p>
          <WhatsAppLink id={WHATSAPP_SENT_LINK_ID} text={WHATSAPP_TEXT.sent(subject)} dataText />
          <ReferenceScript />
        </div>
        <div className={styles.actions}>
          <ButtonLink href={back.href}>{back.label}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
        <CallUs />
      </div>
    </>
  );
}

/** What the template says when opened directly; the intake API fills the slot for each post it refuses. */
const SLOT_DEFAULT = `<p>Something in the enquiry needs changing before we can accept it.</p><p><a href="${assetPath('/contact/#contact-form')}">Go to the contact form</a></p>`;

/**
 * With script, the slot's "Back to the form" link (`data-back`) goes back in the tab's history when the
 * visitor came from the site: the browser shows the form as they filled it, rather than a fresh empty
 * one. Without script the link opens the form page, and the text names the Back button.
 */
function backToFilledForm(slotId: string) {
  const link = document.getElementById(slotId)?.querySelector<HTMLAnchorElement>('a[data-back]');
  link?.addEventListener('click', (event) => {
    try {
      if (window.history.length < 2 || new URL(document.referrer).origin !== new URL(link.href).origin) return;
    } catch {
      return;
    }
    event.preventDefault();
    window.history.back();
  });
}

/**
 * The "please correct" page: a template the intake API fills (server/intake/native.ts) when a form posted
 * without JavaScript has problems. The slot is left alone by React when the page hydrates.
 */
export function EnquiryProblem() {
  return (
    <>
      <PageHero eyebrow="Enquiry not sent" title="Please correct your enquiry" lead="Nothing has been sent or stored yet. Please fix the points below and send it again." />
      <div className={`container ${styles.body}`}>
        <div id={PROBLEM_SLOT_ID} className={styles.problems} role="alert" dangerouslySetInnerHTML={{ __html: SLOT_DEFAULT }} suppressHydrationWarning />
        <InlineScript run={backToFilledForm} args={[PROBLEM_SLOT_ID]} />
        <p>
          Your browser&apos;s <strong>Back</strong> button takes you to the form with everything you typed still in it (a file you attached may need choosing
          again). Or start again from the <SiteLink href="/contact/">contact page</SiteLink>.
        </p>
        <CallUs />
      </div>
    </>
  );
}
