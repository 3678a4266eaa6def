import { randomBytes, randomUUID } from 'node:crypto';
import { languageOfRow } from '../intake/language';
import { isEnquiryKind, type EnquiryKind } from '@/lib/enquiry/kinds';
import type { Db } from '../platform/db';
import { staffReply, type MailSettings } from '../mail/content';
import { compactStamp, wakeOutbox } from '../mail/outbox';
import { istMidnight, isWorkingDay, nextOpening, OPENS_MINUTE, CLOSES_MINUTE } from './business-hours';
import { writeEvent } from './enquiries';

/*
 * Replies to the enquirer, written on the enquiry's page (issue 40, "Replying"), and the saved replies
 * staff start them from. A reply is its text (enquiry_reply: personal data, kept and erased with its
 * enquiry) and an outbox message (purpose 'reply': retried, never lost, sent once per lease), written
 * in one transaction with the enquiry's timeline event. The outbox worker sets the enquiry's
 * first_response_at when the first one is sent (outbox.ts).
 */

/** The longest reply (and saved reply), in characters, as for a note: the form stays within the inbox's 16 KiB post limit. */
export const MAX_REPLY = 5_000;
export const MAX_SAVED_TITLE = 100;

/** Whether `now` is within the office's hours (content/site.ts: Monday to Friday, 9:00 to 18:00 IST). */
export function inOfficeHours(now: number): boolean {
  const midnight = istMidnight(now);
  return isWorkingDay(now) && now >= midnight + OPENS_MINUTE * 60_000 && now < midnight + CLOSES_MINUTE * 60_000;
}

/** When a reply "at the next office hour" goes: now within office hours, else the next opening. */
export function nextOfficeHour(now: number): number {
  return inOfficeHours(now) ? now : nextOpening(now);
}

/**
 * The enquiry's routing address: REPLY_TO's local part plus its token. Lower-case hex, since some
 * mail systems change the case of a local part.
 */
export function routingAddress(replyTo: string, token: string): string {
  const at = replyTo.lastIndexOf('@');
  return `${replyTo.slice(0, at)}+${token}${replyTo.slice(at)}`;
}

/**
 * The enquiry's BCC address (issue 40): REPLY_TO's local part plus `bcc-` and its own token. Mail an
 * advisor sends from their own mail program with it in Bcc is logged on the enquiry (mail/inbound/place.ts).
 */
export function bccAddress(replyTo: string, token: string): string {
  return routingAddress(replyTo, `bcc-${token}`);
}

/** The enquiry's BCC token, made the first time it is asked for (once, however many ask at once). */
export async function bccTokenOf(db: Db, enquiryId: string): Promise<string | undefined> {
  await db.updateTable('enquiry').set({ bcc_token: randomBytes(16).toString('hex') }).where('id', '=', enquiryId).where('bcc_token', 'is', null).execute();
  return (await db.selectFrom('enquiry').select('bcc_token').where('id', '=', enquiryId).executeTakeFirst())?.bcc_token ?? undefined;
}

export type ReplySettings = { mail: MailSettings; replyTo: string; domain: string };

export type QueuedReply = { replyId: string; outboxId: string; sendAt: number };

/**
 * Queues a reply: its text, its message (in the acknowledgement's thread when the enquirer got one or
 * is about to) and its timeline event, all or nothing. `sendAt` is when it is due; the outbox's three
 * days of retries count from then, and the mail alarm does not count it as late before.
 */
