import type { Kysely } from 'kysely';
import { columnExists, createIndex } from './helpers';
import type { MigrationStep, StepContext } from './types';

/**
 * Mail from enquirers, read from the enquiries mailbox (issue 40, "Receiving"; server/mail/inbound/):
 *
 * - `inbound_message`: each message once, by `dedupe_key` (unique): its Message-ID, or a hash of the
 *   message when it has none. Whoever reads it a second time (a restart, another instance, IDLE and a
 *   poll racing) inserts nothing. Placed on an enquiry, or not (Unmatched mail), or spam. Personal data:
 *   kept and erased with its enquiry (the cascade; personal-data.ts deletes it by name too).
 * - `inbound_attachment`: a PDF that passed the resume checks, kept in the database like a resume.
 * - `inbound_mailbox`: per mailbox, the UIDVALIDITY and the last UID stored, and the lease that lets
 *   one instance read it at a time (instances take it over when its holder stops renewing it), and
 *   since when it cannot be read (every instance's mail alarm reads that, as it reads the outbox).
 * - `enquiry_sender`: addresses staff confirmed may answer for an enquiry besides its own.
 * - `enquiry.lead_answered_at`: when the enquirer last answered and staff have not replied since
 *   ("Answered by lead" in the inbox; null otherwise).
 *
 * Expand-only: new tables and a nullable column, which the release before never reads. In steps like
 * 0020: the column and tables at once, the index on `enquiry` outside a transaction.
 */
export const steps: MigrationStep[] = [
  { name: 'column and tables', run: columnAndTables },
  {
    name: 'answered index',
    transaction: false,
    run: (db, context) => createIndex(db, context, 'enquiry_lead_answered_at', 'enquiry', ['lead_answered_at']),
  },
];

async function columnAndTables(db: Kysely<unknown>, context: StepContext): Promise<void> {
  const millis = context.postgres ? 'bigint' : 'integer';
  const bytes = context.postgres ? 'bytea' : 'blob';
  if (!(await columnExists(db, context, 'enquiry', 'lead_answered_at'))) await db.schema.alterTable('enquiry').addColumn('lead_answered_at', millis).execute();

  await db.schema
    .createTable('inbound_message')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    // '<message-id>' lower-cased, or 'sha256:<hex>' of the raw message when it has none.
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('received_at', millis, (col) => col.notNull())
    // Its Date header, when it had a readable one.
    .addColumn('sent_at', millis)
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('from_name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text')
    // Its In-Reply-To and References, space-separated (how it was placed, for staff).
    .addColumn('thread_ids', 'text', (col) => col.notNull())
    // Set when placed. No cascade from enquiry for unmatched ones (null); a placed one goes with its enquiry.
    .addColumn('enquiry_id', 'text', (col) => col.references('enquiry.id').onDelete('cascade'))
    // placed | unmatched | spam
    .addColumn('state', 'text', (col) => col.notNull())
    // How it was placed: token | thread | staff; null while unmatched.
    .addColumn('placed_by', 'text')
    // Why it is automatic (an auto-reply, a bounce, a list): never an answer from the lead. Null: a person's.
    .addColumn('automatic', 'text')
    // The text part (or the HTML part as text), quoted history and signature apart (folded on the page).
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('quoted', 'text', (col) => col.notNull())
    // JSON: [{ name, bytes, type, stored, refused? }]: every attachment by name, PDFs kept when they passed.
    .addColumn('attachments', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    // Who attached it or marked it spam, when staff did.
    .addColumn('handled_by', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .execute();
  await createIndex(db, context, 'inbound_message_enquiry_received', 'inbound_message', ['enquiry_id', 'received_at']);
  await createIndex(db, context, 'inbound_message_state_received', 'inbound_message', ['state', 'received_at']);
  // The cap on automatic messages per address per day counts here.
  await createIndex(db, context, 'inbound_message_from_received', 'inbound_message', ['from_address', 'received_at']);

  await db.schema
    .createTable('inbound_attachment')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'text', (col) => col.notNull().references('inbound_message.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('content', bytes, (col) => col.notNull())
    .execute();
  await createIndex(db, context, 'inbound_attachment_message', 'inbound_attachment', ['message_id']);

  await db.schema
    .createTable('inbound_mailbox')
    .ifNotExists()
    // host, user and folder: another mailbox in IMAP_URL starts from its own beginning.
    .addColumn('mailbox', 'text', (col) => col.primaryKey())
    .addColumn('uid_validity', 'text')
    .addColumn('last_uid', millis, (col) => col.notNull().defaultTo(0))
    .addColumn('holder', 'text')
    .addColumn('lease_until', millis, (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', millis, (col) => col.notNull().defaultTo(0))
    // Since when it cannot be read, and why in plain words (no password): the mail alarm reads these.
    .addColumn('failing_since', millis)
    .addColumn('last_error', 'text')
    .execute();

  await db.schema
    .createTable('enquiry_sender')
    .ifNotExists()
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    // Lower-cased.
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('confirmed_by', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('confirmed_at', millis, (col) => col.notNull())
    .addPrimaryKeyConstraint('enquiry_sender_pk', ['enquiry_id', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_sender').execute();
  await db.schema.dropTable('inbound_mailbox').execute();
  await db.schema.dropTable('inbound_attachment').execute();
  await db.schema.dropTable('inbound_message').execute();
  await db.schema.dropIndex('enquiry_lead_answered_at').execute();
  await db.schema.alterTable('enquiry').dropColumn('lead_answered_at').execute();
}
