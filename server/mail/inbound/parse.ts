import { createHash } from 'node:crypto';
import { convert } from 'html-to-text';
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';

/*
 * An incoming message as the inbox keeps it, read like a form post from a stranger: parsed by mailparser,
 * the text part kept (the HTML part converted to text when there is no text part: nothing of its
 * markup, images or links is ever loaded or shown), quoted history and signature split off, every
 * attachment listed by name, and whether a machine sent it (an auto-reply, a bounce, a list).
 */

/** The largest message read at all; a larger one is recorded by its headers, its body not downloaded. */
export const MAX_INBOUND_BYTES = 10 * 1024 * 1024;
/** The most of its text (and of its quoted history) kept; past it, shortened with a note. */
export const MAX_TEXT_CHARS = 64 * 1024;

export type AttachmentInfo = { name: string; bytes: number; type: string; stored: boolean; refused?: string };

export type ParsedInbound = {
  /** '<message-id>' lower-cased, or 'sha256:<hex>' of the raw message without one. */
  dedupeKey: string;
  messageId: string | undefined;
  /** The messages it answers, nearest first: In-Reply-To, then References from the newest; each '<id>' lower-cased, once. */
  threadIds: string[];
  from: { address: string; name: string };
  /** Every address it was delivered to: To, Cc, Delivered-To, X-Original-To, lower-cased. */
  recipients: string[];
  subject: string;
  sentAt: number | undefined;
  /** Why a machine sent it, or undefined for a person's message. */
  automatic: string | undefined;
  body: string;
  quoted: string;
  attachments: AttachmentInfo[];
  /** The PDFs among the attachments, for the resume checks (server/mail/inbound/attachments.ts). */
  pdfs: Array<{ index: number; name: string; content: Buffer }>;
  bytes: number;
};

const ANGLE_ID = /<[^<>\s]+>/g;

function ids(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return (text.match(ANGLE_ID) ?? []).map((id) => id.toLowerCase());
}

function addresses(value: AddressObject | AddressObject[] | undefined): Array<{ address: string; name: string }> {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const found: Array<{ address: string; name: string }> = [];
  const walk = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) walk(entry.group);
      else if (entry.address) found.push({ address: entry.address.trim().toLowerCase(), name: entry.name?.trim() ?? '' });
    }
  };
  for (const object of list) walk(object.value);
  return found;
}

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => headerText(item as HeaderValue)).join(' ');
  if (value instanceof Date) return value.toISOString();
  // An address header (mailparser reads Delivered-To as one): its addresses as text, not "[object Object]".
  if (typeof value === 'object' && 'text' in value && typeof (value as { text: unknown }).text === 'string') return (value as { text: string }).text;
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
}

/**
 * Why a machine sent this (RFC 3834 Auto-Submitted; Precedence; a list's List-Id; a bounce's null
 * Return-Path, multipart/report or mailer-daemon sender), or undefined for a person's message. Such a
 * message is never an answer from the lead and is never answered.
 */
export function automaticReason(headers: Map<string, HeaderValue>, rawLines: ReadonlyArray<{ key: string; line: string }>, contentType: string, from: string): string | undefined {
  const get = (name: string) => headerText(headers.get(name)).trim().toLowerCase();
  const autoSubmitted = get('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return `auto-submitted: ${autoSubmitted.split(';')[0]}`;
  if (/^(bulk|list|junk|auto_reply)$/.test(get('precedence'))) return `precedence: ${get('precedence')}`;
  // mailparser gathers List-Id, List-Unsubscribe and the other List-* headers under 'list'.
  if (headers.has('list') || headers.has('list-id') || headers.has('list-unsubscribe')) return 'mailing list';
  // mailparser reads Return-Path as an address, which <> has none of: the line as written.
  const returnPath = rawLines.find((line) => line.key === 'return-path')?.line.replace(/^[^:]*:/, '').trim();
  if (returnPath !== undefined && /^<\s*>$/.test(returnPath)) return 'bounce (empty Return-Path)';
  if (/^multipart\/report/.test(contentType)) return 'bounce (delivery report)';
  if (/^(mailer-daemon|postmaster)@/.test(from)) return 'bounce (mailer-daemon)';
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || get('x-auto-response-suppress') === 'all') return 'auto-reply';
  return undefined;
}

const ATTRIBUTION = [
  // Gmail and most: "On Mon, 30 Nov 2026 at 10:00, Name <a@b> wrote:" (perhaps wrapped over two lines).
  /^on\b.{0,200}\bwrote:\s*$/i,
  /^-{2,}\s*original message\s*-{2,}\s*$/i,
  // Outlook's separator line, then a From:/Sent: block.
  /^_{10,}\s*$/,
  /^from:\s.+$/i,
];

