import { statfs } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import type { Db } from '../db';
import type { Folder } from '../disk';
import type { IntakeResult, RefusalReason } from '../../intake/intake';
import type { Clock } from '../../mail/outbox';

/*
 * GET /metrics in the Prometheus text format (prom-client). Counters are counted as requests are
 * answered; the outbox and disk figures are read when scraped, so every instance reports the shared
 * queue as it is. One Registry per app: tests build several apps in one process.
 */

const REFUSAL_REASONS: readonly RefusalReason[] = [
  'validation',
  'origin',
  'rate_limit',
  'body_too_large',
  'disk_full',
  'unsupported_media',
  'resume_cap',
  'database_busy',
  'conflict',
  'other_4xx',
  'server_error',
];
const OUTBOX_STATUSES = ['pending', 'held', 'failed'] as const;
/** The last delivery is looked for among messages claimed this recently (an index range, not the whole table). */
const LAST_DELIVERY_WINDOW_MS = 7 * 24 * 3_600_000;

/** What an enquiry handler decided, where the status alone does not tell (a native post's 303, a 503's cause). */
type Outcome = { kind: EnquiryKind; result: IntakeResult; spam: boolean };
const outcomes = new WeakMap<FastifyRequest, Outcome>();

/** Called by the enquiry handler with its result: counted once the answer has gone. */
export function noteIntake(request: FastifyRequest, outcome: Outcome): void {
  outcomes.set(request, outcome);
}

/**
 * Why a post to an enquiry endpoint was not stored, from its answer: the handler's own reason when it
 * gave one, else the status the earlier steps answered with (the Origin check's 403, the rate limit's
 * 429, the body limit's 413, a compressed body's 415, a body that is not JSON or a native form that
 * does not validate: 400).
 */
export function refusalReason(status: number, outcome: Outcome | undefined): RefusalReason | undefined {
  if (outcome && 'reason' in outcome.result && outcome.result.status === status) return outcome.result.reason;
  if (status < 400) return undefined;
  if (status >= 500) return 'server_error';
  switch (status) {
    case 400:
      return 'validation';
    case 403:
      return 'origin';
    case 409:
      return 'conflict';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_media';
    case 429:
      return 'rate_limit';
    default:
      return 'other_4xx';
  }
}

export type MetricsSources = {
  db: Db;
  clock: Clock;
  /** The folders whose free space the disk watch measures (SQLite's data folder, or DISK_WATCH_PATH on PostgreSQL; the mail folder without SMTP). */
  folders: readonly Folder[];
  minFreeBytes: number;
  /** Readiness and the mail alarm, as /readyz sees them. */
  ready: () => Promise<boolean>;
  mailAlarm: () => boolean;
};

