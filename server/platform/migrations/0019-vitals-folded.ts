import type { Kysely } from 'kysely';

/**
 * Each finished day's web vitals folded into one histogram per page, metric and device
 * (server/visits/fold.ts): the reports read a row where vitals_day holds one per connection and bucket,
 * some ten times fewer (a year of the benchmark's vitals: 1.76 million rows in vitals_day). vitals_day
 * stays as it is, the record the folds are made from. New tables: the release before never reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vitals_page_day')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    // "bucket:samples" pairs in bucket order, space-separated: "12:60 26:20 31:15 90:5".
    .addColumn('histogram', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('vitals_page_day_pk', ['day', 'path', 'metric', 'device'])
    .execute();
  // The days folded: a day folded with no vitals at all has a row here and none above.
  await db.schema
    .createTable('vitals_folded_day')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vitals_folded_day').execute();
  await db.schema.dropTable('vitals_page_day').execute();
}
