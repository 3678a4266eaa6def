import { existsSync } from 'node:fs';
import type { Config } from '../platform/config';
import { createDb, pendingMigrations } from '../platform/db';
import { applyRetention, describePreview, needsConfirmation, percent, previewRetention } from '../privacy/personal-data';
import { countDueVisits, describeVisits, pruneVisits } from '../visits/retention';
import { becomeDataOwner, fail, runCommand } from './command';

/*
 * npm run retention [-- --apply]
 *
 * What the retention sweep deletes with the RETENTION_DAYS in force: counted only (a dry run), or
 * deleted with --apply, which is the confirmation the server's own sweep waits for when a change would
 * delete more than RETENTION_MAX_SHARE of the enquiries at once. The page counts and vitals older than
 * VISITS_RETENTION_DAYS the same (server/visits/retention.ts; no confirmation held for them: they name
 * nobody). Safe while the server runs.
 */

const USAGE = 'usage: npm run retention [-- --apply]';

async function main(args: string[], config: Config): Promise<void> {
  if (args.some((arg) => arg !== '--apply')) fail(USAGE);
  const apply = args.includes('--apply');
  if (config.database.kind === 'sqlite' && !existsSync(config.database.path)) {
    fail(`retention: there is no database at ${config.database.path} (SQLITE_PATH): run this with the server's environment (/etc/sarthi-global/sarthi.env)`);
  }
  becomeDataOwner(config);
  const db = createDb(config.database);
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) fail(`retention: the database has migrations pending (${pending.join(', ')}): start the server of this release (or npm run migrate) first`);
    const clock = () => Date.now() + config.clockOffsetMs;
    const preview = await previewRetention(db, { retentionDays: config.retentionDays, clock });
    const held = needsConfirmation(preview, config.retentionMaxShare);
    console.log(`retention: ${describePreview(preview)}`);
    const visits = { retentionDays: config.visitsRetentionDays, clock };
    if (!apply) console.log(`retention: ${describeVisits(await countDueVisits(db, visits), config.visitsRetentionDays)}`);
    else console.log(`retention: deleted ${describeVisits(await pruneVisits(db, visits), config.visitsRetentionDays)}`);
    if (!apply) {
      if (preview.enquiries === 0) console.log('retention: nothing to delete (dry run)');
      else if (held) console.log(`retention: dry run. That is more than RETENTION_MAX_SHARE (${percent(config.retentionMaxShare)}), so the server's sweep waits: back up (npm run backup -- /var/backups/sarthi-global), then delete them with: npm run retention -- --apply`);
      else console.log("retention: dry run. The server's daily sweep deletes these on its own; npm run retention -- --apply deletes them now");
      return;
    }
    const result = await applyRetention(db, { retentionDays: config.retentionDays, mailDir: config.mailDir, clock });
    console.log(`retention: deleted ${result.enquiries} enquiries, ${result.resumes} resumes and ${result.messages} messages (with their mail files); emptied ${result.prunedBodies} sent messages' bodies`);
  } finally {
    await db.destroy();
  }
}

runCommand('retention', main);
