import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, Db, OutboxMessageTable } from '../platform/db';
import { loggableError } from '../platform/loggable-error';
import { digest, reminder, weeklySummary, type MailSettings, type MessageContent, type WaitingEnquiry } from '../mail/content';
import { compactStamp, type Clock } from '../mail/outbox';
import { businessMsBetween, CLOSES_MINUTE, istDate, istMidnight, isWorkingDay, OPENS_MINUTE, pastTargetCutoff } from './business-hours';
import { CHANNEL_KEYS, addDays, shareWithin, summariseWeek, weekOf } from './reports';
import { CHANNEL_NAMES, hours } from './reports-pages';

/*
 * Enquiries waiting for a reply (issue "Staff inbox"): one reminder for each enquiry still New with no
 * reply sent (issue 40) past its response target, to its owner or, when nobody (active) owns it, to
 * NOTIFY_TO; and on working days at opening time one digest per person with such enquiries waiting, the
 * unowned ones to NOTIFY_TO.
 *
 * Every server process sweeps on a timer; what it finds is queued in the outbox, whose worker sends it.
 * Once for all instances: a reminder is queued in the transaction that sets the enquiry's reminded_at
 * where it is still null, and the day's digests in the transaction that moves the 'digest' row of
 * mail_alert to that day's opening; both with Message-IDs derived from what they are about, inserted
 * with ON CONFLICT DO NOTHING, so no race can queue one twice.
 */

export type ReminderOptions = {
  settings: MailSettings;
  /** MAIL_FROM's domain, for the Message-IDs. */
  domain: string;
  clock: Clock;
  responseTargetHours: number;
  log: FastifyBaseLogger;
  /** Tells this process's outbox worker to look now. */
  wake: () => void;
};

/** Enquiries reminded per batch (each in a transaction of its own). */
const BATCH = 100;
/** Enquiries listed in one digest at most; the rest are in the inbox. */
export const DIGEST_MAX = 50;
const SWEEP_MS = 60_000;
const DIGEST_CLAIM = 'digest';
const WEEKLY_CLAIM = 'weekly-summary';

type Candidate = { id: string; kind: string; reference: string | null; created_at: string | Date };
type Owner = { id: string; email: string; active: boolean };

const receivedAt = (row: Candidate) => new Date(row.created_at);

function waiting(row: Candidate, now: number): WaitingEnquiry {
  const at = receivedAt(row);
  return { id: row.id, kind: row.kind, reference: row.reference ?? row.id, receivedAt: at, waitingMs: businessMsBetween(at.getTime(), now) };
}

function outboxRow(purpose: 'reminder' | 'digest' | 'summary', enquiryId: string | null, messageId: string, content: MessageContent, now: number, fileKey: string): Insertable<OutboxMessageTable> {
  return {
    id: randomUUID(),
    enquiry_id: enquiryId,
    purpose,
    message_id: messageId,
    status: 'pending',
    attempts: 0,
    created_at: now,
    next_attempt_at: now,
    content: JSON.stringify({ ...content, fileName: `${compactStamp(new Date(now))}-${fileKey}-${purpose}.eml` }),
  };
}

/**
 * An integer column that must not choose the index: `+spam` (valid on both databases) keeps SQLite's
 * planner off (spam, status, created_at), whose range holds every New enquiry already reminded, and on
 * the index of the sweep (status, reminded_at, created_at) or the owner's (owner_id, created_at).
 */
const notIndexed = (column: 'spam' | 'enquiry.spam') => sql<number>`+${sql.ref(column)}`;

/** Accounts that can act on a link: not disabled, and set up (an authenticator confirmed). */
const activeAccount = sql<number | boolean>`case when disabled = 0 and totp_secret is not null then 1 else 0 end`;

/**
 * Queues a reminder for every enquiry that is New, not spam, not yet reminded and past its target at
 * the clock's now; answers how many this call queued. The sweep walks the (status, reminded_at,
 * created_at) index; each enquiry it reminds leaves that range.
 */
