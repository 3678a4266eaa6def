import { sql } from 'kysely';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, runStaffCli, sleep, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { copiesById, createSmtpSink, type Received, type SmtpSink } from '../support/smtp-sink';
import { apiKeyFor, Browser, linkPath, setUpFromLink, TEST_PASSWORD } from '../support/staff-harness';
import { IST_OFFSET_MS, nextOpening } from '../../staff/business-hours';

/*
 * Replying from the enquiry's page (issue 40, "Replying") against the real server on SQLite and
 * PostgreSQL with the real SMTP sink, driven as a browser without script: the reply's headers as the
 * enquirer's mail program reads them, once across a restart, CSRF, saved replies, office hours (the
 * clock moved by CLOCK_OFFSET_MS), the audit, the access request and erasure.
 */

const MAIL_FROM = 'Sarthi Global <enquiries@sarthi.test>';
const REPLY_TO = 'replies@sarthi.test';
const ROUTING = /^replies\+([0-9a-f]{32})@sarthi\.test$/;

type Person = { id: string; name: string; email: string; codes: string[]; browser: Browser };
type Created = { id: string; reference: string };

/** The next Saturday, 12:00 IST, from now: outside office hours, the office opening on Monday at 9:00. */
function nextSaturdayNoon(): number {
  const day = 24 * 3_600_000;
  let at = Math.floor((Date.now() + IST_OFFSET_MS) / day) * day - IST_OFFSET_MS + 12 * 3_600_000;
  while (at <= Date.now() || new Date(at + IST_OFFSET_MS).getUTCDay() !== 6) at += day;
  return at;
}

