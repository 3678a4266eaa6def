import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { attachWriter, domainOf, OutboxWorker, type Clock, type WorkerLiveness } from './outbox';
import { scheduleRetention } from '../privacy/personal-data';
import { scheduleAuditPruning } from '../staff/audit-retention';
import { scheduleVisitRetention } from '../visits/retention';
import { scheduleReminders } from '../staff/reminders';
import { MailAlarm } from './alarm';
import { whenSchemaReady, type SchemaStatus } from '../platform/schema-state';
import { createMailTransport } from './transport';
import { MailboxReader } from './inbound/reader';

export type Outbox = {
  clock: Clock;
  mailDir: string;
  /** Whether this process's delivery worker is turning (GET /readyz). */
  liveness: () => WorkerLiveness;
  /** Whether mail is going out, read from the shared outbox on a timer (the inbox's banner, /readyz, /metrics). */
  alarm: MailAlarm;
};

/**
 * Attaches the outbox to the database (from now on insertEnquiry writes each enquiry's messages),
 * starts the delivery worker, the retention schedule and the sweep for enquiries waiting for a reply
 * (reminders and the morning digest, unless STAFF_REMINDERS=0), the staff audit's pruning and the
 * visit counts' retention (server/visits/retention.ts) once
 * the server is ready and its schema current (`schema`), and stops them before the database closes.
 */
export function registerOutbox(app: FastifyInstance, { config, db, schema }: { config: Config; db: Db; schema?: SchemaStatus }): Outbox {
  const clock: Clock = () => Date.now() + config.clockOffsetMs;
  const transport = createMailTransport(config);
  const settings = { from: config.mailFrom, notifyTo: config.notifyTo, staffUrl: config.staffUrl };
  const worker = new OutboxWorker(db, transport, clock, app.log, { maxPerAddress: config.ackMaxPerAddress, maxPerHour: config.ackMaxPerHour });
  attachWriter(db, {
    settings,
    ackEmails: config.ackEmails,
    domain: domainOf(config.mailFrom),
    clock,
    wake: () => worker.wake(),
  });

  const alarm = new MailAlarm(db, clock, app.log, config.mailAlertMinutes);
  // Answers from enquirers, read from the enquiries mailbox (issue 40, Receiving), when IMAP_URL is set.
  const reader = config.imap ? new MailboxReader(db, { imap: config.imap, mail: settings, domain: domainOf(config.mailFrom), replyTo: config.replyTo, clock, log: app.log }) : undefined;

  let stopRetention: (() => Promise<void>) | undefined;
  let stopReminders: (() => Promise<void>) | undefined;
  let stopAuditPruning: (() => Promise<void>) | undefined;
  let stopVisitRetention: (() => Promise<void>) | undefined;
  let closing = false;
  // Once the server is ready and its schema is current (the server listens while it migrates).
  app.addHook('onReady', async () => {
    whenSchemaReady(schema, () => {
      if (closing) return;
      worker.start();
      alarm.start();
      reader?.start();
      stopRetention = scheduleRetention(db, { retentionDays: config.retentionDays, maxShare: config.retentionMaxShare, mailDir: config.mailDir, clock, log: app.log });
      stopAuditPruning = scheduleAuditPruning(db, { retentionDays: config.staffAuditRetentionDays, clock, log: app.log });
      stopVisitRetention = scheduleVisitRetention(db, { retentionDays: config.visitsRetentionDays, clock, log: app.log });
      if (config.staffReminders) {
        stopReminders = scheduleReminders(db, { settings, domain: domainOf(config.mailFrom), clock, responseTargetHours: config.responseTargetHours, log: app.log, wake: () => worker.wake() });
      }
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    await stopReminders?.();
    await stopAuditPruning?.();
    await stopVisitRetention?.();
    await stopRetention?.();
    await reader?.stop();
    alarm.stop();
    await worker.stop();
  });

  if (config.smtp?.plaintextAllowed === 'SMTP_INSECURE') {
    app.log.warn({ smtp: transport.describe }, 'mail: SMTP_INSECURE=1: when the SMTP server does not offer STARTTLS, the SMTP password and every message (enquiries, resumes) go in plain text');
  }
  if (config.smtp) app.log.info({ smtp: transport.describe, dkim: config.dkim ? `${config.dkim.keySelector}._domainkey.${config.dkim.domainName}` : false, acknowledgements: config.ackEmails }, 'mail: sending through SMTP');
  else app.log.warn({ mailDir: config.mailDir, acknowledgements: config.ackEmails }, `mail: SMTP_URL is not set, so nothing is sent: every message is written as an .eml file to ${config.mailDir}`);
  if (config.imap) app.log.info({ imap: `${config.imap.secure ? 'imaps' : 'imap'}://${config.imap.host}:${config.imap.port}/${config.imap.mailbox}`, oauth: config.imap.auth.kind === 'oauth', insecure: config.imap.insecure }, 'mail in: answers are read from the enquiries mailbox');
  if (config.imap?.insecure) app.log.warn('mail in: IMAP_INSECURE=1: the mailbox server\'s certificate is not checked');
  return { clock, mailDir: config.mailDir, liveness: () => worker.liveness(), alarm };
}
