import { pageSeo } from '@/content/pages';
import { services } from '@/content/services';
import { site } from '@/content/site';
import type { InquiryFormField } from '@/content/types';
import { FORM_FIELDS, PAYLOAD_SOURCES, plainLabel } from '@/lib/enquiry/contract';
import { SERVICE_ENQUIRY_KIND, type EnquiryKind } from '@/lib/enquiry/kinds';
import { env } from '@/lib/env';
import { sourceSummary, type EnquirySource } from '../intake/source';
import { DEFAULT_LANGUAGE, languageLabel, type Language } from '../intake/language';
import { ACK_TEXT, CONTACT_SERVICE_KIND, type AckText } from './acknowledgement-text';

/*
 * What staff and the enquirer receive, composed from the form definitions (labels, option labels)
 * and the site's content (name, hours, phone, privacy policy). Pure functions: the outbox stores what
 * they return in the enquiry's transaction, so a message re-sent after a crash is the same message.
 */

export type MailEnquiry = {
  id: string;
  kind: EnquiryKind;
  reference: string;
  /** When the enquiry was stored. */
  receivedAt: Date;
  payload: Record<string, unknown>;
  /** Size of the resume in bytes, when the enquiry has one. */
  resumeBytes: number | null;
  /** Where the visit came from; the staff notification's Source line (absent: not recorded). */
  source?: EnquirySource | null;
  /** The language it was sent in: the acknowledgement's, and the staff notification's Language line (absent: English). */
  language?: Language;
};

export type Address = { name: string; address: string };

/** One message, ready for nodemailer (with the resume attached at send time when `attachResume`). */
export type MessageContent = {
  from: string;
  to: Array<string | Address>;
  replyTo?: string | Address;
  subject: string;
  /** ISO 8601: the Date header, the enquiry's time, so every copy of a message carries the same one. */
  date: string;
  text: string;
  html: string;
  attachResume: boolean;
  headers: Record<string, string>;
};

/** staffUrl: the inbox's origin (STAFF_URL), for links to an enquiry's page. */
export type MailSettings = { from: string; notifyTo: string[]; staffUrl: string };

/** The enquiry's page in the staff inbox. */
export function enquiryUrl(settings: MailSettings, id: string): string {
  return `${settings.staffUrl}/staff/enquiries/${encodeURIComponent(id)}`;
}

const IST_OFFSET_MS = 5.5 * 3_600_000;
/** The consent checkbox is rendered by every form, not a definition field; its label as the form shows it. */
const CONSENT_LABEL = 'I have read the Privacy Policy and consent to being contacted about my enquiry';
const NOT_GIVEN = '(not given)';

const SERVICE_TITLE: Record<EnquiryKind, string> = {
  ...(Object.fromEntries(services.map((s) => [SERVICE_ENQUIRY_KIND[s.id], s.title])) as Record<Exclude<EnquiryKind, 'contact'>, string>),
  contact: 'Contact',
};

/** The service an enquiry kind belongs to, as the site names it ("Contact" for the contact form). */
export function serviceTitle(kind: EnquiryKind): string {
  return SERVICE_TITLE[kind];
}

export function privacyPolicyUrl(): string {
  return `${env.siteUrl}${env.basePath}${pageSeo.privacy.path}`;
}

// Made once: building an Intl.DateTimeFormat costs far more than formatting with one (it was a tenth of
// the intake's CPU when made for every message).
const IST_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const IST_TIME = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
const IST_DAY_NAME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long' });

/** e.g. "Monday, 23 November 2026 at 10:24 PM IST" */
export function formatIst(at: Date): string {
  return `${IST_DAY.format(at)} at ${IST_TIME.format(at)} IST`;
}

// ---------------------------------------------------------------------------------------------
// Fields as the form showed them

export type FieldLine = { key: string; label: string; value: string };

function optionLabel(field: InquiryFormField, value: unknown): string {
  const option = field.options?.find((o) => o.value === value);
  return option ? option.label : String(value);
}

function display(field: InquiryFormField, value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  if (Array.isArray(value)) return value.length === 0 ? NOT_GIVEN : value.map((v) => optionLabel(field, v)).join(', ');
  if (field.options) return optionLabel(field, value);
  return String(value);
}

