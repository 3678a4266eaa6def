import { InlineScript } from '@/components/layout/inline-script';
import { SiteLink } from '@/components/ui/site-link';
import { assetPath } from '@/lib/env';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { RichText } from '@/components/i18n/rich-text';
import { localePath } from '@/lib/i18n/locales';
import { PROBLEM_SLOT_ID } from '@/lib/enquiry/outcome-pages';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { WHATSAPP_SENT_LINK_ID, WHATSAPP_TEXT } from '@/lib/whatsapp';
import { escapeHtml } from '@/lib/escape-html';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { ReferenceNote, ReferenceScript } from './reference-note';
import styles from './enquiry-outcome.module.css';

function CallUs() {
  const locale = pageLocale();
  const { site } = text.site(locale);
  return (
    <p className={styles.help}>
      <RichText
        text={text.ui(locale).ui.outcome.callUs}
        values={{ phone: <a href={site.phoneHref}>{site.phone}</a>, hours: site.hours.label, email: <a href={`mailto:${site.email}`}>{site.email}</a> }}
      />
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
  const locale = pageLocale();
  const ui = text.ui(locale).ui;
  const t = ui.outcome;
  const whatsapp = locale === 'en' ? WHATSAPP_TEXT.sent(subject) : fill(ui.whatsapp.sent, { company: text.site(locale).site.name, subject });
  return (
    <>
      <PageHero eyebrow={t.sentEyebrow} title={title} lead={lead} />
      <div className={`container ${styles.body}`}>
        <div className={styles.card} role="status">
          <p>{t.specialistWillContact}</p>
          <ReferenceNote className={styles.reference} />
          <p>{t.addSomething}</p>
          <WhatsAppLink id={WHATSAPP_SENT_LINK_ID} text={whatsapp} dataText />
          <ReferenceScript />
        </div>
        <div className={styles.actions}>
          <ButtonLink href={back.href}>{back.label}</ButtonLink>
          <ButtonLink href={localePath(locale, '/')} variant="secondary">
            {t.home}
          </ButtonLink>
        </div>
        <CallUs />
      </div>
    </>
  );
}

/** What the template says when opened directly; the intake API fills the slot for each post it refuses. */
function slotDefault(locale: Locale): string {
  const t = text.ui(locale).ui.outcome;
  return `<p>${escapeHtml(t.problemSlotDefault)}</p><p><a href="${assetPath(localePath(locale, '/contact/#contact-form'))}">${escapeHtml(t.goToContactForm)}</a></p>`;
}

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
  const locale = pageLocale();
  const t = text.ui(locale).ui.outcome;
  return (
    <>
      <PageHero eyebrow={t.problemEyebrow} title={t.problemTitle} lead={t.problemLead} />
      <div className={`container ${styles.body}`}>
        <div id={PROBLEM_SLOT_ID} className={styles.problems} role="alert" dangerouslySetInnerHTML={{ __html: slotDefault(locale) }} suppressHydrationWarning />
        <InlineScript run={backToFilledForm} args={[PROBLEM_SLOT_ID]} />
        <p>
          <RichText text={t.problemBack} values={{ back: <strong>{t.backButton}</strong>, contactPage: <SiteLink href={localePath(locale, '/contact/')}>{t.contactPage}</SiteLink> }} />
        </p>
        <CallUs />
      </div>
    </>
  );
}
