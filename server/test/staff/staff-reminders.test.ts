import { randomUUID } from 'node:crypto';
import { services } from '@/content/services';
import { SERVICE_ENQUIRY_KIND } from '@/lib/enquiry/kinds';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { createSmtpSink, type Received, type SmtpSink } from '../support/smtp-sink';
import { addBusinessHours, IST_OFFSET_MS, nextOpening } from '../../staff/business-hours';

/*
 * Enquiries waiting for a reply (server/staff/reminders.ts), against the real server on SQLite and
 * PostgreSQL with an SMTP sink: one reminder past the response target, to the owner or NOTIFY_TO; the
 * morning digest on working days; once, even from two instances on one database. Enquiries are stored
 * at the real time, then a server is started with CLOCK_OFFSET_MS moving its clock to the moment under
 * test; it sweeps as it starts.
 */

const NOTIFY_TO = 'leads@sarthi.test';
const MAIL_FROM = 'Sarthi Global <enquiries@sarthi.test>';
const STAFF_URL = 'https://inbox.sarthi.test';
const DAY = 24 * 3_600_000;
const MIGRATION = services.find((s) => SERVICE_ENQUIRY_KIND[s.id] === 'migration')?.title ?? 'migration';

type Created = { id: string; reference: string };

/** An offset that puts the server's clock a minute past the target of an enquiry stored now. */
const pastTarget = () => addBusinessHours(Date.now(), 4) + 60_000 - Date.now();

/** The next Monday's opening (9:00 IST) from now, and a few days on. */
function nextMondayOpening(): number {
  let at = nextOpening(Date.now());
  while (new Date(at + IST_OFFSET_MS).getUTCDay() !== 1) at = nextOpening(at);
  return at;
}