/** Every field of the enquiry's form, in the form's order, under its label; option codes as labels. */
export function fieldLines(enquiry: MailEnquiry): FieldLine[] {
  const sources = Object.entries(PAYLOAD_SOURCES[enquiry.kind]);
  const lines: FieldLine[] = [];
  for (const field of FORM_FIELDS[enquiry.kind]) {
    const key = sources.find(([, source]) => 'field' in source && source.field === field.name)?.[0];
    if (!key) continue;
    const value =
      field.type === 'file'
        ? enquiry.resumeBytes === null
          ? NOT_GIVEN
          : `attached (resume-${enquiry.reference}.pdf, ${Math.max(1, Math.round(enquiry.resumeBytes / 1024)).toLocaleString('en')} KB)`
        : display(field, enquiry.payload[key]);
    lines.push({ key, label: plainLabel(field), value });
  }
  const consent = sources.find(([, source]) => 'consent' in source)?.[0];
  if (consent) lines.push({ key: consent, label: CONSENT_LABEL, value: enquiry.payload[consent] === true ? 'Yes' : 'No' });
  return lines;
}

// ---------------------------------------------------------------------------------------------
// How to answer

export type ReplyLink = { method: string; href: string; note?: string };

const METHOD_LABELS = new Map((FORM_FIELDS.contact.find((f) => f.name === 'contactMethod')?.options ?? []).map((o) => [o.value, o.label]));

/** A mailto: link whose address and subject are encoded: nothing the enquirer typed adds a header (cc, body) to it. */
export function mailtoHref(address: string, subject: string): string {
  const [local = '', domain = ''] = address.split(/@(?=[^@]*$)/);
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}?subject=${encodeURIComponent(subject)}`;
}

/** The preferred contact method as a link staff can click: mailto:, tel: or https://wa.me/<digits>. */
export function replyLink(enquiry: MailEnquiry): ReplyLink {
  const { email, phone, pref_conatct_method: method } = enquiry.payload;
  const label = typeof method === 'number' ? METHOD_LABELS.get(method) : undefined;
  const raw = typeof phone === 'string' ? phone.trim() : '';
  const international = raw.startsWith('+') || raw.startsWith('00');
  const digits = raw.replace(/\D/g, '').replace(/^00/, '');
  const note = international ? undefined : 'the number has no country code; check it before calling';
  if (label === 'Phone' && digits) return { method: 'Phone', href: `tel:${international ? '+' : ''}${digits}`, note };
  if (label === 'WhatsApp' && digits) return { method: 'WhatsApp', href: `https://wa.me/${digits}`, note };
  return { method: label ?? 'Email (no preference given)', href: mailtoHref(String(email), `Re: your enquiry ${enquiry.reference}`) };
}

// ---------------------------------------------------------------------------------------------
// When we answer (business hours from content/site.ts)

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The day staff reply by ("usually within one working day", content/faq.ts): the same working day
 * when the enquiry arrives before opening, else the next working day. Public holidays are not known.
 */
export function replyBy(receivedAt: Date): Date {
  const ist = new Date(receivedAt.getTime() + IST_OFFSET_MS);
  const working = (d: Date) => (site.hours.days as readonly string[]).includes(DAY_NAMES[d.getUTCDay()] ?? '');
  const minuteOfDay = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
  if (!(working(day) && minuteOfDay < minutes(site.hours.opens))) {
    do day.setUTCDate(day.getUTCDate() + 1);
    while (!working(day));
  }
  // Back from IST wall time to the instant of closing.
  return new Date(day.getTime() + minutes(site.hours.closes) * 60_000 - IST_OFFSET_MS);
}

function dayName(at: Date): string {
  return IST_DAY_NAME.format(at);
}

// ---------------------------------------------------------------------------------------------
// The two messages

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A header line must stay one line, whatever the name holds. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The name as staff see it: one line; never able to pose as an address in a header (`<>@"` gone). */
function nameOf(enquiry: MailEnquiry): string {
  return displayName(String(enquiry.payload.name ?? '')) || 'Unnamed';
}

