import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db';
import { loggableError } from '../platform/loggable-error';
import { DAY_MS, repeatEvery } from '../platform/repeat';
import type { Clock } from './accounts';

/*
 * staff_audit keeps who did what for STAFF_AUDIT_RETENTION_DAYS (default two years), then the rows go:
 * once at start and once a day on every instance (deleting what another already deleted costs nothing),
 * in batches, so a first sweep of years of rows never holds the write lock for long.
 */

const BATCH = 1_000;

/** Deletes the audit rows older than `retentionDays`; how many. */
export async function pruneAudit(db: Db, clock: Clock, retentionDays: number): Promise<number> {
  const before = clock() - retentionDays * DAY_MS;
  let deleted = 0;
  for (;;) {
    // Through the (at) index, a batch at a time: SQLite has no DELETE ... LIMIT by default, PostgreSQL none at all.
    const result = await db
      .deleteFrom('staff_audit')
      .where('id', 'in', (eb) => eb.selectFrom('staff_audit').select('id').where('at', '<', before).limit(BATCH))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < BATCH) return deleted;
    await new Promise((next) => setImmediate(next));
  }
}

/** pruneAudit now and then once a day; returns the function that stops it (after a run under way). */
export function scheduleAuditPruning(db: Db, options: { retentionDays: number; clock: Clock; log: FastifyBaseLogger }): () => Promise<void> {
  return repeatEvery(DAY_MS, () =>
    pruneAudit(db, options.clock, options.retentionDays).then(
      (deleted) => {
        if (deleted > 0) options.log.info({ deleted, retentionDays: options.retentionDays }, 'staff audit: rows past STAFF_AUDIT_RETENTION_DAYS deleted');
      },
      (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'staff audit: pruning failed; tried again tomorrow'),
    ),
  );
}
