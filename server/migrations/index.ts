import type { Migration, MigrationProvider } from 'kysely';
import * as createEnquiries from './0001-create-enquiries';
import * as idempotencyKey from './0002-idempotency-key';
import * as outbox from './0003-outbox';
import * as staffAlerts from './0004-staff-alerts';
import * as resumeUsage from './0005-resume-usage';

/** Every migration by name, in order. A static list: a folder scan breaks under tsx, Jest and bundlers alike. */
const migrations: Record<string, Migration> = {
  '0001-create-enquiries': createEnquiries,
  '0002-idempotency-key': idempotencyKey,
  '0003-outbox': outbox,
  '0004-staff-alerts': staffAlerts,
  '0005-resume-usage': resumeUsage,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