/** A display name for a header: one line, without the characters that would make it read as an address. */
export function displayName(text: string): string {
  return oneLine(text.replace(/[<>@"]/g, ' '));
}

const GREETING_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;

/**
 * The name the acknowledgement may greet, or undefined: it goes to an address nobody has confirmed, so
 * it carries nothing an attacker could choose beyond a name that looks like one (letters of any script,
 * spaces, . ' -, at most 60 characters; no digits, @, URL or domain, e.g. "evil.example").
 */
export function greetingName(raw: unknown): string | undefined {
  const name = oneLine(typeof raw === 'string' ? raw.normalize('NFC') : '');
  if (name.length === 0 || name.length > 60 || !GREETING_NAME.test(name)) return undefined;
  if (/\p{L}{2}\.\p{L}{2}/u.test(name) || /(^|\s)(www|https?)(\W|$)/iu.test(name)) return undefined;
  return name;
}

/** The service the enquiry is about: the service form's, or the contact form's "Service of Interest". */
export function serviceOf(enquiry: MailEnquiry): string {
  if (enquiry.kind !== 'contact') return SERVICE_TITLE[enquiry.kind];
  const field = FORM_FIELDS.contact.find((f) => f.name === 'service');
  const chosen = field && display(field, enquiry.payload.service_of_intrest);
  return chosen && chosen !== NOT_GIVEN ? chosen : 'your question';
}

const WRAPPER = (body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:640px">${body}</body></html>`;

/** To NOTIFY_TO: every field under its label, how to reply, when it came in, the reference; the resume attached. */
export function staffNotification(enquiry: MailEnquiry, settings: MailSettings): MessageContent {
  const name = nameOf(enquiry);
  const service = SERVICE_TITLE[enquiry.kind];
  const received = formatIst(enquiry.receivedAt);
  const reply = replyLink(enquiry);
  const lines = fieldLines(enquiry);
  const replyText = `Preferred contact method: ${reply.method}: ${reply.href}${reply.note ? ` (${reply.note})` : ''}`;
  const page = enquiryUrl(settings, enquiry.id);
  const source = sourceSummary(enquiry.source);
  const language = languageLabel(enquiry.language ?? DEFAULT_LANGUAGE);

  const text = [
    `New ${service === 'Contact' ? 'contact form' : service} enquiry from ${name}`,
    '',
    `Reference: ${enquiry.reference}`,
    `Received: ${received}`,
    `Source: ${source}`,
    `Language: ${language}`,
    replyText,
    `In the inbox: ${page}`,
    '',
    ...lines.flatMap((line) => [`${line.label}:`, ...line.value.split(/\r?\n/).map((l) => `  ${l}`), '']),
    `Reply to this email to answer ${name} directly.`,
  ].join('\n');

  const rows = lines
    .map((line) => `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;border-top:1px solid #ddd">${escapeHtml(line.label)}</th><td style="padding:6px 0;border-top:1px solid #ddd;white-space:pre-wrap">${escapeHtml(line.value)}</td></tr>`)
    .join('');
  const html = WRAPPER(
    [
      `<h1 style="font-size:20px">New ${escapeHtml(service === 'Contact' ? 'contact form' : service)} enquiry from ${escapeHtml(name)}</h1>`,
      `<p>Reference: <strong>${escapeHtml(enquiry.reference)}</strong><br>Received: ${escapeHtml(received)}<br>Source: ${escapeHtml(source)}<br>Language: ${escapeHtml(language)}</p>`,
      `<p>Preferred contact method: <a href="${escapeHtml(reply.href)}">${escapeHtml(reply.method)}: ${escapeHtml(reply.href.replace(/\?.*$/, ''))}</a>${reply.note ? ` (${escapeHtml(reply.note)})` : ''}</p>`,
      `<p>In the inbox: <a href="${escapeHtml(page)}">${escapeHtml(page)}</a></p>`,
      `<table style="border-collapse:collapse;width:100%">${rows}</table>`,
      `<p>Reply to this email to answer ${escapeHtml(name)} directly.</p>`,
    ].join(''),
  );

  return {
    from: settings.from,
    to: settings.notifyTo,
    replyTo: { name, address: String(enquiry.payload.email) },
    subject: `${service}: ${name} (${enquiry.reference})`,
    date: enquiry.receivedAt.toISOString(),
    text,
    html,
    attachResume: enquiry.resumeBytes !== null,
    headers: { 'X-Enquiry-Reference': enquiry.reference },
  };
}

/** Intl formats, made once per locale (see IST_DAY above). */
const localeFormats = new Map<string, { day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: string) {
  let formats = localeFormats.get(locale);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long' }),
      // Days and times of content/site.ts's hours, as UTC dates that carry them.
      weekday: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' }),
      time: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true }),
    };
    localeFormats.set(locale, formats);
  }
  return formats;
}