export async function queueReminders(db: Db, options: ReminderOptions): Promise<number> {
  const now = options.clock();
  const cutoff = pastTargetCutoff(now, options.responseTargetHours);
  let queued = 0;
  for (;;) {
    const due = await db
      .selectFrom('enquiry')
      .leftJoin('staff_account as owner', 'owner.id', 'enquiry.owner_id')
      .select(['enquiry.id', 'enquiry.kind', 'enquiry.reference', 'enquiry.created_at', 'owner.id as owner_id', 'owner.email as owner_email'])
      .select(sql<number | boolean | null>`case when owner.disabled = 0 and owner.totp_secret is not null then 1 else 0 end`.as('owner_active'))
      .where('enquiry.status', '=', 'new')
      .where('enquiry.reminded_at', 'is', null)
      // A reply sent is the response: a New enquiry replied to is not waiting (issue 40).
      .where('enquiry.first_response_at', 'is', null)
      .where('enquiry.created_at', '<=', cutoff)
      .where(notIndexed('enquiry.spam'), '=', 0)
      .orderBy('enquiry.created_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const owner = row.owner_id !== null && row.owner_email !== null && Boolean(Number(row.owner_active)) ? { id: row.owner_id, email: row.owner_email } : undefined;
      const content = reminder(waiting(row, now), { to: owner ? [owner.email] : options.settings.notifyTo, now: new Date(now), targetHours: options.responseTargetHours }, options.settings);
      const message = outboxRow('reminder', row.id, `<reminder.${row.id}@${options.domain}>`, content, now, row.reference ?? row.id);
      const done = await db.transaction().execute(async (trx) => {
        // Conditional: another instance (or a status change) since the select leaves nothing to do.
        const marked = await trx
          .updateTable('enquiry')
          .set({ reminded_at: now })
          .where('id', '=', row.id)
          .where('reminded_at', 'is', null)
          .where('status', '=', 'new')
          .where('first_response_at', 'is', null)
          .where('spam', '=', 0)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return false;
        await trx.insertInto('outbox_message').values(message).onConflict((oc) => oc.column('message_id').doNothing()).execute();
        await trx
          .insertInto('enquiry_event')
          .values({ id: randomUUID(), enquiry_id: row.id, at: now, account_id: null, action: 'reminder-sent', detail: JSON.stringify(owner ? { to: 'owner', account: owner.id } : { to: 'notify-to' }) })
          .execute();
        return true;
      });
      if (done) queued++;
    }
    if (due.length < BATCH) return queued;
  }
}

/**
 * On a working day between opening and closing, the day's digests, once: the first sweep of any
 * instance at or after opening claims the day (whether or not anyone has anything waiting) and queues
 * them in the same transaction. A server that was down at opening sends them when it comes up, during
 * opening hours; never twice in a day, and never outside them. Answers how many this call queued.
 */
