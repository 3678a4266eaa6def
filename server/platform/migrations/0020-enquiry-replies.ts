import type { Kysely } from 'kysely';
import { columnExists, createIndex } from './helpers';
import type { MigrationStep, StepContext } from './types';

/**
 * Replies to the enquirer from the enquiry's page (issue 40, "Replying"): each reply's text, who wrote
 * it and its outbox message (`enquiry_reply`); the saved replies staff pick from, per service
 * (`saved_reply`); and the enquiry's reply token (`enquiry.reply_token`), the unguessable part of the
 * Reply-To address that routes an answer back to it, made at its first reply.
 *
 * Expand-only: a nullable column and new tables, which the release before never reads. In steps
 * (migrations/index.ts): the column at once, the token's index on `enquiry` outside a transaction
 * (CONCURRENTLY on PostgreSQL), so old instances go on storing enquiries meanwhile.
 */
export const steps: MigrationStep[] = [
  { name: 'column and tables', run: columnAndTables },
  {
    name: 'token index',
    transaction: false,
    run: (db, context) => createIndex(db, context, 'enquiry_reply_token', 'enquiry', ['reply_token']),
  },
];

async function columnAndTables(db: Kysely<unknown>, context: StepContext): Promise<void> {
  const millis = context.postgres ? 'bigint' : 'integer';
  if (!(await columnExists(db, context, 'enquiry', 'reply_token'))) await db.schema.alterTable('enquiry').addColumn('reply_token', 'text').execute();

  await db.schema
    .createTable('enquiry_reply')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Erasure and retention delete it with its enquiry (personal-data.ts does so by name; the cascade is the backstop).
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('at', millis, (col) => col.notNull())
    // When it is due to go: `at`, or the next opening of the office when it was scheduled.
    .addColumn('send_at', millis, (col) => col.notNull())
    // The text as the advisor wrote it (plain text).
    .addColumn('body', 'text', (col) => col.notNull())
    // Its outbox row (outbox_message.id): its delivery state. No foreign key: erasure deletes the outbox rows first.
    .addColumn('outbox_id', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, context, 'enquiry_reply_enquiry_at', 'enquiry_reply', ['enquiry_id', 'at']);

  await db.schema
    .createTable('saved_reply')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    // An enquiry kind (lib/enquiry/kinds.ts): the service whose enquiries it is offered on.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', millis, (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .execute();
  await createIndex(db, context, 'saved_reply_kind_title', 'saved_reply', ['kind', 'title']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_reply').execute();
  await db.schema.dropTable('enquiry_reply').execute();
  await db.schema.dropIndex('enquiry_reply_token').execute();
  await db.schema.alterTable('enquiry').dropColumn('reply_token').execute();
}