/** The business hours in the acknowledgement's language: content/site.ts's label in English, its days and times through Intl otherwise. */
function hoursIn(words: AckText): string {
  if (words.hours === 'content') return site.hours.label;
  const { weekday, time } = formatsOf(words.locale);
  const dayName = (day: string | undefined) => weekday.format(new Date(Date.UTC(2026, 0, 4 + Math.max(0, DAY_NAMES.indexOf(day ?? '')))));
  const clock = (hhmm: string) => time.format(new Date(Date.UTC(2026, 0, 1, 0, minutes(hhmm))));
  return words.hours({ firstDay: dayName(site.hours.days[0]), lastDay: dayName(site.hours.days.at(-1)), opens: clock(site.hours.opens), closes: clock(site.hours.closes) });
}

/** The service the acknowledgement names, in its language; undefined for a contact form that chose none (English says "your question"). */
function serviceIn(enquiry: MailEnquiry, words: AckText): string | undefined {
  if (words.services === 'content') return serviceOf(enquiry);
  const code = enquiry.payload.service_of_intrest;
  const kind = enquiry.kind === 'contact' ? (typeof code === 'number' ? CONTACT_SERVICE_KIND[code] : undefined) : enquiry.kind;
  return kind && words.services[kind];
}

/**
 * To the enquirer, in the language they wrote in (ACK_TEXT): thanks by name, the service, the reference,
 * what happens next and by when, the phone number and the privacy policy. Nothing else they wrote (no
 * details, no resume), and their name only when it looks like one (greetingName): the address is
 * unconfirmed, so this must never carry text a stranger chose to someone else's inbox under the
 * company's name.
 */
export function acknowledgement(enquiry: MailEnquiry, settings: MailSettings): MessageContent {
  const words = ACK_TEXT[enquiry.language ?? DEFAULT_LANGUAGE];
  const name = greetingName(enquiry.payload.name);
  const address = String(enquiry.payload.email);
  const service = serviceIn(enquiry, words);
  const by = words.locale === ACK_TEXT.en.locale ? dayName(replyBy(enquiry.receivedAt)) : formatsOf(words.locale).day.format(replyBy(enquiry.receivedAt));
  const hours = hoursIn(words);
  const privacy = privacyPolicyUrl();
  const contact = enquiry.kind === 'contact';

  const paragraphs = [
    words.greeting(name),
    words.received({ contact, service, reference: enquiry.reference }),
    words.next({ hours, by }),
    words.sooner(site.phone),
    words.privacy(privacy),
    `${site.name}`,
    ...(words.translated ? [words.translated] : []),
  ];
  const text = `${paragraphs.join('\n\n')}\n`;
  const html = WRAPPER(
    [
      `<p>${words.greeting(name && escapeHtml(name))}</p>`,
      `<p>${words.received({ contact, service: service && escapeHtml(service), reference: `<strong>${escapeHtml(enquiry.reference)}</strong>` })}</p>`,
      `<p>${words.next({ hours: escapeHtml(hours), by: escapeHtml(by) })}</p>`,
      `<p>${words.sooner(`<a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a>`)}</p>`,
      `<p>${words.privacy(`<a href="${escapeHtml(privacy)}">${escapeHtml(privacy)}</a>`)}</p>`,
      `<p>${escapeHtml(site.name)}</p>`,
      words.translated ? `<p style="color:#4b5563;font-size:14px">${words.translated}</p>` : '',
    ].join(''),
    words.htmlLang,
  );

  return {
    from: settings.from,
    to: [name ? { name, address } : address],
    // Answers to the acknowledgement go to the published address, not to the staff list.
    replyTo: site.email,
    subject: acknowledgementSubject(enquiry.reference, enquiry.language),
    date: enquiry.receivedAt.toISOString(),
    text,
    html,
    attachResume: false,
    // RFC 3834: an automatic answer, so autoresponders do not answer it back. RFC 3282: its language, for
    // mail programs that offer to translate or pick a font.
    headers: { 'X-Enquiry-Reference': enquiry.reference, 'Auto-Submitted': 'auto-replied', 'Content-Language': words.htmlLang },
  };
}

