import SQLite from './sqlite';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type ColumnType, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from './config';
import { makePrivateDatabaseFiles } from './private-files';
import { migrate, migrationStatus, type MigrateOptions } from './migrator';

export interface EnquiryTable {
  id: string;
  kind: string;
  /** Written as ISO 8601 text; SQLite reads it back as text, PostgreSQL (timestamptz) as a Date. */
  created_at: ColumnType<string | Date, string, never>;
  /** The validated payload, resume left out, as JSON text. */
  payload: string;
  /** The client's Idempotency-Key (unique), or null. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  /** sha256 of the kind and the validated payload, resume included, when a key was sent. */
  request_hash: ColumnType<string | null, string | null | undefined, never>;
  /** The human reference (SG-2611-7K3Q); null only for rows no migration could give one. */
  reference: ColumnType<string | null, string, never>;
  /** The payload's address, lower-cased: access and erasure requests look it up. */
  email: ColumnType<string | null, string | null, never>;
  /** 1 when stored as spam (honeypot filled): its messages are held until staff mark it genuine. */
  spam: ColumnType<number, number | undefined, number>;
  /** The inbox's workflow (0011): new, contacted, booked, client, not-fit. */
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>;
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it first moved out of New. */
  first_response_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** When the reminder that it is past its response target was queued. */
  reminded_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Where it came from (0016; null on enquiries stored before): lib/visit/source.ts. The landing page's path. */
  source_landing: ColumnType<string | null, string | null | undefined, never>;
  /** The referring site's host. */
  source_referrer: ColumnType<string | null, string | null | undefined, never>;
  utm_source: ColumnType<string | null, string | null | undefined, never>;
  utm_medium: ColumnType<string | null, string | null | undefined, never>;
  utm_campaign: ColumnType<string | null, string | null | undefined, never>;
  utm_term: ColumnType<string | null, string | null | undefined, never>;
  utm_content: ColumnType<string | null, string | null | undefined, never>;
  /** Derived on the server (lib/visit/source.ts, deriveChannel); null: not recorded (before 0016). */
  source_channel: ColumnType<string | null, string | null | undefined, never>;
  /** The unguessable part of the Reply-To address of its replies (0020), made at its first reply. */
  reply_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'en', 'gu' or 'hi' (migration 0023, default 'en'): server/intake/language.ts. */
  language: ColumnType<string, string | undefined, never>;
  /** The BCC address's token (migration 0022), made when staff first open the enquiry. */
  bcc_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the enquirer last answered by mail and staff have not replied since (0021): "Answered by lead". */
  lead_answered_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export const ENQUIRY_STATUSES = ['new', 'contacted', 'booked', 'client', 'not-fit'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export interface EnquirySearchTermTable {
  term: string;
  enquiry_id: string;
}

export interface EnquiryEventTable {
  id: string;
  enquiry_id: string;
  at: Millis;
  account_id: string | null;
  action: string;
  detail: string | null;
}

export interface EnquiryNoteTable {
  id: string;
  enquiry_id: string;
  account_id: string | null;
  at: Millis;
  body: string;
}

/** A reply sent to the enquirer from its page (0020); its delivery state is its outbox row's. */
export interface EnquiryReplyTable {
  id: string;
  enquiry_id: string;
  account_id: string | null;
  at: Millis;
  /** When it is due to go: `at`, or the office's next opening when it was scheduled. */
  send_at: Millis;
  body: string;
  /** outbox_message.id */
  outbox_id: string;
}

/** A saved reply staff pick from on an enquiry of its service (0020). */
export interface SavedReplyTable {
  id: string;
  /** An enquiry kind. */
  kind: string;
  title: string;
  body: string;
  updated_at: Millis;
  updated_by: string | null;
}

export interface EnquiryResumeTable {
  enquiry_id: string;
  content: Buffer;
  bytes: number;
}

/** Epoch milliseconds; PostgreSQL's bigint reads back as a string. */
type Millis = ColumnType<number | string, number, number>;

export interface OutboxMessageTable {
  id: string;
  /**
   * Null for a message about no enquiry: a staff invitation (purpose 'invite', 0010) or an alert about
   * the server itself (purpose 'alert': a disk short of space).
   */
  enquiry_id: string | null;
  /** summary: the weekly summary to NOTIFY_TO (server/staff/reminders.ts). reply: staff's reply to the enquirer (server/staff/replies.ts). */
  purpose: 'staff' | 'ack' | 'invite' | 'alert' | 'reminder' | 'digest' | 'summary' | 'reply' | 'answer';
  message_id: string;
  /** skipped: an acknowledgement past ACK_MAX_PER_ADDRESS, never sent. */
  status: 'held' | 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Millis;
  next_attempt_at: Millis;
  lease_owner: string | null;
  sent_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_error: string | null;
  content: string | null;
}

export interface ErasureAuditTable {
  id: string;
  erased_at: Millis;
  subject_salt: string;
  subject_hash: string;
  enquiries: number;
  resumes: number;
  messages: number;
}

/** One acknowledgement sent: a keyed hash of its recipient (never the address), and when. */
export interface AcknowledgementSentTable {
  message_id: string;
  recipient_hash: string;
  sent_at: Millis;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface MailAlertTable {
  name: string;
  last_sent_at: Millis;
}

export type StaffRole = 'admin' | 'staff';

export interface StaffAccountTable {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: ColumnType<number, number | undefined, number>;
  created_at: Millis;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  setup_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  setup_expires_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface StaffRecoveryCodeTable {
  account_id: string;
  code_hash: string;
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export type SessionStage = 'password' | 'enrol' | 'full';

export interface StaffSessionTable {
  id_hash: string;
  account_id: string;
  stage: SessionStage;
  created_at: Millis;
  last_seen_at: Millis;
  /** Encrypted under a key derived from the session's cookie (0013; plain text before). */
  recovery_codes: ColumnType<string | null, string | null | undefined, string | null>;
  /** The authenticator key this session is setting up (0013). */
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
  /** The browser and system in a few words (0014; null in sessions opened by the release before). */
  device: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client's network, as the audit keeps it (0014). */
  network: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the password or a code was last given in this session (0014): sensitive actions ask again after 10 minutes. */
  confirmed_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface StaffAuditTable {
  id: string;
  account_id: string | null;
  action: string;
  at: Millis;
  network: string;
  /** What was acted on (an enquiry's id, an account's id), never the enquirer's data. */
  target: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of counts and filters, never the enquirer's data. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ApiKeyScope = 'read' | 'write';

/** A person's API key (0015): only the SHA-256 of the key is kept. */
export interface StaffApiKeyTable {
  id: string;
  account_id: string;
  name: string;
  scope: ApiKeyScope;
  key_hash: string;
  /** The key's first characters, shown in lists. */
  prefix: string;
  created_at: Millis;
  expires_at: Millis;
  last_used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_used_network: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** Resume bytes stored per day in India, per client address (hashed) and in all (client '*'). */
export interface ResumeUsageTable {
  /** YYYY-MM-DD in India. */
  day: string;
  client: string;
  /** PostgreSQL's bigint reads back as a string. */
  bytes: ColumnType<number | string, number, number>;
}

/** Page views per day (0017): aggregates, nothing about a person. */
export interface PageViewDayTable {
  /** YYYY-MM-DD in India. */
  day: string;
  path: string;
  /** The referring site's host; '' for none (or our own site). */
  referrer: string;
  /** utm_campaign; '' for none. */
  campaign: string;
  device: DeviceClass;
  views: ColumnType<number | string, number, number>;
}

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** Real visitors' page speed (0017): a histogram per day, path, metric, device and connection. */
export interface VitalsDayTable {
  day: string;
  path: string;
  metric: string;
  device: DeviceClass;
  /** effectiveType ('4g', '3g', '2g', 'slow-2g'); '' where the browser has none. */
  connection: string;
  bucket: number;
  samples: ColumnType<number | string, number, number>;
}

/** The elements behind each metric (0017), from the attribution build. */
export interface VitalsTargetDayTable {
  day: string;
  path: string;
  metric: string;
  target: string;
  samples: ColumnType<number | string, number, number>;
  poor: ColumnType<number | string, number, number>;
}

/** A finished day's vitals per page, metric and device, folded (0019; server/visits/fold.ts). */
export interface VitalsPageDayTable {
  day: string;
  path: string;
  metric: string;
  device: DeviceClass;
  /** "bucket:samples" pairs in bucket order, space-separated. */
  histogram: string;
}

export interface VitalsFoldedDayTable {
  day: string;
}

/** A message read from the enquiries mailbox (0021; server/mail/inbound/), stored once by its dedupe key. */
export interface InboundMessageTable {
  id: string;
  dedupe_key: string;
  received_at: Millis;
  sent_at: ColumnType<number | string | null, number | null, never>;
  from_address: string;
  from_name: string;
  subject: string;
  message_id: string | null;
  thread_ids: string;
  enquiry_id: string | null;
  state: 'placed' | 'unmatched' | 'spam';
  placed_by: string | null;
  automatic: string | null;
  body: string;
  quoted: string;
  attachments: string;
  bytes: number;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InboundAttachmentTable {
  id: string;
  message_id: string;
  name: string;
  bytes: number;
  content: Buffer;
}

export interface InboundMailboxTable {
  mailbox: string;
  uid_validity: string | null;
  last_uid: ColumnType<number | string, number | undefined, number>;
  holder: string | null;
  lease_until: ColumnType<number | string, number | undefined, number>;
  updated_at: ColumnType<number | string, number | undefined, number>;
  failing_since: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_error: string | null;
}

export interface EnquirySenderTable {
  enquiry_id: string;
  address: string;
  confirmed_by: string | null;
  confirmed_at: Millis;
}

export interface Database {
  enquiry: EnquiryTable;
  enquiry_resume: EnquiryResumeTable;
  enquiry_reply: EnquiryReplyTable;
  saved_reply: SavedReplyTable;
  outbox_message: OutboxMessageTable;
  erasure_audit: ErasureAuditTable;
  acknowledgement_sent: AcknowledgementSentTable;
  server_secret: ServerSecretTable;
  mail_alert: MailAlertTable;
  staff_account: StaffAccountTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_session: StaffSessionTable;
  staff_audit: StaffAuditTable;
  staff_api_key: StaffApiKeyTable;
  resume_usage: ResumeUsageTable;
  enquiry_search_term: EnquirySearchTermTable;
  enquiry_event: EnquiryEventTable;
  enquiry_note: EnquiryNoteTable;
  page_view_day: PageViewDayTable;
  vitals_day: VitalsDayTable;
  vitals_target_day: VitalsTargetDayTable;
  vitals_page_day: VitalsPageDayTable;
  vitals_folded_day: VitalsFoldedDayTable;
  inbound_message: InboundMessageTable;
  inbound_attachment: InboundAttachmentTable;
  inbound_mailbox: InboundMailboxTable;
  enquiry_sender: EnquirySenderTable;
}

export type Db = Kysely<Database>;

/** SQLite through better-sqlite3, or PostgreSQL through a pg pool. Nothing is read until first use. */
export function createDb(config: DatabaseConfig, onPoolError: (error: Error) => void = () => {}): Db {
  if (config.kind === 'postgres') {
    const statementTimeout = config.statementTimeoutMs ?? 15_000;
    // Every wait is bounded, and well under the site's 60 s: a visitor who resends after a time-out
    // meets a server that has already given up (and rolled back) the first attempt.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: config.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      idle_in_transaction_session_timeout: statementTimeout,
      query_timeout: statementTimeout + 1_000,
    });
    // An idle client losing its connection emits on the pool; unheard, it would end the process.
    pool.on('error', onPoolError);
    // A client checked out between two statements (a transaction's) has no query to fail when its
    // connection is cut (PostgreSQL restarted, the database dropped), and pg-pool listens only to idle
    // ones: unheard, its 'error' ended the process. Its next statement fails instead, where it is
    // handled and logged, and the pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const lockTimeoutMs = config.lockTimeoutMs ?? 5_000;
  return new Kysely<Database>({ dialect: new LockWaitingSqliteDialect(openSqlite(config.path, lockTimeoutMs), lockTimeoutMs) });
}

function openSqlite(path: string, lockTimeoutMs: number): SQLite.Database {
  // The folder 0700 when created here, the file and its -wal and -shm 0600 (SQLite gives those the
  // database file's mode): they hold personal data.
  makePrivateDatabaseFiles(path);
  const sqlite = new SQLite(path);
  // Only while opening, before the server serves anything, may SQLite itself wait for a lock.
  sqlite.pragma(`busy_timeout = ${lockTimeoutMs}`);
  openingPragma(sqlite, 'journal_mode = WAL', lockTimeoutMs);
  // FULL: a commit is on disk before the 201 goes out, even if the machine loses power.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros: an erased address is not left readable in the file.
  sqlite.pragma('secure_delete = ON');
  // better-sqlite3 runs on the event loop: a busy_timeout would freeze every request while another
  // process holds the write lock. SQLite answers SQLITE_BUSY at once instead, and the driver retries
  // on timers (LockWaitingSqliteDriver).
  sqlite.pragma('busy_timeout = 0');
  return sqlite;
}

/**
 * A pragma while opening, tried again on SQLITE_BUSY until `timeoutMs`. Two processes that open a new
 * database at once (`npm run migrate` twice, or beside the server) both turn it to WAL, and SQLite
 * refuses one at once, without its busy handler, where waiting could deadlock ("database is locked";
 * seen once in CI). Nothing is served yet while a database opens, so this waits in place.
 */
function openingPragma(sqlite: SQLite.Database, pragma: string, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
    try {
      sqlite.pragma(pragma);
      return;
    } catch (error) {
      if (!isLockBusy(error) || Date.now() + delay > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delay);
    }
  }
}

/** How long a migrator waits for another's lock on SQLite (on timers): a whole migration, not a request. */
const MIGRATION_LOCK_WAIT_MS = 30 * 60_000;
const MIGRATION_CACHE_KB = 128 * 1024;

/**
 * A connection for the migrator alone, apart from the one requests use (`npm run migrate`, and the
 * server's migration at start while it already serves pages): no statement or client time-out, since
 * an index build on a big table may take minutes (the migrator bounds its lock waits itself); on SQLite
 * a long wait for another process's write lock.
 */
export function createMigrationDb(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 2,
      connectionTimeoutMillis: config.connectTimeoutMs ?? 5_000,
      // A migrator killed mid-transaction leaves no transaction open for long.
      idle_in_transaction_session_timeout: 60_000,
      application_name: 'migrate',
    });
    pool.on('error', () => {
      // The migrator's own query fails and says why.
    });
    // A migrator killed in the middle of a long statement (an index build) should not leave its
    // statement running and its lock held: PostgreSQL 14+ notices the closed connection within a second.
    pool.on('connect', (client) => {
      client.query('set client_connection_check_interval = 1000').catch(() => undefined);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = openSqlite(config.path, config.lockTimeoutMs ?? 5_000);
  // A migration's transaction writes every page of a big index before it commits: with SQLite's
  // default 2 MB cache they spill and are read back again and again (0011's backfill of 30,000
  // enquiries: 7.5 s with it, 3.4 s with 128 MB). Only this connection, only while it migrates.
  sqlite.pragma(`cache_size = -${MIGRATION_CACHE_KB}`);
  return new Kysely<Database>({ dialect: new LockWaitingSqliteDialect(sqlite, MIGRATION_LOCK_WAIT_MS) });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, _RECOVERY, ...): another connection holds a lock. */
export function isLockBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Runs a statement again while the database is locked, waiting 2, 4, 8 ... 100 ms between tries, until the deadline. */
async function whileLocked<T>(run: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
    try {
      return await run();
    } catch (error) {
      if (!isLockBusy(error) || Date.now() + delay > deadline) throw error;
      await sleep(delay);
    }
  }
}

/**
 * Kysely's SQLite driver, with three changes. A statement that finds the database locked by another
 * process is retried on timers up to the deadline, so the event loop goes on serving other requests
 * (Kysely's single-connection mutex keeps this process's other statements queued behind it, without
 * blocking). Transactions begin IMMEDIATE: they take the write lock first, so no statement inside one
 * can meet a lock (a deferred one that read first could only fail). And a rollback is skipped when
 * SQLite has already rolled back by itself (after SQLITE_FULL, for one): Kysely would otherwise throw
 * the rollback's "no transaction is active" in place of the real cause.
 */
class LockWaitingSqliteDriver extends SqliteDriver {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly lockTimeoutMs: number,
  ) {
    super({ database: sqlite });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: (query) => whileLocked(() => connection.executeQuery(query), this.lockTimeoutMs),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class LockWaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly lockTimeoutMs: number,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new LockWaitingSqliteDriver(this.sqlite, this.lockTimeoutMs);
  }
}

/** Applies every pending migration (server/platform/migrator.ts); returns the names it applied. */
export function migrateToLatest(db: Db, options: Omit<MigrateOptions, 'to'> = {}): Promise<string[]> {
  return migrate(db, options);
}

/** Names of the migrations this release knows that the database has not applied yet (readiness reads it). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await migrationStatus(db)).pending;
}

/** PostgreSQL errors that mean "not reachable yet": nothing listens, the name does not resolve yet, the server is starting or stopping. */
const NOT_YET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', '57P03', '57P01']);

function notReachableYet(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return NOT_YET.has(code);
  // pg's own connection time-out and a connection closed while starting carry no code.
  return /timeout|terminated|Connection terminated/i.test((error as Error)?.message ?? '');
}

/**
 * Waits for the database to answer, retrying with back-off (0.25 s doubling to 5 s) for at most
 * `waitMs`: at boot, systemd may start this server before PostgreSQL accepts connections. A refusal that
 * waiting cannot cure (a wrong password, a database that does not exist) ends the wait at once.
 */
export async function waitForDatabase(db: Db, waitMs: number, onRetry: (error: Error, delayMs: number) => void): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      if (!notReachableYet(error) || Date.now() + delay > deadline) throw error;
      onRetry(error as Error, delay);
      await sleep(delay);
    }
  }
}