export class Metrics {
  readonly registry = new Registry();
  private readonly stored: Counter<'kind' | 'spam'>;
  private readonly refused: Counter<'reason'>;
  private readonly duration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly outbox: Gauge<'status'>;
  private readonly oldestPending: Gauge;
  private readonly lastDelivery: Gauge;
  private readonly freeBytes: Gauge<'folder'>;
  private readonly readyGauge: Gauge;
  private readonly alarmGauge: Gauge;
  private readonly databaseUp: Gauge;
  private readonly beacons: Counter<'beacon' | 'outcome'>;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.stored = new Counter({ name: 'intake_enquiries_stored_total', help: 'Enquiries stored (201), by kind; spam="true": a native post with the honeypot filled, stored with its mail held.', labelNames: ['kind', 'spam'], registers });
    this.refused = new Counter({
      name: 'intake_enquiries_refused_total',
      help: 'Posts to the enquiry endpoints answered without storing anything, by reason: validation, origin, rate_limit, body_too_large, disk_full, unsupported_media, resume_cap, database_busy, conflict (an Idempotency-Key reused), other_4xx, server_error.',
      labelNames: ['reason'],
      registers,
    });
    for (const kind of ENQUIRY_KINDS) for (const spam of ['false', 'true']) this.stored.inc({ kind, spam }, 0);
    for (const reason of REFUSAL_REASONS) this.refused.inc({ reason }, 0);
    this.duration = new Histogram({
      name: 'intake_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern (never the path asked for) and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.outbox = new Gauge({ name: 'intake_outbox_messages', help: 'Messages in the outbox (every instance shares it), by status: pending (to send), held (of enquiries marked spam), failed (given up after three days).', labelNames: ['status'], registers });
    this.oldestPending = new Gauge({ name: 'intake_outbox_oldest_pending_age_seconds', help: 'How long the oldest pending message has waited since it was queued; 0 when none is pending.', registers });
    this.lastDelivery = new Gauge({ name: 'intake_outbox_last_delivery_timestamp_seconds', help: 'Unix time of the last message delivered (to SMTP, or written as a file) by any instance in the last 7 days; 0 when none.', registers });
    this.freeBytes = new Gauge({ name: 'intake_disk_free_bytes', help: 'Free bytes an unprivileged user may use in the folders the server watches: database (SQLite\'s data folder, or DISK_WATCH_PATH on PostgreSQL) and mail (without SMTP_URL).', labelNames: ['folder'], registers });
    new Gauge({ name: 'intake_disk_min_free_bytes', help: 'MIN_FREE_MB in bytes: below it enquiries are refused (503) and /readyz is not ready.', registers }).set(sources.minFreeBytes);
    this.readyGauge = new Gauge({ name: 'intake_ready', help: '1 when GET /readyz answers 200 (database, schema, free space, outbox worker), else 0.', registers });
    this.alarmGauge = new Gauge({ name: 'intake_mail_alarm', help: '1 while mail is not going out (messages pending longer than MAIL_ALERT_MINUTES, or failed in the last 3 days): staff see a banner in the inbox.', registers });
    this.databaseUp = new Gauge({ name: 'intake_database_up', help: '1 when the outbox figures could be read from the database at this scrape, else 0.', registers });
    this.beacons = new Counter({
      name: 'intake_beacons_total',
      help: 'The site\'s beacons (server/visits/), by beacon (page_view, vitals) and outcome: counted, ignored (a bot, a prefetch, a path that is not a page), refused (another origin, the rate limit, a malformed body).',
      labelNames: ['beacon', 'outcome'],
      registers,
    });
    for (const beacon of ['page_view', 'vitals']) for (const outcome of ['counted', 'ignored', 'refused']) this.beacons.inc({ beacon, outcome }, 0);
  }

  /** onResponse of every route: the request's duration, by route pattern. */
  readonly observe = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const route = request.routeOptions.url ?? '(no route)';
    this.duration.observe({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  };

  /** onResponse of the enquiry endpoints' scope: each POST counted once, as stored or refused. */
  readonly countEnquiry = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'POST' || request.routeOptions.url === undefined) return;
    const outcome = outcomes.get(request);
    if (outcome && (outcome.result.status === 201 || outcome.result.status === 200)) {
      // 200 is a resend of an enquiry already stored, and counted then.
      if (outcome.result.status === 201) this.stored.inc({ kind: outcome.kind, spam: String(outcome.spam) });
      return;
    }
    const reason = refusalReason(reply.statusCode, outcome);
    if (reason) this.refused.inc({ reason });
  };

  /** Each beacon of the site once answered (server/visits/routes.ts). */
  readonly countBeacon = (beacon: 'page_view' | 'vitals', outcome: 'counted' | 'ignored' | 'refused'): void => {
    this.beacons.inc({ beacon, outcome });
  };

  /** The text to answer a scrape with, figures read from the database and the disk now. */
  async scrape(): Promise<string> {
    await Promise.all([this.readOutbox(), this.readDisk(), this.sources.ready().then((ready) => this.readyGauge.set(ready ? 1 : 0))]);
    this.alarmGauge.set(this.sources.mailAlarm() ? 1 : 0);
    return this.registry.metrics();
  }

  /** Two small queries, both on the (status, next_attempt_at) index: counts by status, and the last delivery. */
  private async readOutbox(): Promise<void> {
    const { db, clock } = this.sources;
    const now = clock();
    try {
      const [byStatus, last] = await Promise.all([
        db
          .selectFrom('outbox_message')
          .select((eb) => ['status', eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
          .where('status', 'in', OUTBOX_STATUSES)
          .groupBy('status')
          .execute(),
        db
          .selectFrom('outbox_message')
          .select((eb) => eb.fn.max('sent_at').as('at'))
          .where('status', '=', 'sent')
          .where('next_attempt_at', '>=', now - LAST_DELIVERY_WINDOW_MS)
          .executeTakeFirst(),
      ]);
      for (const status of OUTBOX_STATUSES) {
        const row = byStatus.find((r) => r.status === status);
        this.outbox.set({ status }, Number(row?.n ?? 0));
        if (status === 'pending') this.oldestPending.set(row?.oldest == null ? 0 : Math.max(0, (now - Number(row.oldest)) / 1000));
      }
      this.lastDelivery.set(last?.at == null ? 0 : Number(last.at) / 1000);
      this.databaseUp.set(1);
    } catch {
      // No stale figures while the database does not answer (/readyz says why): the counts disappear, the times read NaN.
      this.outbox.reset();
      this.oldestPending.set(Number.NaN);
      this.lastDelivery.set(Number.NaN);
      this.databaseUp.set(0);
    }
  }

  private async readDisk(): Promise<void> {
    this.freeBytes.reset();
    await Promise.all(
      this.sources.folders.map(async (folder) => {
        try {
          const stats = await statfs(folder.path);
          this.freeBytes.set({ folder: folder.role }, stats.bavail * stats.bsize);
        } catch {
          // A folder that cannot be measured is left out, as the disk watch leaves it out.
        }
      }),
    );
  }
}