export async function queueReply(
  db: Db,
  enquiryId: string,
  reply: { body: string; account: { id: string; name: string }; now: number; sendAt: number },
  settings: ReplySettings,
): Promise<QueuedReply | 'missing' | 'spam' | 'no-address'> {
  const outcome = await db.transaction().execute(async (trx) => {
    const enquiry = await trx.selectFrom('enquiry').select(['id', 'reference', 'payload', 'spam', 'reply_token', 'language']).where('id', '=', enquiryId).executeTakeFirst();
    if (!enquiry) return 'missing' as const;
    if (enquiry.spam === 1) return 'spam' as const;
    const payload = JSON.parse(enquiry.payload) as Record<string, unknown>;
    const address = typeof payload.email === 'string' ? payload.email.trim() : '';
    if (!address) return 'no-address' as const;
    let token = enquiry.reply_token;
    if (token === null) {
      // Made once: of two first replies at once, the second finds the first's token.
      await trx.updateTable('enquiry').set({ reply_token: randomBytes(16).toString('hex') }).where('id', '=', enquiryId).where('reply_token', 'is', null).execute();
      token = (await trx.selectFrom('enquiry').select('reply_token').where('id', '=', enquiryId).executeTakeFirstOrThrow()).reply_token ?? '';
    }
    // A skipped or failed acknowledgement never reached them: a reply then starts its own thread.
    const ack = await trx
      .selectFrom('outbox_message')
      .select('message_id')
      .where('enquiry_id', '=', enquiryId)
      .where('purpose', '=', 'ack')
      .where('status', 'in', ['pending', 'sent'])
      .executeTakeFirst();
    const reference = enquiry.reference ?? enquiryId.slice(0, 8);
    const content = staffReply(
      {
        reference,
        name: payload.name,
        address,
        advisor: reply.account.name,
        body: reply.body,
        thread: ack?.message_id,
        replyTo: routingAddress(settings.replyTo, token),
        date: new Date(reply.sendAt),
        language: languageOfRow(enquiry.language),
      },
      settings.mail,
    );
    const replyId = randomUUID();
    const outboxId = randomUUID();
    await trx
      .insertInto('outbox_message')
      .values({
        id: outboxId,
        enquiry_id: enquiryId,
        purpose: 'reply',
        message_id: `<${enquiryId}.reply.${replyId}@${settings.domain}>`,
        status: 'pending',
        attempts: 0,
        created_at: reply.sendAt,
        next_attempt_at: reply.sendAt,
        // The reference in the file's name: erasure finds a reply's .eml file as it finds the others.
        content: JSON.stringify({ ...content, fileName: `${compactStamp(new Date(reply.sendAt))}-${reference}-reply.eml` }),
      })
      .execute();
    // Staff have answered the lead: no longer "Answered by lead" (issue 40, Receiving).
    await trx.updateTable('enquiry').set({ lead_answered_at: null }).where('id', '=', enquiryId).execute();
    await trx.insertInto('enquiry_reply').values({ id: replyId, enquiry_id: enquiryId, account_id: reply.account.id, at: reply.now, send_at: reply.sendAt, body: reply.body, outbox_id: outboxId }).execute();
    await writeEvent(trx, enquiryId, { accountId: reply.account.id, now: reply.now }, 'reply', { reply: replyId, message: outboxId, ...(reply.sendAt > reply.now ? { sendAt: reply.sendAt } : {}) });
    return { replyId, outboxId, sendAt: reply.sendAt };
  });
  if (typeof outcome === 'object') wakeOutbox(db);
  return outcome;
}

/** Whether a reply to this enquiry would go in the acknowledgement's thread (it was sent or is about to be). */
export async function hasThread(db: Db, enquiryId: string): Promise<boolean> {
  const ack = await db.selectFrom('outbox_message').select('id').where('enquiry_id', '=', enquiryId).where('purpose', '=', 'ack').where('status', 'in', ['pending', 'sent']).executeTakeFirst();
  return ack !== undefined;
}

export type ReplySummary = {
  id: string;
  at: number;
  sendAt: number;
  author: string | null;
  body: string;
  outboxId: string;
  /** The outbox row's: pending, sent, failed; null once the row is gone. */
  status: string | null;
  sentAt: number | null;
};

