import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db';
import { loggableError } from '../platform/loggable-error';
import type { Clock } from './outbox';

/*
 * The mail alarm. Staff alerts (a full disk, acknowledgements held) travel through the outbox, so when
 * the relay fails they fail with everything else: nobody hears of it but the log, at warn, for three
 * days. Instead each instance reads the shared outbox on a timer and, while mail is not going out,
 * shows it where staff work (a banner on every inbox page), in /readyz's warnings and in /metrics,
 * and logs it at error once per episode (at info when mail flows again).
 */

/** A message given up counts for this long after it was given up (it stays on the Failed mail page until retried). */
export const FAILED_WINDOW_MS = 3 * 24 * 3_600_000;
/** At most this long between evaluations; a short MAIL_ALERT_MINUTES is looked at three times in its span. */
const EVALUATE_EVERY_MS = 30_000;

export type MailAlarmState = {
  /** Undelivered messages queued longer ago than MAIL_ALERT_MINUTES (acknowledgements held back on purpose left out). */
  late: number;
  /** When the oldest of them was queued (outbox clock, ms). */
  oldestAt: number | undefined;
  /** Messages given up (status failed) in the last three days. */
  failed: number;
  /** The last answer recorded for an undelivered message, in plain words, no address in it. */
  cause: string | undefined;
  thresholdMinutes: number;
  /** The enquiries mailbox (IMAP_URL) could not be read for longer than MAIL_ALERT_MINUTES: since when, and why in words. */
  mailbox?: { since: number; cause: string };
};

const ADDRESS = /<?[^\s<>@"',;:()[\]]+@[^\s<>@"',;:()[\]]+>?/g;

/** Removes anything that looks like an email address (an SMTP answer may quote the recipient). */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}

/** Known causes in words staff can pass on; anything else as recorded, addresses removed, shortened. */
const CAUSES: Array<[RegExp, string]> = [
  [/ECONNREFUSED/, 'connection refused'],
  [/ETIMEDOUT|ETIMEOUT|timed? ?out/i, 'no answer in time (timed out)'],
  [/ENOTFOUND|EAI_AGAIN|EDNS/, 'its name could not be found (DNS)'],
  [/EAUTH/, 'the login was refused (the user or password in SMTP_URL)'],
  [/ETLS|\bTLS\b/, 'the encrypted connection (TLS) failed'],
  [/ECONNRESET|EPIPE|ESOCKET|ECONNECTION/, 'the connection broke off'],
  [/ENOSPC|EDQUOT/, 'no space left on the disk of the mail folder'],
];

