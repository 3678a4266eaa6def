import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type ColumnType } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from './config';
import { migrationProvider } from './migrations';

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
   * Null only for a staff invitation (purpose 'invite', 0010), which no enquiry-side code reads: the
   * staff message list joins enquiry, and an invitation attaches no resume.
   */
  enquiry_id: ColumnType<string, string | null, never>;
  purpose: 'staff' | 'ack' | 'invite';
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
  recovery_codes: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StaffAuditTable {
  id: string;
  account_id: string | null;
  action: string;
  at: Millis;
  network: string;
}

export interface Database {
  enquiry: EnquiryTable;
  enquiry_resume: EnquiryResumeTable;
  outbox_message: OutboxMessageTable;
  erasure_audit: ErasureAuditTable;
  acknowledgement_sent: AcknowledgementSentTable;
  server_secret: ServerSecretTable;
  mail_alert: MailAlertTable;
  staff_account: StaffAccountTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_session: StaffSessionTable;
  staff_audit: StaffAuditTable;
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
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the 201 goes out, even if the machine loses power.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros: an erased address is not left readable in the file.
  sqlite.pragma('secure_delete = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies every pending migration; returns the names it applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
