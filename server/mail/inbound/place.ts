import type { Db } from '../../platform/db';
import { normalizeEmail } from '../../intake/store';
import type { ParsedInbound } from './parse';
import type { Placement } from './store';

/*
 * Which enquiry a message answers, on proof only. The routing address first (REPLY_TO's local part plus
 * the enquiry's token, as each staff reply's Reply-To has it), then the thread (In-Reply-To and
 * References naming one of our messages to it, or an answer already placed on it); and either way only
 * when the sender is the enquiry's own address or one staff confirmed for it. The subject is never
 * looked at: a reply whose subject changed is the same conversation, and one that kept an old subject
 * may be another. Anything else is Unmatched mail, for staff, with the enquiry it pointed at suggested.
 * Mail to an enquiry's BCC address is staff's own, placed on that token alone (placeBcc).
 */

export type PlaceSettings = {
  /** REPLY_TO, lower-case: local@domain. */
  replyTo: string;
  /** MAIL_FROM's domain: the domain of our Message-IDs. */
  domain: string;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Our Message-IDs (outbox.ts, replies.ts): <enquiry>.<purpose>[.<id>]@domain, or an alert's. */
function ourMessagePattern(domain: string): RegExp {
  return new RegExp(`^<([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.[a-z]+(?:\\.[0-9a-f-]+)?@${escape(domain)}>$`);
}

/** A message this server sent (its Message-ID is one of ours) or sent from its own addresses: never stored, never answered. */
export function isOwnMessage(message: ParsedInbound, settings: PlaceSettings, ownAddresses: readonly string[]): boolean {
  const id = message.messageId ?? '';
  if (ourMessagePattern(settings.domain).test(id) || new RegExp(`\\.alert@${escape(settings.domain)}>$`).test(id)) return true;
  return ownAddresses.includes(message.from.address);
}

/** The token of a routing address among the recipients (local+<token>@domain of REPLY_TO), if any. */
export function routingToken(recipients: readonly string[], replyTo: string): string | undefined {
  const at = replyTo.lastIndexOf('@');
  const pattern = new RegExp(`^${escape(replyTo.slice(0, at))}\\+([0-9a-f]{32})@${escape(replyTo.slice(at + 1))}$`, 'i');
  for (const recipient of recipients) {
    const token = pattern.exec(recipient)?.[1];
    if (token) return token.toLowerCase();
  }
  return undefined;
}

/**
 * The token of an enquiry's BCC address among the recipients (local+bcc-<token>@domain of REPLY_TO):
 * a Bcc recipient is in no header the sender's program writes, so it is found where the delivering
 * server records it (Delivered-To, X-Original-To, Envelope-To), which parse.ts adds to the recipients.
 */
export function bccToken(recipients: readonly string[], replyTo: string): string | undefined {
  const at = replyTo.lastIndexOf('@');
  const pattern = new RegExp(`^${escape(replyTo.slice(0, at))}\\+bcc-([0-9a-f]{32})@${escape(replyTo.slice(at + 1))}$`, 'i');
  for (const recipient of recipients) {
    const token = pattern.exec(recipient)?.[1];
    if (token) return token.toLowerCase();
  }
  return undefined;
}

/**
 * Mail to an enquiry's BCC address: staff's own mail to the lead, logged on the enquiry on the token
 * alone, and only when a member of staff (an account not disabled) sent it and no machine did. Anything
 * else to that address is Unmatched mail: the address may have leaked, and the lead's answers come by
 * the routing address or the thread.
 */
async function placeBcc(db: Db, message: ParsedInbound, token: string): Promise<Placement> {
  const enquiry = await db.selectFrom('enquiry').select('id').where('bcc_token', '=', token).executeTakeFirst();
  if (!enquiry) return { state: 'unmatched' };
  const address = message.from.address.toLowerCase();
  const staff = address ? await db.selectFrom('staff_account').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', address)).where('disabled', '=', 0).executeTakeFirst() : undefined;
  if (!staff || message.automatic) return { state: 'unmatched', suggested: enquiry.id };
  return { state: 'placed', enquiryId: enquiry.id, by: 'bcc' };
}

/** The enquiries the thread headers name, nearest first (In-Reply-To, then References from the newest). */
async function threadEnquiries(db: Db, threadIds: readonly string[], domain: string): Promise<string[]> {
  const ours = ourMessagePattern(domain);
  const found: string[] = [];
  for (const id of threadIds) {
    const enquiry = ours.exec(id)?.[1];
    if (enquiry) {
      found.push(enquiry);
      continue;
    }
    // An earlier answer already placed (the lead answering their own message, or a colleague's in the thread).
    const earlier = await db.selectFrom('inbound_message').select('enquiry_id').where('dedupe_key', '=', id).where('state', '=', 'placed').executeTakeFirst();
    if (earlier?.enquiry_id) found.push(earlier.enquiry_id);
  }
  return [...new Set(found)];
}

/** Whether `address` may answer for this enquiry: its own address, or one staff confirmed. */
async function senderFits(db: Db, enquiry: { id: string; email: string | null }, address: string): Promise<boolean> {
  if (enquiry.email !== null && normalizeEmail(enquiry.email) === normalizeEmail(address)) return true;
  const confirmed = await db.selectFrom('enquiry_sender').select('address').where('enquiry_id', '=', enquiry.id).where('address', '=', normalizeEmail(address)).executeTakeFirst();
  return confirmed !== undefined;
}

export async function placeMessage(db: Db, message: ParsedInbound, settings: PlaceSettings): Promise<Placement> {
  const bcc = bccToken(message.recipients, settings.replyTo);
  if (bcc) return placeBcc(db, message, bcc);
  const candidates: Array<{ id: string; by: 'token' | 'thread' }> = [];
  const token = routingToken(message.recipients, settings.replyTo);
  if (token) {
    const byToken = await db.selectFrom('enquiry').select('id').where('reply_token', '=', token).executeTakeFirst();
    if (byToken) candidates.push({ id: byToken.id, by: 'token' });
  }
  for (const id of await threadEnquiries(db, message.threadIds, settings.domain)) candidates.push({ id, by: 'thread' });
  // The nearest pointer decides alone: a token or an In-Reply-To naming one enquiry from a sender who is
  // not its lead is not placed on another enquiry an older Reference names.
  const nearest = candidates[0];
  if (!nearest || !message.from.address) return { state: 'unmatched' };
  const enquiry = await db.selectFrom('enquiry').select(['id', 'email', 'spam']).where('id', '=', nearest.id).executeTakeFirst();
  if (!enquiry) return { state: 'unmatched' };
  if (enquiry.spam === 0 && (await senderFits(db, enquiry, message.from.address))) return { state: 'placed', enquiryId: enquiry.id, by: nearest.by };
  return { state: 'unmatched', suggested: enquiry.id };
}