/** The acknowledgement's subject, in the enquiry's language; a staff reply in its thread is "Re: " and this. */
export function acknowledgementSubject(reference: string, language: Language = DEFAULT_LANGUAGE): string {
  return ACK_TEXT[language].subject(reference);
}

// ---------------------------------------------------------------------------------------------
// A reply written by staff on the enquiry's page (server/staff/replies.ts)

export type StaffReplyMail = {
  reference: string;
  /** The enquirer's name as typed, and address. */
  name: unknown;
  address: string;
  /** The advisor who wrote it: the From's display name and the signature. */
  advisor: string;
  /** Plain text, as written. */
  body: string;
  /** The acknowledgement's Message-ID when the enquirer got it (or is about to): the reply goes in its thread. */
  thread: string | undefined;
  /** Where the answer goes: the enquiry's routing address (REPLY_TO plus its token). */
  replyTo: string;
  /** When it is due to go: its Date header, the same on every attempt. */
  date: Date;
  /** The enquiry's language: the subject of the acknowledgement this reply is in the thread of. */
  language?: Language;
};

/** The address of a From like `Name <address>`, or the value itself. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * From the company's address under the advisor's name, to the enquirer, in the acknowledgement's thread
 * (In-Reply-To and References, "Re: " its subject) when there is one; answers to the routing address.
 * A person's reply: no Auto-Submitted, so the enquirer's mail program treats it as one.
 */
export function staffReply(reply: StaffReplyMail, settings: MailSettings): MessageContent {
  const advisor = displayName(reply.advisor.replace(/\\/g, ' ')) || site.name;
  const greeting = greetingName(reply.name);
  const signature = [advisor, site.name, `Reference: ${reply.reference}`];
  const text = `${reply.body.replace(/\r\n?/g, '\n').trimEnd()}\n\n-- \n${signature.join('\n')}\n`;
  const paragraphs = reply.body
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const html = WRAPPER([...paragraphs, `<p style="color:#4b5563">-- <br>${signature.map(escapeHtml).join('<br>')}</p>`].join(''));
  return {
    from: `"${advisor}" <${addressOf(settings.from)}>`,
    to: [greeting ? { name: greeting, address: reply.address } : reply.address],
    replyTo: reply.replyTo,
    subject: reply.thread ? `Re: ${acknowledgementSubject(reply.reference, reply.language)}` : `Your enquiry ${reply.reference}`,
    date: reply.date.toISOString(),
    text,
    html,
    attachResume: false,
    headers: { 'X-Enquiry-Reference': reply.reference, ...(reply.thread ? { 'In-Reply-To': reply.thread, References: reply.thread } : {}) },
  };
}

/** What NOTIFY_TO is told, at most hourly, of acknowledgements the limits kept back (queued by the outbox as a staff alert). */
export function acknowledgementsHeldAlert(counts: { skipped: number; held: number; since: Date; maxPerAddress: number; maxPerHour: number }): { subject: string; text: string } {
  const { skipped, held, since, maxPerAddress, maxPerHour } = counts;
  const paragraphs = [
    `Since ${formatIst(since)}, the intake has kept back acknowledgements to enquirers:`,
    `- ${skipped} not sent, because their address had already received ${maxPerAddress} in 24 hours (ACK_MAX_PER_ADDRESS);`,
    `- ${held} waiting, because ${maxPerHour} had already gone out within an hour (ACK_MAX_PER_HOUR); they go out as the hour frees.`,
    'Every enquiry was stored and notified to you as usual; only the automatic acknowledgement was held back.',
    'Many acknowledgements to one address, or a sudden flood, usually means someone is using the forms to send our acknowledgement to addresses that are not theirs. If the enquiries look genuine, answer them as usual.',
  ];
  return { subject: `Acknowledgements held back: ${skipped} not sent, ${held} waiting`, text: `${paragraphs.join('\n')}\n` };
}

