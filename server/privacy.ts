import { randomBytes, randomUUID, scrypt } from 'node:crypto';
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './db';
import { listMessages, type Clock, type MessageSummary } from './outbox';
import { getEnquiry, type StoredEnquiry } from './store';
import { loggableError } from './loggable-error';

/*
 * A person's data on request (access and erasure, by email address) and over time (retention). On
 * SQLite `secure_delete` (db.ts) zeroes deleted rows and a checkpoint empties the write-ahead log, so
 * an erased address is gone from the files; PostgreSQL deletes the rows and routine (auto)vacuum
 * reclaims their space.
 */

const DAY_MS = 86_400_000;
/** Sent messages keep their body this long (to answer "did you get my enquiry?"), then only the record. */
export const SENT_BODY_DAYS = 30;
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SubjectData = { email: string; enquiries: StoredEnquiry[]; messages: MessageSummary[] };

/** Everything held for one address (an access request): its enquiries and their messages. */
export async function findSubject(db: Db, email: string): Promise<SubjectData> {
  const key = normalizeEmail(email);
  const rows = await db.selectFrom('enquiry').select('id').where('email', '=', key).orderBy('created_at').orderBy('id').execute();
  const enquiries = (await Promise.all(rows.map((row) => getEnquiry(db, row.id)))).filter((e): e is StoredEnquiry => e !== undefined);
  const messages = await listMessages(db, { enquiryIds: rows.map((row) => row.id) });
  return { email: key, enquiries, messages };
}

export type ErasureCounts = { enquiries: number; resumes: number; messages: number };

async function count(query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Deletes enquiries with their resumes and messages (and their .eml files); answers the counts. */
async function deleteEnquiries(db: Db, ids: string[]): Promise<ErasureCounts> {
  const counts: ErasureCounts = { enquiries: 0, resumes: 0, messages: 0 };
  // In slices: a statement has a bounded number of parameters.
  for (let start = 0; start < ids.length; start += 500) {
    const slice = ids.slice(start, start + 500);
    counts.resumes += await count(db.selectFrom('enquiry_resume').select((eb) => eb.fn.countAll<number>().as('n')).where('enquiry_id', 'in', slice));
    counts.messages += await count(db.selectFrom('outbox_message').select((eb) => eb.fn.countAll<number>().as('n')).where('enquiry_id', 'in', slice));
    await db.deleteFrom('outbox_message').where('enquiry_id', 'in', slice).execute();
    await db.deleteFrom('enquiry_resume').where('enquiry_id', 'in', slice).execute();
    const deleted = await db.deleteFrom('enquiry').where('id', 'in', slice).executeTakeFirst();
    counts.enquiries += Number(deleted.numDeletedRows);
  }
  return counts;
}

/** Without SMTP the messages are also files: those of these references go too. */
async function removeMailFiles(mailDir: string, match: (name: string) => boolean): Promise<number> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const doomed = names.filter((name) => name.endsWith('.eml') && match(name));
  await Promise.all(doomed.map((name) => unlink(join(mailDir, name)).catch(() => undefined)));
  return doomed.length;
}

function byReference(references: Array<string | null>): (name: string) => boolean {
  const wanted = new Set(references.filter((r): r is string => r !== null));
  return (name) => [...wanted].some((reference) => name.includes(`-${reference}-`));
}

/** SQLite keeps recent pages in the write-ahead log: fold it into the (zeroed) database and empty it. */
async function flushDeleted(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

/**
 * Erases every enquiry, resume and message of an address, and records the erasure without the
 * address: a random salt and scrypt(address, salt), so that a later "did you erase x?" can be
 * answered for a given address while the table itself names nobody.
 */
export async function eraseSubject(db: Db, email: string, { mailDir, clock }: { mailDir: string; clock: Clock }): Promise<ErasureCounts> {
  const key = normalizeEmail(email);
  const salt = randomBytes(16);
  const hash = await scryptAsync(key, salt, 32);
  const { counts, references } = await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('enquiry').select(['id', 'reference']).where('email', '=', key).execute();
    const erased = await deleteEnquiries(trx, rows.map((row) => row.id));
    await trx
      .insertInto('erasure_audit')
      .values({ id: randomUUID(), erased_at: clock(), subject_salt: salt.toString('hex'), subject_hash: hash.toString('hex'), ...erased })
      .execute();
    return { counts: erased, references: rows.map((row) => row.reference) };
  });
  await removeMailFiles(mailDir, byReference(references));
  await flushDeleted(db);
  return counts;
}

export type RetentionResult = { enquiries: number; resumes: number; messages: number; prunedBodies: number };

/**
 * Deletes enquiries older than `retentionDays` (with their resumes and messages), and empties the
 * body of every message sent more than SENT_BODY_DAYS ago (the record of sending stays).
 */
export async function applyRetention(db: Db, { retentionDays, mailDir, clock }: { retentionDays: number; mailDir: string; clock: Clock }): Promise<RetentionResult> {
  const now = clock();
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  const result: RetentionResult = { enquiries: 0, resumes: 0, messages: 0, prunedBodies: 0 };
  for (;;) {
    const rows = await db.selectFrom('enquiry').select(['id', 'reference']).where('created_at', '<', cutoff).limit(500).execute();
    if (rows.length === 0) break;
    const counts = await db.transaction().execute((trx) => deleteEnquiries(trx, rows.map((row) => row.id)));
    result.enquiries += counts.enquiries;
    result.resumes += counts.resumes;
    result.messages += counts.messages;
    await removeMailFiles(mailDir, byReference(rows.map((row) => row.reference)));
  }

  const sentBefore = now - SENT_BODY_DAYS * DAY_MS;
  const stale = await db.selectFrom('outbox_message').select(['id', 'content']).where('status', '=', 'sent').where('sent_at', '<', sentBefore).where('content', 'is not', null).execute();
  const files = new Set(stale.map((row) => (JSON.parse(row.content ?? '{}') as { fileName?: string }).fileName).filter(Boolean));
  for (let start = 0; start < stale.length; start += 500) {
    const slice = stale.slice(start, start + 500).map((row) => row.id);
    const pruned = await db.updateTable('outbox_message').set({ content: null }).where('id', 'in', slice).executeTakeFirst();
    result.prunedBodies += Number(pruned.numUpdatedRows);
  }
  await removeMailFiles(mailDir, (name) => files.has(name));
  if (result.enquiries > 0 || result.prunedBodies > 0) await flushDeleted(db);
  return result;
}

/** Retention now and then once a day; returns the function that stops it (after a run under way). */
export function scheduleRetention(db: Db, options: { retentionDays: number; mailDir: string; clock: Clock; log: FastifyBaseLogger }): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= applyRetention(db, options)
      .then(
        (result) => options.log.info({ ...result, retentionDays: options.retentionDays }, 'retention: applied'),
        (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'retention: failed; tried again tomorrow'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