export function plainCause(lastError: string): string {
  const known = CAUSES.find(([pattern]) => pattern.test(lastError));
  if (known) return known[1];
  const text = withoutAddresses(lastError).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

export class MailAlarm {
  private state: MailAlarmState | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readFailing = false;
  private stopped = false;
  readonly thresholdMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    readonly thresholdMinutes: number,
  ) {
    this.thresholdMs = Math.round(thresholdMinutes * 60_000);
  }

  /** The problem as last read, or undefined while mail goes out. Costs nothing: pages and /readyz call it per request. */
  current(): MailAlarmState | undefined {
    return this.state;
  }

  start(): void {
    void this.evaluate();
    this.timer = setInterval(() => void this.evaluate(), Math.min(EVALUATE_EVERY_MS, Math.max(1_000, this.thresholdMs / 3)));
    this.timer.unref();
  }

  /** Not waiting for a read under way: on a database that went away it could outlast the shutdown's time-out. */
  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  /** Reads the outbox once (never twice at a time). */
  evaluate(): Promise<void> {
    this.running ??= this.read().finally(() => (this.running = undefined));
    return this.running;
  }

  private async read(): Promise<void> {
    const now = this.clock();
    let next: MailAlarmState | undefined;
    try {
      next = await this.query(now);
    } catch (error) {
      if (this.stopped) return;
      // The last state stands: the database being away is /readyz's to report, not a mail problem.
      if (!this.readFailing) this.log.warn({ err: loggableError(error as Error) }, 'mail alarm: cannot read the outbox; the mail state shown is the last one read');
      this.readFailing = true;
      return;
    }
    this.readFailing = false;
    if (this.stopped) return;
    const was = this.state;
    this.state = next;
    if (next?.mailbox && !was?.mailbox) {
      this.log.error({ since: new Date(next.mailbox.since).toISOString(), cause: next.mailbox.cause, mailAlertMinutes: this.thresholdMinutes }, 'mail alarm: the enquiries mailbox cannot be read (IMAP_URL); answers from enquirers wait in it; staff see a banner in the inbox');
    } else if (!next?.mailbox && was?.mailbox) {
      this.log.info('mail alarm: the enquiries mailbox is read again');
    }
    if (next && (next.late > 0 || next.failed > 0) && !(was && (was.late > 0 || was.failed > 0))) {
      // No address and no content: counts, times and the cause in words (addresses removed).
      this.log.error(
        { late: next.late, failed: next.failed, oldestQueuedAt: next.oldestAt === undefined ? undefined : new Date(next.oldestAt).toISOString(), cause: next.cause, mailAlertMinutes: this.thresholdMinutes },
        `mail alarm: mail is not going out (messages waiting more than MAIL_ALERT_MINUTES=${this.thresholdMinutes}, or given up); staff see a banner in the inbox; check SMTP_URL and the mail server`,
      );
    } else if (!(next && (next.late > 0 || next.failed > 0)) && was && (was.late > 0 || was.failed > 0)) {
      this.log.info('mail alarm: mail is going out again');
    }
  }

  /** Three small reads on the (status, next_attempt_at) index; the cause only while something is wrong. */
  private async query(now: number): Promise<MailAlarmState | undefined> {
    const late = await this.db
      .selectFrom('outbox_message')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .where('created_at', '<=', now - this.thresholdMs)
      // Acknowledgements past ACK_MAX_PER_HOUR wait on purpose ("held: ...").
      .where((eb) => eb.or([eb('last_error', 'is', null), eb('last_error', 'not like', 'held:%')]))
      .executeTakeFirstOrThrow();
    const failed = await this.db
      .selectFrom('outbox_message')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'failed')
      .where('next_attempt_at', '>=', now - FAILED_WINDOW_MS)
      .executeTakeFirstOrThrow();
    const lateCount = Number(late.n);
    const failedCount = Number(failed.n);
    // Mail coming in (issue 40): whichever instance reads the mailbox records since when it cannot.
    const inbound = await this.db
      .selectFrom('inbound_mailbox')
      .select(['failing_since', 'last_error'])
      .where('failing_since', 'is not', null)
      .where('failing_since', '<=', now - this.thresholdMs)
      .orderBy('failing_since')
      .limit(1)
      .executeTakeFirst();
    const mailbox = inbound?.failing_since == null ? undefined : { since: Number(inbound.failing_since), cause: inbound.last_error ?? 'unknown' };
    if (lateCount === 0 && failedCount === 0) return mailbox ? { late: 0, oldestAt: undefined, failed: 0, cause: undefined, thresholdMinutes: this.thresholdMinutes, mailbox } : undefined;
    const last = await this.db
      .selectFrom('outbox_message')
      .select('last_error')
      .where('status', 'in', ['pending', 'failed'])
      .where('last_error', 'is not', null)
      .where('last_error', 'not like', 'held:%')
      .orderBy('next_attempt_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      late: lateCount,
      oldestAt: late.oldest === null ? undefined : Number(late.oldest),
      failed: failedCount,
      cause: last?.last_error ? plainCause(last.last_error) : undefined,
      thresholdMinutes: this.thresholdMinutes,
      ...(mailbox ? { mailbox } : {}),
    };
  }
}

/** "15 minutes", "1 minute", "3 seconds", "2 hours": MAIL_ALERT_MINUTES as staff read it. */
export function spanInWords(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return unit(Math.round(minutes * 60), 'second');
  if (minutes >= 120 && minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(Math.round(minutes * 10) / 10, 'minute');
}

/** The warnings /readyz gives: no cause (it may name the relay), no address, counts only. */
export function readinessWarnings(state: MailAlarmState): string[] {
  const parts = [state.late > 0 ? `${state.late} waiting more than ${spanInWords(state.thresholdMinutes)}` : '', state.failed > 0 ? `${state.failed} given up` : ''].filter(Boolean);
  return [...(parts.length > 0 ? [`mail: not going out (${parts.join(', ')})`] : []), ...(state.mailbox ? [`mail: the enquiries mailbox cannot be read (IMAP_URL) since ${new Date(state.mailbox.since).toISOString()}`] : [])];
}
