import type { Kysely } from 'kysely';
import type { Migration } from './types';
import * as createEnquiries from './0001-create-enquiries';
import * as idempotencyKey from './0002-idempotency-key';
import * as outbox from './0003-outbox';
import * as acknowledgementBudget from './0004-acknowledgement-budget';
import * as subjectIndex from './0005-subject-index';
import * as staffAlerts from './0006-staff-alerts';
import * as resumeUsage from './0007-resume-usage';
import * as staffAccounts from './0010-staff-accounts';
import * as enquiryWorkflow from './0011-enquiry-workflow';
import * as inboxIndexes from './0012-inbox-indexes';
import * as sessionTotpPending from './0013-session-totp-pending';
import * as sessionDetails from './0014-session-details';
import * as apiKeys from './0015-api-keys';
import * as enquirySource from './0016-enquiry-source';
import * as visitCounts from './0017-visit-counts';
import * as sourceIndexes from './0018-source-indexes';
import * as vitalsFolded from './0019-vitals-folded';
import * as enquiryReplies from './0020-enquiry-replies';
import * as inboundMail from './0021-inbound-mail';
import * as enquiryBcc from './0022-enquiry-bcc';
import * as enquiryLanguage from './0023-enquiry-language';

/*
 * How a migration is written (server/platform/migrator.ts runs them; CHANGELOG.md says what each release needs).
 *
 * Rolling deploys: expand, then contract. Instances of the release before keep serving while a new
 * release migrates and starts, so a migration may only add what old code does not notice: new tables,
 * new nullable columns or columns with a default, new indexes. Code that needs them comes in the same
 * release; code that stops using an old column or table comes next; the column or table itself is
 * removed a release after that. Never rename or drop, in one release, anything a running old instance
 * still reads or writes. A release that must break this says so in CHANGELOG.md ("not expand-only:
 * stop every instance first").
 *
 * Transactions. On SQLite every migration runs in ONE transaction with the row that records it: killed
 * at any moment, the database is as it was before, and the next start applies it again. On PostgreSQL
 * a migration of one step is the same. A migration on a big table (`enquiry`) is written as steps
 * instead, because on PostgreSQL a transaction that altered or indexed the table holds it locked
 * until it commits, and an old instance's insert waits (and fails at its 15 s statement time-out):
 *   - quick schema changes in a step of their own (`transaction: true`, committed at once);
 *   - backfills in batches (`transaction: false`: each batch commits by itself), never row by row;
 *   - indexes on big tables with `createIndex` outside a transaction (`transaction: false`), which
 *     builds them CONCURRENTLY and rebuilds one an interrupted build left INVALID.
 * The migration is recorded with its last step (or right after it). Killed between steps, it is not
 * recorded and the next start runs it from its first step again: on PostgreSQL every step but the
 * last must be harmless to repeat (IF NOT EXISTS, `columnExists`, ON CONFLICT DO NOTHING). On SQLite
 * the steps still run together in one transaction (its DDL is transactional, there is no
 * CONCURRENTLY, and one writer at a time anyway). The server runs its migration at start in a worker
 * thread (server/platform/migrate-worker.ts), so its pages and health checks answer meanwhile.
 *
 * Names are forever: once a release has shipped a migration, its name and end state stay; its
 * insides may be restructured (0011 and 0012 were, in 1.1.0) as long as it ends in the same schema.
 */

export type { Migration, MigrationStep, StepContext } from './types';

/** A migration of one transactional step: every migration written before steps existed. */
function single(module: { up: (db: Kysely<unknown>) => Promise<void>; down?: (db: Kysely<unknown>) => Promise<void> }): Migration {
  return { steps: [{ name: 'up', run: (db) => module.up(db) }], down: module.down };
}

/** Every migration by name, in order. A static list: a folder scan breaks under tsx, Jest and bundlers alike. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-create-enquiries': single(createEnquiries),
  '0002-idempotency-key': single(idempotencyKey),
  '0003-outbox': single(outbox),
  '0004-acknowledgement-budget': single(acknowledgementBudget),
  '0005-subject-index': single(subjectIndex),
  '0006-staff-alerts': single(staffAlerts),
  '0007-resume-usage': single(resumeUsage),
  '0010-staff-accounts': single(staffAccounts),
  '0011-enquiry-workflow': { steps: enquiryWorkflow.steps, down: enquiryWorkflow.down },
  '0012-inbox-indexes': { steps: inboxIndexes.steps, down: inboxIndexes.down },
  '0013-session-totp-pending': single(sessionTotpPending),
  '0014-session-details': single(sessionDetails),
  '0015-api-keys': single(apiKeys),
  '0016-enquiry-source': { steps: enquirySource.steps, down: enquirySource.down },
  '0017-visit-counts': single(visitCounts),
  '0018-source-indexes': { steps: sourceIndexes.steps, down: sourceIndexes.down },
  '0019-vitals-folded': single(vitalsFolded),
  '0020-enquiry-replies': { steps: enquiryReplies.steps, down: enquiryReplies.down },
  '0021-inbound-mail': { steps: inboundMail.steps, down: inboundMail.down },
  '0022-enquiry-bcc': { steps: enquiryBcc.steps, down: enquiryBcc.down },
  '0023-enquiry-language': { steps: enquiryLanguage.steps, down: enquiryLanguage.down },
};

export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);
