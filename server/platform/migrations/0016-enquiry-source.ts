import type { Kysely } from 'kysely';
import { columnExists } from './helpers';
import type { MigrationStep } from './types';

/**
 * Where each enquiry came from (issue "Where leads come from"): the landing page of the visit, the
 * referring site (host only), the UTM tags, and the channel the server derived from them. Nullable
 * columns without a default: adding them rewrites nothing on either database, the release before
 * never reads them, and an enquiry stored before this release reads as "not recorded". They are the
 * enquiry's own data: erased and expired with it.
 */
const COLUMNS = ['source_landing', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'source_channel'] as const;

export const steps: MigrationStep[] = [
  {
    name: 'columns',
    run: async (db, context) => {
      for (const column of COLUMNS) {
        if (!(await columnExists(db, context, 'enquiry', column))) await db.schema.alterTable('enquiry').addColumn(column, 'text').execute();
      }
    },
  },
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('enquiry').dropColumn(column).execute();
}
