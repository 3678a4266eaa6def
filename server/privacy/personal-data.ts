import { randomBytes, randomUUID, scrypt } from 'node:crypto';
import { opendir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../platform/db';
import { listMessages, type Clock, type MessageSummary } from '../mail/outbox';
import { SETUP_LINK_MS } from '../staff/accounts';
import { repliesOfEnquiries } from '../staff/replies';
import { getEnquiries, normalizeEmail, type StoredEnquiry } from '../intake/store';
import { loggableError } from '../platform/loggable-error';
import { DAY_MS, HOUR_MS, repeatEvery } from '../platform/repeat';

/*
 * A person's data on request (access and erasure, by email address) and over time (retention). On
 * SQLite `secure_delete` (db.ts) zeroes deleted rows and a checkpoint empties the write-ahead log, so
 * an erased address is gone from the files; PostgreSQL deletes the rows and routine (auto)vacuum
 * reclaims their space.
 *
 * Everything here works in bounded batches and yields to the event loop between them: better-sqlite3
 * runs each statement on the event loop, and one address may hold tens of thousands of enquiries (an
 * attacker can plant them under a victim's address), so no step may grow with the number of rows.
 */

/** Sent messages keep their body this long (to answer "did you get my enquiry?"), then only the record. */
export const SENT_BODY_DAYS = 30;
/**
 * What one transaction deletes at most. SQLite runs it on the event loop and, with secure_delete,
 * zeroes and rewrites every page it frees (in the table, each of its indexes and the write-ahead log),
 * so a batch is small: 25 enquiries (about 10-20 ms with the commit on a busy 2-core machine), fewer
 * when their payloads, messages and resumes pass 128 KB. PostgreSQL does the work in its own process,
 * and larger batches only save round trips. A batch holds at least one enquiry: a 2 MB resume is one
 * statement whatever the batch.
 */
const DELETE_BATCH = { sqlite: { enquiries: 25, bytes: 128 * 1024 }, postgres: { enquiries: 500, bytes: 16 * 1024 * 1024 } };
/** Messages the retention looks at per step, for bodies to empty. */
const PRUNE_WINDOW = 500;
/** Enquiries per page of an access request: the default and the most a page may ask for. */
export const SUBJECT_PAGE = { default: 50, max: 200 };
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Lets requests that arrived meanwhile run before the next batch. */
const yieldToEventLoop = () => new Promise<void>((done) => setImmediate(done));

// ---------------------------------------------------------------------------------------------
// Access: one page at a time, in the order the enquiries arrived

/** Where a page of an access request starts: after this enquiry. */
export type SubjectCursor = { createdAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeCursor(cursor: SubjectCursor): string {
  return Buffer.from(`${cursor.createdAt} ${cursor.id}`).toString('base64url');
}

/** The cursor a page answered as `next`, or undefined when `text` is not one. */
export function decodeCursor(text: string): SubjectCursor | undefined {
  const [createdAt = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString().split(' ');
  return rest.length === 0 && TIMESTAMP.test(createdAt) && UUID.test(id) ? { createdAt, id } : undefined;
}

/** A reply staff sent the person from the inbox (server/staff/replies.ts): its text is their correspondence. */
export type SubjectReply = { id: string; written_at: string; send_at: string; from: string | null; text: string; status: string | null; sent_at: string | null };
/** What the person wrote back by email (issue 40, Receiving), as the inbox keeps it: their correspondence too. */
export type SubjectAnswer = { id: string; received_at: string; from: string; subject: string; text: string; quoted: string; automatic: string | null; attachments: string[] };
export type SubjectEnquiry = StoredEnquiry & { replies: SubjectReply[]; answers: SubjectAnswer[] };
export type SubjectPage = { email: string; enquiries: SubjectEnquiry[]; messages: MessageSummary[]; next: string | null };

/** The replies of these enquiries, oldest first, by enquiry. */
async function repliesByEnquiry(db: Db, ids: string[]): Promise<Map<string, SubjectReply[]>> {
  const byEnquiry = new Map<string, SubjectReply[]>();
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const reply of await repliesOfEnquiries(db, ids)) {
    const entry: SubjectReply = { id: reply.id, written_at: iso(reply.at), send_at: iso(reply.sendAt), from: reply.author, text: reply.body, status: reply.status, sent_at: reply.sentAt === null ? null : iso(reply.sentAt) };
    byEnquiry.set(reply.enquiryId, [...(byEnquiry.get(reply.enquiryId) ?? []), entry]);
  }
  return byEnquiry;
}

/** The answers placed on these enquiries, oldest first, by enquiry. */
async function answersByEnquiry(db: Db, ids: string[]): Promise<Map<string, SubjectAnswer[]>> {
  const byEnquiry = new Map<string, SubjectAnswer[]>();
  if (ids.length === 0) return byEnquiry;
  const rows = await db
    .selectFrom('inbound_message')
    .select(['id', 'enquiry_id', 'received_at', 'from_address', 'subject', 'body', 'quoted', 'automatic', 'attachments'])
    .where('enquiry_id', 'in', ids)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const names = (JSON.parse(row.attachments) as Array<{ name: string }>).map((file) => file.name);
    const entry: SubjectAnswer = { id: row.id, received_at: new Date(Number(row.received_at)).toISOString(), from: row.from_address, subject: row.subject, text: row.body, quoted: row.quoted, automatic: row.automatic, attachments: names };
    const key = row.enquiry_id ?? '';
    byEnquiry.set(key, [...(byEnquiry.get(key) ?? []), entry]);
  }
  return byEnquiry;
}

/**
 * One page of what is held for an address (an access request): up to `limit` enquiries after `after`,
 * oldest first, with their messages, and the cursor of the next page (null on the last). Keyset
 * paging on the index (email, created_at, id): a page reads its own rows only, and enquiries stored or
 * erased meanwhile never shift or repeat the others.
 */
export async function findSubject(db: Db, email: string, { after, limit = SUBJECT_PAGE.default }: { after?: SubjectCursor; limit?: number } = {}): Promise<SubjectPage> {
  const key = normalizeEmail(email);
  let query = db.selectFrom('enquiry').select(['id', 'created_at']).where('email', '=', key);
  if (after) {
    query = query.where((eb) => eb.or([eb('created_at', '>', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)])]));
  }
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  const [replies, answers] = await Promise.all([repliesByEnquiry(db, ids), answersByEnquiry(db, ids)]);
  const enquiries = (await getEnquiries(db, ids)).map((enquiry) => ({ ...enquiry, replies: replies.get(enquiry.id) ?? [], answers: answers.get(enquiry.id) ?? [] }));
  const messages = await listMessages(db, { enquiryIds: ids });
  const last = page.at(-1);
  // SQLite's text exactly as stored: it is compared as text.
  const next = rows.length > limit && last ? encodeCursor({ createdAt: last.created_at instanceof Date ? last.created_at.toISOString() : last.created_at, id: last.id }) : null;
  return { email: key, enquiries, messages, next };
}

