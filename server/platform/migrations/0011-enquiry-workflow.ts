import { sql, type Kysely } from 'kysely';
import { addBusinessHours } from '../../staff/business-hours';
import { searchTerms } from '../../staff/search';
import { columnExists, createIndex, yieldToEventLoop } from './helpers';
import type { MigrationStep, StepContext } from './types';

/**
 * The inbox's workflow (issue "Staff inbox"): each enquiry's status, owner, first response and the
 * moment a response falls due; its timeline and internal notes; the search terms it is found by; and
 * what the staff audit names (an enquiry id, a count), never the enquirer's data.
 *
 * Enquiries already stored start as New; those already past the default response target are marked
 * as reminded, so the first start after this migration does not send a reminder for each.
 *
 * In steps (migrations/index.ts): on 30,000 enquiries the first version, one migration with a statement
 * per row, ran 19 s on SQLite (each statement its own commit) and held `enquiry` locked on PostgreSQL
 * for as long. Same name, same end state.
 */
export const RESPONSE_TARGET_HOURS_AT_MIGRATION = 4;

export const steps: MigrationStep[] = [
  { name: 'columns and tables', run: columnsAndTables },
  { name: 'backfill', transaction: false, run: backfill },
  { name: 'indexes', transaction: false, run: enquiryIndexes },
  // Enquiries an instance of the release before stored while the steps above ran.
  { name: 'catch up', run: catchUp },
];

/** Quick: new columns (null or a constant default, no table rewrite) and new, empty tables. */
async function columnsAndTables(db: Kysely<unknown>, context: StepContext): Promise<void> {
  const millis = context.postgres ? 'bigint' : 'integer';
  const add = async (table: string, column: string, alter: () => Promise<unknown>) => {
    if (!(await columnExists(db, context, table, column))) await alter();
  };
  await add('enquiry', 'status', () => db.schema.alterTable('enquiry').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute());
  await add('enquiry', 'owner_id', () =>
    db.schema
      .alterTable('enquiry')
      .addColumn('owner_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
      .execute(),
  );
  await add('enquiry', 'first_response_at', () => db.schema.alterTable('enquiry').addColumn('first_response_at', millis).execute());
  await add('enquiry', 'reminded_at', () => db.schema.alterTable('enquiry').addColumn('reminded_at', millis).execute());

  await db.schema
    .createTable('enquiry_search_term')
    .ifNotExists()
    // Byte order on PostgreSQL too: prefix searches are index ranges [term, term + U+10FFFF).
    .addColumn('term', 'text', (col) => (context.postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull()))
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('enquiry_search_term_pk', ['term', 'enquiry_id'])
    .execute();
  // On PostgreSQL at once: an old instance deleting an enquiry (retention, erasure) meanwhile would
  // otherwise scan the whole table for its terms. On SQLite, where nothing else writes during the
  // migration, once the table is filled (the backfill in a third of the time).
  if (context.postgres) await createIndex(db, context, 'enquiry_search_term_enquiry', 'enquiry_search_term', ['enquiry_id']);

  await db.schema
    .createTable('enquiry_event')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addColumn('at', millis, (col) => col.notNull())
    // Null for the system (a reminder sent).
    .addColumn('account_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    // JSON: {"from": "new", "to": "contacted"}, {"owner": "<account id>"}, ...
    .addColumn('detail', 'text')
    .execute();
  await createIndex(db, context, 'enquiry_event_enquiry_at', 'enquiry_event', ['enquiry_id', 'at']);

  await db.schema
    .createTable('enquiry_note')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'text', (col) => col.notNull().references('enquiry.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('at', millis, (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, context, 'enquiry_note_enquiry_at', 'enquiry_note', ['enquiry_id', 'at']);

  await add('staff_audit', 'target', () => db.schema.alterTable('staff_audit').addColumn('target', 'text').execute());
  await add('staff_audit', 'detail', () => db.schema.alterTable('staff_audit').addColumn('detail', 'text').execute());
}

/** The terms by enquiry; the list's filters, each an index range in the list's order (newest first); the reminder sweep's. */
async function enquiryIndexes(db: Kysely<unknown>, context: StepContext): Promise<void> {
  await createIndex(db, context, 'enquiry_search_term_enquiry', 'enquiry_search_term', ['enquiry_id']);
  await createIndex(db, context, 'enquiry_spam_status_created_at', 'enquiry', ['spam', 'status', 'created_at', 'id']);
  await createIndex(db, context, 'enquiry_owner_created_at', 'enquiry', ['owner_id', 'created_at', 'id']);
  // New, not reminded, oldest first.
  await createIndex(db, context, 'enquiry_status_reminded', 'enquiry', ['status', 'reminded_at', 'created_at']);
}

type Old = { id: string; created_at: string | Date; payload: string; reference: string | null };
type Typed = Kysely<{ enquiry: Old & { reminded_at: number | null }; enquiry_search_term: { term: string; enquiry_id: string } }>;

/**
 * Enquiries per batch. On SQLite a batch runs on the event loop (about 15 ms at 250), which answers
 * the site's pages in between: a page needs a few turns of the loop.
 */
const batchSize = (context: StepContext) => (context.postgres ? 1_000 : 250);
/** Rows per insert: two parameters each, well inside both databases' limits. */
const TERM_ROWS_PER_INSERT = 2_000;

/**
 * Due times and search terms of the enquiries stored before, a batch of ids at a time: one read, a
 * few multi-row inserts and one update per batch (the terms are computed here, as the store computes
 * them). Repeatable: terms already there are skipped, a reminded_at already set is kept.
 */
async function backfill(db: Kysely<unknown>, context: StepContext): Promise<void> {
  const typed = db as unknown as Typed;
  let after = '';
  for (;;) {
    const rows = await typed.selectFrom('enquiry').select(['id', 'created_at', 'payload', 'reference']).where('id', '>', after).orderBy('id').limit(batchSize(context)).execute();
    if (rows.length === 0) break;
    // On PostgreSQL one short transaction per batch: one commit rather than one per statement.
    if (context.inTransaction) await index(typed, context.postgres, rows, Date.now());
    else await typed.transaction().execute((trx) => index(trx, context.postgres, rows, Date.now()));
    after = rows[rows.length - 1]!.id;
    await yieldToEventLoop();
  }
}

async function catchUp(db: Kysely<unknown>, context: StepContext): Promise<void> {
  const typed = db as unknown as Typed;
  let after = '';
  for (;;) {
    const rows = await typed
      .selectFrom('enquiry as e')
      .select(['e.id', 'e.created_at', 'e.payload', 'e.reference'])
      .where('e.id', '>', after)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('enquiry_search_term as t').select('t.term').whereRef('t.enquiry_id', '=', 'e.id'))))
      .orderBy('e.id')
      .limit(batchSize(context))
      .execute();
    if (rows.length === 0) break;
    await index(typed, context.postgres, rows, Date.now());
    after = rows[rows.length - 1]!.id;
    await yieldToEventLoop();
  }
}