// ---------------------------------------------------------------------------------------------
// Waiting for a reply: the reminder and the morning digest (server/staff/reminders.ts)

/**
 * What staff mail about waiting enquiries says of each: no more than the reference, the form it came
 * from, when, and for how long it has waited. Nothing the enquirer wrote: a reminder may go to one
 * person's mailbox, and a digest lists many enquiries at once.
 */
export type WaitingEnquiry = {
  id: string;
  kind: string;
  reference: string;
  receivedAt: Date;
  /** Working time since it was received (business-hours.ts), in milliseconds. */
  waitingMs: number;
};

/** The form an enquiry came from, as staff call it: the service, or "Contact form". */
export function formTitle(kind: string): string {
  if (kind === 'contact') return 'Contact form';
  return SERVICE_TITLE[kind as EnquiryKind] ?? kind;
}

/** e.g. "5 h 12 min of working time" */
export function workingTime(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${h > 0 ? `${h} h ` : ''}${m} min of working time`;
}

function hoursLabel(hours: number): string {
  return `${hours} working hour${hours === 1 ? '' : 's'}`;
}

/** To the owner of an enquiry past its response target (or NOTIFY_TO when nobody owns it). */
export function reminder(enquiry: WaitingEnquiry, context: { to: string[]; now: Date; targetHours: number }, settings: MailSettings): MessageContent {
  const service = formTitle(enquiry.kind);
  const received = formatIst(enquiry.receivedAt);
  const waiting = workingTime(enquiry.waitingMs);
  const page = enquiryUrl(settings, enquiry.id);
  const lead = `Enquiry ${enquiry.reference} (${service}) is still New: it has waited longer than the response target of ${hoursLabel(context.targetHours)}.`;
  const text = [lead, '', `Reference: ${enquiry.reference}`, `Service: ${service}`, `Received: ${received}`, `Waiting: ${waiting}`, '', `Open it in the inbox: ${page}`, ''].join('\n');
  const html = WRAPPER(
    [
      `<p>${escapeHtml(lead)}</p>`,
      `<p>Reference: <strong>${escapeHtml(enquiry.reference)}</strong><br>Service: ${escapeHtml(service)}<br>Received: ${escapeHtml(received)}<br>Waiting: ${escapeHtml(waiting)}</p>`,
      `<p>Open it in the inbox: <a href="${escapeHtml(page)}">${escapeHtml(page)}</a></p>`,
    ].join(''),
  );
  return {
    from: settings.from,
    to: context.to,
    subject: `Waiting for a reply: ${enquiry.reference} (${service})`,
    date: context.now.toISOString(),
    text,
    html,
    attachResume: false,
    headers: { 'X-Enquiry-Reference': enquiry.reference, 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * The morning digest: every New enquiry one person owns (or, to NOTIFY_TO, nobody does), oldest first.
 * `more`: there are others beyond those listed, to be found in the inbox.
 */
export function digest(items: WaitingEnquiry[], context: { to: string[]; now: Date; unassigned: boolean; more: boolean }, settings: MailSettings): MessageContent {
  const whose = context.unassigned ? 'New enquiries nobody owns' : 'Your New enquiries';
  const count = context.more ? `more than ${items.length}` : String(items.length);
  const inbox = `${settings.staffUrl}/staff/`;
  const entries = items.map((item) => ({ item, service: formTitle(item.kind), received: formatIst(item.receivedAt), waiting: workingTime(item.waitingMs), page: enquiryUrl(settings, item.id) }));
  const moreText = `More are waiting than are listed here: see the inbox, ${inbox}`;
  const text = [
    `${whose}, waiting for a reply (${count}), oldest first:`,
    '',
    ...entries.flatMap(({ item, service, received, waiting, page }) => [`${item.reference} (${service})`, `  Received: ${received}`, `  Waiting: ${waiting}`, `  ${page}`, '']),
    ...(context.more ? [moreText, ''] : []),
  ].join('\n');
  const rows = entries
    .map(
      ({ item, service, received, waiting, page }) =>
        `<tr><td style="padding:6px 12px 6px 0;border-top:1px solid #ddd"><a href="${escapeHtml(page)}">${escapeHtml(item.reference)}</a></td><td style="padding:6px 12px 6px 0;border-top:1px solid #ddd">${escapeHtml(service)}</td><td style="padding:6px 12px 6px 0;border-top:1px solid #ddd">${escapeHtml(received)}</td><td style="padding:6px 0;border-top:1px solid #ddd">${escapeHtml(waiting)}</td></tr>`,
    )
    .join('');
  const html = WRAPPER(
    [
      `<p>${escapeHtml(whose)}, waiting for a reply (${count}), oldest first:</p>`,
      `<table style="border-collapse:collapse;width:100%"><tr><th align="left">Reference</th><th align="left">Service</th><th align="left">Received</th><th align="left">Waiting</th></tr>${rows}</table>`,
      context.more ? `<p>More are waiting than are listed here: see <a href="${escapeHtml(inbox)}">the inbox</a>.</p>` : '',
    ].join(''),
  );
  return {
    from: settings.from,
    to: context.to,
    subject: `${whose}: ${count} waiting for a reply`,
    date: context.now.toISOString(),
    text,
    html,
    attachResume: false,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * The weekly summary (server/staff/reminders.ts): last week's genuine enquiries, by source channel, and
 * how fast they were first answered, to NOTIFY_TO. Counts only: nothing any enquirer wrote.
 */
export type WeeklySummary = {
  /** Monday and Sunday of the week, YYYY-MM-DD in India. */
  from: string;
  to: string;
  received: number;
  /** Source channels by name ("Email", "Not recorded"), with their counts, largest first. */
  channels: Array<{ label: string; count: number }>;
  answered: number;
  /** Working hours, one decimal, or undefined with nothing answered. */
  medianHours?: string;
  p90Hours?: string;
  /** Whole per cent, or undefined with nothing to count. */
  withinTargetPercent?: number;
  missed: number;
  targetHours: number;
};

export function weeklySummary(summary: WeeklySummary, context: { to: string[]; now: Date }, settings: MailSettings): MessageContent {
  const reports = `${settings.staffUrl}/staff/reports?from=${summary.from}&to=${summary.to}`;
  const lines = [
    `Enquiries received: ${summary.received}`,
    `By source: ${summary.channels.length ? summary.channels.map((c) => `${c.label} ${c.count}`).join(', ') : 'none'}`,
    `First response (working hours, ${summary.answered} answered): median ${summary.medianHours ?? '–'}, 90th percentile ${summary.p90Hours ?? '–'}`,
    `Answered within the target of ${hoursLabel(summary.targetHours)}: ${summary.withinTargetPercent === undefined ? '–' : `${summary.withinTargetPercent}%`}${summary.missed ? ` (${summary.missed} with no reply past it)` : ''}`,
  ];
  const lead = `The week of ${summary.from} to ${summary.to} (spam left out):`;
  const text = [lead, '', ...lines, '', `The reports, with every figure's enquiries: ${reports}`, ''].join('\n');
  const html = WRAPPER(
    [
      `<p>${escapeHtml(lead)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>The reports, with every figure's enquiries: <a href="${escapeHtml(reports)}">${escapeHtml(reports)}</a></p>`,
    ].join(''),
  );
  return {
    from: settings.from,
    to: context.to,
    subject: `Last week: ${summary.received} ${summary.received === 1 ? 'enquiry' : 'enquiries'}, ${summary.withinTargetPercent === undefined ? 'none to answer' : `${summary.withinTargetPercent}% answered within target`}`,
    date: context.now.toISOString(),
    text,
    html,
    attachResume: false,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