/** How many enquiries, resumes and messages are held for an address: what an erasure would delete. */
export async function countSubject(db: Db, email: string): Promise<ErasureCounts> {
  const key = normalizeEmail(email);
  const row = await db
    .selectFrom('enquiry')
    .leftJoin('enquiry_resume', 'enquiry_resume.enquiry_id', 'enquiry.id')
    .select((eb) => [eb.fn.count<number | string>('enquiry.id').as('enquiries'), eb.fn.count<number | string>('enquiry_resume.enquiry_id').as('resumes')])
    .where('enquiry.email', '=', key)
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('outbox_message')
    .innerJoin('enquiry', 'enquiry.id', 'outbox_message.enquiry_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('enquiry.email', '=', key)
    .executeTakeFirstOrThrow();
  return { enquiries: Number(row.enquiries), resumes: Number(row.resumes), messages: Number(messages.n) };
}

// ---------------------------------------------------------------------------------------------
// Deleting enquiries, and their mail files

export type ErasureCounts = { enquiries: number; resumes: number; messages: number };
type Victim = { id: string; reference: string | null };

type Sized = { bytes: number | string | null };

/** `rows` cut into runs of at most `most` rows and bytes (a row larger than that alone). */
function slices<T extends Sized>(rows: T[], most: { enquiries: number; bytes: number }): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Number(row.bytes ?? 0);
    if (run.length > 0 && (run.length >= most.enquiries || bytes + size > most.bytes)) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(row);
    bytes += size;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const batchLimits = (db: Db) => DELETE_BATCH[isPostgres(db) ? 'postgres' : 'sqlite'];

/** The next enquiries to delete among those `where` selects, within DELETE_BATCH (see there). */
async function nextBatch(db: Db, where: { email: string } | { createdBefore: string }): Promise<Victim[]> {
  // The bytes an enquiry frees: its payload, its resume and its messages (whose size the sender chose).
  // octet_length reads a value's size without reading the value.
  const bytes = sql<number | string>`octet_length(enquiry.payload) + coalesce(enquiry_resume.bytes, 0)
    + coalesce((select sum(octet_length(outbox_message.content)) from outbox_message where outbox_message.enquiry_id = enquiry.id), 0)
    + coalesce((select sum(octet_length(enquiry_reply.body)) from enquiry_reply where enquiry_reply.enquiry_id = enquiry.id), 0)
    + coalesce((select sum(inbound_message.bytes) from inbound_message where inbound_message.enquiry_id = enquiry.id), 0)`;
  let query = db.selectFrom('enquiry').leftJoin('enquiry_resume', 'enquiry_resume.enquiry_id', 'enquiry.id').select(['enquiry.id', 'enquiry.reference', bytes.as('bytes')]);
  query = 'email' in where ? query.where('enquiry.email', '=', where.email) : query.where('enquiry.created_at', '<', where.createdBefore);
  const most = batchLimits(db);
  const [batch = []] = slices(await query.limit(most.enquiries).execute(), most);
  return batch;
}

/** Deletes enquiries (one batch) with their resumes and messages, in the caller's transaction. */
async function deleteEnquiries(trx: Db, ids: string[]): Promise<ErasureCounts> {
  if (ids.length === 0) return { enquiries: 0, resumes: 0, messages: 0 };
  const messages = await trx.deleteFrom('outbox_message').where('enquiry_id', 'in', ids).executeTakeFirst();
  // Staff replies' text, by name rather than left to the foreign key's cascade: counted with the messages it was sent as.
  await trx.deleteFrom('enquiry_reply').where('enquiry_id', 'in', ids).execute();
  // Their answers (and the PDFs kept from them), and the addresses staff confirmed for them (issue 40, Receiving).
  await trx.deleteFrom('inbound_attachment').where('message_id', 'in', (eb) => eb.selectFrom('inbound_message').select('id').where('enquiry_id', 'in', ids)).execute();
  await trx.deleteFrom('inbound_message').where('enquiry_id', 'in', ids).execute();
  await trx.deleteFrom('enquiry_sender').where('enquiry_id', 'in', ids).execute();
  const resumes = await trx.deleteFrom('enquiry_resume').where('enquiry_id', 'in', ids).executeTakeFirst();
  const enquiries = await trx.deleteFrom('enquiry').where('id', 'in', ids).executeTakeFirst();
  return { enquiries: Number(enquiries.numDeletedRows), resumes: Number(resumes.numDeletedRows), messages: Number(messages.numDeletedRows) };
}

/**
 * The reference in a mail file's name: `<stamp>-<reference>-<purpose>.eml` (outbox.ts), or a
 * temporary file of one (`….eml.tmp`, or any other suffix after `.eml.`), which holds the same message.
 */
function referenceOfMailFile(name: string): string | undefined {
  return /^[^-]*-(.+)-[a-z]+\.eml(?:\..*)?$/.exec(name)?.[1];
}

/**
 * The mail files in `mailDir` by reference, read in one streamed pass: a directory of 100,000 files is
 * read a few hundred names at a time, each looked at once, with the event loop free in between.
 * Only the references `wanted` says yes to are kept.
 */
async function mailFilesByReference(mailDir: string, wanted: (reference: string) => boolean = () => true): Promise<Map<string, string[]>> {
  const files = new Map<string, string[]>();
  const dir = await opendir(mailDir, { bufferSize: 256 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!dir) return files;
  for await (const entry of dir) {
    const reference = referenceOfMailFile(entry.name);
    if (reference === undefined || !wanted(reference)) continue;
    const names = files.get(reference);
    if (names) names.push(entry.name);
    else files.set(reference, [entry.name]);
  }
  return files;
}

async function removeFiles(mailDir: string, names: string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      unlink(join(mailDir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

/**
 * Deletes enquiries batch by batch, each batch's mail files first and then its rows in one
 * transaction (a crash between leaves rows that a second run finds, never files no row points to);
 * `recorded` runs inside each transaction. The directory is read once beforehand and once afterwards,
 * for the files of these references written meanwhile (the outbox worker writes a file and then
 * records it sent; a message whose row is already gone is taken back by the worker itself).
 */
async function deleteInBatches(
  db: Db,
  where: { email: string } | { createdBefore: string },
  mailDir: string,
  recorded: (trx: Db, counts: ErasureCounts) => Promise<void> = async () => undefined,
): Promise<ErasureCounts> {
  const total: ErasureCounts = { enquiries: 0, resumes: 0, messages: 0 };
  const erased = new Set<string>();
  let files: Map<string, string[]> | undefined;
  for (;;) {
    const batch = await nextBatch(db, where);
    if (batch.length === 0) break;
    files ??= await mailFilesByReference(mailDir);
    const references = batch.flatMap((victim) => (victim.reference === null ? [] : [victim.reference]));
    await removeFiles(mailDir, references.flatMap((reference) => files?.get(reference) ?? []));
    const counts = await db.transaction().execute(async (trx) => {
      const deleted = await deleteEnquiries(trx, batch.map((victim) => victim.id));
      await recorded(trx, deleted);
      return deleted;
    });
    total.enquiries += counts.enquiries;
    total.resumes += counts.resumes;
    total.messages += counts.messages;
    for (const reference of references) erased.add(reference);
    await yieldToEventLoop();
    await checkpoint(db, 'PASSIVE');
    await yieldToEventLoop();
  }
  if (erased.size > 0) {
    const late = await mailFilesByReference(mailDir, (reference) => erased.has(reference));
    await removeFiles(mailDir, [...late.values()].flat());
  }
  if (total.enquiries > 0) await checkpoint(db, 'TRUNCATE');
  return total;
}

/**
 * SQLite keeps recent pages in the write-ahead log: fold them into the (zeroed) database. After each
 * batch (PASSIVE), so that no checkpoint has more than one batch to copy (SQLite's own, at 1,000
 * pages, would copy 4 MB in one go on the event loop); at the end, TRUNCATE also empties the log file,
 * which still holds the erased rows' old pages.
 */
async function checkpoint(db: Db, mode: 'PASSIVE' | 'TRUNCATE'): Promise<void> {
  if (isPostgres(db)) return;
  await sql`PRAGMA wal_checkpoint(${sql.raw(mode)})`.execute(db);
}

// ---------------------------------------------------------------------------------------------
// Erasure

export type Erasure = ErasureCounts & {
  /** How long it took, and the longest stretch the event loop was held meanwhile (an upper bound). */
  timing: { ms: number; eventLoopMaxMs: number };
};

/**
 * Erases every enquiry, resume and message of an address (and their mail files, `.eml` and temporary
 * ones), and records the erasure without the address: a random salt and scrypt(address, salt), so
 * that a later "did you erase x?" can be answered for a given address while the table itself names
 * nobody. The audit row is written first and its counts grow in each batch's transaction, so an
 * erasure cut short is recorded as far as it went (and running it again finishes it).
 */
export async function eraseSubject(db: Db, email: string, { mailDir, clock }: { mailDir: string; clock: Clock }): Promise<Erasure> {
  const started = performance.now();
  // A timer every 5 ms: the longest gap between two ticks bounds the longest time anything held the
  // event loop while the erasure ran (the tick's own 5 ms included).
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  try {
    const key = normalizeEmail(email);
    const salt = randomBytes(16);
    const hash = await scryptAsync(key, salt, 32);
    const audit = randomUUID();
    await db
      .insertInto('erasure_audit')
      .values({ id: audit, erased_at: clock(), subject_salt: salt.toString('hex'), subject_hash: hash.toString('hex'), enquiries: 0, resumes: 0, messages: 0 })
      .execute();
    const counts = await deleteInBatches(db, { email: key }, mailDir, async (trx, deleted) => {
      await trx
        .updateTable('erasure_audit')
        .set((eb) => ({
          enquiries: eb('enquiries', '+', deleted.enquiries),
          resumes: eb('resumes', '+', deleted.resumes),
          messages: eb('messages', '+', deleted.messages),
        }))
        .where('id', '=', audit)
        .execute();
    });
    // Their mail no enquiry holds (Unmatched, or marked spam): it is theirs all the same.
    await db.deleteFrom('inbound_attachment').where('message_id', 'in', (eb) => eb.selectFrom('inbound_message').select('id').where('from_address', '=', key).where('enquiry_id', 'is', null)).execute();
    await db.deleteFrom('inbound_message').where('from_address', '=', key).where('enquiry_id', 'is', null).execute();
    return { ...counts, timing: { ms: Math.round(performance.now() - started), eventLoopMaxMs: Math.round(loop.max / 1e6) } };
  } finally {
    loop.disable();
  }
}

// ---------------------------------------------------------------------------------------------
// Retention

export type RetentionResult = { enquiries: number; resumes: number; messages: number; prunedBodies: number; held?: RetentionPreview };

/** What a retention sweep would delete now: counts, and when the oldest and newest of those enquiries came. */
export type RetentionPreview = {
  retentionDays: number;
  /** Enquiries created before this (ISO 8601) are due. */
  cutoff: string;
  enquiries: number;
  resumes: number;
  messages: number;
  /** Every enquiry held, due or not: the share is taken of this. */
  total: number;
  oldest: string | undefined;
  newest: string | undefined;
};

/**
 * The automatic sweep deletes on its own no more than RETENTION_MAX_SHARE of all enquiries, unless
 * what is due is this few: a small database (or the first sweep after a quiet year) is not held up
 * for a handful of enquiries, while a lowered RETENTION_DAYS that would delete thousands waits for
 * `npm run retention -- --apply`.
 */
export const RETENTION_GUARD_FLOOR = 100;

const isoOf = (value: string | Date | null | undefined) => (value === null || value === undefined ? undefined : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export async function previewRetention(db: Db, { retentionDays, clock }: { retentionDays: number; clock: Clock }): Promise<RetentionPreview> {
  const cutoff = new Date(clock() - retentionDays * DAY_MS).toISOString();
  const due = await db
    .selectFrom('enquiry')
    .leftJoin('enquiry_resume', 'enquiry_resume.enquiry_id', 'enquiry.id')
    .select((eb) => [
      eb.fn.count<number | string>('enquiry.id').as('enquiries'),
      eb.fn.count<number | string>('enquiry_resume.enquiry_id').as('resumes'),
      eb.fn.min('enquiry.created_at').as('oldest'),
      eb.fn.max('enquiry.created_at').as('newest'),
    ])
    .where('enquiry.created_at', '<', cutoff)
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('outbox_message')
    .innerJoin('enquiry', 'enquiry.id', 'outbox_message.enquiry_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('enquiry.created_at', '<', cutoff)
    .executeTakeFirstOrThrow();
  const total = await db.selectFrom('enquiry').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return {
    retentionDays,
    cutoff,
    enquiries: Number(due.enquiries),
    resumes: Number(due.resumes),
    messages: Number(messages.n),
    total: Number(total.n),
    oldest: isoOf(due.oldest as string | Date | null),
    newest: isoOf(due.newest as string | Date | null),
  };
}

/** A share for people: 0.05 is "5 %". */
export const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** Whether a sweep would delete more than it may on its own (see RETENTION_GUARD_FLOOR). */
export function needsConfirmation(preview: RetentionPreview, maxShare: number): boolean {
  return preview.enquiries > RETENTION_GUARD_FLOOR && preview.enquiries > maxShare * preview.total;
}

/** One line for people: what a sweep deletes (or would), without any enquirer's data. */
export function describePreview(preview: RetentionPreview): string {
  const range = preview.enquiries > 0 ? `, created from ${preview.oldest ?? '?'} to ${preview.newest ?? '?'}` : '';
  const share = preview.total > 0 ? ` (${((preview.enquiries / preview.total) * 100).toFixed(1)} % of ${preview.total})` : '';
  return `RETENTION_DAYS=${preview.retentionDays}: ${preview.enquiries} enquiries${share} older than ${preview.cutoff}${range}, with ${preview.resumes} resumes and ${preview.messages} messages`;
}

/**
 * Deletes enquiries older than `retentionDays` (with their resumes, messages and mail files), and
 * empties the body of every message sent more than SENT_BODY_DAYS ago (the record of sending stays;
 * its file goes). With `maxShare`, the enquiries are left alone when more of them are due than the
 * sweep may delete on its own (`held` says what); the bodies are pruned all the same.
 */
export async function applyRetention(db: Db, { retentionDays, mailDir, clock, maxShare }: { retentionDays: number; mailDir: string; clock: Clock; maxShare?: number }): Promise<RetentionResult> {
  const now = clock();
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  let held: RetentionPreview | undefined;
  if (maxShare !== undefined) {
    const preview = await previewRetention(db, { retentionDays, clock: () => now });
    if (needsConfirmation(preview, maxShare)) held = preview;
  }
  const deleted = held ? { enquiries: 0, resumes: 0, messages: 0 } : await deleteInBatches(db, { createdBefore: cutoff }, mailDir);
  const result: RetentionResult = { ...deleted, prunedBodies: 0, ...(held ? { held } : {}) };

  // Every message is looked at, PRUNE_WINDOW at a time in the order of their ids (a window reads no
  // body), so each step is bounded whatever the table holds; the bodies due go in DELETE_BATCH slices.
  const sentBefore = now - SENT_BODY_DAYS * DAY_MS;
  let after: string | undefined;
  for (;;) {
    let query = db
      .selectFrom('outbox_message')
      .select(['id', 'status', 'sent_at', sql<number | string | null>`octet_length(content)`.as('bytes')])
      .orderBy('id')
      .limit(PRUNE_WINDOW);
    if (after !== undefined) query = query.where('id', '>', after);
    const window = await query.execute();
    after = window.at(-1)?.id;
    if (after === undefined) break;
    const due = window.filter((row) => row.status === 'sent' && row.sent_at !== null && Number(row.sent_at) < sentBefore && row.bytes !== null);
    for (const slice of slices(due, batchLimits(db))) {
      const ids = slice.map((row) => row.id);
      const bodies = await db.selectFrom('outbox_message').select('content').where('id', 'in', ids).execute();
      // The file of each message by its exact name (and a temporary one left beside it).
      const names = bodies.flatMap((row) => {
        const { fileName } = JSON.parse(row.content ?? '{}') as { fileName?: string };
        return fileName ? [fileName, `${fileName}.tmp`] : [];
      });
      await removeFiles(mailDir, names);
      const pruned = await db.updateTable('outbox_message').set({ content: null }).where('id', 'in', ids).where('content', 'is not', null).executeTakeFirst();
      result.prunedBodies += Number(pruned.numUpdatedRows);
      await yieldToEventLoop();
      await checkpoint(db, 'PASSIVE');
    }
    await yieldToEventLoop();
  }
  if (result.prunedBodies > 0) await checkpoint(db, 'TRUNCATE');
  return result;
}

/**
 * The .eml file of every set-up message (invitation or reset) sent longer ago than its link lasts, and
 * what is left of its body (the file's name): a copy of a link lingers no longer than the link. The
 * files go only then, because the links in them are used until they expire (tests read them as well).
 */
export async function forgetSentInvitations(db: Db, { mailDir, clock }: { mailDir: string; clock: Clock }): Promise<number> {
  const rows = await db
    .selectFrom('outbox_message')
    .select(['id', 'content'])
    .where('purpose', '=', 'invite')
    .where('status', '=', 'sent')
    .where('sent_at', '<', clock() - SETUP_LINK_MS)
    .where('content', 'is not', null)
    .limit(PRUNE_WINDOW)
    .execute();
  if (rows.length === 0) return 0;
  const names = rows.flatMap((row) => {
    const { fileName } = JSON.parse(row.content ?? '{}') as { fileName?: string };
    return fileName ? [fileName, `${fileName}.tmp`] : [];
  });
  await removeFiles(mailDir, names);
  const done = await db.updateTable('outbox_message').set({ content: null }).where('id', 'in', rows.map((row) => row.id)).executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** Unmatched mail and mail marked spam (no enquiry holds it) is kept this long, then deleted by the daily sweep. */
export const UNMATCHED_MAIL_DAYS = 90;

/** Deletes mail no enquiry holds (Unmatched, spam) received more than UNMATCHED_MAIL_DAYS ago, in batches. */
export async function forgetUnmatchedMail(db: Db, clock: Clock): Promise<number> {
  const before = clock() - UNMATCHED_MAIL_DAYS * DAY_MS;
  let forgotten = 0;
  for (;;) {
    const ids = (await db.selectFrom('inbound_message').select('id').where('state', 'in', ['unmatched', 'spam']).where('received_at', '<', before).limit(500).execute()).map((row) => row.id);
    if (ids.length === 0) return forgotten;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('inbound_attachment').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('inbound_message').where('id', 'in', ids).where('state', 'in', ['unmatched', 'spam']).execute();
    });
    forgotten += ids.length;
    await yieldToEventLoop();
  }
}

/** Retention now and then once a day; returns the function that stops it (after a run under way). */
export function scheduleRetention(db: Db, options: { retentionDays: number; maxShare: number; mailDir: string; clock: Clock; log: FastifyBaseLogger }): () => Promise<void> {
  const daily = repeatEvery(DAY_MS, () =>
    applyRetention(db, options).then(
      ({ held, ...result }) => {
        // Once per daily sweep, for as long as the change waits: loud enough to be alerted on.
        if (held) {
          options.log.error(
            { retention: { ...held, maxShare: options.maxShare } },
            `retention: held, nothing deleted: ${describePreview(held)}; more than RETENTION_MAX_SHARE (${percent(options.maxShare)}) at once. ` +
              'If RETENTION_DAYS is meant, back up first (npm run backup -- /var/backups/sarthi-global) and then delete them: npm run retention -- --apply. Otherwise set RETENTION_DAYS back.',
          );
        }
        options.log.info({ ...result, retentionDays: options.retentionDays }, 'retention: applied');
      },
      (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'retention: failed; tried again tomorrow'),
    ),
  );
  const unmatched = repeatEvery(DAY_MS, () =>
    forgetUnmatchedMail(db, options.clock).then(
      (forgotten) => {
        if (forgotten > 0) options.log.info({ forgotten, days: UNMATCHED_MAIL_DAYS }, 'retention: unmatched and spam mail older than 90 days deleted');
      },
      (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'retention: could not delete old unmatched mail; tried again tomorrow'),
    ),
  );
  // A set-up link lasts 24 hours: its copies are looked for every hour, not once a day.
  const hourly = repeatEvery(HOUR_MS, () =>
    forgetSentInvitations(db, options).then(
      (forgotten) => {
        if (forgotten > 0) options.log.info({ forgotten }, 'retention: sent set-up messages emptied, their files removed');
      },
      (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'retention: could not forget sent set-up messages; tried again in an hour'),
    ),
  );
  return async () => {
    await Promise.all([daily(), hourly(), unmatched()]);
  };
}
