import type { Kysely } from 'kysely';

/**
 * Page views and real visitors' page speed, counted without tracking anyone (issue "Where leads come
 * from"). Aggregates only: a row per day and what is counted, with a count; no address, no cookie, no
 * identifier of a person or device, not even hashed. Storage grows with paths x days, not with visits.
 * New tables: the release before never reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_view_day')
    // YYYY-MM-DD in India.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    // The referring site's host, '' for none or our own.
    .addColumn('referrer', 'text', (col) => col.notNull())
    // utm_campaign, '' for none.
    .addColumn('campaign', 'text', (col) => col.notNull())
    // 'phone', 'tablet' or 'desktop'.
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_day_pk', ['day', 'path', 'referrer', 'campaign', 'device'])
    .execute();
  await db.schema
    .createTable('vitals_day')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    // 'LCP', 'INP', 'CLS', 'FCP' or 'TTFB'.
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    // navigator.connection.effectiveType ('4g', '3g', '2g', 'slow-2g'), '' where the browser has none.
    .addColumn('connection', 'text', (col) => col.notNull())
    // server/visits/histogram.ts: a fixed step per metric; thresholds fall on bucket edges.
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('samples', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('vitals_day_pk', ['day', 'path', 'metric', 'device', 'connection', 'bucket'])
    .execute();
  await db.schema
    .createTable('vitals_target_day')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    // The attribution build's element or target (a CSS selector, cut), '' where none.
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('samples', 'integer', (col) => col.notNull())
    // Of those, rated poor against Google's thresholds.
    .addColumn('poor', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('vitals_target_day_pk', ['day', 'path', 'metric', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vitals_target_day').execute();
  await db.schema.dropTable('vitals_day').execute();
  await db.schema.dropTable('page_view_day').execute();
}
