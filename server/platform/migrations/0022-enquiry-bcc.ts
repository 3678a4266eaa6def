import type { Kysely } from 'kysely';
import { columnExists, createIndex } from './helpers';
import type { MigrationStep, StepContext } from './types';

/**
 * The enquiry's BCC address (issue 40, "The thread"): `enquiry.bcc_token`, the unguessable part of
 * REPLY_TO's local part plus `+bcc-<token>`, which an advisor puts in Bcc of mail sent from their own
 * mail program so that the mailbox reader logs it on the enquiry. A token of its own, not the reply
 * token: the lead sees the routing address in every reply and must not be able to work this one out.
 * Made when staff first open the enquiry's page.
 *
 * Expand-only, in steps like 0020: the nullable column at once, its index outside a transaction
 * (CONCURRENTLY on PostgreSQL), so old instances go on storing enquiries meanwhile.
 */
export const steps: MigrationStep[] = [
  { name: 'column', run: column },
  {
    name: 'token index',
    transaction: false,
    run: (db, context) => createIndex(db, context, 'enquiry_bcc_token', 'enquiry', ['bcc_token']),
  },
];

async function column(db: Kysely<unknown>, context: StepContext): Promise<void> {
  if (!(await columnExists(db, context, 'enquiry', 'bcc_token'))) await db.schema.alterTable('enquiry').addColumn('bcc_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiry_bcc_token').execute();
  await db.schema.alterTable('enquiry').dropColumn('bcc_token').execute();
}
