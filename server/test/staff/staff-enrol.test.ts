import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { BACKENDS, runStaffCli, startServer } from '../support/harness';
import { Browser, linkPath, setUpFromLink, staffSuite, TEST_PASSWORD, totpCode } from '../support/staff-harness';

/*
 * Issue 28, "enrolment only with the link" and "secrets do not linger", against the real server on
 * SQLite and PostgreSQL: until the authenticator is confirmed the set-up link is the only way in; the
 * key being set up belongs to one session; recovery codes, invitations and their files do not stay
 * readable; the staff side's address grammar is the intake's.
 */

const HOUR = 3_600_000;
const secretOf = (html: string) => (/<span class="secret">([A-Z2-7 ]+)<\/span>/.exec(html)?.[1] ?? '').replace(/ /g, '');

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe.each(BACKENDS)('enrolment and lingering secrets on %s', (backend) => {
  const suite = staffSuite(backend);
  const { browser } = suite;
  let people = 0;
  const cli = (...args: string[]) => runStaffCli(suite.database.env, args);
  const add = (role: 'admin' | 'staff' = 'staff', email = `person${++people}@example.com`) => {
    const name = `Person ${people}`;
    const added = cli('add', '--email', email, '--name', name, '--role', role);
    expect(added.code).toBe(0);
    return { email, name, link: linkPath(added.stdout) };
  };
  const choosePassword = async (b: Browser, link: string) => {
    const saved = await b.submit(link, link, { password: TEST_PASSWORD, confirm: TEST_PASSWORD });
    expect(saved).toMatchObject({ status: 303, location: '/staff/setup/totp' });
    return secretOf(saved.html);
  };
  const signInRefused = async (b: Browser, email: string) => {
    const refused = await b.submit('/staff/sign-in', '/staff/sign-in', { email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('This account is not set up yet: finish from the set-up link in your invitation, or, if it has expired, ask an administrator for a new one.');
    expect([...b.cookies.keys()]).not.toContain('staff_session');
    // No step of the set-up opens for this browser.
    expect((await b.request('/staff/setup/totp')).headers.get('location')).toBe('/staff/sign-in');
  };
  /** Every text of every table, as one string: what a copy of the database gives away. */
  const everything = async () => {
    const tables =
      backend === 'postgres'
        ? (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(suite.db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(suite.db)).rows;
    expect(tables.map((t) => t.name)).toContain('staff_session');
    const dumps = await Promise.all(tables.map(async ({ name }) => JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(suite.db)).rows, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('latin1') : typeof value === 'bigint' ? String(value) : value))));
    return dumps.join('\n').toLowerCase();
  };

  test('a password chosen from the link never opens the enrolment step: refused at once and 25 hours later, and after that only a new link sets the account up', async () => {
    const { email, name, link } = add('admin');
    await choosePassword(browser(), link);
    await signInRefused(browser(), email);
    expect((await suite.db.selectFrom('staff_audit').select('action').where('action', '=', 'sign-in-not-set-up').execute()).length).toBeGreaterThanOrEqual(1);

    const later = await startServer({ ...suite.env(), CLOCK_OFFSET_MS: String(25 * HOUR) });
    try {
      await signInRefused(browser(later), email);
      expect((await browser(later).request(link)).status).toBe(410);
      expect(cli('list').stdout).toContain(`${email}\t${name}\tadmin\tset-up pending`);
    } finally {
      await later.stop();
    }
    expect(await suite.db.selectFrom('staff_session').select('id_hash').where('stage', '=', 'full').where('account_id', '=', (await suite.db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id).execute()).toEqual([]);

    const reset = cli('reset', '--email', email);
    expect(reset.code).toBe(0);
    const b = browser();
    await setUpFromLink(b, linkPath(reset.stdout));
    expect((await b.page('/staff/')).html).toContain('Signed in as');
  });

  test('when the link expires half-way through, the enrolment step closes with it; People shows the link expired, and a reset gives a new one', async () => {
    const { email, name, link } = add('staff');
    const id = (await suite.db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    // The password five minutes before the link expires; the code six minutes later (a half-finished set-up lasts 15).
    const before = await startServer({ ...suite.env(), CLOCK_OFFSET_MS: String(24 * HOUR - 5 * 60_000) });
    const after = await startServer({ ...suite.env(), CLOCK_OFFSET_MS: String(24 * HOUR + 60_000) });
    try {
      const b = browser(before);
      const secret = await choosePassword(b, link);
      b.server = after;
      const page = await b.page('/staff/setup/totp');
      expect(page.response.status).toBe(410);
      expect(page.html).toContain('This set-up link does not work');
      b.server = before;
      const form = await b.page('/staff/setup/totp');
      b.server = after;
      const posted = await b.request('/staff/setup/totp', { method: 'POST', form: { csrf: form.csrf, code: totpCode(secret) } });
      expect(posted.status).toBe(410);
      expect((await suite.db.selectFrom('staff_account').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow()).totp_secret).toBeNull();
    } finally {
      await Promise.all([before.stop(), after.stop()]);
    }
    // Signed in only now: a server ahead of the clock ends, as idle, the sessions it finds.
    const admin = browser();
    await setUpFromLink(admin, add('admin').link);

    const invited = await admin.page(`/staff/people/${id}`);
    expect(invited.html).toContain('<dd>Invited</dd>');
    await suite.db.updateTable('staff_account').set({ setup_expires_at: Date.now() - 1 }).where('id', '=', id).execute();
    expect((await admin.page(`/staff/people/${id}`)).html).toContain('<dd>Link expired</dd>');
    expect((await admin.page('/staff/people')).html).toMatch(new RegExp(`${email}</td><td[^>]*>staff</td><td[^>]*>Link expired</td>`));
    expect(cli('list').stdout).toContain(`${email}\t${name}\tstaff\tset-up link expired`);

    const reset = cli('reset', '--email', email);
    expect(reset.code).toBe(0);
    expect((await admin.page(`/staff/people/${id}`)).html).toContain('<dd>Invited</dd>');
    await setUpFromLink(browser(), linkPath(reset.stdout));
    expect((await admin.page(`/staff/people/${id}`)).html).toContain('<dd>Active</dd>');
  });

  test('two sessions on the enrolment page get different keys, and neither confirms the other’s; the first to confirm ends the other and spends the link', async () => {
    const { email, link } = add('staff');
    const [one, two] = [browser(), browser()];
    const secretOne = await choosePassword(one, link);
    const secretTwo = await choosePassword(two, link);
    expect(secretOne).toMatch(/^[A-Z2-7]{32}$/);
    expect(secretTwo).toMatch(/^[A-Z2-7]{32}$/);
    expect(secretTwo).not.toBe(secretOne);
    // A reload shows the same key.
    expect(secretOf((await one.page('/staff/setup/totp')).html)).toBe(secretOne);
    expect(secretOf((await two.page('/staff/setup/totp')).html)).toBe(secretTwo);
    const account = await suite.db.selectFrom('staff_account').select(['id', 'totp_pending']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.totp_pending).toBeNull();
    const pending = await suite.db.selectFrom('staff_session').select('totp_pending').where('account_id', '=', account.id).execute();
    expect(pending.map((row) => row.totp_pending).sort()).toEqual([secretOne, secretTwo].sort());

    for (const [b, other] of [[one, secretTwo], [two, secretOne]] as const) {
      const crossed = await b.submit('/staff/setup/totp', '/staff/setup/totp', { code: totpCode(other) });
      expect(crossed.status).toBe(400);
      expect(crossed.html).toContain('That code is not right');
    }
    const confirmed = await one.submit('/staff/setup/totp', '/staff/setup/totp', { code: totpCode(secretOne) });
    expect(confirmed).toMatchObject({ status: 303, location: '/staff/setup/recovery-codes' });
    expect((await suite.db.selectFrom('staff_account').select('totp_secret').where('id', '=', account.id).executeTakeFirstOrThrow()).totp_secret).toBe(secretOne);

    // The other session ended with it: its own key, its form, the link: nothing opens anything now.
    const form = await two.request('/staff/setup/totp');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/staff/sign-in?m=session-ended');
    const late = await two.request('/staff/setup/totp', { method: 'POST', form: { csrf: (await two.page('/staff/sign-in')).csrf, code: totpCode(secretTwo, 1) } });
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe('/staff/sign-in');
    expect((await two.request(link)).status).toBe(410);
    expect((await suite.db.selectFrom('staff_account').select('totp_secret').where('id', '=', account.id).executeTakeFirstOrThrow()).totp_secret).toBe(secretOne);
    expect(await suite.db.selectFrom('staff_session').select('stage').where('account_id', '=', account.id).execute()).toEqual([{ stage: 'full' }]);
  });

  test('recovery codes are never in the database in plain text, not even before their page shows them', async () => {
    const { link } = add('staff');
    const b = browser();
    const secret = await choosePassword(b, link);
    const { csrf } = await b.page('/staff/setup/totp');
    const confirmed = await b.request('/staff/setup/totp', { method: 'POST', form: { csrf, code: totpCode(secret) } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/staff/setup/recovery-codes');
    // Between the step that makes them and the page that shows them: sealed in the session row.
    const waiting = await everything();
    const sealed = await suite.db.selectFrom('staff_session').select('recovery_codes').where('recovery_codes', 'is not', null).execute();
    expect(sealed).toHaveLength(1);
    const page = await b.page('/staff/setup/recovery-codes');
    const codes = [...page.html.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1] ?? '');
    expect(codes).toHaveLength(10);
    const shown = await everything();
    for (const code of codes) {
      for (const form of [code, code.replace('-', '')]) {
        expect([form, waiting.includes(form)]).toEqual([form, false]);
        expect([form, shown.includes(form)]).toEqual([form, false]);
      }
    }
    expect(await suite.db.selectFrom('staff_session').select('recovery_codes').where('recovery_codes', 'is not', null).execute()).toEqual([]);
    // Shown once; and the codes work.
    expect((await b.request('/staff/setup/recovery-codes')).headers.get('location')).toBe('/staff/');
  });

  test('the staff side takes the intake’s address grammar: a,b@evil.test is refused by the command line and the invite form', async () => {
    const refused = cli('add', '--email', 'a,b@evil.test', '--name', 'Evil', '--role', 'admin');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('must be an email address');
    const admin = browser();
    await setUpFromLink(admin, add('admin').link);
    for (const email of ['a,b@evil.test', 'a;b@evil.test', 'a@b.test,c@evil.test', 'x@evil.test?cc=y@evil.test']) {
      const invited = await admin.submit('/staff/people', '/staff/people', { name: 'Evil', email, role: 'admin' });
      expect([email, invited.status]).toEqual([email, 400]);
      expect(invited.html).toMatch(/id="email-error">Enter an email address/);
    }
    expect(await suite.db.selectFrom('staff_account').select('email').where('email', 'like', '%evil.test%').execute()).toEqual([]);
    expect(await suite.db.selectFrom('outbox_message').select('id').where('purpose', '=', 'invite').where('content', 'like', '%evil.test%').execute()).toEqual([]);
  });

  test('a short local part does not forbid passwords; a long one still may not be in the password', async () => {
    const short = add('staff', 'h@example.com');
    // The test password has an "h" in it: refused before, now accepted.
    expect(TEST_PASSWORD).toContain('h');
    await choosePassword(browser(), short.link);
    const long = add('staff', 'asha.patel@example.com');
    const b = browser();
    const refused = await b.submit(long.link, long.link, { password: 'my name is asha.patel, 2026', confirm: 'my name is asha.patel, 2026' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Do not use your email address in the password');
  });

  // Last: its server 25 hours ahead forgets every invitation sent so far.
  test('a sent invitation keeps no body, and its .eml goes once it is older than its link', async () => {
    const admin = browser();
    await setUpFromLink(admin, add('admin').link);
    const invited = await admin.submit('/staff/people', '/staff/people', { name: 'Ravi Staff', email: 'ravi@example.com', role: 'staff' });
    expect(invited).toMatchObject({ status: 303, location: '/staff/people?m=invited' });
    const sent = async () => suite.db.selectFrom('outbox_message').select(['id', 'status', 'content']).where('purpose', '=', 'invite').execute();
    await until(async () => (await sent()).every((row) => row.status === 'sent') && (await sent()).length === 1, 'the invitation sent');
    const [message] = await sent();
    const { fileName, ...rest } = JSON.parse(message?.content ?? '{}') as { fileName?: string };
    expect(rest).toEqual({});
    expect(message?.content).not.toContain('/staff/setup/');
    expect(message?.content).not.toContain('ravi@example.com');
    expect(fileName).toMatch(/-invite-[\w-]+\.eml$/);
    const file = join(suite.database.env.MAIL_DIR ?? '', fileName ?? '');
    // Until then the file holds the link (the person may not have read it yet), and the link works.
    const link = /http:\/\/localhost:3000(\/staff\/setup\/[\w-]{43})/.exec(readFileSync(file, 'utf8').replace(/=\r?\n/g, ''))?.[1] ?? '';
    expect(link).not.toBe('');
    expect((await browser().request(link)).status).toBe(200);
    expect(readdirSync(suite.database.env.MAIL_DIR ?? '').filter((name) => name.includes('-invite-'))).toContain(fileName);

    const later = await startServer({ ...suite.env(), CLOCK_OFFSET_MS: String(24 * HOUR + 60_000) });
    try {
      await until(async () => !existsSync(file) && (await sent()).every((row) => row.content === null), 'the invitation forgotten');
      expect(readdirSync(suite.database.env.MAIL_DIR ?? '').filter((name) => name.includes('-invite-'))).toEqual([]);
      expect(await sent()).toEqual([{ id: message?.id, status: 'sent', content: null }]);
    } finally {
      await later.stop();
    }
  });
});
