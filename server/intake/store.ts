import { createHash, randomBytes } from 'node:crypto';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database, Db } from '../platform/db';
import { composeMessages, enqueueMessages, wakeOutbox } from '../mail/outbox';
import { newReference } from './reference';
import { searchTerms } from '../staff/search';
import { SOURCE_SELECT, sourceColumns, sourceOfRow, type EnquirySource } from './source';
import { DEFAULT_LANGUAGE, languageOfRow, type Language } from './language';

export type StoredEnquiry = {
  id: string;
  /** The human reference both emails quote (SG-2611-7K3Q). */
  reference: string | null;
  kind: EnquiryKind;
  created_at: string;
  payload: Record<string, unknown>;
  /** Size of the stored resume, or null when the enquiry has none. */
  resume_bytes: number | null;
  /** Stored as spam (honeypot filled): listed apart, nothing sent until marked genuine. */
  spam: boolean;
  /** Where it came from (server/intake/source.ts); null when not recorded (stored before migration 0016). */
  source: EnquirySource | null;
  /** The language it was sent in (server/intake/language.ts); 'en' for every enquiry stored before migration 0023. */
  language: Language;
};

export type EnquiryFilter = {
  kind?: EnquiryKind;
  /** ISO 8601, inclusive. */
  from?: string;
  /** ISO 8601, exclusive. */
  to?: string;
  /** 'genuine' (the default), 'spam', or 'all'. */
  status?: 'genuine' | 'spam' | 'all';
  /** Only enquiries sent in this language. */
  language?: Language;
};

export type NewEnquiry = {
  kind: EnquiryKind;
  payload: Record<string, unknown>;
  resume?: Buffer;
  /** The client's Idempotency-Key and the hash of what it sent (both or neither). */
  idempotency?: { key: string; hash: string };
  /** A native post with the honeypot filled: stored flagged as spam, its messages held. */
  spam?: boolean;
  /** The client address and the daily caps its resume counts against; without it a resume is not counted. */
  resumeLimit?: { client: string; caps: ResumeCaps };
  /** Where it came from; without one (a script using the store alone) it is stored as direct. */
  source?: EnquirySource;
  /** The language it was sent in; without one, English. */
  language?: Language;
};

/** Resume bytes stored per day (in India): from one client address, and in all. */
export type ResumeCaps = { perAddress: number; total: number };

/** Refused by insertEnquiry: storing this resume would pass a daily cap; nothing was stored. */
export class ResumeCapError extends Error {
  override name = 'ResumeCapError';
  constructor(
    readonly scope: 'address' | 'total',
    readonly cap: number,
  ) {
    super(`daily resume cap reached (${scope})`);
  }
}

/** The enquiry a key was first stored with. */
export type KeyedEnquiry = { id: string; reference: string | null; requestHash: string };

/** Thrown by insertEnquiry when another enquiry already holds the idempotency key. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite (better-sqlite3) and PostgreSQL's unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

let last = { ms: 0, sequence: 0 };

/**
 * A UUID version 7 (RFC 9562): the creation time in milliseconds, then a counter within the
 * millisecond, then random bits. Ordering by (created_at, id) is then the order of arrival, even for
 * enquiries stored in the same millisecond, and ids reveal nothing that created_at does not.
 */
export function newEnquiryId(now = Date.now()): { id: string; ms: number } {
  last = now > last.ms ? { ms: now, sequence: 0 } : last.sequence < 0xfff ? { ms: last.ms, sequence: last.sequence + 1 } : { ms: last.ms + 1, sequence: 0 };
  const bytes = randomBytes(16);
  bytes.writeUIntBE(last.ms, 0, 6);
  bytes[6] = 0x70 | (last.sequence >> 8);
  bytes[7] = last.sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return { id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, ms: last.ms };
}

/** A reference already taken (unique index): the insert is retried with another one. */
function referenceTaken(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  return (code === '23505' && constraint === 'enquiry_reference') || (code === 'SQLITE_CONSTRAINT_UNIQUE' && /enquiry\.reference/.test(message ?? ''));
}

type Inserted = { id: string; createdAt: string; reference: string };

/**
 * The form of an address that is stored and looked up (access and erasure requests): one function for
 * both, so that an address typed in decomposed Unicode, or in other letter case, finds the enquiries
 * stored under it.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** One enquiry's rows, with a fresh reference (drawn again when an insert finds it taken). */
