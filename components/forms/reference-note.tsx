import { InlineScript } from '@/components/layout/inline-script';
import { REFERENCE_SLOT_ID } from '@/lib/enquiry/outcome-pages';
import { REFERENCE_PATTERN, REFERENCE_SENTENCE } from '@/lib/enquiry/reference';
import { WHATSAPP_REFERENCE, WHATSAPP_SENT_LINK_ID } from '@/lib/whatsapp';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';

/**
 * Writes "Your reference is <strong>ref</strong>." into the slot from the address's `?ref=` (the intake
 * API's redirect carries it), unless the server already did, and adds the reference to the WhatsApp
 * link's first message. Runs as the parser reaches it (after the link), without the framework; text
 * nodes only, so nothing in the address becomes markup.
 */
function showReference(slotId: string, pattern: string, before: string, after: string, linkId: string, linkBefore: string, linkAfter: string) {
  const slot = document.getElementById(slotId);
  const reference = new URLSearchParams(window.location.search).get('ref');
  if (!slot || slot.firstChild || !reference || !new RegExp(pattern).test(reference)) return;
  const strong = document.createElement('strong');
  strong.textContent = reference;
  slot.append(before, strong, after);
  const link = document.getElementById(linkId);
  const text = link?.getAttribute('data-wa-text');
  if (link instanceof HTMLAnchorElement && text) link.search = `?text=${encodeURIComponent(text + linkBefore + reference + linkAfter)}`;
}

/**
 * "Your reference is ..." on a confirmation page. A static page cannot read its query without script:
 * `npm start`'s server fills the slot as it serves the page (server/platform/static.ts), and the inline script
 * does it on any other host. React leaves the slot as it finds it.
 */
export function ReferenceNote({ className }: { className?: string }) {
  const t = text.ui(pageLocale()).ui.outcome;
  // The sentence's words in the page's language, for the server that fills the slot (server/platform/static.ts).
  return <p id={REFERENCE_SLOT_ID} className={className} data-before={t.referenceBefore} data-after={t.referenceAfter} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** The script that fills ReferenceNote and completes the WhatsApp link: placed after both. */
export function ReferenceScript() {
  const locale = pageLocale();
  const t = text.ui(locale).ui.outcome;
  const [before, after, linkBefore, linkAfter] =
    locale === 'en'
      ? [REFERENCE_SENTENCE.before, REFERENCE_SENTENCE.after, WHATSAPP_REFERENCE.before, WHATSAPP_REFERENCE.after]
      : [t.referenceBefore, t.referenceAfter, t.whatsappReferenceBefore, t.whatsappReferenceAfter];
  return <InlineScript run={showReference} args={[REFERENCE_SLOT_ID, REFERENCE_PATTERN.source, before, after, WHATSAPP_SENT_LINK_ID, linkBefore, linkAfter]} />;
}
