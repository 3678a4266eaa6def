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
}

export interface EnquiryResumeTable {
  enquiry_id: string;
  content: Buffer;
  bytes: number;
}

export interface Database {
  enquiry: EnquiryTable;
  enquiry_resume: EnquiryResumeTable;
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies every pending migration; returns the names it applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