/**
 * The answer itself, and what follows it that a reader folds away: the quoted history (lines quoted
 * with '>' and the attribution above them, or an Outlook "From:/Sent:" block) and the signature ('-- ').
 * An answer written between quoted lines is kept whole: folding it would hide what the lead wrote.
 */
export function splitQuoted(text: string): { body: string; quoted: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '-- ' || line === '--') {
      cut = i;
      break;
    }
    if (line.startsWith('>')) {
      // An answer written between the quotes: nothing is folded.
      const after = lines.slice(i).filter((rest) => rest.trim() !== '' && !rest.startsWith('>'));
      const signature = lines.slice(i).findIndex((rest) => rest === '-- ');
      const answerAfter = signature < 0 ? after.length > 0 : lines.slice(i, i + signature).some((rest) => rest.trim() !== '' && !rest.startsWith('>'));
      if (answerAfter) return { body: text.trim(), quoted: '' };
      cut = i;
      // The attribution just above the quote belongs to it ("On …, Name <a@b>" may wrap before "wrote:").
      while (cut > 0 && lines[cut - 1]!.trim() === '') cut -= 1;
      if (cut > 0 && /wrote:\s*$/i.test(lines[cut - 1]!)) {
        cut -= 1;
        if (cut > 0 && !/^on\b/i.test(lines[cut]!) && /^on\b/i.test(lines[cut - 1]!)) cut -= 1;
      }
      break;
    }
    if (ATTRIBUTION.some((pattern) => pattern.test(line))) {
      // An Outlook block is a From: followed by Sent:/Date: within a few lines.
      if (/^from:\s/i.test(line) && !lines.slice(i + 1, i + 5).some((next) => /^(sent|date):\s/i.test(next))) continue;
      cut = i;
      break;
    }
  }
  if (cut <= 0) return { body: text.trim(), quoted: '' };
  const body = lines.slice(0, cut).join('\n').trim();
  if (body === '') return { body: text.trim(), quoted: '' };
  return { body, quoted: lines.slice(cut).join('\n').trim() };
}

/** Deepest nesting converted (as mailparser bounds it): hostile HTML cannot make the conversion recurse without end. */
const MAX_HTML_DEPTH = 100;

/**
 * The HTML part as text, when a message has no text part: images (a tracker's pixel, remote or not)
 * left out, a link's address written after its text, nothing of script or style. Only ever shown as text.
 */
export function htmlAsText(html: string): string {
  return convert(html.slice(0, 4 * MAX_TEXT_CHARS), {
    wordwrap: false,
    limits: { maxDepth: MAX_HTML_DEPTH },
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
}

function bounded(text: string): string {
  return text.length > MAX_TEXT_CHARS ? `${text.slice(0, MAX_TEXT_CHARS)}\n[… shortened: the message was longer]` : text;
}

/** Parses one raw message (at most MAX_INBOUND_BYTES; the reader checks the size before downloading). */
export async function parseInbound(raw: Buffer): Promise<ParsedInbound> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, keepCidLinks: false });
  const messageIdText = ids(parsed.messageId)[0];
  const from = addresses(parsed.from)[0] ?? { address: '', name: '' };
  const delivered = ['delivered-to', 'x-original-to', 'envelope-to'].flatMap((name) =>
    headerText(parsed.headers.get(name))
      .split(/[\s,]+/)
      .map((part) => part.replace(/^<|>$/g, '').trim().toLowerCase())
      .filter((part) => part.includes('@')),
  );
  const recipients = [...new Set([...addresses(parsed.to).map((a) => a.address), ...addresses(parsed.cc).map((a) => a.address), ...delivered])];
  const contentType = headerText(parsed.headers.get('content-type')).toLowerCase();
  // References are written oldest first (RFC 5322): the nearest is the last.
  const threadIds = [...new Set([...ids(parsed.inReplyTo), ...ids(parsed.references).reverse()])];
  const text = (parsed.text?.trim() || (typeof parsed.html === 'string' ? htmlAsText(parsed.html) : '')).trim();
  const { body, quoted } = splitQuoted(text);
  const pdfs: ParsedInbound['pdfs'] = [];
  const attachments = parsed.attachments.map((file, index): AttachmentInfo => {
    const name = (file.filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || '(no name)';
    const type = (file.contentType ?? 'application/octet-stream').toLowerCase();
    const isPdf = type === 'application/pdf' || /\.pdf$/i.test(name);
    if (isPdf) pdfs.push({ index, name, content: file.content });
    return { name, bytes: file.size ?? file.content.length, type, stored: false };
  });
  return {
    dedupeKey: messageIdText ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    messageId: messageIdText,
    threadIds,
    from,
    recipients,
    subject: (parsed.subject ?? '').slice(0, 500),
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.getTime() : undefined,
    automatic: automaticReason(parsed.headers, parsed.headerLines, contentType, from.address),
    body: bounded(body),
    quoted: bounded(quoted),
    attachments,
    pdfs,
    bytes: raw.length,
  };
}
