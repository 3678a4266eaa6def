import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { addBusinessHours } from '../staff/business-hours';
import { searchTerms } from '../staff/search';

/**
 * The inbox's workflow (issue "Staff inbox"): each enquiry's status, owner, first response and the
 * moment a response falls due; its timeline and internal notes; the search terms it is found by; and
 * what the staff audit names (an enquiry id, a count), never the enquirer's data.
 *
 * Enquiries already stored start as New; those already past the default response target are marked
 * as reminded, so the first start after this migration does not send a reminder for each.
 */
export const RESPONSE_TARGET_HOURS_AT_MIGRATION = 4;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const millis = postgres ? 'bigint' : 'integer';

  await db.schema.alterTable('enquiry').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
  await db.schema
    .alterTable('enquiry')
    .addColumn('owner_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('enquiry').addColumn('first_response_at', millis).execute();
  await db.schema.alterTable('enquiry').addColumn('reminded_at', millis).execute();

  await db.schema
    .createTable('enquiry_search_term')
    // Byte order on PostgreSQL too: prefix searches are index ranges [term, term + U+10FFFF).
    .addColumn('term', 'text', (col) => (postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull()))
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('enquiry_search_term_pk', ['term', 'enquiry_id'])
    .execute();
  await db.schema.createIndex('enquiry_search_term_enquiry').on('enquiry_search_term').column('enquiry_id').execute();

  await db.schema
    .createTable('enquiry_event')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addColumn('at', millis, (col) => col.notNull())
    // Null for the system (a reminder sent).
    .addColumn('account_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    // JSON: {"from": "new", "to": "contacted"}, {"owner": "<account id>"}, ...
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('enquiry_event_enquiry_at').on('enquiry_event').columns(['enquiry_id', 'at']).execute();

  await db.schema
    .createTable('enquiry_note')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('at', millis, (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiry_note_enquiry_at').on('enquiry_note').columns(['enquiry_id', 'at']).execute();

  // The list's filters, each an index range in the list's order (newest first).
  await db.schema.createIndex('enquiry_spam_status_created_at').on('enquiry').columns(['spam', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('enquiry_owner_created_at').on('enquiry').columns(['owner_id', 'created_at', 'id']).execute();
  // The reminder sweep: New, not reminded, oldest first.
  await db.schema.createIndex('enquiry_status_reminded').on('enquiry').columns(['status', 'reminded_at', 'created_at']).execute();

  await db.schema.alterTable('staff_audit').addColumn('target', 'text').execute();
  await db.schema.alterTable('staff_audit').addColumn('detail', 'text').execute();

  // Enquiries stored before: their due time and search terms, in batches.
  const now = Date.now();
  type Old = { id: string; created_at: string | Date; payload: string; reference: string | null };
  const typed = db as unknown as Kysely<{ enquiry: Old & { reminded_at: number | null }; enquiry_search_term: { term: string; enquiry_id: string } }>;
  let after = '';
  for (;;) {
    const rows = await typed.selectFrom('enquiry').select(['id', 'created_at', 'payload', 'reference']).where('id', '>', after).orderBy('id').limit(500).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const due = addBusinessHours(new Date(row.created_at).getTime(), RESPONSE_TARGET_HOURS_AT_MIGRATION);
      if (due <= now) await typed.updateTable('enquiry').set({ reminded_at: now }).where('id', '=', row.id).execute();
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(row.payload) as Record<string, unknown>;
      } catch {
        // Unreadable payloads stay findable by reference only.
      }
      const terms = searchTerms(payload, row.reference);
      if (terms.length > 0) await typed.insertInto('enquiry_search_term').values(terms.map((term) => ({ term, enquiry_id: row.id }))).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_audit').dropColumn('detail').execute();
  await db.schema.alterTable('staff_audit').dropColumn('target').execute();
  await db.schema.dropIndex('enquiry_status_reminded').execute();
  await db.schema.dropIndex('enquiry_owner_created_at').execute();
  await db.schema.dropIndex('enquiry_spam_status_created_at').execute();
  await db.schema.dropTable('enquiry_note').execute();
  await db.schema.dropTable('enquiry_event').execute();
  await db.schema.dropTable('enquiry_search_term').execute();
  for (const column of ['reminded_at', 'first_response_at', 'owner_id', 'status']) await db.schema.alterTable('enquiry').dropColumn(column).execute();
}
