import type { Migration, MigrationProvider } from 'kysely';
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

/** Every migration by name, in order. A static list: a folder scan breaks under tsx, Jest and bundlers alike. */
const migrations: Record<string, Migration> = {
  '0001-create-enquiries': createEnquiries,
  '0002-idempotency-key': idempotencyKey,
  '0003-outbox': outbox,
  '0004-acknowledgement-budget': acknowledgementBudget,
  '0005-subject-index': subjectIndex,
  '0006-staff-alerts': staffAlerts,
  '0007-resume-usage': resumeUsage,
  '0010-staff-accounts': staffAccounts,
  '0011-enquiry-workflow': enquiryWorkflow,
  '0012-inbox-indexes': inboxIndexes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
