import { normalizeEmail } from '../intake/store';
import type { Db } from '../platform/db';
import { writeEvent } from './enquiries';

/*
 * Mail from enquirers as staff see it (issue 40, Receiving; the reader is server/mail/inbound/): an
 * enquiry's answers, the Unmatched mail list, and the two things staff do with an unmatched message:
 * attach it to an enquiry (perhaps confirming its sender for that enquiry) or mark it spam.
 */

export type InboundAttachmentInfo = { name: string; bytes: number; type: string; stored: boolean; refused?: string };

export type InboundSummary = {
  id: string;
  receivedAt: number;
  sentAt: number | null;
  fromAddress: string;
  fromName: string;
  subject: string;
  body: string;
  quoted: string;
  automatic: string | null;
  placedBy: string | null;
  attachments: InboundAttachmentInfo[];
  /** The PDFs kept (inbound_attachment), downloadable by staff. */
  files: Array<{ id: string; name: string; bytes: number }>;
  /** Unmatched: the enquiry its token or thread pointed at (the sender was not its lead). */
  suggested?: { id: string; reference: string | null };
};

const parseAttachments = (text: string): InboundAttachmentInfo[] => {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as InboundAttachmentInfo[]) : [];
  } catch {
    return [];
  }
};

async function summaries(db: Db, rows: Array<{ id: string; received_at: number | string; sent_at: number | string | null; from_address: string; from_name: string; subject: string; body: string; quoted: string; automatic: string | null; placed_by: string | null; attachments: string }>): Promise<InboundSummary[]> {
  if (rows.length === 0) return [];
  const files = await db.selectFrom('inbound_attachment').select(['id', 'message_id', 'name', 'bytes']).where('message_id', 'in', rows.map((row) => row.id)).orderBy('name').execute();
  const suggestedIds = [...new Set(rows.map((row) => /^suggested:(.+)$/.exec(row.placed_by ?? '')?.[1]).filter((id): id is string => id !== undefined))];
  const references = new Map(
    suggestedIds.length === 0 ? [] : (await db.selectFrom('enquiry').select(['id', 'reference']).where('id', 'in', suggestedIds).execute()).map((row) => [row.id, row.reference] as const),
  );
  return rows.map((row) => {
    const suggested = /^suggested:(.+)$/.exec(row.placed_by ?? '')?.[1];
    return {
      id: row.id,
      receivedAt: Number(row.received_at),
      sentAt: row.sent_at === null ? null : Number(row.sent_at),
      fromAddress: row.from_address,
      fromName: row.from_name,
      subject: row.subject,
      body: row.body,
      quoted: row.quoted,
      automatic: row.automatic,
      placedBy: row.placed_by,
      attachments: parseAttachments(row.attachments),
      files: files.filter((file) => file.message_id === row.id).map((file) => ({ id: file.id, name: file.name, bytes: Number(file.bytes) })),
      ...(suggested && references.has(suggested) ? { suggested: { id: suggested, reference: references.get(suggested) ?? null } } : {}),
    };
  });
}

const COLUMNS = ['id', 'received_at', 'sent_at', 'from_address', 'from_name', 'subject', 'body', 'quoted', 'automatic', 'placed_by', 'attachments'] as const;

/** An enquiry's answers, oldest first (its page, the access request). */
export async function answersOf(db: Db, enquiryId: string): Promise<InboundSummary[]> {
  const rows = await db.selectFrom('inbound_message').select([...COLUMNS]).where('enquiry_id', '=', enquiryId).where('state', '=', 'placed').orderBy('received_at').orderBy('id').execute();
  return summaries(db, rows);
}

export const UNMATCHED_PAGE = 50;

/** Unmatched mail, newest first: people's first, then (apart) what machines sent. */
export async function unmatchedMail(db: Db, automatic: boolean): Promise<{ messages: InboundSummary[]; counts: { people: number; automatic: number } }> {
  const rows = await db
    .selectFrom('inbound_message')
    .select([...COLUMNS])
    .where('state', '=', 'unmatched')
    .where('automatic', automatic ? 'is not' : 'is', null)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(UNMATCHED_PAGE)
    .execute();
  const counted = await db
    .selectFrom('inbound_message')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.count<number | string>('automatic').as('automatic')])
    .where('state', '=', 'unmatched')
    .executeTakeFirstOrThrow();
  return { messages: await summaries(db, rows), counts: { people: Number(counted.n) - Number(counted.automatic), automatic: Number(counted.automatic) } };
}

export async function unmatchedMessage(db: Db, id: string): Promise<InboundSummary | undefined> {
  const rows = await db.selectFrom('inbound_message').select([...COLUMNS]).where('id', '=', id).where('state', '=', 'unmatched').execute();
  return (await summaries(db, rows))[0];
}

/** The enquiry a reference (as staff type it, any case) or an id names. */
export async function enquiryByReference(db: Db, given: string): Promise<{ id: string; reference: string | null } | undefined> {
  const text = given.trim();
  if (!text) return undefined;
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
  return db
    .selectFrom('enquiry')
    .select(['id', 'reference'])
    .where(byId ? 'id' : 'reference', '=', byId ? text.toLowerCase() : text.toUpperCase())
    .executeTakeFirst();
}

/**
 * Attaches an unmatched message to an enquiry; with `confirmSender`, its sender may answer for that
 * enquiry from now on (placed by the reader like the lead's own address). False when it is no longer
 * unmatched (someone else attached it or marked it spam first).
 */
export async function attachToEnquiry(db: Db, id: string, enquiryId: string, actor: { accountId: string; now: number; confirmSender: boolean }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('inbound_message')
      .set({ state: 'placed', enquiry_id: enquiryId, placed_by: 'staff', handled_by: actor.accountId })
      .where('id', '=', id)
      .where('state', '=', 'unmatched')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const { from_address: address } = await trx.selectFrom('inbound_message').select('from_address').where('id', '=', id).executeTakeFirstOrThrow();
    if (actor.confirmSender && address) {
      await trx
        .insertInto('enquiry_sender')
        .values({ enquiry_id: enquiryId, address: normalizeEmail(address), confirmed_by: actor.accountId, confirmed_at: actor.now })
        .onConflict((oc) => oc.columns(['enquiry_id', 'address']).doNothing())
        .execute();
    }
    await writeEvent(trx, enquiryId, { accountId: actor.accountId, now: actor.now }, 'mail-attached', { message: id, ...(actor.confirmSender ? { senderConfirmed: true } : {}) });
    return true;
  });
}

export async function markMailSpam(db: Db, id: string, accountId: string): Promise<boolean> {
  const result = await db.updateTable('inbound_message').set({ state: 'spam', handled_by: accountId }).where('id', '=', id).where('state', '=', 'unmatched').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A kept PDF, for download by staff. */
export async function inboundFile(db: Db, id: string): Promise<{ name: string; content: Buffer; enquiryId: string | null } | undefined> {
  const row = await db
    .selectFrom('inbound_attachment')
    .innerJoin('inbound_message', 'inbound_message.id', 'inbound_attachment.message_id')
    .select(['inbound_attachment.name', 'inbound_attachment.content', 'inbound_message.enquiry_id'])
    .where('inbound_attachment.id', '=', id)
    .executeTakeFirst();
  return row ? { name: row.name, content: Buffer.from(row.content), enquiryId: row.enquiry_id } : undefined;
}

/** Staff answered the lead: the enquiry is no longer "Answered by lead". */
export async function clearAnswered(db: Db, enquiryId: string): Promise<void> {
  await db.updateTable('enquiry').set({ lead_answered_at: null }).where('id', '=', enquiryId).execute();
}
