import type { Kysely } from 'kysely';

/* What a migration is made of (index.ts says how one is written); below index.ts and the migrations alike. */

export type StepContext = {
  postgres: boolean;
  /** False only on PostgreSQL, for a step declared `transaction: false`. */
  inTransaction: boolean;
};

export type MigrationStep = {
  /** For the log and the error. */
  name: string;
  /** false: on PostgreSQL, runs outside any transaction (CREATE INDEX CONCURRENTLY, batched backfills). Default true. */
  transaction?: boolean;
  run: (db: Kysely<unknown>, context: StepContext) => Promise<void>;
};

export type Migration = {
  steps: MigrationStep[];
  /** Reverts it in one transaction (tests and rehearsals; never run by a deploy). */
  down?: (db: Kysely<unknown>) => Promise<void>;
};