async function index(db: Typed, postgres: boolean, rows: Old[], now: number): Promise<void> {
  const due: string[] = [];
  const terms: Array<{ term: string; enquiry_id: string }> = [];
  for (const row of rows) {
    if (addBusinessHours(new Date(row.created_at).getTime(), RESPONSE_TARGET_HOURS_AT_MIGRATION) <= now) due.push(row.id);
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(row.payload) as Record<string, unknown>;
    } catch {
      // Unreadable payloads stay findable by reference only.
    }
    for (const term of searchTerms(payload, row.reference)) terms.push({ term, enquiry_id: row.id });
  }
  // In the primary key's order: each insert touches neighbouring pages.
  terms.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.enquiry_id < b.enquiry_id ? -1 : 1));
  if (postgres) {
    // Two array parameters rather than thousands of values: PostgreSQL plans one small statement.
    await sql`insert into enquiry_search_term (term, enquiry_id) select * from unnest(${terms.map((t) => t.term)}::text[], ${terms.map((t) => t.enquiry_id)}::text[]) on conflict do nothing`.execute(db);
    if (due.length > 0) await sql`update enquiry set reminded_at = ${now} where id = any(${due}::text[]) and reminded_at is null`.execute(db);
    return;
  }
  for (let start = 0; start < terms.length; start += TERM_ROWS_PER_INSERT) {
    await db
      .insertInto('enquiry_search_term')
      .values(terms.slice(start, start + TERM_ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  if (due.length > 0) await db.updateTable('enquiry').set({ reminded_at: now }).where('id', 'in', due).where('reminded_at', 'is', null).execute();
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