function rowsOf(db: Db, enquiry: NewEnquiry, id: string, ms: number) {
  const createdAt = new Date(ms).toISOString();
  const reference = newReference(new Date(ms));
  const source = enquiry.source ?? { channel: 'direct' };
  const language = enquiry.language ?? DEFAULT_LANGUAGE;
  const mail = { id, kind: enquiry.kind, reference, receivedAt: new Date(ms), payload: enquiry.payload, resumeBytes: enquiry.resume?.length ?? null, source, language };
  return {
    inserted: { id, createdAt, reference },
    day: dayInIndia(ms),
    limit: enquiry.resumeLimit,
    enquiry: {
      id,
      kind: enquiry.kind,
      created_at: createdAt,
      payload: JSON.stringify(enquiry.payload),
      reference,
      email: typeof enquiry.payload.email === 'string' ? normalizeEmail(enquiry.payload.email) : null,
      spam: enquiry.spam ? 1 : 0,
      idempotency_key: enquiry.idempotency?.key ?? null,
      request_hash: enquiry.idempotency?.hash ?? null,
      ...sourceColumns(source),
      language,
    },
    resume: enquiry.resume && { enquiry_id: id, content: enquiry.resume, bytes: enquiry.resume.length },
    // What the inbox's search finds it by.
    terms: searchTerms(enquiry.payload, reference).map((term) => ({ term, enquiry_id: id })),
    // Composed before the transaction opens: it holds the database no longer than its inserts take.
    messages: composeMessages(db, mail, enquiry.spam === true),
  };
}

type Rows = ReturnType<typeof rowsOf>;
const IST_OFFSET_MS = 5.5 * 3_600_000;
/** The row of resume_usage that counts a day's total. */
const ALL_CLIENTS = '*';
/** The last day whose older counts this process deleted, per database. */
const prunedThrough = new WeakMap<Db, string>();