/** The replies of these enquiries, oldest first, with their delivery state (the enquiry page, the access request). */
export async function repliesOfEnquiries(db: Db, enquiryIds: readonly string[]): Promise<Array<ReplySummary & { enquiryId: string }>> {
  if (enquiryIds.length === 0) return [];
  const rows = await db
    .selectFrom('enquiry_reply')
    .leftJoin('staff_account', 'staff_account.id', 'enquiry_reply.account_id')
    .leftJoin('outbox_message', 'outbox_message.id', 'enquiry_reply.outbox_id')
    .select(['enquiry_reply.id', 'enquiry_reply.enquiry_id', 'enquiry_reply.at', 'enquiry_reply.send_at', 'enquiry_reply.body', 'enquiry_reply.outbox_id', 'staff_account.name', 'outbox_message.status', 'outbox_message.sent_at'])
    .where('enquiry_reply.enquiry_id', 'in', enquiryIds)
    .orderBy('enquiry_reply.at')
    .orderBy('enquiry_reply.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    enquiryId: row.enquiry_id,
    at: Number(row.at),
    sendAt: Number(row.send_at),
    author: row.name,
    body: row.body,
    outboxId: row.outbox_id,
    status: row.status,
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  }));
}

/** An enquiry's replies, oldest first, with their delivery state. */
export const repliesOf = (db: Db, enquiryId: string): Promise<ReplySummary[]> => repliesOfEnquiries(db, [enquiryId]);

// ---------------------------------------------------------------------------------------------
// Saved replies

export type SavedReply = { id: string; kind: EnquiryKind; title: string; body: string; updatedAt: number; updatedBy: string | null };

export async function savedReplies(db: Db, kind?: EnquiryKind): Promise<SavedReply[]> {
  let query = db
    .selectFrom('saved_reply')
    .leftJoin('staff_account', 'staff_account.id', 'saved_reply.updated_by')
    .select(['saved_reply.id', 'saved_reply.kind', 'saved_reply.title', 'saved_reply.body', 'saved_reply.updated_at', 'staff_account.name'])
    .orderBy('saved_reply.kind')
    .orderBy('saved_reply.title')
    .orderBy('saved_reply.id');
  if (kind) query = query.where('saved_reply.kind', '=', kind);
  const rows = await query.execute();
  return rows.filter((row) => isEnquiryKind(row.kind)).map((row) => ({ id: row.id, kind: row.kind as EnquiryKind, title: row.title, body: row.body, updatedAt: Number(row.updated_at), updatedBy: row.name }));
}

export async function savedReply(db: Db, id: string): Promise<SavedReply | undefined> {
  const row = await db
    .selectFrom('saved_reply')
    .leftJoin('staff_account', 'staff_account.id', 'saved_reply.updated_by')
    .select(['saved_reply.id', 'saved_reply.kind', 'saved_reply.title', 'saved_reply.body', 'saved_reply.updated_at', 'staff_account.name'])
    .where('saved_reply.id', '=', id)
    .executeTakeFirst();
  if (!row || !isEnquiryKind(row.kind)) return undefined;
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, updatedAt: Number(row.updated_at), updatedBy: row.name };
}

export type SavedReplyInput = { kind: EnquiryKind; title: string; body: string };

export async function addSavedReply(db: Db, input: SavedReplyInput, actor: { accountId: string; now: number }): Promise<string> {
  const id = randomUUID();
  await db.insertInto('saved_reply').values({ id, ...input, updated_at: actor.now, updated_by: actor.accountId }).execute();
  return id;
}

export async function changeSavedReply(db: Db, id: string, input: SavedReplyInput, actor: { accountId: string; now: number }): Promise<boolean> {
  const result = await db.updateTable('saved_reply').set({ ...input, updated_at: actor.now, updated_by: actor.accountId }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedReply(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_reply').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * A saved reply made ready for one enquiry: {name} (as the enquirer typed it), {reference} and
 * {advisor} filled in. Staff read the result in the reply's box before sending it.
 */
export function fillSavedReply(body: string, values: { name: string; reference: string; advisor: string }): string {
  return body.replace(/\{(name|reference|advisor)\}/g, (_, key: 'name' | 'reference' | 'advisor') => values[key]);
}
