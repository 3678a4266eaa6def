import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, runStaffCli, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { Browser, linkPath, setUpFromLink, totpCode } from '../support/staff-harness';

/*
 * The staff inbox's first slice (accounts and sign-in), against the real server on SQLite and
 * PostgreSQL: pages driven with fetch as a browser without script would use them (the CSRF token read
 * from the form, every post answered 303 and followed with a GET).
 */

const PASSWORD = 'correct horse battery staple 42';

type Person = { email: string; name: string; secret: string; codes: string[]; browser: Browser };

describe.each(BACKENDS)('staff accounts and sign-in on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  let people = 0;
  let addresses = 10;
  const env = () => ({ ...database.env, TRUST_PROXY: '1', STAFF_SESSION_IDLE_MINUTES: '5' });
  const browser = (on = server) => new Browser(on, `198.51.100.${addresses++}`);
  const cli = (...args: string[]) => runStaffCli(database.env, args);

  /** A new account through the command line, set up through its link: password, authenticator, recovery codes. */
  const newPerson = async (role: 'admin' | 'staff' = 'staff'): Promise<Person> => {
    const n = ++people;
    const email = `person${n}@example.com`;
    const name = `Person ${n}`;
    const added = cli('add', '--email', email, '--name', name, '--role', role);
    expect(added.code).toBe(0);
    return setUp(email, name, linkPath(added.stdout));
  };

  const setUp = async (email: string, name: string, link: string): Promise<Person> => {
    const b = browser();
    const saved = await b.submit(link, link, { password: PASSWORD, confirm: PASSWORD });
    expect(saved).toMatchObject({ status: 303, location: '/staff/setup/totp' });
    const secret = (/<span class="secret">([A-Z2-7 ]+)<\/span>/.exec(saved.html)?.[1] ?? '').replace(/ /g, '');
    expect(saved.html).toMatch(/<img src="data:image\/png;base64,[^"]+"[^>]* alt="QR code/);
    const confirmed = await b.submit('/staff/setup/totp', '/staff/setup/totp', { code: totpCode(secret) });
    expect(confirmed).toMatchObject({ status: 303, location: '/staff/setup/recovery-codes' });
    const codes = [...confirmed.html.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1] ?? '');
    expect(codes).toHaveLength(10);
    return { email, name, secret, codes, browser: b };
  };

  /** Password then code, on a fresh browser; the code of the next 30-second step (the set-up used the current one). */
  const signIn = async (person: Person, code = totpCode(person.secret, 1), b = browser()) => {
    const first = await b.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: PASSWORD });
    expect(first).toMatchObject({ status: 303, location: '/staff/sign-in/code' });
    const second = await b.submit('/staff/sign-in/code', '/staff/sign-in/code', { code });
    return { browser: b, ...second };
  };

  const signedIn = async (b: Browser) => {
    const response = await b.request('/staff/');
    return response.status === 200 && (await response.text()).includes('Signed in as');
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startServer(env());
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });

  test('a set-up link leads through password, authenticator and recovery codes to the signed-in page, with no-index, CSP and no-store headers', async () => {
    const added = cli('add', '--email', 'Asha@Example.com', '--name', 'Asha Admin', '--role', 'admin');
    expect(added.code).toBe(0);
    const link = linkPath(added.stdout);
    const b = browser();
    const { response, html } = await b.page(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<label for="password">/);
    expect((await b.request('/staff/staff.css')).headers.get('content-type')).toMatch(/^text\/css/);

    // Refusals are shown beside their field, and the link still works after them.
    const short = await b.submit(link, link, { password: 'short', confirm: 'short' });
    expect(short.status).toBe(400);
    expect(short.html).toMatch(/id="password-error">Enter at least 12 characters/);
    const common = await b.submit(link, link, { password: 'qwertyuiop12', confirm: 'qwertyuiop12' });
    expect(common.html).toMatch(/id="password-error">This password is too common/);
    const mismatch = await b.submit(link, link, { password: PASSWORD, confirm: `${PASSWORD}!` });
    expect(mismatch.html).toMatch(/id="confirm-error">The two passwords are not the same/);

    const person = await setUp('asha@example.com', 'Asha Admin', link);
    // The recovery codes are shown once.
    const again = await person.browser.request('/staff/setup/recovery-codes');
    expect(again.status).toBe(303);
    const home = await person.browser.page('/staff/');
    expect(home.html).toContain('Signed in as Asha Admin (admin)');
    expect(home.html).toContain('href="/staff/people"');
    // Over plain http on this machine: no __Host- prefix and no Secure, but HttpOnly and SameSite=Strict.
    const signInAgain = await signIn(person);
    expect(signInAgain.location).toBe('/staff/');
    const setCookie = (await browser().request('/staff/sign-in')).headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/staff_csrf=[\w-]+; Path=\/; HttpOnly; SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/);

    // The link works once.
    expect((await browser().request(link)).status).toBe(410);
    // Signed in, a stale step of the sign-in leads home; an unknown page is the inbox's own 404.
    expect((await person.browser.request('/staff/sign-in/code')).headers.get('location')).toBe('/staff/');
    const missing = await person.browser.request('/staff/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
    expect(await missing.text()).toContain('Page not found');
    // No log line holds the set-up token or the password.
    expect(server.logs()).not.toContain(link.split('/').at(-1));
    expect(server.logs()).not.toContain(PASSWORD);
    const stored = await db.selectFrom('staff_account').select(['password_hash', 'setup_token_hash']).where('email', '=', 'asha@example.com').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.setup_token_hash).toBeNull();
  });

  test('a TOTP code signs in once; a recovery code signs in instead, once; a new session id at each sign-in', async () => {
    const person = await newPerson();
    const b = browser();
    await b.page('/staff/sign-in');
    const before = b.cookies.get('staff_session');
    const code = totpCode(person.secret, 1);
    const first = await signIn(person, code, b);
    expect(first.location).toBe('/staff/');
    expect(first.html).toContain(`Signed in as ${person.name} (staff)`);
    expect(b.cookies.get('staff_session')).toBeDefined();
    expect(b.cookies.get('staff_session')).not.toBe(before);

    // The same code again is refused.
    const replay = await signIn(person, code);
    expect(replay.status).toBe(400);
    expect(replay.html).toContain('That code is not right, or was used already');

    const [recovery = ''] = person.codes;
    const byRecovery = await signIn(person, recovery.toUpperCase());
    expect(byRecovery.location).toBe('/staff/?m=recovery-used');
    expect(byRecovery.html).toContain('Signed in with a recovery code');
    const reused = await signIn(person, recovery);
    expect(reused.status).toBe(400);

    const audit = await db.selectFrom('staff_audit').selectAll().where('account_id', '=', (await db.selectFrom('staff_account').select('id').where('email', '=', person.email).executeTakeFirstOrThrow()).id).execute();
    const actions = audit.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['sign-in', 'sign-in-recovery-code', 'sign-in-failed-code']));
    expect(new Set(audit.map((row) => row.network))).toEqual(new Set(audit.map((row) => row.network).filter((n) => /^198\.51\.100\.0$/.test(n))));
    expect(JSON.stringify(audit)).not.toContain(recovery);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  test('an unknown address and a wrong password get the same answer in about the same time', async () => {
    const person = await newPerson();
    const attempt = async (email: string) => {
      const b = browser();
      const started = performance.now();
      const answer = await b.submit('/staff/sign-in', '/staff/sign-in', { email, password: 'not the password at all' });
      return { ...answer, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await attempt(person.email);
      const nobody = await attempt(`nobody${i}@example.com`);
      expect(wrong.status).toBe(400);
      expect(nobody.status).toBe(400);
      expect(wrong.html.replace(/value="[^"]*"/g, '')).toBe(nobody.html.replace(/value="[^"]*"/g, ''));
      expect(wrong.html).toContain('Email or password is wrong');
      known.push(wrong.ms);
      unknown.push(nobody.ms);
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[2] ?? 0;
    // Loose: the machine is shared. Without the dummy hash an unknown address would answer in a few ms.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(150, median(known) * 0.6));
  });

  test('ten failures refuse that client on the account but not the owner elsewhere, thirty refuse a client on every account', async () => {
    const person = await newPerson();
    const guesser = browser();
    for (let i = 0; i < 10; i++) expect((await guesser.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: `wrong ${i}` })).status).toBe(400);
    const locked = await guesser.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('Too many failed attempts');
    expect((await signIn(person)).location).toBe('/staff/');

    const other = await newPerson();
    const attacker = browser();
    for (let i = 0; i < 30; i++) expect((await attacker.submit('/staff/sign-in', '/staff/sign-in', { email: `guess${i}@example.com`, password: 'wrong password' })).status).toBe(400);
    expect((await attacker.submit('/staff/sign-in', '/staff/sign-in', { email: other.email, password: PASSWORD })).status).toBe(429);
    // Another address still signs the other person in.
    expect((await signIn(other)).location).toBe('/staff/');
  });

  test('a post without the token, with a wrong token, or from a foreign Origin is refused', async () => {
    const person = await newPerson();
    const { browser: b } = await signIn(person);
    const noToken = await b.request('/staff/sign-out-everywhere', { method: 'POST', form: {} });
    expect(noToken.status).toBe(403);
    const wrongToken = await b.request('/staff/sign-out-everywhere', { method: 'POST', form: { csrf: 'x'.repeat(43) } });
    expect(wrongToken.status).toBe(403);
    const foreign = await b.submit('/staff/', '/staff/sign-out-everywhere', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // A token from another browser's session does not fit this one.
    const other = await browser().page('/staff/sign-in');
    expect((await b.request('/staff/sign-out', { method: 'POST', form: { csrf: other.csrf } })).status).toBe(403);
    const signInWithout = await browser().request('/staff/sign-in', { method: 'POST', form: { email: person.email, password: PASSWORD } });
    expect(signInWithout.status).toBe(403);
    expect(await signedIn(b)).toBe(true);
    // Its own origin passes.
    const own = await b.submit('/staff/', '/staff/sign-out', {}, { origin: server.origin });
    expect(own.location).toBe('/staff/sign-in?m=signed-out');
  });

  test('sessions end after the idle time-out and after the absolute one (servers started later on the clock)', async () => {
    const person = await newPerson();
    const { browser: b } = await signIn(person);
    const cookie = b.cookies.get('staff_session') ?? '';
    const [fourMinutes, sixMinutes, thirteenHours] = await Promise.all([
      startServer({ ...env(), CLOCK_OFFSET_MS: String(4 * 60_000) }),
      startServer({ ...env(), CLOCK_OFFSET_MS: String(6 * 60_000) }),
      startServer({ ...env(), STAFF_SESSION_IDLE_MINUTES: String(60 * 24 * 30), CLOCK_OFFSET_MS: String(13 * 3_600_000) }),
    ]);
    try {
      const on = (s: RunningServer) => Object.assign(new Browser(s, b.address), { cookies: new Map([['staff_session', cookie]]) });
      // Four minutes on: still signed in (idle is 5), and the use moves the idle clock on.
      expect(await signedIn(on(fourMinutes))).toBe(true);
      // Thirteen hours on, with an idle time-out of 30 days: past the 12-hour limit all the same.
      const late = await on(thirteenHours).request('/staff/');
      expect(late.status).toBe(303);
      expect(late.headers.get('location')).toBe('/staff/sign-in?m=session-ended');
      expect(await signedIn(b)).toBe(false);

      // A fresh session, unused for six minutes: past the 5-minute idle time-out, and gone for every instance.
      const again = await signIn(person, person.codes[0]);
      expect(again.location).toBe('/staff/?m=recovery-used');
      expect(await signedIn(Object.assign(new Browser(sixMinutes, again.browser.address), { cookies: new Map(again.browser.cookies) }))).toBe(false);
      expect(await signedIn(again.browser)).toBe(false);

      // A sign-in clears out every session that has run out, presented again or not (here: all, thirteen hours on).
      const later = await signIn(person, person.codes[1], new Browser(thirteenHours, b.address));
      expect(later.location).toBe('/staff/?m=recovery-used');
      const rows = await db.selectFrom('staff_session').select(['created_at']).execute();
      expect(rows.map((row) => Number(row.created_at) > Date.now() + 12 * 3_600_000)).toEqual([true]);
    } finally {
      await Promise.all([fourMinutes.stop(), sixMinutes.stop(), thirteenHours.stop()]);
    }
  });

  test('sign-out and sign out everywhere end sessions at once; a second instance on the same database shares them', async () => {
    const person = await newPerson();
    const second = await startServer(env());
    try {
      const one = await signIn(person);
      const onSecond = Object.assign(new Browser(second, one.browser.address), { cookies: new Map(one.browser.cookies) });
      expect(await signedIn(onSecond)).toBe(true);
      const stale = new Map(one.browser.cookies);
      const out = await onSecond.submit('/staff/', '/staff/sign-out', {});
      expect(out.html).toContain('Signed out.');
      expect(await signedIn(Object.assign(new Browser(server, one.browser.address), { cookies: stale }))).toBe(false);

      const phone = await signIn(person, person.codes[0]);
      const laptop = await signIn(person, person.codes[1]);
      expect(await signedIn(phone.browser)).toBe(true);
      const everywhere = await laptop.browser.submit('/staff/', '/staff/sign-out-everywhere', {});
      expect(everywhere.html).toContain('Signed out on every device.');
      expect(await signedIn(phone.browser)).toBe(false);
      expect(await signedIn(Object.assign(new Browser(second, phone.browser.address), { cookies: new Map(phone.browser.cookies) }))).toBe(false);
    } finally {
      await second.stop();
    }
  });

  test('the command line lists, disables and resets accounts; disabling and resetting end sessions', async () => {
    const person = await newPerson();
    const { browser: b } = await signIn(person);
    const listed = cli('list');
    expect(listed.code).toBe(0);
    // The set-up's browser and this one.
    expect(listed.stdout).toMatch(new RegExp(`^${person.email}\\t${person.name}\\tstaff\\tactive\\t2 open sessions$`, 'm'));

    expect(cli('add', '--email', person.email, '--name', 'Again', '--role', 'staff').code).toBe(2);
    expect(cli('add', '--email', 'x@example.com', '--name', 'X', '--role', 'boss').code).toBe(2);

    const reset = cli('reset', '--email', person.email);
    expect(reset.code).toBe(0);
    expect(await signedIn(b)).toBe(false);
    const refused = await browser().submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Email or password is wrong');
    const renewed = await setUp(person.email, person.name, linkPath(reset.stdout));
    expect(renewed.secret).not.toBe(person.secret);
    expect(await signedIn(renewed.browser)).toBe(true);

    expect(cli('disable', '--email', person.email).code).toBe(0);
    expect(await signedIn(renewed.browser)).toBe(false);
    const disabled = await browser().submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: PASSWORD });
    expect(disabled.html).toContain('Email or password is wrong');
    expect(cli('list').stdout).toMatch(new RegExp(`^${person.email}\\t.*\\tdisabled\\t0 open sessions$`, 'm'));
    expect(cli('disable', '--email', 'nobody@example.com').code).toBe(2);
  });

  test('beside the static site, /staff/ pages and their 404 are the inbox\'s own; behind https the cookies are __Host- and Secure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'staff-site-'));
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(dir, 'out', '404.html'), '<!doctype html><title>Lost signal</title>');
    writeFileSync(join(dir, 'out', '_headers'), ['/', "  Content-Security-Policy: default-src 'self'", '', '/404.html', "  Content-Security-Policy: default-src 'self'", ''].join('\n'));
    const withSite = await startServer({ ...env(), OUT_DIR: join(dir, 'out'), STAFF_URL: 'https://intake.example.com' });
    try {
      const b = new Browser(withSite);
      const signInPage = await b.page('/staff/sign-in');
      expect(signInPage.response.status).toBe(200);
      expect(signInPage.response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'self'/);
      const missing = await b.request('/staff/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-robots-tag')).toBe('noindex');
      expect(await missing.text()).toContain('Page not found');
      expect(await (await b.request('/no-such-page')).text()).toContain('Lost signal');
      expect(signInPage.response.headers.getSetCookie().join('\n')).toMatch(/^__Host-staff_csrf=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      // STAFF_URL's origin passes the Origin check (a proxy in front may change the Host the server sees).
      const posted = await b.submit('/staff/sign-in', '/staff/sign-in', { email: 'nobody@example.com', password: 'not the password at all' }, { origin: 'https://intake.example.com' });
      expect(posted.status).toBe(400);
      expect(posted.html).toContain('Email or password is wrong');
    } finally {
      await withSite.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a set-up link expires after 24 hours', async () => {
    const added = cli('add', '--email', 'late@example.com', '--name', 'Late', '--role', 'staff');
    const link = linkPath(added.stdout);
    const later = await startServer({ ...env(), CLOCK_OFFSET_MS: String(25 * 3_600_000) });
    try {
      const { response, html } = await new Browser(later).page(link);
      expect(response.status).toBe(410);
      expect(html).toContain('more than 24 hours old');
      expect((await browser().request(link)).status).toBe(200);
    } finally {
      await later.stop();
    }
  });

  test('staff get 403 on People and no link to it; an admin invites by email, and the emailed link sets the account up and signs in through two instances behind one address', async () => {
    const staff = await newPerson('staff');
    const { browser: s } = await signIn(staff);
    expect((await s.page('/staff/')).html).not.toContain('/staff/people');
    expect((await s.request('/staff/people')).status).toBe(403);
    expect((await s.request('/staff/people', { method: 'POST', form: { csrf: (await s.page('/staff/')).csrf, name: 'X', email: 'x@example.com', role: 'admin' } })).status).toBe(403);

    const admin = await newPerson('admin');
    const { browser: a } = await signIn(admin);
    const invalid = await a.submit('/staff/people', '/staff/people', { name: '', email: 'not-an-address', role: 'staff' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toMatch(/id="email-error">Enter an email address/);
    expect(invalid.html).toMatch(/id="name-error">/);
    const invited = await a.submit('/staff/people', '/staff/people', { name: 'Ravi Staff', email: 'ravi@example.com', role: 'staff' });
    expect(invited).toMatchObject({ status: 303, location: '/staff/people?m=invited' });
    expect(invited.html).toContain('Invitation sent.');
    // The rows as their cells' text (the name is a link to the person's page, each cell labelled for narrow screens).
    const cells = invited.html.replace(/<a href="[^"]*">|<\/a>/g, '').replace(/<t([hd])[^>]*>/g, '<t$1>');
    expect(cells).toMatch(/<th>Ravi Staff<\/th><td>ravi@example\.com<\/td><td>staff<\/td><td>Invited<\/td><td>0<\/td>/);
    // Signed in twice: at the end of the set-up, and here.
    expect(cells).toMatch(new RegExp(`<th>${admin.name}</th><td>${admin.email}</td><td>admin</td><td>Active</td><td>2</td>`));

    // The outbox worker writes it as an .eml file (no SMTP_URL in tests).
    const mailDir = database.env.MAIL_DIR ?? '';
    let file: string | undefined;
    for (let i = 0; i < 100 && !file; i++) {
      file = (() => {
        try {
          return readdirSync(mailDir).find((name) => name.includes('-invite-') && name.endsWith('.eml'));
        } catch {
          return undefined;
        }
      })();
      if (!file) await new Promise((done) => setTimeout(done, 100));
    }
    const mail = await simpleParser(readFileSync(join(mailDir, file ?? '')));
    expect(mail.to).toMatchObject({ text: 'ravi@example.com' });
    const link = /http:\/\/localhost:3000(\/staff\/setup\/[\w-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    // Behind one address, two instances on one database: each request of the set-up and of the first
    // sign-in reaches the other instance than the one before (the form from one, its post to the other).
    const other = await startServer(env());
    try {
      let turn = 0;
      const both = {
        get origin() {
          return (turn++ % 2 === 0 ? server : other).origin;
        },
      } as unknown as RunningServer;
      const b = new Browser(both, '198.51.100.250');
      const { secret } = await setUpFromLink(b, link);
      expect((await b.page('/staff/')).html).toContain('Signed in as Ravi Staff (staff)');
      expect(turn).toBeGreaterThanOrEqual(6);
      const later = new Browser(both, '198.51.100.251');
      expect((await later.submit('/staff/sign-in', '/staff/sign-in', { email: 'ravi@example.com', password: PASSWORD })).location).toBe('/staff/sign-in/code');
      const signedInLater = await later.submit('/staff/sign-in/code', '/staff/sign-in/code', { code: totpCode(secret, 1) });
      expect(signedInLater).toMatchObject({ status: 303, location: '/staff/' });
      expect(signedInLater.html).toContain('Signed in as Ravi Staff (staff)');
    } finally {
      await other.stop();
    }
  });
});

describe('the sign-in throttle with REDIS_URL', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL?.trim();

  test('failures from one client on one instance count on another; another client is not refused', async () => {
    if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run through server/test/support/with-redis.sh');
    const database = await createTestDatabase(BACKENDS.at(-1) ?? 'sqlite');
    const env = { ...database.env, REDIS_URL, TRUST_PROXY: '1' };
    const [one, two] = await Promise.all([startServer(env), startServer(env)]);
    try {
      // An account and addresses of this run's own: the Redis keeps earlier runs' counts for up to an hour.
      const email = `shared-${randomInt(1e9)}@example.com`;
      const net = `10.${randomInt(256)}.${randomInt(256)}`;
      const added = runStaffCli(database.env, ['add', '--email', email, '--name', 'Shared', '--role', 'staff']);
      expect(added.code).toBe(0);
      for (let i = 0; i < 10; i++) {
        const b = new Browser(i % 2 === 0 ? one : two, `${net}.1`);
        expect((await b.submit('/staff/sign-in', '/staff/sign-in', { email, password: `wrong ${i}` })).status).toBe(400);
      }
      for (const s of [one, two]) expect((await new Browser(s, `${net}.1`).submit('/staff/sign-in', '/staff/sign-in', { email, password: 'whatever it is' })).status).toBe(429);
      // Another client is not refused on the account: its wrong password is checked.
      for (const s of [one, two]) expect((await new Browser(s, `${net}.2`).submit('/staff/sign-in', '/staff/sign-in', { email, password: 'whatever it is' })).status).toBe(400);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
      await database.drop();
    }
  });
});