describe.each(BACKENDS)('reminders and digests on %s', (backend) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let db: Db | undefined;
  const servers: RunningServer[] = [];
  const env = () => ({ ...database.env, SMTP_URL: sink.url, NOTIFY_TO, MAIL_FROM, STAFF_URL, ACK_EMAILS: '0', RATE_LIMIT_MAX: '1000000', STAFF_REMINDERS: '1' });

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    sink = await createSmtpSink();
    await sink.listen();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await db?.destroy();
    db = undefined;
    await sink?.close();
    await database?.drop();
  });

  /**
   * A server with the real clock only takes enquiries: its reminders are off, or a run of this suite in
   * Indian office hours would meet today's digest among the messages it counts. The servers that sweep
   * run at a moved clock (CLOCK_OFFSET_MS).
   */
  async function start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const server = await startServer({ ...env(), STAFF_REMINDERS: extra.CLOCK_OFFSET_MS === undefined ? '0' : '1', ...extra });
    servers.push(server);
    db ??= createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    return server;
  }
  /** A server whose clock reads `at` (give or take its start-up). */
  const startAt = (at: number, extra: Record<string, string> = {}) => start({ CLOCK_OFFSET_MS: String(Math.max(0, Math.round(at - Date.now()))), ...extra });
  /** Stops a server the way production does (SIGTERM): a sweep under way ends first. */
  const stop = async (server: RunningServer) => {
    expect(await server.stop()).toBe(0);
    servers.splice(servers.indexOf(server), 1);
  };
  const post = async (server: RunningServer, kind: 'contact' | 'migration' = 'contact'): Promise<Created> => {
    const response = await postEnquiry(server.origin, kind, fixture(kind));
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  };
  const reminders = (id?: string): Received[] => sink.received.filter((m) => (id ? m.messageId === `<reminder.${id}@sarthi.test>` : m.messageId.startsWith('<reminder.')));
  const digests = (): Received[] => sink.received.filter((m) => m.messageId.startsWith('<digest.'));
  const queued = (server: RunningServer) => server.logs().includes('"msg":"reminders: queued"');
  const outbox = async (purpose: 'reminder' | 'digest') => (await db!.selectFrom('outbox_message').select(['message_id', 'enquiry_id']).where('purpose', '=', purpose).orderBy('message_id').execute()).map((row) => row.message_id);
  const addAccount = async (name: string, state: 'active' | 'disabled' | 'not set up' = 'active') => {
    const id = randomUUID();
    const email = `${name.toLowerCase()}@sarthi.test`;
    await db!
      .insertInto('staff_account')
      .values({ id, email, name, role: 'staff', created_at: Date.now(), disabled: state === 'disabled' ? 1 : 0, totp_secret: state === 'not set up' ? null : 'JBSWY3DPEHPK3PXP' })
      .execute();
    return { id, email };
  };
  const own = (enquiry: Created, owner: { id: string }) => db!.updateTable('enquiry').set({ owner_id: owner.id }).where('id', '=', enquiry.id).execute();

  test('an enquiry still New past its response target gets one reminder to NOTIFY_TO, with its reference, service, time and link and nothing the enquirer wrote', async () => {
    const first = await start();
    const enquiry = await post(first);
    await stop(first);

    const later = await start({ CLOCK_OFFSET_MS: String(pastTarget()) });
    await until(() => reminders(enquiry.id).length === 1, 30_000, 'the reminder');
    const [message] = reminders(enquiry.id);
    expect(message?.envelopeTo).toEqual([NOTIFY_TO]);
    const mail = message!.mail;
    expect(mail.subject).toBe(`Waiting for a reply: ${enquiry.reference} (Contact form)`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const text = mail.text ?? '';
    const html = String(mail.html);
    expect(text).toContain(`Reference: ${enquiry.reference}`);
    expect(text).toContain('Service: Contact form');
    expect(text).toMatch(/Received: \w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} (AM|PM) IST/);
    expect(text).toMatch(/Waiting: (\d+ h )?\d+ min of working time/);
    expect(text).toContain(`${STAFF_URL}/staff/enquiries/${enquiry.id}`);
    expect(html).toContain(`<a href="${STAFF_URL}/staff/enquiries/${enquiry.id}">`);
    for (const personal of ['Asha', 'asha.patel@example.com', '98765', 'New Zealand', 'work visas']) {
      expect([personal, text.includes(personal), html.includes(personal)]).toEqual([personal, false, false]);
    }
    // No log line names it either.
    expect(later.logs()).not.toContain('asha.patel@example.com');

    // Marked in the same transaction, and on the enquiry's timeline.
    const row = await db!.selectFrom('enquiry').select(['reminded_at', 'status']).where('id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(row.reminded_at).not.toBeNull();
    expect(row.status).toBe('new');
    const events = await db!.selectFrom('enquiry_event').select(['action', 'account_id', 'detail']).where('enquiry_id', '=', enquiry.id).execute();
    expect(events).toEqual([{ action: 'reminder-sent', account_id: null, detail: '{"to":"notify-to"}' }]);

    // Later still, and after a restart: not again.
    await stop(later);
    const again = await start({ CLOCK_OFFSET_MS: String(pastTarget() + 2 * DAY) });
    await stop(again);
    expect(await outbox('reminder')).toEqual([`<reminder.${enquiry.id}@sarthi.test>`]);
    expect(reminders()).toHaveLength(1);
  });

  test('an owned enquiry is reminded to its owner; one whose owner is disabled or not set up goes to NOTIFY_TO', async () => {
    const first = await start();
    const owned = await post(first, 'migration');
    const ofDisabled = await post(first);
    const ofNotSetUp = await post(first);
    const priya = await addAccount('Priya');
    await own(owned, priya);
    await own(ofDisabled, await addAccount('Gone', 'disabled'));
    await own(ofNotSetUp, await addAccount('Pending', 'not set up'));
    await stop(first);

    await start({ CLOCK_OFFSET_MS: String(pastTarget()) });
    await until(() => reminders().length === 3, 30_000, 'three reminders');
    expect(reminders(owned.id).map((m) => [m.envelopeTo, m.mail.subject])).toEqual([[[priya.email], `Waiting for a reply: ${owned.reference} (${MIGRATION})`]]);
    expect(reminders(ofDisabled.id).map((m) => m.envelopeTo)).toEqual([[NOTIFY_TO]]);
    expect(reminders(ofNotSetUp.id).map((m) => m.envelopeTo)).toEqual([[NOTIFY_TO]]);
    const event = await db!.selectFrom('enquiry_event').select('detail').where('enquiry_id', '=', owned.id).executeTakeFirstOrThrow();
    expect(JSON.parse(event.detail ?? '{}')).toEqual({ to: 'owner', account: priya.id });
  });

  test('no reminder for an enquiry whose status moved on, for one still New that was replied to, for spam, or before the target', async () => {
    const first = await start();
    const contacted = await post(first);
    const spam = await post(first);
    const waiting = await post(first);
    const replied = await post(first);
    // A status change records no first response (issue 40); the enquiry has left New all the same.
    await db!.updateTable('enquiry').set({ status: 'contacted' }).where('id', '=', contacted.id).execute();
    // What the outbox records when a reply is sent (staff-replies.test.ts): the status stays New.
    await db!.updateTable('enquiry').set({ first_response_at: Date.now() }).where('id', '=', replied.id).execute();
    await db!.updateTable('enquiry').set({ spam: 1 }).where('id', '=', spam.id).execute();
    await stop(first);

    // A minute short of the target: nothing.
    const early = await start({ CLOCK_OFFSET_MS: String(Math.max(0, pastTarget() - 3 * 60_000)) });
    await stop(early);
    expect(await outbox('reminder')).toEqual([]);

    const later = await start({ CLOCK_OFFSET_MS: String(pastTarget()) });
    await until(() => queued(later), 30_000, 'the sweep');
    await stop(later);
    expect(await outbox('reminder')).toEqual([`<reminder.${waiting.id}@sarthi.test>`]);
    const reminded = await db!.selectFrom('enquiry').select('id').where('reminded_at', 'is not', null).execute();
    expect(reminded.map((r) => r.id)).toEqual([waiting.id]);
  });

  test('at 9:00 IST on a working day, one digest to each person with New enquiries waiting, the unowned to NOTIFY_TO, none to anyone else; once a day', async () => {
    const first = await start();
    const [a1, a2, done, orphan, unowned, spam] = [await post(first), await post(first, 'migration'), await post(first), await post(first), await post(first), await post(first)];
    const asha = await addAccount('Asha');
    const ravi = await addAccount('Ravi');
    const gone = await addAccount('Gone', 'disabled');
    await own(a1!, asha);
    await own(a2!, asha);
    await own(done!, ravi);
    await own(orphan!, gone);
    await db!.updateTable('enquiry').set({ status: 'booked' }).where('id', '=', done!.id).execute();
    await db!.updateTable('enquiry').set({ spam: 1 }).where('id', '=', spam!.id).execute();
    // Asha's too, still New, but replied to: not waiting.
    const replied = await post(first);
    await own(replied, asha);
    await db!.updateTable('enquiry').set({ first_response_at: Date.now() }).where('id', '=', replied.id).execute();
    await stop(first);

    const monday = nextMondayOpening();
    const day = new Date(monday + IST_OFFSET_MS).toISOString().slice(0, 10);
    const server = await startAt(monday + 30_000);
    await until(() => digests().length === 2, 30_000, 'two digests');
    const byRecipient = new Map(digests().map((m) => [m.envelopeTo.join(','), m]));
    expect([...byRecipient.keys()].sort()).toEqual([asha.email, NOTIFY_TO].sort());
    const toAsha = byRecipient.get(asha.email)!;
    expect(toAsha.messageId).toBe(`<digest.${day}.${asha.id}@sarthi.test>`);
    expect(toAsha.mail.subject).toBe('Your New enquiries: 2 waiting for a reply');
    const ashaText = toAsha.mail.text ?? '';
    for (const enquiry of [a1!, a2!]) {
      expect(ashaText).toContain(enquiry.reference);
      expect(ashaText).toContain(`${STAFF_URL}/staff/enquiries/${enquiry.id}`);
      expect(String(toAsha.mail.html)).toContain(`<a href="${STAFF_URL}/staff/enquiries/${enquiry.id}">`);
    }
    expect(ashaText).toMatch(new RegExp(`Contact form[\\s\\S]*${MIGRATION}`));
    expect(ashaText).not.toContain(replied.reference);
    expect(ashaText).toMatch(/Waiting: (\d+ h )?\d+ min of working time/);
    const toTeam = byRecipient.get(NOTIFY_TO)!;
    expect(toTeam.messageId).toBe(`<digest.${day}.unassigned@sarthi.test>`);
    expect(toTeam.mail.subject).toBe('New enquiries nobody owns: 2 waiting for a reply');
    const teamText = toTeam.mail.text ?? '';
    for (const enquiry of [orphan!, unowned!]) expect(teamText).toContain(enquiry.reference);
    for (const enquiry of [a1!, a2!, done!, spam!]) expect(teamText).not.toContain(enquiry.reference);
    for (const body of [ashaText, teamText]) expect(body).not.toContain('asha.patel@example.com');
    await stop(server);

    // Later the same morning, after a restart, with something new waiting for Ravi: no second digest.
    const another = await start();
    await own(await post(another), ravi);
    await stop(another);
    const noon = await startAt(monday + 3 * 3_600_000);
    await stop(noon);
    expect(await outbox('digest')).toEqual([`<digest.${day}.${asha.id}@sarthi.test>`, `<digest.${day}.unassigned@sarthi.test>`].sort());
  });

  test('no digest on a Saturday', async () => {
    const first = await start();
    await post(first);
    await stop(first);
    // The Saturday after next Monday: the enquiry is past its target by then, so the sweep shows in the log.
    const saturday = await startAt(nextMondayOpening() + 5 * DAY + 30_000);
    await until(() => queued(saturday), 30_000, 'the sweep');
    await stop(saturday);
    expect(await outbox('digest')).toEqual([]);
    expect(await outbox('reminder')).toHaveLength(1);
  });

  test('two instances on one database send each reminder and each digest once', async () => {
    const first = await start();
    const enquiries = [await post(first), await post(first), await post(first), await post(first)];
    const asha = await addAccount('Asha');
    await own(enquiries[0]!, asha);
    await own(enquiries[1]!, asha);
    await stop(first);

    // A Monday a week on: every enquiry past its target, and the digest due; both instances sweep as they start.
    const at = nextMondayOpening() + 7 * DAY + 30_000;
    const both = await Promise.all([startAt(at), startAt(at)]);
    await until(() => reminders().length === 4 && digests().length === 2, 30_000, 'four reminders and two digests');
    await Promise.all(both.map(stop));
    expect(await outbox('reminder')).toHaveLength(4);
    expect(await outbox('digest')).toHaveLength(2);
    const ids = sink.received.map((m) => m.messageId).filter((id) => /^<(reminder|digest)\./.test(id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    const events = await db!.selectFrom('enquiry_event').select('enquiry_id').where('action', '=', 'reminder-sent').execute();
    expect(events.map((e) => e.enquiry_id).sort()).toEqual(enquiries.map((e) => e.id).sort());
  });
});

describe('RESPONSE_TARGET_HOURS', () => {
  it('takes whole or decimal hours, 4 by default, and refuses anything else at start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).responseTargetHours).toBe(4);
    expect(loadConfig({ NODE_ENV: 'test', RESPONSE_TARGET_HOURS: '1.5' }).responseTargetHours).toBe(1.5);
    expect(loadConfig({ NODE_ENV: 'test', RESPONSE_TARGET_HOURS: ' 8 ' }).responseTargetHours).toBe(8);
    for (const bad of ['0', '-1', 'four', '91', 'Infinity', '4h']) {
      expect(() => loadConfig({ NODE_ENV: 'test', RESPONSE_TARGET_HOURS: bad })).toThrow(/^RESPONSE_TARGET_HOURS must be a number of hours greater than 0 and at most 90/);
    }
    expect(loadConfig({ NODE_ENV: 'test' }).staffReminders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', STAFF_REMINDERS: '0' }).staffReminders).toBe(false);
  });
});