export async function queueDigests(db: Db, options: ReminderOptions): Promise<number> {
  const now = options.clock();
  if (!isWorkingDay(now)) return 0;
  const opens = istMidnight(now) + OPENS_MINUTE * 60_000;
  const closes = istMidnight(now) + CLOSES_MINUTE * 60_000;
  if (now < opens || now >= closes) return 0;
  const day = istDate(now);
  const queued = await db.transaction().execute(async (trx) => {
    await trx.insertInto('mail_alert').values({ name: DIGEST_CLAIM, last_sent_at: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const claimed = await trx.updateTable('mail_alert').set({ last_sent_at: opens }).where('name', '=', DIGEST_CLAIM).where('last_sent_at', '<', opens).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 0;
    const accounts = await trx.selectFrom('staff_account').select(['id', 'email', activeAccount.as('active')]).orderBy('id').execute();
    const owners: Owner[] = accounts.map((a) => ({ id: a.id, email: a.email, active: Boolean(Number(a.active)) }));
    const rows: Array<Insertable<OutboxMessageTable>> = [];
    const add = (key: string, to: string[], found: Candidate[], unassigned: boolean) => {
      if (found.length === 0) return;
      const listed = found.slice(0, DIGEST_MAX).map((row) => waiting(row, now));
      const content = digest(listed, { to, now: new Date(now), unassigned, more: found.length > DIGEST_MAX }, options.settings);
      rows.push(outboxRow('digest', null, `<digest.${day}.${key}@${options.domain}>`, content, now, `${day}-${key}`));
    };
    for (const owner of owners.filter((o) => o.active)) add(owner.id, [owner.email], await waitingFor(trx, owner.id), false);
    // Nobody's: unowned, or owned by someone who can no longer act on them (disabled, or not set up).
    const orphaned = await waitingFor(trx, null);
    for (const owner of owners.filter((o) => !o.active)) orphaned.push(...(await waitingFor(trx, owner.id)));
    orphaned.sort((a, b) => receivedAt(a).getTime() - receivedAt(b).getTime());
    add('unassigned', options.settings.notifyTo, orphaned, true);
    for (const row of rows) await trx.insertInto('outbox_message').values(row).onConflict((oc) => oc.column('message_id').doNothing()).execute();
    return rows.length;
  });
  return queued;
}

/** The oldest New, genuine enquiries of one owner (or of none), one more than a digest lists; through the (owner_id, created_at) index. */
function waitingFor(trx: Kysely<Database>, ownerId: string | null): Promise<Candidate[]> {
  return trx
    .selectFrom('enquiry')
    .select(['id', 'kind', 'reference', 'created_at'])
    .where('owner_id', ownerId === null ? 'is' : '=', ownerId)
    .where('status', '=', 'new')
    .where('first_response_at', 'is', null)
    .where(notIndexed('spam'), '=', 0)
    .orderBy('created_at')
    .limit(DIGEST_MAX + 1)
    .execute();
}

/**
 * The weekly summary, once a week: the first sweep in working hours of a week's first working day (or
 * later that week, after a server was down) claims the week, as the digest claims its day, and queues
 * last week's figures (Monday to Sunday in India) to NOTIFY_TO. Answers how many it queued (0 or 1).
 */
export async function queueWeeklySummary(db: Db, options: ReminderOptions): Promise<number> {
  const now = options.clock();
  if (!isWorkingDay(now)) return 0;
  const today = istDate(now);
  const monday = weekOf(today);
  const weekStart = Date.parse(`${monday}T00:00:00+05:30`) + OPENS_MINUTE * 60_000;
  const opens = istMidnight(now) + OPENS_MINUTE * 60_000;
  const closes = istMidnight(now) + CLOSES_MINUTE * 60_000;
  if (now < opens || now >= closes) return 0;
  // Claimed already (the common case, every minute of the week): nothing is read.
  const claim = await db.selectFrom('mail_alert').select('last_sent_at').where('name', '=', WEEKLY_CLAIM).executeTakeFirst();
  if (claim && Number(claim.last_sent_at) >= weekStart) return 0;
  const period = { from: addDays(monday, -7), to: addDays(monday, -1) };
  // Read before the claim: the claim's transaction stays short, and a summary is read-only.
  const summary = await summariseWeek(db, { period, now, targetHours: options.responseTargetHours });
  const share = shareWithin(summary.response);
  const content = weeklySummary(
    {
      ...period,
      received: summary.received,
      channels: CHANNEL_KEYS.filter((c) => summary.byChannel[c] > 0)
        .map((c) => ({ label: CHANNEL_NAMES[c], count: summary.byChannel[c] }))
        .sort((a, b) => b.count - a.count),
      answered: summary.response.answered,
      medianHours: summary.response.median === undefined ? undefined : hours(summary.response.median),
      p90Hours: summary.response.p90 === undefined ? undefined : hours(summary.response.p90),
      withinTargetPercent: share === undefined ? undefined : Math.round(share * 100),
      missed: summary.response.missed,
      targetHours: options.responseTargetHours,
    },
    { to: options.settings.notifyTo, now: new Date(now) },
    options.settings,
  );
  const row = outboxRow('summary', null, `<weekly.${monday}@${options.domain}>`, content, now, `${monday}-weekly`);
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('mail_alert').values({ name: WEEKLY_CLAIM, last_sent_at: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const claimed = await trx.updateTable('mail_alert').set({ last_sent_at: weekStart }).where('name', '=', WEEKLY_CLAIM).where('last_sent_at', '<', weekStart).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 0;
    await trx.insertInto('outbox_message').values(row).onConflict((oc) => oc.column('message_id').doNothing()).execute();
    return 1;
  });
}

/** One sweep: the day's digests when due, the week's summary when due, then the reminders. */
export async function sweepWaiting(db: Db, options: ReminderOptions): Promise<{ digests: number; reminders: number }> {
  const digests = (await queueDigests(db, options)) + (await queueWeeklySummary(db, options));
  const reminders = await queueReminders(db, options);
  if (digests + reminders > 0) {
    options.wake();
    options.log.info({ digests, reminders }, 'reminders: queued');
  }
  return { digests, reminders };
}

/**
 * Sweeps now and then every minute (each sweep after the last has ended; the timer keeps no process
 * alive); returns the function that stops it, after a sweep under way. A failure is logged, without
 * the enquiries' data, and the next minute tries again.
 */
export function scheduleReminders(db: Db, options: ReminderOptions): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running = sweepWaiting(db, options)
      .then(
        () => undefined,
        (error: unknown) => options.log.error({ err: loggableError(error as Error) }, 'reminders: sweep failed; tried again in a minute'),
      )
      .then(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(run, SWEEP_MS);
          timer.unref();
        }
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
