import type { Kysely } from 'kysely';
import { createIndex, dropIndex } from './helpers';
import type { MigrationStep } from './types';

/**
 * The inbox at 100,000 enquiries (npm run bench:inbox). Each list shows the total of its filter, and a
 * total read from 0011's indexes still looked up every matching row in the table for the columns the
 * index lacked (spam for a service or an owner, the owner for the count of open and unassigned): some
 * 10,000 row reads for a service, and a search's total read the row of every enquiry a word matched.
 * With these, each total is a range of one index, and a search looks its matches up in a narrow index
 * rather than in the rows with their payloads. A common word's search checks each enquiry's own
 * terms: with the term beside the enquiry's id in the index that is one seek, where the index of ids
 * alone read each of its terms' rows; it serves lookups by id alone as well, so it replaces that one.
 * Enquiries arrive a few hundred a day: the extra indexes cost their inserts little. And the audit,
 * filtered by person on its page, gets an index of its own.
 */
export const steps: MigrationStep[] = [
  {
    name: 'indexes',
    // On PostgreSQL built CONCURRENTLY: old instances go on storing enquiries meanwhile.
    transaction: false,
    run: async (db, context) => {
      await createIndex(db, context, 'enquiry_spam_kind_created_at', 'enquiry', ['spam', 'kind', 'created_at', 'id']);
      await createIndex(db, context, 'enquiry_spam_owner_created_at', 'enquiry', ['spam', 'owner_id', 'created_at', 'id']);
      await createIndex(db, context, 'enquiry_spam_status_owner_created_at', 'enquiry', ['spam', 'status', 'owner_id', 'created_at', 'id']);
      // Every column a filter reads, by id: what a search's matches are checked against.
      await createIndex(db, context, 'enquiry_id_filters', 'enquiry', ['id', 'spam', 'status', 'owner_id', 'kind', 'created_at']);
      await createIndex(db, context, 'enquiry_search_term_enquiry_term', 'enquiry_search_term', ['enquiry_id', 'term']);
      await dropIndex(db, context, 'enquiry_search_term_enquiry');
      // The audit page filtered by person, newest first.
      await createIndex(db, context, 'staff_audit_account_at', 'staff_audit', ['account_id', 'at']);
    },
  },
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('staff_audit_account_at').execute();
  await db.schema.createIndex('enquiry_search_term_enquiry').on('enquiry_search_term').column('enquiry_id').execute();
  await db.schema.dropIndex('enquiry_search_term_enquiry_term').execute();
  await db.schema.dropIndex('enquiry_id_filters').execute();
  await db.schema.dropIndex('enquiry_spam_status_owner_created_at').execute();
  await db.schema.dropIndex('enquiry_spam_owner_created_at').execute();
  await db.schema.dropIndex('enquiry_spam_kind_created_at').execute();
}
