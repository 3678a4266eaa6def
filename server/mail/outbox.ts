import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '@/lib/escape-html';
import { PostgresAdapter, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, Db, OutboxMessageTable } from '../platform/db';
import { acknowledgement, acknowledgementsHeldAlert, staffNotification, type MailEnquiry, type MailSettings, type MessageContent } from './content';
import type { MailTransport, UndeliveredError } from './transport';
import { loggableError } from '../platform/loggable-error';

/*
 * The durable outbox. An enquiry's messages are composed with it and written with it, all or nothing
 * (store.ts: composeMessages, then one transaction or, on PostgreSQL, one statement), so a 201 means
 * they are on disk. A worker in each server process
 * claims due messages under a lease, sends them, and records the outcome; a message whose worker died
 * is due again when its lease runs out. Delivery is at least once: a crash between the SMTP server's
 * "250 OK" and the commit of "sent" sends it again, with the same Message-ID.
 */

export type Clock = () => number;
type Row = Selectable<OutboxMessageTable>;
type StoredContent = MessageContent & { fileName: string };

/** A worker holds a claimed message this long; it renews the lease while a send is under way. */
export const LEASE_MS = 60_000;
/** Failed sends are retried for this long after the message was queued, then marked failed. */
export const RETRY_FOR_MS = 3 * 24 * 3_600_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 3_600_000;
/** Pending messages are looked for this often (and at once when this process stores an enquiry). */
const POLL_MS = 2_000;
const BATCH = 10;
/**
 * The worker is alive while its loop has turned within this many poll intervals, or a send it began
 * is younger than a lease (a slow SMTP server may take that long; past it the lease runs out anyway).
 */
export const HEARTBEAT_STALL_MS = 5 * POLL_MS;

/** Whether the delivery loop is turning, for readiness (GET /readyz). */
export type WorkerLiveness = { alive: true } | { alive: false; why: string };

/**
 * 15 s, 30 s, 1 min, ... each within ±20% so that many failures do not retry in step (at the top too:
 * 40 to 60 min), never over an hour.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS / 1.2, FIRST_RETRY_MS * 2 ** Math.min(20, Math.max(0, attempts - 1)));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const millis = (value: number | string | null): number | null => (value === null ? null : Number(value));

// ---------------------------------------------------------------------------------------------
// Writing messages (inside the enquiry's transaction)

export type Writer = { settings: MailSettings; ackEmails: boolean; domain: string; clock: Clock; wake: () => void };
const writers = new WeakMap<Db, Writer>();

/** From now on, enquiries stored in `db` get their messages written with them. */
export function attachWriter(db: Db, writer: Writer): void {
  writers.set(db, writer);
}