describe.each(BACKENDS)('replies from the enquiry page on %s', (backend) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let server: RunningServer;
  let db: Db;
  let admin: Person;
  let staff: Person;
  let addresses = 40;
  // Sessions outlive the moved clocks below (a few days ahead at most).
  const env = (extra: Record<string, string> = {}) => ({
    ...database.env,
    SMTP_URL: sink.url,
    MAIL_FROM,
    REPLY_TO,
    NOTIFY_TO: 'leads@sarthi.test',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '100000',
    STAFF_SESSION_IDLE_MINUTES: '43200',
    STAFF_SESSION_MAX_HOURS: '8760',
    ...extra,
  });
  /** Points every browser at another server on the same database (a restart, a moved clock). */
  const useServer = (next: RunningServer) => {
    server = next;
    for (const person of [admin, staff]) person.browser.server = next;
  };

  const person = async (name: string, role: 'admin' | 'staff'): Promise<Person> => {
    const email = `${name.split(' ')[0]!.toLowerCase()}@sarthi.test`;
    const added = runStaffCli(database.env, ['add', '--email', email, '--name', name, '--role', role]);
    expect(added.code).toBe(0);
    const b = new Browser(server, `198.51.100.${addresses++}`);
    const { codes } = await setUpFromLink(b, linkPath(added.stdout));
    const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, name, email, codes, browser: b };
  };
  let leads = 0;
  // An address of its own each: the acknowledgements to one address are limited (ACK_MAX_PER_ADDRESS).
  const enquire = async (changes: Record<string, unknown> = {}): Promise<Created> => {
    const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: `lead${++leads}@example.com`, ...changes });
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  };
  const replies = (id: string): Received[] => sink.received.filter((m) => m.messageId.startsWith(`<${id}.reply.`));
  const ackOf = async (id: string) => {
    await until(() => sink.received.some((m) => m.messageId === `<${id}.ack@sarthi.test>`), 20_000, 'the acknowledgement');
    return sink.received.find((m) => m.messageId === `<${id}.ack@sarthi.test>`)!;
  };
  const sendReply = (b: Browser, id: string, fields: Record<string, string>) => b.submit(`/staff/enquiries/${id}`, `/staff/enquiries/${id}/reply`, fields);
  const header = (mail: Received, name: string) => mail.mail.headers.get(name);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    sink = await createSmtpSink();
    await sink.listen();
    server = await startServer(env());
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    admin = await person('Priya Shah', 'admin');
    staff = await person('Ravi Mehta', 'staff');
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await sink?.close();
    await database?.drop();
  });

  test("a reply goes from the advisor's name at the company's address, in the acknowledgement's thread, answered to the enquiry's own address; audited and on the timeline", async () => {
    const enquiry = await enquire({ name: 'Asha Patel', email: 'asha.patel@example.com' });
    const ack = await ackOf(enquiry.id);
    const text = 'Dear Asha,\n\nThank you for writing. Could you send us your IELTS scores?\n\nkindest-regards-7f3a';
    const sent = await sendReply(staff.browser, enquiry.id, { body: text });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/staff/enquiries/${enquiry.id}?m=reply-queued#reply`);
    expect(sent.html).toContain('Reply queued');

    await until(() => replies(enquiry.id).length === 1, 20_000, 'the reply');
    const [mail] = replies(enquiry.id) as [Received];
    expect(mail.mail.from?.value).toEqual([{ name: 'Ravi Mehta', address: 'enquiries@sarthi.test' }]);
    expect(mail.envelopeTo).toEqual(['asha.patel@example.com']);
    expect(mail.mail.to && !Array.isArray(mail.mail.to) ? mail.mail.to.value : []).toEqual([{ name: 'Asha Patel', address: 'asha.patel@example.com' }]);
    expect(mail.mail.subject).toBe(`Re: ${ack.mail.subject}`);
    expect(mail.mail.subject).toBe(`Re: We have received your enquiry (reference ${enquiry.reference})`);
    expect(mail.mail.inReplyTo).toBe(ack.messageId);
    expect(mail.mail.references).toBe(ack.messageId);
    const replyTo = mail.mail.replyTo?.value[0]?.address ?? '';
    expect(replyTo).toMatch(ROUTING);
    const { reply_token: token } = await db.selectFrom('enquiry').select('reply_token').where('id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(ROUTING.exec(replyTo)?.[1]).toBe(token);
    // A person's reply: nothing marks it automatic.
    expect(header(mail, 'auto-submitted')).toBeUndefined();
    expect(mail.mail.text).toContain('Could you send us your IELTS scores?');
    expect(mail.mail.text).toMatch(/-- \nRavi Mehta\nSarthi Global/);

    // Sent: the first response is recorded; the status stays as it was.
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow()).status === 'sent', 10_000, 'recorded as sent');
    const stored = await db.selectFrom('enquiry').select(['status', 'first_response_at']).where('id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('new');
    const { sent_at: sentAt } = await db.selectFrom('outbox_message').select('sent_at').where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(Number(stored.first_response_at)).toBe(Number(sentAt));

    const audit = await db.selectFrom('staff_audit').select(['account_id', 'target', 'detail']).where('action', '=', 'enquiry-reply').where('target', '=', enquiry.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.account_id).toBe(staff.id);
    expect(audit[0]!.detail ?? '').not.toContain('IELTS');

    const page = await staff.browser.page(`/staff/enquiries/${enquiry.id}`);
    expect(page.html).toMatch(/Ravi Mehta: Replied to the enquirer: Sent<\/li>/);
    expect(page.html).toContain('Could you send us your IELTS scores?');
    expect(page.html).toMatch(/Ravi Mehta, <time[^>]*>[^<]+<\/time>: <strong>Sent<\/strong>/);
    // The text is never logged.
    expect(server.logs()).not.toContain('kindest-regards-7f3a');

    // A second reply: the same routing address and thread; the first response stays the first.
    await sendReply(admin.browser, enquiry.id, { body: 'One more thing: bring your passport.' });
    await until(() => replies(enquiry.id).length === 2, 20_000, 'the second reply');
    const second = replies(enquiry.id)[1]!;
    expect(second.mail.from?.value).toEqual([{ name: 'Priya Shah', address: 'enquiries@sarthi.test' }]);
    expect(second.mail.replyTo?.value[0]?.address).toBe(replyTo);
    expect(second.mail.inReplyTo).toBe(ack.messageId);
    await sleep(500);
    expect(Number((await db.selectFrom('enquiry').select('first_response_at').where('id', '=', enquiry.id).executeTakeFirstOrThrow()).first_response_at)).toBe(Number(sentAt));
  }, 60_000);

  test('a status change alone is no first response, and the enquiry stays past the target in the inbox; the first reply sent is', async () => {
    const enquiry = await enquire();
    await ackOf(enquiry.id);
    const firstResponse = async () => (await db.selectFrom('enquiry').select('first_response_at').where('id', '=', enquiry.id).executeTakeFirstOrThrow()).first_response_at;
    const page = `/staff/enquiries/${enquiry.id}`;
    expect((await staff.browser.submit(page, `${page}/status`, { status: 'contacted' })).status).toBe(303);
    expect((await db.selectFrom('enquiry').select('status').where('id', '=', enquiry.id).executeTakeFirstOrThrow()).status).toBe('contacted');
    expect(await firstResponse()).toBeNull();
    // Back to New, long past the target: still waiting for a reply, listed as past the target.
    expect((await staff.browser.submit(page, `${page}/status`, { status: 'new' })).status).toBe(303);
    // created_at is not updatable through the typed builder: it never changes in the server.
    await sql`update enquiry set created_at = ${new Date(Date.now() - 30 * 86_400_000).toISOString()} where id = ${enquiry.id}`.execute(db);
    const late = async () => (await staff.browser.page('/staff/?late=1')).html.includes(enquiry.reference);
    expect(await late()).toBe(true);
    expect(await firstResponse()).toBeNull();

    await sendReply(staff.browser, enquiry.id, { body: 'We have your enquiry and will call you tomorrow.' });
    await until(async () => (await firstResponse()) !== null, 20_000, 'the first response');
    const { sent_at: sentAt } = await db.selectFrom('outbox_message').select('sent_at').where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(Number(await firstResponse())).toBe(Number(sentAt));
    expect((await db.selectFrom('enquiry').select('status').where('id', '=', enquiry.id).executeTakeFirstOrThrow()).status).toBe('new');
    // Replied to: no longer past the target, though still New.
    expect(await late()).toBe(false);
  }, 60_000);

  test('without JavaScript: post/redirect/get; a post without the CSRF token, or with a wrong one, is refused and queues nothing; an empty reply is shown again with its error', async () => {
    const enquiry = await enquire();
    const page = await staff.browser.page(`/staff/enquiries/${enquiry.id}`);
    expect(page.html).toMatch(/<form method="post" action="\/staff\/enquiries\/[0-9a-f-]+\/reply" novalidate>\s*<input type="hidden" name="csrf"/);
    expect(page.html).toContain('<label for="reply-body">Your reply</label>');
    const without = await staff.browser.request(`/staff/enquiries/${enquiry.id}/reply`, { method: 'POST', form: { body: 'Hello' } });
    expect(without.status).toBe(403);
    const wrong = await staff.browser.request(`/staff/enquiries/${enquiry.id}/reply`, { method: 'POST', form: { csrf: 'not-the-token', body: 'Hello' } });
    expect(wrong.status).toBe(403);
    const empty = await sendReply(staff.browser, enquiry.id, { body: '  \n ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Write the reply first');
    const tooLong = await sendReply(staff.browser, enquiry.id, { body: 'a'.repeat(5_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain('at most 5,000 characters; this one has 5,001');
    expect(tooLong.html).toContain('a'.repeat(5_001));
    expect(await db.selectFrom('enquiry_reply').select('id').where('enquiry_id', '=', enquiry.id).execute()).toEqual([]);
    expect(await db.selectFrom('outbox_message').select('id').where('enquiry_id', '=', enquiry.id).where('purpose', '=', 'reply').execute()).toEqual([]);
  });

  test('a reply sent after the session ended is kept in the browser and shown again after signing in, not sent', async () => {
    const enquiry = await enquire();
    const writer = await person('Neha Joshi', 'staff');
    const page = `/staff/enquiries/${enquiry.id}`;
    const { csrf } = await writer.browser.page(page);
    // The session ends (as "Sign out everywhere" on another device ends it).
    await db.deleteFrom('staff_session').where('account_id', '=', writer.id).execute();
    const text = 'Dear lead, <b>see</b> you & "soon"';
    const kept = await writer.browser.request(`${page}/reply`, { method: 'POST', form: { csrf, body: text, when: 'now' } });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe('/staff/sign-in?m=session-ended-kept');
    const first = await writer.browser.submit('/staff/sign-in', '/staff/sign-in', { email: writer.email, password: TEST_PASSWORD });
    expect(first.location).toBe('/staff/sign-in/code');
    const back = await writer.browser.submit('/staff/sign-in/code', '/staff/sign-in/code', { code: writer.codes[0] ?? '' });
    expect(back.location).toBe(`${page}?m=recovery-used`);
    expect(back.html).toContain('Your session ended before your reply was sent. It is back in the form below');
    expect(back.html).toContain('Dear lead, &lt;b&gt;see&lt;/b&gt; you &amp; &quot;soon&quot;</textarea>');
    expect(await db.selectFrom('enquiry_reply').select('id').where('enquiry_id', '=', enquiry.id).execute()).toEqual([]);
  });

  test('a spam enquiry gets no reply until it is marked not spam', async () => {
    const enquiry = await enquire();
    await staff.browser.submit(`/staff/enquiries/${enquiry.id}`, `/staff/enquiries/${enquiry.id}/spam`, { spam: '1' });
    const refused = await sendReply(staff.browser, enquiry.id, { body: 'Hello' });
    expect(refused.location).toBe(`/staff/enquiries/${enquiry.id}?m=reply-spam#reply`);
    expect(refused.html).toContain('mark it as not spam before replying');
    expect(await db.selectFrom('enquiry_reply').select('id').where('enquiry_id', '=', enquiry.id).execute()).toEqual([]);
  });

  test('sent once although the server is killed while the relay is refusing it and started again', async () => {
    const enquiry = await enquire();
    await ackOf(enquiry.id);
    sink.mode = 'defer';
    try {
      await sendReply(staff.browser, enquiry.id, { body: 'Sent once, whatever happens.' });
      const row = () => db.selectFrom('outbox_message').select(['status', 'attempts', 'last_error']).where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow();
      await until(async () => (await row()).last_error !== null, 20_000, 'a refused attempt');
      expect(server.child.kill('SIGKILL')).toBe(true);
      await server.stop();
    } finally {
      sink.mode = 'accept';
    }
    // A minute on: the retry is due at once.
    useServer(await startServer(env({ CLOCK_OFFSET_MS: '60000' })));
    await until(() => replies(enquiry.id).length === 1, 20_000, 'the reply after the restart');
    // Two more polls of the queue: nothing else comes.
    await sleep(5_000);
    expect(copiesById(replies(enquiry.id)).get(replies(enquiry.id)[0]!.messageId)).toBe(1);
    expect(replies(enquiry.id)).toHaveLength(1);
    const stored = await db.selectFrom('outbox_message').select(['status', 'attempts']).where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('sent');
    expect(stored.attempts).toBeGreaterThanOrEqual(2);
    await server.stop();
    useServer(await startServer(env()));
  }, 90_000);

  test('saved replies: staff and admins add, edit and delete them; the enquiry page offers those of its service and fills the box without script', async () => {
    const enquiry = await enquire({ name: 'Meera  Joshi' });
    const added = await staff.browser.submit('/staff/saved-replies', '/staff/saved-replies', { kind: 'contact', title: 'Documents we need', body: 'Dear {name},\n\nFor {reference} we need your passport.\n\n{advisor}' });
    expect(added.location).toBe('/staff/saved-replies?m=saved-reply-added');
    expect(added.html).toContain('Saved reply added.');
    expect(added.html).toContain('Documents we need');
    await admin.browser.submit('/staff/saved-replies', '/staff/saved-replies', { kind: 'migration', title: 'Points test', body: 'Your points...' });
    const invalid = await staff.browser.submit('/staff/saved-replies', '/staff/saved-replies', { kind: 'nothing', title: '', body: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Choose one of the services listed');
    expect(invalid.html).toContain('Give it a title');
    const noToken = await staff.browser.request('/staff/saved-replies', { method: 'POST', form: { kind: 'contact', title: 'x', body: 'y' } });
    expect(noToken.status).toBe(403);

    const saved = await db.selectFrom('saved_reply').select(['id', 'kind', 'title']).orderBy('title').execute();
    expect(saved.map((row) => row.title)).toEqual(['Documents we need', 'Points test']);
    const documents = saved.find((row) => row.title === 'Documents we need')!;
    const points = saved.find((row) => row.title === 'Points test')!;

    // An admin edits staff's.
    const editPage = await admin.browser.page(`/staff/saved-replies/${documents.id}`);
    expect(editPage.html).toContain('value="Documents we need"');
    const edited = await admin.browser.submit(`/staff/saved-replies/${documents.id}`, `/staff/saved-replies/${documents.id}`, { kind: 'contact', title: 'Documents, please', body: 'Dear {name},\n\nFor {reference} we need your passport.\n\n{advisor}' });
    expect(edited.location).toBe('/staff/saved-replies?m=saved-reply-saved');
    expect(edited.html).toContain('Documents, please');
    expect(edited.html).toContain('by Priya Shah');

    // The page offers the contact form's only; choosing one (a GET) loads the page with it filled in.
    const page = await staff.browser.page(`/staff/enquiries/${enquiry.id}`);
    expect(page.html).toContain(`<option value="${documents.id}">Documents, please</option>`);
    expect(page.html).not.toContain(points.id);
    expect(page.html).toMatch(/<form method="get" action="\/staff\/enquiries\/[0-9a-f-]+#reply" class="inline-form">/);
    const chosen = await staff.browser.page(`/staff/enquiries/${enquiry.id}?saved=${documents.id}`);
    expect(chosen.response.status).toBe(200);
    expect(chosen.html).toContain(`>Dear Meera Joshi,\n\nFor ${enquiry.reference} we need your passport.\n\nRavi Mehta</textarea>`);
    expect(chosen.html).toContain(`<option value="${documents.id}" selected>`);

    // Staff delete the admin's.
    const deleted = await staff.browser.submit('/staff/saved-replies', `/staff/saved-replies/${points.id}/delete`, {});
    expect(deleted.location).toBe('/staff/saved-replies?m=saved-reply-deleted');
    expect(deleted.html).not.toContain('Points test');
    expect((await staff.browser.page(`/staff/saved-replies/${points.id}`)).response.status).toBe(404);

    const audit = await db.selectFrom('staff_audit').select(['action', 'account_id', 'target']).where('action', 'like', 'saved-reply-%').orderBy('at').orderBy('action').execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'saved-reply-added', account_id: staff.id, target: documents.id },
        { action: 'saved-reply-added', account_id: admin.id, target: points.id },
        { action: 'saved-reply-changed', account_id: admin.id, target: documents.id },
        { action: 'saved-reply-deleted', account_id: staff.id, target: points.id },
      ]),
    );
    expect(audit).toHaveLength(4);
  });

  test('outside office hours "when the office opens" queues it for the next opening, when it goes', async () => {
    const enquiry = await enquire();
    await ackOf(enquiry.id);
    const saturday = nextSaturdayNoon();
    const monday = nextOpening(saturday);
    expect(new Date(monday + IST_OFFSET_MS).getUTCDay()).toBe(1);
    await server.stop();
    useServer(await startServer(env({ CLOCK_OFFSET_MS: String(saturday - Date.now()) })));
    const page = await staff.browser.page(`/staff/enquiries/${enquiry.id}`);
    expect(page.html).toContain('<legend>When</legend>');
    expect(page.html).toMatch(new RegExp(`value="office"> When the office opens: <time datetime="${new Date(monday).toISOString()}">Mon`));
    const sent = await sendReply(staff.browser, enquiry.id, { body: 'See you on Monday.', when: 'office' });
    expect(sent.location).toBe(`/staff/enquiries/${enquiry.id}?m=reply-scheduled#reply`);
    expect(sent.html).toContain('Reply queued for when the office opens.');
    expect(sent.html).toContain('Ravi Mehta: Replied to the enquirer, to go when the office opens: Queued');
    const row = await db.selectFrom('outbox_message').select(['status', 'next_attempt_at', 'created_at']).where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(Number(row.next_attempt_at)).toBe(monday);
    expect(Number(row.created_at)).toBe(monday);
    const audit = await db.selectFrom('staff_audit').select('detail').where('action', '=', 'enquiry-reply').where('target', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({ sendAt: monday });
    await sleep(5_000);
    expect(replies(enquiry.id)).toEqual([]);
    // Monday, a minute after opening: it goes, dated 9:00.
    await server.stop();
    useServer(await startServer(env({ CLOCK_OFFSET_MS: String(monday + 60_000 - Date.now()) })));
    await until(() => replies(enquiry.id).length === 1, 20_000, 'the reply on Monday');
    expect(replies(enquiry.id)[0]!.mail.date?.getTime()).toBe(monday);
    await server.stop();
    useServer(await startServer(env()));
  }, 120_000);

  test('the access request carries the replies and their text; erasure removes them with the enquiry', async () => {
    const email = 'kiran.rao@example.com';
    const enquiry = await enquire({ name: 'Kiran Rao', email });
    await sendReply(staff.browser, enquiry.id, { body: 'Your appointment is on Tuesday.' });
    await until(() => replies(enquiry.id).length === 1, 20_000, 'the reply');
    const key = await apiKeyFor(database.env);
    const access = await fetch(`${server.origin}/api/staff/subjects`, { method: 'POST', headers: { authorization: `Token ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(access.status).toBe(200);
    const answer = (await access.json()) as { enquiries: Array<{ id: string; replies: Array<{ from: string; text: string; status: string }> }>; messages: Array<{ purpose: string }> };
    expect(answer.enquiries).toHaveLength(1);
    expect(answer.enquiries[0]!.replies).toEqual([expect.objectContaining({ from: 'Ravi Mehta', text: 'Your appointment is on Tuesday.', status: expect.stringMatching(/^(pending|sent)$/) })]);
    expect(answer.messages.map((m) => m.purpose)).toContain('reply');

    const erased = await admin.browser.submit('/staff/data-requests', '/staff/data-requests/erase/confirm', { email, confirm_secret: TEST_PASSWORD });
    expect(erased.status).toBe(303);
    expect(await db.selectFrom('enquiry_reply').select('id').where('enquiry_id', '=', enquiry.id).execute()).toEqual([]);
    expect(await db.selectFrom('outbox_message').select('id').where('enquiry_id', '=', enquiry.id).execute()).toEqual([]);
    const after = await fetch(`${server.origin}/api/staff/subjects`, { method: 'POST', headers: { authorization: `Token ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(((await after.json()) as { enquiries: unknown[] }).enquiries).toEqual([]);
  }, 60_000);

  // Last: it deletes every enquiry of the suite.
  test("retention deletes a reply's text with its enquiry", async () => {
    const enquiry = await enquire();
    await sendReply(staff.browser, enquiry.id, { body: 'Kept as long as the enquiry, no longer.' });
    await until(() => replies(enquiry.id).length === 1, 20_000, 'the reply');
    expect(await db.selectFrom('enquiry_reply').select('id').where('enquiry_id', '=', enquiry.id).execute()).toHaveLength(1);
    await server.stop();
    // Two days on, with a retention of one day: the sweep at start deletes every enquiry here.
    useServer(await startServer(env({ RETENTION_DAYS: '1', CLOCK_OFFSET_MS: String(2 * 24 * 3_600_000) })));
    await until(async () => (await db.selectFrom('enquiry').select('id').where('id', '=', enquiry.id).execute()).length === 0, 20_000, 'the enquiry deleted');
    expect(await db.selectFrom('enquiry_reply').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('outbox_message').select('id').where('purpose', '=', 'reply').execute()).toEqual([]);
  }, 60_000);
});
