import type { Kysely } from 'kysely';
import { createIndex } from './helpers';
import type { MigrationStep } from './types';

/**
 * The inbox's filters by source (channel, campaign) at 100,000 enquiries: each list shows its filter's
 * total and its newest page, and without an index both would read every genuine enquiry's row to find
 * the few of a campaign. With these, the total is a range of one index and the page its newest end, as
 * for 0012's filters. "Not recorded" (source_channel null) is a range of the same index.
 */
export const steps: MigrationStep[] = [
  {
    name: 'indexes',
    // On PostgreSQL built CONCURRENTLY: old instances go on storing enquiries meanwhile.
    transaction: false,
    run: async (db, context) => {
      await createIndex(db, context, 'enquiry_spam_channel_created_at', 'enquiry', ['spam', 'source_channel', 'created_at', 'id']);
      await createIndex(db, context, 'enquiry_spam_campaign_created_at', 'enquiry', ['spam', 'utm_campaign', 'created_at', 'id']);
    },
  },
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiry_spam_campaign_created_at').execute();
  await db.schema.dropIndex('enquiry_spam_channel_created_at').execute();
}