/** YYYY-MM-DD in India, where the day's caps start and end. */
function dayInIndia(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Adds `bytes` to one count of the day unless that would pass `cap`; answers whether it did. One
 * statement, so concurrent transactions (several instances on PostgreSQL) each see the other's bytes:
 * the row lock makes the second wait for the first and test the count it left.
 */
async function addWithin(trx: Transaction<Database>, day: string, client: string, bytes: number, cap: number): Promise<boolean> {
  const row = await trx
    .insertInto('resume_usage')
    .values({ day, client, bytes })
    .onConflict((oc) =>
      oc
        .columns(['day', 'client'])
        .doUpdateSet((eb) => ({ bytes: eb('resume_usage.bytes', '+', eb.ref('excluded.bytes')) }))
        .where('resume_usage.bytes', '<=', cap - bytes),
    )
    .returning('bytes')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts a resume against the day's total, then its address's count; answers the cap it would pass,
 * if any (and then counts nothing). The total comes first in every transaction, so on PostgreSQL
 * concurrent transactions lock the rows in one order and never deadlock.
 */
async function chargeResume(trx: Transaction<Database>, rows: Rows, { caps, client }: { caps: ResumeCaps; client: string }): Promise<ResumeCapError | undefined> {
  const bytes = rows.resume?.bytes ?? 0;
  if (bytes > caps.total) return new ResumeCapError('total', caps.total);
  if (bytes > caps.perAddress) return new ResumeCapError('address', caps.perAddress);
  const day = rows.day;
  if (!(await addWithin(trx, day, ALL_CLIENTS, bytes, caps.total))) return new ResumeCapError('total', caps.total);
  // Hashed: the table never lists addresses in clear (an IPv4 hash can be reversed by trying them all,
  // which is why a count lives no longer than its day).
  const address = createHash('sha256').update(client).digest('hex').slice(0, 32);
  if (await addWithin(trx, day, address, bytes, caps.perAddress)) return undefined;
  await trx
    .updateTable('resume_usage')
    .set((eb) => ({ bytes: eb('bytes', '-', bytes).$castTo<number>() }))
    .where('day', '=', day)
    .where('client', '=', ALL_CLIENTS)
    .execute();
  return new ResumeCapError('address', caps.perAddress);
}

/**
 * Enquiries, their resumes and their messages, all or nothing; answers, per enquiry, the daily resume
 * cap that refused it (nothing of it stored), if any.
 */
async function insertAll(db: Db, batch: readonly Rows[]): Promise<Array<ResumeCapError | undefined>> {
  if (db.getExecutor().adapter instanceof PostgresAdapter && batch.every((rows) => !rows.resume)) {
    const messages = batch.flatMap((rows) => rows.messages);
    // One statement (a data-modifying CTE) is atomic on its own: one round trip instead of four.
    const enquiries = batch.map((rows) => rows.enquiry);
    const terms = batch.flatMap((rows) => rows.terms);
    const stored = db.with('stored', (q) => q.insertInto('enquiry').values(enquiries));
    if (messages.length === 0 && terms.length === 0) await db.insertInto('enquiry').values(enquiries).execute();
    else if (terms.length === 0) await stored.insertInto('outbox_message').values(messages).execute();
    else if (messages.length === 0) await stored.insertInto('enquiry_search_term').values(terms).execute();
    else await stored.with('terms', (q) => q.insertInto('enquiry_search_term').values(terms)).insertInto('outbox_message').values(messages).execute();
    return batch.map(() => undefined);
  }
  const today = batch[0]?.day;
  // Yesterday's counts and older are of no use: deleted once a day, with the first resume of the day.
  const prune = today !== undefined && prunedThrough.get(db) !== today && batch.some((rows) => rows.resume && rows.limit);
  const refused = await db.transaction().execute(async (trx) => {
    // The enquiries first: a resend (its Idempotency-Key taken) fails here on the unique index, before
    // its resume is counted, and is answered with the stored enquiry even by an address at its cap.
    await trx.insertInto('enquiry').values(batch.map((rows) => rows.enquiry)).execute();
    const caps: Array<ResumeCapError | undefined> = [];
    for (const rows of batch) caps.push(rows.resume && rows.limit ? await chargeResume(trx, rows, rows.limit) : undefined);
    const dropped = batch.filter((_, i) => caps[i]).map((rows) => rows.enquiry.id);
    if (dropped.length > 0) await trx.deleteFrom('enquiry').where('id', 'in', dropped).execute();
    const kept = batch.filter((_, i) => !caps[i]);
    for (const rows of kept) if (rows.resume) await trx.insertInto('enquiry_resume').values(rows.resume).execute();
    const terms = kept.flatMap((rows) => rows.terms);
    if (terms.length > 0) await trx.insertInto('enquiry_search_term').values(terms).execute();
    await enqueueMessages(trx, kept.flatMap((rows) => rows.messages));
    if (prune) await trx.deleteFrom('resume_usage').where('day', '<', today).execute();
    return caps;
  });
  if (prune) prunedThrough.set(db, today);
  return refused;
}

/** One enquiry in its own transaction, another reference drawn while the one drawn is taken. */
async function insertOne(db: Db, enquiry: NewEnquiry, id: string, ms: number): Promise<Inserted> {
  for (let attempt = 1; ; attempt++) {
    const rows = rowsOf(db, enquiry, id, ms);
    try {
      const [refused] = await insertAll(db, [rows]);
      if (refused) throw refused;
      return rows.inserted;
    } catch (error) {
      if (error instanceof ResumeCapError) throw error;
      if (attempt < 5 && referenceTaken(error)) continue;
      // The other unique column besides the fresh id: a concurrent or earlier enquiry with this key won.
      if (enquiry.idempotency && !referenceTaken(error) && isUniqueViolation(error)) throw new DuplicateKeyError('idempotency key already used');
      throw error;
    }
  }
}

type Waiting = { enquiry: NewEnquiry; id: string; ms: number; resolve: (inserted: Inserted) => void; reject: (error: unknown) => void };
type Queue = { waiting: Waiting[]; running: number; most: number };
/** Enquiries waiting for a transaction to take them, per database. */
const queues = new WeakMap<Db, Queue>();
/** Transactions under way at once: PostgreSQL serves several connections; SQLite has one writer. */
const CONCURRENT_GROUPS = { postgres: 4, sqlite: 1 };
/** Enquiries written by one transaction at most (a resume can be 2 MB). */
const MAX_GROUP = 32;

/**
 * Stores an enquiry, its resume and its outgoing messages (server/mail/outbox.ts); resolves once they have
 * committed. Group commit: while one transaction is under way, the enquiries that arrive meanwhile wait
 * and are then written together in the next one. Each commit is a disk flush (synchronous=FULL on
 * SQLite, and PostgreSQL's WAL flush), so under load one flush serves many enquiries, and alone an
 * enquiry waits for no one. A group that fails has stored nothing: after a unique index's refusal (a
 * reused Idempotency-Key, a reference drawn twice) its enquiries are written one by one, each with its
 * own outcome; after any other error each of them gets that error.
 */
export function insertEnquiry(db: Db, enquiry: NewEnquiry): Promise<Inserted> {
  const { id, ms } = newEnquiryId();
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], running: 0, most: CONCURRENT_GROUPS[db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'] }));
  const promise = new Promise<Inserted>((resolve, reject) => queue.waiting.push({ enquiry, id, ms, resolve, reject }));
  if (queue.running < queue.most) {
    queue.running += 1;
    // After the requests the event loop has in hand: SQLite's transaction runs without yielding to I/O,
    // so only what arrived before it starts can share it.
    setImmediate(() => void drain(db, queue));
  }
  return promise;
}

async function drain(db: Db, queue: Queue): Promise<void> {
  try {
    while (queue.waiting.length > 0) {
      const group = queue.waiting.splice(0, MAX_GROUP);
      try {
        const rows = group.map((w) => rowsOf(db, w.enquiry, w.id, w.ms));
        const refused = await insertAll(db, rows);
        group.forEach((waiting, i) => {
          const cap = refused[i];
          if (cap) waiting.reject(cap);
          else waiting.resolve(rows[i]!.inserted);
        });
      } catch (error) {
        // A unique index refused one of them (a reused Idempotency-Key, a reference drawn twice): each on
        // its own finds out which. Anything else (the database down, a time-out) fails the group at once,
        // rather than making each of them wait out the same failure in turn.
        if (isUniqueViolation(error)) for (const waiting of group) await insertOne(db, waiting.enquiry, waiting.id, waiting.ms).then(waiting.resolve, waiting.reject);
        else for (const waiting of group) waiting.reject(error);
      }
      wakeOutbox(db);
    }
  } finally {
    queue.running -= 1;
  }
}

export async function findByIdempotencyKey(db: Db, key: string): Promise<KeyedEnquiry | undefined> {
  const row = await db.selectFrom('enquiry').select(['id', 'reference', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  return row && { id: row.id, reference: row.reference, requestHash: row.request_hash ?? '' };
}

function selectEnquiries(db: Db, filter: EnquiryFilter) {
  let query = db.selectFrom('enquiry').leftJoin('enquiry_resume', 'enquiry_resume.enquiry_id', 'enquiry.id');
  if (filter.kind) query = query.where('enquiry.kind', '=', filter.kind);
  if (filter.from) query = query.where('enquiry.created_at', '>=', filter.from);
  if (filter.to) query = query.where('enquiry.created_at', '<', filter.to);
  if (filter.language) query = query.where('enquiry.language', '=', filter.language);
  if (filter.status !== 'all') query = query.where('enquiry.spam', '=', filter.status === 'spam' ? 1 : 0);
  return query;
}

type Row = { id: string; reference: string | null; kind: string; created_at: string | Date; payload: string; resume_bytes: number | null; spam: number; language: string } & Parameters<typeof sourceOfRow>[0];

function toStored(row: Row): StoredEnquiry {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as EnquiryKind,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    resume_bytes: row.resume_bytes,
    spam: row.spam === 1,
    source: sourceOfRow(row),
    language: languageOfRow(row.language),
  };
}

const COLUMNS = ['enquiry.id', 'enquiry.reference', 'enquiry.kind', 'enquiry.created_at', 'enquiry.payload', 'enquiry_resume.bytes as resume_bytes', 'enquiry.spam', 'enquiry.language', ...SOURCE_SELECT] as const;

/** Newest first, one page, with the total number of matches. */
export async function listEnquiries(db: Db, filter: EnquiryFilter, page: { limit: number; offset: number }): Promise<{ total: number; items: StoredEnquiry[] }> {
  const counted = await selectEnquiries(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await selectEnquiries(db, filter)
    .select(COLUMNS)
    .orderBy('enquiry.created_at', 'desc')
    .orderBy('enquiry.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // PostgreSQL's count is a bigint, which pg returns as a string.
  return { total: Number(counted.total), items: rows.map(toStored) };
}

/** Every match, oldest first, read in batches so an export never holds the whole table. */
export async function* eachEnquiry(db: Db, filter: EnquiryFilter, batchSize = 500): AsyncGenerator<StoredEnquiry> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const cursor = after;
    let query = selectEnquiries(db, filter).select(COLUMNS).orderBy('enquiry.created_at').orderBy('enquiry.id').limit(batchSize);
    // Keyset paging: rows stored during the export cannot shift or repeat earlier ones.
    if (cursor) {
      query = query.where((eb) =>
        eb.or([eb('enquiry.created_at', '>', cursor.createdAt), eb.and([eb('enquiry.created_at', '=', cursor.createdAt), eb('enquiry.id', '>', cursor.id)])]),
      );
    }
    const rows = await query.execute();
    // One row at a time: a row that cannot be read stops the export there, after the rows before it.
    let last: StoredEnquiry | undefined;
    for (const row of rows) {
      last = toStored(row);
      yield last;
    }
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

export async function getEnquiry(db: Db, id: string): Promise<StoredEnquiry | undefined> {
  const row = await selectEnquiries(db, { status: 'all' }).select(COLUMNS).where('enquiry.id', '=', id).executeTakeFirst();
  return row && toStored(row);
}

/** Enquiries by id (a bounded batch: one statement's parameters), oldest first, in one query. */
export async function getEnquiries(db: Db, ids: string[]): Promise<StoredEnquiry[]> {
  if (ids.length === 0) return [];
  const rows = await selectEnquiries(db, { status: 'all' }).select(COLUMNS).where('enquiry.id', 'in', ids).orderBy('enquiry.created_at').orderBy('enquiry.id').execute();
  return rows.map(toStored);
}

export async function getResume(db: Db, id: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('enquiry_resume').select('content').where('enquiry_id', '=', id).executeTakeFirst();
  return row?.content;
}
