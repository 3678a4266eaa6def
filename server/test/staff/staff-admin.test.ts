import { userInfo } from 'node:os';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, runStaffCli, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { Browser, linkPath, setUpFromLink, TEST_PASSWORD as PASSWORD } from '../support/staff-harness';

/*
 * The inbox's admin pages (people, data requests, audit) and the failed-mail list, against the real
 * server on SQLite and PostgreSQL, driven as a browser without script: forms posted with the page's
 * CSRF token, every 303 followed.
 */


type Person = { id: string; email: string; name: string; secret: string; codes: string[]; browser: Browser };

/** The text of each cell of each body row: `rows(html)[i]` is one person, one message, one audit line. */
const rows = (html: string): string[][] =>
  [...(/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '').replace(/<[^>]+>/g, '').trim()),
  );

describe.each(BACKENDS)('staff admin pages on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  let people = 0;
  let addresses = 10;
  const env = () => ({ ...database.env, TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000' });
  const browser = (on = server) => new Browser(on, `198.51.100.${addresses++}`);

  /** A new account through the command line, set up through its link; signed in on the browser returned. */
  const newPerson = async (role: 'admin' | 'staff' = 'staff', on = server, cliEnv = database.env): Promise<Person> => {
    const n = ++people;
    const email = `person${n}@example.com`;
    const name = `Person ${n}`;
    const added = runStaffCli(cliEnv, ['add', '--email', email, '--name', name, '--role', role]);
    expect(added.code).toBe(0);
    return setUp(email, name, linkPath(added.stdout), on);
  };

  const setUp = async (email: string, name: string, link: string, on = server): Promise<Person> => {
    const b = browser(on);
    const { secret, codes } = await setUpFromLink(b, link);
    const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, email, name, secret, codes, browser: b };
  };

  /** Password, then a recovery code (a TOTP code works once per 30 s step, and tests sign in more often). */
  const signIn = async (person: Person, on = server) => {
    const b = browser(on);
    const first = await b.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: PASSWORD });
    if (first.status !== 303) return { browser: b, ...first };
    const second = await b.submit('/staff/sign-in/code', '/staff/sign-in/code', { code: person.codes.shift() ?? '' });
    return { browser: b, ...second };
  };

  const signedIn = async (b: Browser) => {
    const response = await b.request('/staff/');
    return response.status === 200 && (await response.text()).includes('Signed in as');
  };

  const audits = (action: string) => db.selectFrom('staff_audit').selectAll().where('action', '=', action).orderBy('at').execute();

  let admin: Person;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startServer(env());
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    admin = await newPerson('admin');
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });

  test('staff get 403 on every admin page and post and see no link to them; failed mail is open to them', async () => {
    const staff = await newPerson('staff');
    const s = staff.browser;
    const home = await s.page('/staff/');
    for (const href of ['/staff/people', '/staff/data-requests', '/staff/audit']) expect(home.html).not.toContain(`href="${href}"`);
    expect(home.html).toContain('href="/staff/messages"');
    expect((await s.request('/staff/messages')).status).toBe(200);

    const person = `/staff/people/${admin.id}`;
    for (const path of ['/staff/people', person, `${person}/disable`, `${person}/reset`, '/staff/data-requests', '/staff/audit']) {
      const response = await s.request(path);
      expect([path, response.status]).toEqual([path, 403]);
      expect(await response.text()).toContain('Only administrators can see this page.');
    }
    const posts: Array<[string, Record<string, string>]> = [
      ['/staff/people', { name: 'X', email: 'x@example.com', role: 'admin' }],
      [`/staff/people/${staff.id}/role`, { role: 'admin' }],
      [`${person}/disable`, {}],
      [`${person}/enable`, {}],
      [`${person}/reset`, {}],
      [`${person}/sessions/end`, { session: 'x' }],
      [`${person}/sessions/end-all`, {}],
      ['/staff/data-requests', { email: 'asha.patel@example.com' }],
      ['/staff/data-requests/download', { email: 'asha.patel@example.com' }],
      ['/staff/data-requests/erase', { email: 'asha.patel@example.com' }],
      ['/staff/data-requests/erase/confirm', { email: 'asha.patel@example.com' }],
    ];
    for (const [path, form] of posts) {
      const response = await s.request(path, { method: 'POST', form: { csrf: home.csrf, ...form } });
      expect([path, response.status]).toEqual([path, 403]);
    }
    const after = await db.selectFrom('staff_account').select(['role', 'disabled']).where('id', 'in', [staff.id, admin.id]).orderBy('role').execute();
    expect(after.map((row) => [row.role, Number(row.disabled)])).toEqual([
      ['admin', 0],
      ['staff', 0],
    ]);
    expect(await db.selectFrom('staff_account').select('id').where('email', '=', 'x@example.com').executeTakeFirst()).toBeUndefined();
    expect(await signedIn(admin.browser)).toBe(true);
  });

  test('an admin post without the CSRF token, or with a wrong one, is refused and changes nothing', async () => {
    const staff = await newPerson('staff');
    const noToken = await admin.browser.request(`/staff/people/${staff.id}/disable`, { method: 'POST', form: {} });
    expect(noToken.status).toBe(403);
    const wrong = await admin.browser.request(`/staff/people/${staff.id}/reset`, { method: 'POST', form: { csrf: 'x'.repeat(43) } });
    expect(wrong.status).toBe(403);
    expect(await signedIn(staff.browser)).toBe(true);
    expect(Number((await db.selectFrom('staff_account').select('disabled').where('id', '=', staff.id).executeTakeFirstOrThrow()).disabled)).toBe(0);
  });

  test('the people list shows role, status and open sessions; an invitation goes out through the outbox', async () => {
    const invited = await admin.browser.submit('/staff/people', '/staff/people', { name: 'Ravi Staff', email: 'Ravi@Example.com', role: 'staff' });
    expect(invited).toMatchObject({ status: 303, location: '/staff/people?m=invited' });
    expect(invited.html).toContain('Invitation sent.');
    expect(rows(invited.html)).toContainEqual(['Ravi Staff', 'ravi@example.com', 'staff', 'Invited', '0']);
    expect(rows(invited.html)).toContainEqual([admin.name, admin.email, 'admin', 'Active', '1']);
    const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', 'ravi@example.com').executeTakeFirstOrThrow();
    expect(invited.html).toContain(`<a href="/staff/people/${id}">Ravi Staff</a>`);

    const duplicate = await admin.browser.submit('/staff/people', '/staff/people', { name: 'Ravi Again', email: 'ravi@example.com', role: 'staff' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.html).toContain('Someone already has an account with this address');

    // The newest invitation (its body goes once it is sent, so it is not found by its text).
    const message = await db.selectFrom('outbox_message').selectAll().where('purpose', '=', 'invite').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(message.enquiry_id).toBeNull();
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('id', '=', message.id).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'the invitation sent');
    const file = readdirSync(database.env.MAIL_DIR ?? '').find((name) => name.includes('-invite-') && name.endsWith('.eml') && readFileSync(join(database.env.MAIL_DIR ?? '', name), 'utf8').includes('ravi@example.com'));
    expect(file).toBeDefined();
    // The people the suite added from the command line were invited too (by no account).
    const entry = (await audits('invite')).find((row) => row.target === id);
    expect(entry).toMatchObject({ account_id: admin.id, target: id });
  });

  test('disable goes through a confirmation, ends the person’s sessions at once and refuses their sign-in; enable lets them back', async () => {
    const staff = await newPerson('staff');
    const page = await admin.browser.page(`/staff/people/${staff.id}`);
    expect(page.html).toContain(`<h1>${staff.name}</h1>`);
    expect(page.html).toContain(`href="/staff/people/${staff.id}/disable">Disable ${staff.name}</a>`);

    // The confirmation page changes nothing by itself.
    const confirm = await admin.browser.page(`/staff/people/${staff.id}/disable`);
    expect(confirm.response.status).toBe(200);
    expect(confirm.html).toContain(`<form method="post" action="/staff/people/${staff.id}/disable">`);
    expect(confirm.html).toContain(`<button type="submit" class="danger">Disable ${staff.name}</button>`);
    expect(await signedIn(staff.browser)).toBe(true);

    const disabled = await admin.browser.submit(`/staff/people/${staff.id}/disable`, `/staff/people/${staff.id}/disable`, {});
    expect(disabled).toMatchObject({ status: 303, location: `/staff/people/${staff.id}?m=disabled` });
    expect(disabled.html).toContain('Account disabled. Its sessions have ended.');
    expect(disabled.html).toContain('<dd>Disabled</dd>');
    expect(await signedIn(staff.browser)).toBe(false);
    const refused = await signIn(staff);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Email or password is wrong');

    const enabled = await admin.browser.submit(`/staff/people/${staff.id}`, `/staff/people/${staff.id}/enable`, {});
    expect(enabled.html).toContain('Account enabled.');
    const back = await signIn(staff);
    expect(back.location).toBe('/staff/?m=recovery-used');
    expect(await signedIn(back.browser)).toBe(true);
    expect((await audits('account-disabled')).map((row) => [row.account_id, row.target])).toContainEqual([admin.id, staff.id]);
    expect((await audits('account-enabled')).map((row) => [row.account_id, row.target])).toContainEqual([admin.id, staff.id]);
  });

  test('reset emails a new one-time link through the outbox; the old password stops working and the link works once', async () => {
    const staff = await newPerson('staff');
    const confirm = await admin.browser.page(`/staff/people/${staff.id}/reset`);
    expect(confirm.html).toContain(`Reset ${staff.name}</button>`);
    expect(await signedIn(staff.browser)).toBe(true);
    const reset = await admin.browser.submit(`/staff/people/${staff.id}/reset`, `/staff/people/${staff.id}/reset`, {});
    expect(reset).toMatchObject({ status: 303, location: `/staff/people/${staff.id}?m=reset` });
    expect(reset.html).toContain('<dd>Invited</dd>');
    expect(await signedIn(staff.browser)).toBe(false);
    expect((await signIn(staff)).status).toBe(400);

    // Read from its .eml file: once sent, the message keeps no body (only the file's name).
    const mail = await db.selectFrom('outbox_message').select('id').where('purpose', '=', 'invite').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('id', '=', mail.id).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'the reset mail sent');
    const { fileName } = JSON.parse((await db.selectFrom('outbox_message').select('content').where('id', '=', mail.id).executeTakeFirstOrThrow()).content ?? '{}') as { fileName: string };
    const eml = await simpleParser(readFileSync(join(database.env.MAIL_DIR ?? '', fileName)));
    expect(eml.to).toMatchObject({ text: staff.email });
    expect(eml.subject).toContain('was reset');
    const link = new URL(/http:\/\/\S+\/staff\/setup\/[\w-]{43}/.exec(eml.text ?? '')?.[0] ?? 'http://x/').pathname;
    const renewed = await setUp(staff.email, staff.name, link);
    expect(renewed.secret).not.toBe(staff.secret);
    expect(await signedIn(renewed.browser)).toBe(true);
    expect((await browser().request(link)).status).toBe(410);
    expect((await audits('account-reset')).map((row) => row.target)).toContain(staff.id);
  });

  test('the person page lists their open sessions; one can be ended alone, then all', async () => {
    const staff = await newPerson('staff');
    const laptop = await signIn(staff);
    const page = await admin.browser.page(`/staff/people/${staff.id}`);
    expect(rows(page.html)).toHaveLength(2);
    const sessions = [...page.html.matchAll(/name="session" value="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(page.html).toContain(`End this session<span class="visually-hidden"> (1 of 2) of ${staff.name}</span>`);

    // Newest first: the laptop's session.
    const ended = await admin.browser.submit(`/staff/people/${staff.id}`, `/staff/people/${staff.id}/sessions/end`, { session: sessions[0] ?? '' });
    expect(ended.html).toContain('Session ended.');
    expect(rows(ended.html)).toHaveLength(1);
    expect(await signedIn(laptop.browser)).toBe(false);
    expect(await signedIn(staff.browser)).toBe(true);
    // An ended session is not found again (nor is one of another person's, through this person's page).
    const other = await admin.browser.submit(`/staff/people/${staff.id}`, `/staff/people/${staff.id}/sessions/end`, { session: sessions[0] ?? '' });
    expect(other.html).toContain('That session had ended already.');

    const all = await admin.browser.submit(`/staff/people/${staff.id}`, `/staff/people/${staff.id}/sessions/end-all`, {});
    expect(all.html).toContain('All their sessions have ended.');
    expect(all.html).toContain('No open sessions.');
    expect(await signedIn(staff.browser)).toBe(false);
    expect((await audits('session-ended')).map((row) => row.target)).toContain(staff.id);
    expect((await audits('sessions-ended')).find((row) => row.target === staff.id)?.detail).toBe('{"sessions":1}');
  });

  test('data requests: found by an address posted in the form, downloaded as JSON, erased with counts; nothing of the address remains', async () => {
    const address = 'meera.k@example.com';
    const name = 'Meera Krishnan';
    const references: string[] = [];
    for (const kind of ['contact', 'migration', 'work_abroad'] as const) {
      const response = await postEnquiry(server.origin, kind, { ...fixture(kind), name, email: kind === 'migration' ? 'Meera.K@Example.com' : address });
      expect(response.status).toBe(201);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    const kept = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: 'someone.else@example.com' });
    expect(kept.status).toBe(201);
    const messages = Number(
      (
        await db
          .selectFrom('outbox_message')
          .innerJoin('enquiry', 'enquiry.id', 'outbox_message.enquiry_id')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('enquiry.email', '=', address)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(messages).toBeGreaterThanOrEqual(3);
    // Wait for the worker to write their mail files, so that the erasure has files to remove.
    await until(async () => (await db.selectFrom('outbox_message').select('id').where('status', '=', 'pending').execute()).length === 0, 20_000, 'the mail written');

    const a = admin.browser;
    const start = await a.page('/staff/data-requests');
    expect(start.html).toContain('<form method="post" action="/staff/data-requests" novalidate>');
    const invalid = await a.submit('/staff/data-requests', '/staff/data-requests', { email: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toMatch(/id="email-error">Enter an email address/);

    const found = await a.submit('/staff/data-requests', '/staff/data-requests', { email: ` ${address.toUpperCase()} ` });
    expect(found.status).toBe(200);
    const counts = `3 enquiries, 1 resume, ${messages} messages`;
    expect(found.html).toContain(`${counts}.`);
    expect(rows(found.html).map((row) => row[0])).toEqual(references);
    expect(rows(found.html).map((row) => row[3])).toEqual(['No', 'No', 'Yes']);
    expect(rows(found.html)[1]?.[1]).toBe('Migration Services');

    const { csrf } = await a.page('/staff/data-requests');
    const download = await a.request('/staff/data-requests/download', { method: 'POST', form: { csrf, email: address } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="data-request-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(download.headers.get('content-type')).toMatch(/^application\/json/);
    const held = (await download.json()) as { email: string; enquiries: Array<{ reference: string; payload: Record<string, unknown>; resume: unknown }>; messages: unknown[] };
    expect(held.email).toBe(address);
    expect(held.enquiries.map((e) => e.reference)).toEqual(references);
    expect(held.enquiries[0]?.payload.name).toBe(name);
    expect(held.enquiries[2]?.resume).toEqual({ bytes: expect.any(Number) });
    expect(held.messages).toHaveLength(messages);

    const confirm = await a.submit('/staff/data-requests', '/staff/data-requests/erase', { email: address });
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain(`${counts} will be deleted. This cannot be undone.`);
    expect(await db.selectFrom('enquiry').select('id').where('email', '=', address).execute()).toHaveLength(3);

    const erased = await a.submit('/staff/data-requests', '/staff/data-requests/erase/confirm', { email: address });
    expect(erased).toMatchObject({ status: 303, location: `/staff/data-requests?erased=3.1.${messages}` });
    expect(erased.html).toContain(`Erased: ${counts}.`);
    expect(erased.location).not.toContain('meera');

    // Nothing of the address remains: rows, mail files, the audit, the log.
    expect(await db.selectFrom('enquiry').select('id').where('email', '=', address).execute()).toEqual([]);
    expect(await db.selectFrom('enquiry').select('id').where('email', '=', 'someone.else@example.com').execute()).toHaveLength(1);
    expect(await db.selectFrom('outbox_message').select('id').where('content', 'like', '%eera%').execute()).toEqual([]);
    for (const file of readdirSync(database.env.MAIL_DIR ?? '')) expect([file, readFileSync(join(database.env.MAIL_DIR ?? '', file), 'utf8').toLowerCase().includes('meera')]).toEqual([file, false]);
    const staffAudit = JSON.stringify(await db.selectFrom('staff_audit').selectAll().execute()).toLowerCase();
    expect(staffAudit).not.toContain('meera');
    expect(server.logs().toLowerCase()).not.toContain('meera');
    expect((await audits('data-request-erased')).at(-1)?.detail).toBe(JSON.stringify({ enquiries: 3, resumes: 1, messages }));
    expect((await audits('data-request-downloaded')).at(-1)?.detail).toBe(JSON.stringify({ enquiries: 3, resumes: 1, messages }));
    expect((await audits('data-request-found')).at(-1)?.detail).toBe(JSON.stringify({ enquiries: 3, resumes: 1, messages, page: 'first' }));
    const again = await a.submit('/staff/data-requests', '/staff/data-requests', { email: address });
    expect(again.html).toContain('Nothing: no enquiry was sent with this address.');
  });

  test('a data request of more than a page goes on with the next enquiries, the address still only in the form; the download holds them all', async () => {
    const address = 'many.enquiries@example.com';
    for (let i = 0; i < 52; i++) expect((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: address })).status).toBe(201);
    const first = await admin.browser.submit('/staff/data-requests', '/staff/data-requests', { email: address });
    expect(first.html).toContain('52 enquiries, 0 resumes,');
    expect(rows(first.html)).toHaveLength(50);
    const after = /name="after" value="([^"]+)"/.exec(first.html)?.[1] ?? '';
    expect(first.html).toContain(`<form method="post" action="/staff/data-requests"><input type="hidden" name="csrf"`);
    const next = await admin.browser.submit('/staff/data-requests', '/staff/data-requests', { email: address, after });
    expect(rows(next.html)).toHaveLength(2);
    expect(next.html).toContain('oldest first (continued)');
    expect(next.html).not.toContain('name="after"');
    expect(new Set([...rows(first.html), ...rows(next.html)].map((row) => row[0])).size).toBe(52);
    const { csrf } = await admin.browser.page('/staff/data-requests');
    const download = (await (await admin.browser.request('/staff/data-requests/download', { method: 'POST', form: { csrf, email: address } })).json()) as { enquiries: unknown[] };
    expect(download.enquiries).toHaveLength(52);
  });

  test('failed mail lists enquiry messages and invitations for staff too, and Retry queues one again', async () => {
    const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: 'retry.me@example.com' });
    const { id: enquiryId, reference } = (await response.json()) as { id: string; reference: string };
    await until(async () => (await db.selectFrom('outbox_message').select('id').where('status', '=', 'pending').execute()).length === 0, 20_000, 'the mail written');
    const failedAt = Date.now() - 60_000;
    await db.updateTable('outbox_message').set({ status: 'failed', attempts: 9, last_error: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525', next_attempt_at: failedAt }).where('enquiry_id', '=', enquiryId).where('purpose', '=', 'staff').execute();
    const invite = await db.selectFrom('outbox_message').select('id').where('purpose', '=', 'invite').executeTakeFirstOrThrow();
    await db.updateTable('outbox_message').set({ status: 'failed', attempts: 9, last_error: 'EAUTH 535 authentication failed', next_attempt_at: failedAt - 1 }).where('id', '=', invite.id).execute();

    const staff = await newPerson('staff');
    const page = await staff.browser.page('/staff/messages');
    expect(page.response.status).toBe(200);
    expect(page.html).toContain('aria-current="page">Failed mail</a>');
    const listed = rows(page.html);
    expect(listed[0]).toEqual([reference, 'Enquiry notification to staff', '9', 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525', expect.stringMatching(/ IST$/), 'Retry']);
    expect(listed[1]?.slice(0, 4)).toEqual(['None', 'Set-up link to a staff member', '9', 'EAUTH 535 authentication failed']);
    expect(page.html).toContain(`<a href="/staff/enquiries/${enquiryId}">${reference}</a>`);
    expect(page.html).toContain(`Retry<span class="visually-hidden">: Enquiry notification to staff for ${reference}</span>`);

    const failed = await db.selectFrom('outbox_message').select('id').where('enquiry_id', '=', enquiryId).where('status', '=', 'failed').executeTakeFirstOrThrow();
    const retried = await staff.browser.submit('/staff/messages', `/staff/messages/${failed.id}/retry`, {});
    expect(retried).toMatchObject({ status: 303, location: '/staff/messages?m=retried' });
    expect(retried.html).toContain('Queued to send again.');
    expect(rows(retried.html).map((row) => row[0])).toEqual(['None']);
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('id', '=', failed.id).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'the retried message sent');
    const again = await staff.browser.submit('/staff/messages', `/staff/messages/${failed.id}/retry`, {});
    expect(again.html).toContain('That message is no longer failed');
    expect((await audits('message-retried')).map((row) => [row.account_id, row.target, row.detail])).toEqual([[staff.id, enquiryId, '{"purpose":"staff"}']]);
    await db.updateTable('outbox_message').set({ status: 'sent' }).where('id', '=', invite.id).execute();
  });

  test('the audit lists actions newest first with who did them, filters by person and action, pages by keyset, and never shows an enquirer’s data', async () => {
    const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), name: 'Zubin Audit', email: 'zubin.audit@example.com' });
    expect(response.status).toBe(201);
    await admin.browser.submit('/staff/data-requests', '/staff/data-requests', { email: 'zubin.audit@example.com' });
    await browser().submit('/staff/sign-in', '/staff/sign-in', { email: 'nobody.here@example.com', password: 'not the password at all' });

    const page = await admin.browser.page('/staff/audit');
    expect(page.response.status).toBe(200);
    const listed = rows(page.html);
    expect(listed[0]).toEqual([expect.stringMatching(/ IST$/), 'unknown address', 'Sign-in failed: address or password', '', '']);
    expect(listed[1]).toEqual([expect.stringMatching(/ IST$/), admin.name, 'Looked up a data request', '', expect.stringMatching(/^enquiries 1, resumes 0, messages \d+, page first$/)]);
    expect(page.html.toLowerCase()).not.toContain('zubin');
    expect(page.html).not.toContain('nobody.here');
    expect(page.html).not.toContain('asha.patel');

    // Account actions name the account acted on.
    const byAction = await admin.browser.page('/staff/audit?action=account-disabled');
    expect(rows(byAction.html)).toEqual([[expect.any(String), admin.name, 'Disabled an account', expect.stringMatching(/^Person \d+$/), 'sessions ended 1']]);
    const invites = rows((await admin.browser.page('/staff/audit?action=invite')).html);
    expect(invites).toContainEqual([expect.any(String), admin.name, 'Invited', 'Ravi Staff', 'role staff']);
    // The suite's people came from npm run staff: no account acted, the system user who ran it is named.
    expect(invites).toContainEqual([expect.any(String), `Command line (${process.env.SUDO_USER || userInfo().username})`, 'Invited', admin.name, expect.stringMatching(/^role (admin|staff)$/)]);
    const byPerson = await admin.browser.page(`/staff/audit?person=${admin.id}`);
    expect(new Set(rows(byPerson.html).map((row) => row[1]))).toEqual(new Set([admin.name]));
    const noAccount = await admin.browser.page('/staff/audit?person=none');
    expect(new Set(rows(noAccount.html).map((row) => row[1]))).toEqual(new Set(['unknown address', `Command line (${process.env.SUDO_USER || userInfo().username})`]));

    // 120 entries, half of them at the same millisecond: three pages, each entry once, newest first.
    const at = Date.now() - 3_600_000;
    await db
      .insertInto('staff_audit')
      .values(Array.from({ length: 120 }, (_, n) => ({ id: randomUUID(), account_id: admin.id, action: 'paging-test', at: n < 60 ? at : at + n, network: '192.0.2.0', detail: JSON.stringify({ n }) })))
      .execute();
    const seen: number[] = [];
    let path: string | undefined = '/staff/audit?action=paging-test';
    let pagesRead = 0;
    while (path) {
      const { html } = await admin.browser.page(path);
      pagesRead++;
      seen.push(...rows(html).map((row) => Number(/^n (\d+)$/.exec(row[4] ?? '')?.[1])));
      // Entries written meanwhile do not shift the next page.
      await db.insertInto('staff_audit').values({ id: randomUUID(), account_id: admin.id, action: 'paging-test', at: Date.now(), network: '192.0.2.0', detail: '{"n":-1}' }).execute();
      path = /<a href="(\/staff\/audit\?[^"]*before=[^"]+)">Older entries<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    }
    expect(pagesRead).toBe(3);
    expect(seen.slice(0, 60)).toEqual(Array.from({ length: 60 }, (_, i) => 119 - i));
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });

  test('a role change takes effect at once; the last active admin can neither demote nor disable themself', async () => {
    // A database of its own: here there is exactly one admin.
    const own = await createTestDatabase(backend);
    const alone = await startServer({ ...own.env, TRUST_PROXY: '1' });
    const ownDb = createDb(loadConfig({ NODE_ENV: 'test', ...own.env }).database);
    const saved = db;
    db = ownDb;
    try {
      const boss = await newPerson('admin', alone, own.env);
      const helper = await newPerson('staff', alone, own.env);
      const b = boss.browser;
      const demote = await b.submit(`/staff/people/${boss.id}`, `/staff/people/${boss.id}/role`, { role: 'staff' });
      expect(demote.status).toBe(409);
      expect(demote.html).toContain('Refused: there would be no active administrator left.');
      const disable = await b.submit(`/staff/people/${boss.id}/disable`, `/staff/people/${boss.id}/disable`, {});
      expect(disable.status).toBe(409);
      expect(await signedIn(b)).toBe(true);

      const promoted = await b.submit(`/staff/people/${helper.id}`, `/staff/people/${helper.id}/role`, { role: 'admin' });
      expect(promoted).toMatchObject({ status: 303, location: `/staff/people/${helper.id}?m=role-changed` });
      expect(promoted.html).toContain('<dd>Admin</dd>');
      // The helper's open session has the new role at its next page.
      expect((await helper.browser.page('/staff/')).html).toContain('href="/staff/people"');
      expect((await helper.browser.request('/staff/audit')).status).toBe(200);

      const stepDown = await b.submit(`/staff/people/${boss.id}`, `/staff/people/${boss.id}/role`, { role: 'staff' });
      expect(stepDown.location).toBe(`/staff/people/${boss.id}?m=role-changed`);
      expect(stepDown.status).toBe(303);
      expect((await b.request('/staff/people')).status).toBe(403);
      const lastAgain = await helper.browser.submit(`/staff/people/${helper.id}`, `/staff/people/${helper.id}/role`, { role: 'staff' });
      expect(lastAgain.status).toBe(409);
      expect((await ownDb.selectFrom('staff_audit').select(['target', 'detail']).where('action', '=', 'role-changed').orderBy('at').execute()).map((row) => [row.target, row.detail])).toEqual([
        [helper.id, '{"from":"staff","to":"admin"}'],
        [boss.id, '{"from":"admin","to":"staff"}'],
      ]);
      // The command line, the way back in, is not held by the guard.
      expect(runStaffCli(own.env, ['disable', '--email', helper.email]).code).toBe(0);
    } finally {
      db = saved;
      await ownDb.destroy();
      await alone.stop();
      await own.drop();
    }
  });
});
