import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import type { ParsedInbound } from './parse';

/*
 * What the reader writes: each message once (by its dedupe key, unique in the table, so a second
 * reader's insert does nothing), the mailbox's progress, and the lease that lets one instance read a
 * mailbox at a time. Every write is a single statement or one transaction: a reader killed at any point
 * leaves either the message stored or not, and the next read stores it then.
 */

export type Placement =
  /** `bcc`: staff's own mail to the lead, logged by the enquiry's BCC address: never an answer from the lead. */
  | { state: 'placed'; enquiryId: string; by: 'token' | 'thread' | 'bcc' }
  /** `suggested`: the enquiry its token or thread pointed at, when the sender was not its address. */
  | { state: 'unmatched'; suggested?: string };

export type StoredAttachment = { name: string; bytes: number; content: Buffer };

/**
 * Stores a message once. Answers its id when this call stored it, undefined when it was stored already
 * (another instance, or this one before a restart, read it first). A lead's answer marks its enquiry
 * "Answered by lead" in the same transaction.
 */
export async function storeInbound(
  db: Db,
  message: ParsedInbound,
  placement: Placement,
  kept: StoredAttachment[],
  now: number,
  onStored?: (trx: Db, id: string) => Promise<void>,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('inbound_message')
      .values({
        id,
        dedupe_key: message.dedupeKey,
        received_at: now,
        sent_at: message.sentAt ?? null,
        from_address: message.from.address,
        from_name: message.from.name,
        subject: message.subject,
        message_id: message.messageId ?? null,
        thread_ids: message.threadIds.join(' '),
        enquiry_id: placement.state === 'placed' ? placement.enquiryId : null,
        state: placement.state,
        placed_by: placement.state === 'placed' ? placement.by : (placement.suggested ? `suggested:${placement.suggested}` : null),
        automatic: message.automatic ?? null,
        body: message.body,
        quoted: message.quoted,
        attachments: JSON.stringify(message.attachments),
        bytes: message.bytes,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Nothing returned: the key was stored already (by another reader, or this one before).
    if (!inserted) return undefined;
    for (const file of kept) await trx.insertInto('inbound_attachment').values({ id: randomUUID(), message_id: id, name: file.name, bytes: file.bytes, content: file.content }).execute();
    if (placement.state === 'placed' && placement.by === 'bcc') {
      // Staff wrote to the lead, as a reply from the page does: the first response if none was, and no longer waiting on staff.
      await trx.updateTable('enquiry').set({ lead_answered_at: null }).where('id', '=', placement.enquiryId).execute();
      await trx.updateTable('enquiry').set({ first_response_at: now }).where('id', '=', placement.enquiryId).where('first_response_at', 'is', null).execute();
    } else if (placement.state === 'placed' && !message.automatic) {
      await trx.updateTable('enquiry').set({ lead_answered_at: now }).where('id', '=', placement.enquiryId).execute();
    }
    await onStored?.(trx, id);
    return id;
  });
}

/** Whether a message of this key is stored (a cheap look before parsing a large one again). */
export async function isStored(db: Db, dedupeKey: string): Promise<boolean> {
  return (await db.selectFrom('inbound_message').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst()) !== undefined;
}

/** Automatic messages (auto-replies, bounces, lists) stored from this address since `since`. */
export async function automaticSince(db: Db, address: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('inbound_message')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('from_address', '=', address)
    .where('received_at', '>=', since)
    .where('automatic', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------
// The mailbox: who reads it, how far, and whether it can be read

export type MailboxProgress = { uidValidity: string | undefined; lastUid: number };

/**
 * Takes (or renews) the lease on a mailbox: true when this instance holds it until `now + leaseMs`.
 * One statement, so of two instances asking at once exactly one gets it.
 */
export async function claimMailbox(db: Db, mailbox: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
  await db.insertInto('inbound_mailbox').values({ mailbox, uid_validity: null, last_uid: 0, holder: null, lease_until: 0, updated_at: now }).onConflict((oc) => oc.column('mailbox').doNothing()).execute();
  const result = await db
    .updateTable('inbound_mailbox')
    .set({ holder, lease_until: now + leaseMs })
    .where('mailbox', '=', mailbox)
    .where((eb) => eb.or([eb('holder', 'is', null), eb('holder', '=', holder), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives the lease up (a clean stop): another instance takes over at once rather than after it runs out. */
export async function releaseMailbox(db: Db, mailbox: string, holder: string): Promise<void> {
  await db.updateTable('inbound_mailbox').set({ holder: null, lease_until: 0 }).where('mailbox', '=', mailbox).where('holder', '=', holder).execute();
}

export async function mailboxProgress(db: Db, mailbox: string): Promise<MailboxProgress> {
  const row = await db.selectFrom('inbound_mailbox').select(['uid_validity', 'last_uid']).where('mailbox', '=', mailbox).executeTakeFirst();
  return { uidValidity: row?.uid_validity ?? undefined, lastUid: Number(row?.last_uid ?? 0) };
}

/** Every message up to `lastUid` is stored: the next read starts after it. Only by the lease's holder. */
export async function saveProgress(db: Db, mailbox: string, holder: string, progress: { uidValidity: string; lastUid: number }, now: number): Promise<void> {
  await db
    .updateTable('inbound_mailbox')
    .set({ uid_validity: progress.uidValidity, last_uid: progress.lastUid, updated_at: now })
    .where('mailbox', '=', mailbox)
    .where('holder', '=', holder)
    .execute();
}

/** The mailbox can be read again (null), or cannot since the first failure (kept while it goes on failing). */
export async function recordMailboxHealth(db: Db, mailbox: string, failure: { at: number; cause: string } | undefined): Promise<void> {
  if (!failure) {
    await db.updateTable('inbound_mailbox').set({ failing_since: null, last_error: null }).where('mailbox', '=', mailbox).execute();
    return;
  }
  await db.updateTable('inbound_mailbox').set({ last_error: failure.cause }).where('mailbox', '=', mailbox).execute();
  await db.updateTable('inbound_mailbox').set({ failing_since: failure.at }).where('mailbox', '=', mailbox).where('failing_since', 'is', null).execute();
}
