import { site } from '@/content/site';

/*
 * "Chat on WhatsApp" links: https://wa.me/<digits>?text=<a first message the visitor can edit before
 * sending>. A plain link: the phone opens the app, a computer WhatsApp's web page.
 */

export function whatsAppHref(text: string, digits: string = site.whatsappDigits): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The first message, naming what the visitor came about (English; other languages fill content/ui's `whatsapp`). */
export const WHATSAPP_TEXT = {
  service: (title: string) => `Hello ${site.name}, I would like to know more about your ${title}.`,
  contact: () => `Hello ${site.name}, I have a question.`,
  sent: (subject: string) => `Hello ${site.name}, I have just sent an enquiry about ${subject}.`,
} as const;

/** Added to the confirmation page's message once its reference is known (by the server or the page's inline script). */
export const WHATSAPP_REFERENCE = { before: ' My reference is ', after: '.' } as const;

/** The id of the confirmation page's WhatsApp link, whose message the reference completes. */
export const WHATSAPP_SENT_LINK_ID = 'enquiry-whatsapp';
