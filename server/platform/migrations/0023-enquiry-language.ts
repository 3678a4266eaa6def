import { sql, type Kysely } from 'kysely';
import { columnExists, createIndex } from './helpers';
import type { MigrationStep, StepContext } from './types';

/**
 * The enquiry's language (issue 41: the site in English, Gujarati and Hindi): `enquiry.language`, 'en',
 * 'gu' or 'hi' (server/intake/language.ts), written in the enquiry's own insert. NOT NULL with the
 * default 'en', so every enquiry stored before reads English, which it was: the site was English only.
 * A constant default adds the column without rewriting the table on either database (PostgreSQL 11+
 * keeps it in the catalogue), and an old instance's insert, which does not name it, gets 'en'.
 *
 * Expand-only, in steps like 0022: the column at once, the inbox filter's index outside a transaction
 * (CONCURRENTLY on PostgreSQL), so old instances go on storing enquiries meanwhile.
 */
export const steps: MigrationStep[] = [
  { name: 'column', run: column },
  {
    name: 'filter index',
    transaction: false,
    // As 0018's: the inbox lists genuine or spam enquiries, newest first, here of one language.
    run: (db, context) => createIndex(db, context, 'enquiry_spam_language_created_at', 'enquiry', ['spam', 'language', 'created_at', 'id']),
  },
];

async function column(db: Kysely<unknown>, context: StepContext): Promise<void> {
  if (await columnExists(db, context, 'enquiry', 'language')) return;
  await db.schema
    .alterTable('enquiry')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo(sql`'en'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiry_spam_language_created_at').execute();
  await db.schema.alterTable('enquiry').dropColumn('language').execute();
}