/** The domain of MAIL_FROM, for Message-IDs. */
export function domainOf(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

export function compactStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/**
 * The enquiry's messages as outbox rows (the staff notification, and the acknowledgement when ACK_EMAILS
 * is on), held rather than pending when the enquiry is spam; none when no outbox is attached to this
 * database (a script using the store alone). Composed before the enquiry's transaction opens, so the
 * transaction holds the database no longer than its inserts take.
 */
export function composeMessages(db: Db, enquiry: MailEnquiry, spam: boolean): Array<Insertable<OutboxMessageTable>> {
  const writer = writers.get(db);
  if (!writer) return [];
  const now = writer.clock();
  const messages: Array<['staff' | 'ack', MessageContent]> = [['staff', staffNotification(enquiry, writer.settings)]];
  if (writer.ackEmails) messages.push(['ack', acknowledgement(enquiry, writer.settings)]);
  return messages.map(([purpose, content]) => {
    const stored: StoredContent = { ...content, fileName: `${compactStamp(enquiry.receivedAt)}-${enquiry.reference}-${purpose}.eml` };
    return {
      id: randomUUID(),
      enquiry_id: enquiry.id,
      purpose,
      // Derived from the enquiry: a copy re-sent after a crash is recognisably the same message.
      message_id: `<${enquiry.id}.${purpose}@${writer.domain}>`,
      status: spam ? 'held' : 'pending',
      attempts: 0,
      created_at: now,
      next_attempt_at: now,
      content: JSON.stringify(stored),
    };
  });
}

/** Writes composed messages with `trx`, the enquiry's own transaction: a 201 means they are on disk. */
export async function enqueueMessages(trx: Kysely<Database>, rows: Array<Insertable<OutboxMessageTable>>): Promise<void> {
  if (rows.length > 0) await trx.insertInto('outbox_message').values(rows).execute();
}

/** After a commit: the worker of this process looks at once rather than at its next poll. */
export function wakeOutbox(db: Db): void {
  writers.get(db)?.wake();
}

// ---------------------------------------------------------------------------------------------
// Staff: failed messages, retry, releasing a false positive

export type MessageSummary = {
  id: string;
  enquiry_id: string;
  reference: string | null;
  kind: string;
  purpose: string;
  status: string;
  message_id: string;
  attempts: number;
  queued_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function listMessages(db: Db, filter: { status?: Row['status']; enquiryIds?: string[] }): Promise<MessageSummary[]> {
  let query = db
    .selectFrom('outbox_message')
    .innerJoin('enquiry', 'enquiry.id', 'outbox_message.enquiry_id')
    .select([
      'outbox_message.id',
      // The inner join leaves out staff alerts, which belong to no enquiry.
      'enquiry.id as enquiry_id',
      'enquiry.reference',
      'enquiry.kind',
      'outbox_message.purpose',
      'outbox_message.status',
      'outbox_message.message_id',
      'outbox_message.attempts',
      'outbox_message.created_at',
      'outbox_message.next_attempt_at',
      'outbox_message.sent_at',
      'outbox_message.last_error',
    ])
    .orderBy('outbox_message.created_at')
    .orderBy('outbox_message.id');
  if (filter.status) query = query.where('outbox_message.status', '=', filter.status);
  if (filter.enquiryIds) {
    if (filter.enquiryIds.length === 0) return [];
    query = query.where('outbox_message.enquiry_id', 'in', filter.enquiryIds);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    enquiry_id: row.enquiry_id,
    reference: row.reference,
    kind: row.kind,
    purpose: row.purpose,
    status: row.status,
    message_id: row.message_id,
    attempts: row.attempts,
    queued_at: iso(millis(row.created_at)) ?? '',
    next_attempt_at: row.status === 'pending' ? iso(millis(row.next_attempt_at)) : null,
    sent_at: iso(millis(row.sent_at)),
    last_error: row.last_error,
  }));
}

/** A failed message as the inbox lists it: of an enquiry, or (an invitation, an alert) of none. */
export type FailedMessage = { id: string; enquiryId: string | null; reference: string | null; purpose: Row['purpose']; attempts: number; lastError: string | null; failedAt: number };

/**
 * The failed messages, newest first, at most `limit`: unlike listMessages (whose answer the token API
 * keeps), those of no enquiry too. A message is marked failed at its last attempt, when
 * next_attempt_at is set to that moment.
 */
export async function failedMessages(db: Db, limit: number): Promise<FailedMessage[]> {
  const rows = await db
    .selectFrom('outbox_message')
    .leftJoin('enquiry', 'enquiry.id', 'outbox_message.enquiry_id')
    .select(['outbox_message.id', 'outbox_message.enquiry_id', 'enquiry.reference', 'outbox_message.purpose', 'outbox_message.attempts', 'outbox_message.last_error', 'outbox_message.next_attempt_at'])
    .where('outbox_message.status', '=', 'failed')
    .orderBy('outbox_message.next_attempt_at', 'desc')
    .orderBy('outbox_message.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, enquiryId: row.enquiry_id, reference: row.reference, purpose: row.purpose, attempts: row.attempts, lastError: row.last_error, failedAt: Number(row.next_attempt_at) }));
}

/** The enquiry a message belongs to (null for none), or undefined when there is no such message. */
export async function messageEnquiry(db: Db, id: string): Promise<{ enquiryId: string | null; purpose: Row['purpose'] } | undefined> {
  const row = await db.selectFrom('outbox_message').select(['enquiry_id', 'purpose']).where('id', '=', id).executeTakeFirst();
  return row && { enquiryId: row.enquiry_id, purpose: row.purpose };
}

/** A failed message back in the queue, with three more days of retries. */
export async function retryMessage(db: Db, id: string, clock: Clock): Promise<boolean> {
  const now = clock();
  const result = await db
    .updateTable('outbox_message')
    .set({ status: 'pending', created_at: now, next_attempt_at: now, lease_owner: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  wakeOutbox(db);
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Rationed acknowledgements

/** What the worker needs to ration acknowledgements and to tell staff when it held some back. */
export type AcknowledgementLimits = { maxPerAddress: number; maxPerHour: number };

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
/** An acknowledgement past the hourly limit waits this long before it is looked at again. */
const HELD_RETRY_MS = 5 * 60_000;
const ALERT = 'acknowledgements-held';

type Budget = { verdict: 'send' } | { verdict: 'skip' | 'hold'; why: string };

/** The recipient of an acknowledgement, as stored in its content (an address, or a name and an address). */
function recipientOf(content: StoredContent): string {
  const to = content.to[0];
  return (typeof to === 'string' ? to : (to?.address ?? '')).normalize('NFC').trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// The delivery worker

export class OutboxWorker {
  private recipientKey: string | undefined;
  /** An acknowledgement was skipped or held since staff were last told. */
  private heldSinceAlert = false;
  /** Marks this process's leases. */
  private readonly owner = randomUUID();
  private readonly postgres: boolean;
  private stopped = false;
  private woken = false;
  private wakeIdle: (() => void) | undefined;
  private inFlight: AbortController | undefined;
  private loop: Promise<void> | undefined;
  /** Real time (not the clock, which tests may move) of the loop's last turn, and of the send under way. */
  private beatAt: number | undefined;
  private sendingSince: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly limits?: AcknowledgementLimits,
  ) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeIdle?.();
  }

  liveness(now = Date.now()): WorkerLiveness {
    if (this.stopped) return { alive: false, why: 'stopped' };
    if (this.beatAt === undefined) return { alive: false, why: 'not started' };
    if (now - this.beatAt <= HEARTBEAT_STALL_MS) return { alive: true };
    if (this.sendingSince !== undefined && now - this.sendingSince <= LEASE_MS) return { alive: true };
    return { alive: false, why: `no heartbeat for ${Math.round((now - this.beatAt) / 1000)} s` };
  }

  /** Stops claiming; a send under way gets `graceMs` to finish, then is aborted (its lease runs out). */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    this.wake();
    const abort = setTimeout(() => this.inFlight?.abort(), graceMs);
    await this.loop;
    clearTimeout(abort);
    this.transport.close();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.beatAt = Date.now();
      this.woken = false;
      let batch: Row[] = [];
      try {
        batch = await this.claim();
      } catch (error) {
        this.log.error({ err: loggableError(error as Error) }, 'outbox: could not read the queue');
      }
      this.beatAt = Date.now();
      // Every message of the batch stays leased to this worker until its turn comes and its send ends:
      // one write a third of a lease renews all that are still pending here.
      const waiting = new Set(batch.map((row) => row.id));
      const renew = setInterval(() => void this.renewLeases([...waiting]).catch(() => undefined), LEASE_MS / 3);
      try {
        for (const row of batch) {
          if (this.stopped) await this.release(row);
          else await this.deliver(row);
          waiting.delete(row.id);
          this.beatAt = Date.now();
        }
      } finally {
        clearInterval(renew);
      }
      if (this.heldSinceAlert) await this.alertHeld().catch((error: unknown) => this.log.error({ err: loggableError(error as Error) }, 'outbox: could not alert staff to held acknowledgements'));
      if (batch.length < BATCH && !this.woken && !this.stopped) await this.idle(POLL_MS);
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        done();
      }
      this.wakeIdle = () => {
        this.wakeIdle = undefined;
        finish();
      };
    });
  }

  /**
   * Takes up to BATCH due messages under a lease, in one statement. On PostgreSQL `FOR UPDATE SKIP
   * LOCKED` lets concurrent workers pass over each other's rows, so each message goes to one worker;
   * on SQLite the statement runs under the database's single write lock.
   */
  private async claim(): Promise<Row[]> {
    const now = this.clock();
    let due = this.db
      .selectFrom('outbox_message')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(BATCH);
    if (this.postgres) due = due.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable('outbox_message')
      .set((eb) => ({ next_attempt_at: now + LEASE_MS, lease_owner: this.owner, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .execute();
    return rows.sort((a, b) => Number(a.created_at) - Number(b.created_at));
  }

  /** Gives a claimed message back untried (shutting down). */
  private async release(row: Row): Promise<void> {
    await this.db
      .updateTable('outbox_message')
      .set((eb) => ({ next_attempt_at: this.clock(), lease_owner: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', row.id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', 'pending')
      .execute()
      .catch((error: unknown) => this.log.error({ err: loggableError(error as Error), message: row.id }, 'outbox: could not release a message'));
  }

  /** Extends this worker's leases on messages it still holds (a lease another worker took is left alone). */
  private async renewLeases(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('outbox_message')
      .set({ next_attempt_at: this.clock() + LEASE_MS })
      .where('id', 'in', ids)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', 'pending')
      .execute();
  }

  private async deliver(row: Row): Promise<void> {
    const controller = new AbortController();
    this.inFlight = controller;
    this.sendingSince = Date.now();
    try {
      if (row.content === null) throw new Error('message content is gone');
      const content = JSON.parse(row.content) as StoredContent;
      if (row.purpose === 'ack' && this.limits) {
        const budget = await this.acknowledgementBudget(row.id, recipientOf(content), this.limits);
        if (budget.verdict !== 'send') return await this.holdBack(row, budget.verdict, budget.why);
      }
      const resume = content.attachResume
        ? await this.db.selectFrom('enquiry_resume').select('content').where('enquiry_id', '=', row.enquiry_id).executeTakeFirst()
        : undefined;
      await this.transport.send(
        {
          messageId: row.message_id,
          from: content.from,
          to: content.to,
          replyTo: content.replyTo,
          subject: content.subject,
          date: new Date(content.date),
          text: content.text,
          html: content.html,
          headers: content.headers,
          attachments: resume ? [{ filename: `resume-${content.headers['X-Enquiry-Reference'] ?? row.enquiry_id}.pdf`, content: resume.content, contentType: 'application/pdf' }] : [],
          fileName: content.fileName,
        },
        controller.signal,
      );
      const sentAt = this.clock();
      const markSent = (db: Kysely<Database>) =>
        db
          .updateTable('outbox_message')
          // A set-up link in a database is a way into an account: once sent, only the file's name stays (for forgetSentInvitations).
          .set({ status: 'sent', sent_at: sentAt, lease_owner: null, last_error: null, ...(row.purpose === 'invite' ? { content: JSON.stringify({ fileName: content.fileName }) } : {}) })
          .where('id', '=', row.id)
          .where('lease_owner', '=', this.owner)
          .executeTakeFirst();
      const enquiryId = row.enquiry_id;
      const recorded =
        row.purpose === 'reply' && enquiryId !== null
          ? await this.db.transaction().execute(async (trx) => {
              const marked = await markSent(trx);
              // The first reply sent to the enquirer is its first response (a status change no longer records one, since 1.6.0).
              if (Number(marked.numUpdatedRows) > 0) await trx.updateTable('enquiry').set({ first_response_at: sentAt }).where('id', '=', enquiryId).where('first_response_at', 'is', null).execute();
              return marked;
            })
          : await markSent(this.db);
      if (Number(recorded.numUpdatedRows) === 0 && !(await this.exists(row))) {
        // Erased while it was being sent: what can still be taken back (an .eml file) goes too.
        await this.transport.forget?.(content.fileName);
      }
      this.log.info({ message: row.id, purpose: row.purpose, attempts: row.attempts }, 'outbox: message delivered');
    } catch (error) {
      await this.failed(row, error).catch((failure: unknown) => this.log.error({ err: loggableError(failure as Error), message: row.id }, 'outbox: could not record a failed send'));
    } finally {
      this.inFlight = undefined;
      this.sendingSince = undefined;
    }
  }

  /**
   * Whether an acknowledgement may go now, recorded as sent if so: at most maxPerAddress to one recipient
   * in 24 hours (else skipped for good) and maxPerHour in all (else held until the hour frees). Decided
   * under one lock for every instance (PostgreSQL: an advisory lock; SQLite: its write lock), so
   * concurrent workers never both take the last place.
   */
  private async acknowledgementBudget(messageId: string, recipient: string, limits: AcknowledgementLimits): Promise<Budget> {
    this.recipientKey ??= (await this.db.selectFrom('server_secret').select('value').where('name', '=', 'acknowledgement-recipient').executeTakeFirstOrThrow()).value;
    const hash = createHmac('sha256', this.recipientKey).update(recipient).digest('hex');
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      if (this.postgres) await sql`select pg_advisory_xact_lock(hashtext('intake-acknowledgement-budget'))`.execute(trx);
      // Older than any window: gone, so the table stays a day's worth of rows.
      await trx.deleteFrom('acknowledgement_sent').where('sent_at', '<', now - DAY_MS).execute();
      // Allowed before, and being retried after a failed send.
      if (await trx.selectFrom('acknowledgement_sent').select('message_id').where('message_id', '=', messageId).executeTakeFirst()) return { verdict: 'send' } as const;
      const count = async (since: number, onlyHash?: string) => {
        let query = trx.selectFrom('acknowledgement_sent').select((eb) => eb.fn.countAll<number | string>().as('n')).where('sent_at', '>', since);
        if (onlyHash) query = query.where('recipient_hash', '=', onlyHash);
        return Number((await query.executeTakeFirstOrThrow()).n);
      };
      const toThem = await count(now - DAY_MS, hash);
      if (toThem >= limits.maxPerAddress) return { verdict: 'skip', why: `not sent: ${toThem} acknowledgements already went to this address in 24 hours (ACK_MAX_PER_ADDRESS=${limits.maxPerAddress})` } as const;
      const thisHour = await count(now - HOUR_MS);
      if (thisHour >= limits.maxPerHour) return { verdict: 'hold', why: `held: ${thisHour} acknowledgements went out in the last hour (ACK_MAX_PER_HOUR=${limits.maxPerHour}); sent once the hour frees` } as const;
      await trx.insertInto('acknowledgement_sent').values({ message_id: messageId, recipient_hash: hash, sent_at: now }).execute();
      return { verdict: 'send' } as const;
    });
  }

  /** An acknowledgement the budget refused: skipped for good, or back in the queue for later (not an attempt). */
  private async holdBack(row: Row, verdict: 'skip' | 'hold', why: string): Promise<void> {
    const now = this.clock();
    await this.db
      .updateTable('outbox_message')
      .set((eb) =>
        verdict === 'skip'
          ? { status: 'skipped', next_attempt_at: now, lease_owner: null, last_error: why }
          : { next_attempt_at: now + HELD_RETRY_MS, lease_owner: null, last_error: why, attempts: eb('attempts', '-', 1) },
      )
      .where('id', '=', row.id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', 'pending')
      .execute();
    this.heldSinceAlert = true;
    this.log.warn({ message: row.id, verdict }, `outbox: acknowledgement ${why.split(':')[0]}`);
  }

  /**
   * One mail an hour at most to NOTIFY_TO, from whichever instance claims the hour first (a compare-and-set
   * on mail_alert): how many acknowledgements were skipped or are held, and why, queued in the outbox as a
   * staff alert (queueStaffAlert, like the disk's).
   */
  private async alertHeld(): Promise<void> {
    if (!this.limits) return;
    const now = this.clock();
    const last = Number((await this.db.selectFrom('mail_alert').select('last_sent_at').where('name', '=', ALERT).executeTakeFirstOrThrow()).last_sent_at);
    if (now - last < HOUR_MS) return;
    const since = Math.max(last, now - DAY_MS);
    const count = async (status: 'skipped' | 'pending', why: string, from: number) =>
      Number(
        (
          await this.db
            .selectFrom('outbox_message')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('purpose', '=', 'ack')
            .where('status', '=', status)
            .where('next_attempt_at', '>=', from)
            .where('last_error', 'like', `${why}:%`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const skipped = await count('skipped', 'not sent', since);
    const held = await count('pending', 'held', 0);
    this.heldSinceAlert = false;
    if (skipped === 0 && held === 0) return;
    const claimed = await this.db.updateTable('mail_alert').set({ last_sent_at: now }).where('name', '=', ALERT).where('last_sent_at', '=', last).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    await queueStaffAlert(this.db, { key: 'acknowledgements-held', ...acknowledgementsHeldAlert({ skipped, held, since: new Date(since), ...this.limits }) });
    this.log.warn({ skipped, held }, 'outbox: staff alerted to acknowledgements held back');
  }

  private async exists(row: Row): Promise<boolean> {
    return (await this.db.selectFrom('outbox_message').select('id').where('id', '=', row.id).executeTakeFirst()) !== undefined;
  }

  private async failed(row: Row, error: unknown): Promise<void> {
    const now = this.clock();
    const deadline = Number(row.created_at) + RETRY_FOR_MS;
    const details = error as UndeliveredError & { responseCode?: number };
    // Kept with the message for staff (it may name an address, so it never goes to the log).
    const lastError = [details.code, details.responseCode, details.message].filter(Boolean).join(' ').slice(0, 500);
    const giveUp = now >= deadline;
    const next = giveUp ? now : Math.min(now + retryDelay(row.attempts), deadline);
    await this.db
      .updateTable('outbox_message')
      .set({ status: giveUp ? 'failed' : 'pending', next_attempt_at: next, lease_owner: null, last_error: lastError })
      .where('id', '=', row.id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', 'pending')
      .execute();
    const fields = { message: row.id, purpose: row.purpose, attempts: row.attempts, code: details.code, responseCode: details.responseCode, why: details.why };
    if (giveUp) this.log.error(fields, 'outbox: message failed for 3 days; given up (GET /staff/messages?status=failed)');
    else this.log.warn({ ...fields, retryInSeconds: Math.round((next - now) / 1000) }, 'outbox: message not delivered; will retry');
  }
}

// ---------------------------------------------------------------------------------------------
// The disk (server/platform/disk.ts): an alert to staff, and messages held back for want of space

/**
 * Queues a message to staff (NOTIFY_TO) about the server itself, tied to no enquiry; delivered by the
 * worker like any other. Answers false when no outbox is attached to this database.
 */
export async function queueStaffAlert(db: Db, alert: { key: string; subject: string; text: string }): Promise<boolean> {
  const writer = writers.get(db);
  if (!writer) return false;
  const now = writer.clock();
  const at = new Date(now);
  const content: StoredContent = {
    from: writer.settings.from,
    to: writer.settings.notifyTo,
    subject: alert.subject,
    date: at.toISOString(),
    text: alert.text,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(alert.text)}</pre></body></html>`,
    attachResume: false,
    headers: { 'Auto-Submitted': 'auto-generated' },
    fileName: `${compactStamp(at)}-${alert.key}-alert.eml`,
  };
  await db
    .insertInto('outbox_message')
    .values({
      id: randomUUID(),
      enquiry_id: null,
      purpose: 'alert',
      message_id: `<${alert.key}.${now}.${randomUUID().slice(0, 8)}.alert@${writer.domain}>`,
      status: 'pending',
      attempts: 0,
      created_at: now,
      next_attempt_at: now,
      content: JSON.stringify(content),
    })
    .execute();
  writer.wake();
  return true;
}

/**
 * Once the disk has room again: the messages whose last send failed for want of space (an .eml file
 * that could not be written) are due at once, rather than at the end of their back-off (up to an hour).
 */
export async function retryMessagesDeferredForSpace(db: Db): Promise<number> {
  const writer = writers.get(db);
  if (!writer) return 0;
  const now = writer.clock();
  const result = await db
    .updateTable('outbox_message')
    .set({ next_attempt_at: now })
    .where('status', '=', 'pending')
    .where('lease_owner', 'is', null)
    .where('next_attempt_at', '>', now)
    .where((eb) => eb.or([eb('last_error', 'like', 'ENOSPC%'), eb('last_error', 'like', 'EDQUOT%')]))
    .executeTakeFirst();
  writer.wake();
  return Number(result.numUpdatedRows);
}
