import { BACKENDS, startServer } from '../support/harness';
import { Browser, staffSuite, TEST_PASSWORD, totpCode } from '../support/staff-harness';

/*
 * Issue 28, finding 7: an account page for each person (/staff/account), against the real server on
 * SQLite and PostgreSQL: changing one's password, seeing and ending one's own sessions, new recovery
 * codes shown once, moving the authenticator to a new phone; each asks for the password or a code
 * again, counted by the sign-in throttle.
 */

const NEW_PASSWORD = 'purple elephants dance at noon 77';
const ACCOUNT = '/staff/account';
const secretOf = (html: string) => (/<span class="secret">([A-Z2-7 ]+)<\/span>/.exec(html)?.[1] ?? '').replace(/ /g, '');
const sessionIds = (html: string) => [...html.matchAll(/name="session" value="([^"]+)"/g)].map((m) => m[1] ?? '');
const codesOf = (html: string) => [...html.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1] ?? '');

describe.each(BACKENDS)('the account page on %s', (backend) => {
  const suite = staffSuite(backend);
  const { newPerson, browser } = suite;

  /** Password, then a code: by default one of the person's recovery codes (each works once). */
  const signIn = async (person: { email: string; codes: string[] }, b: Browser, password = TEST_PASSWORD, code?: string) => {
    const first = await b.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password });
    if (first.location !== '/staff/sign-in/code') return first;
    return b.submit('/staff/sign-in/code', '/staff/sign-in/code', { code: code ?? person.codes.shift() ?? '' });
  };
  const signedIn = async (b: Browser) => (await b.request('/staff/')).status === 200;
  const auditCount = async (accountId: string, action: string) => (await suite.db.selectFrom('staff_audit').select('id').where('account_id', '=', accountId).where('action', '=', action).execute()).length;
  const unusedCodes = async (accountId: string) => (await suite.db.selectFrom('staff_recovery_code').select('code_hash').where('account_id', '=', accountId).where('used_at', 'is', null).execute()).length;

  test('every signed-in person reaches it from the header; it shows their sessions with device and network, this one marked, and the link to keys for scripts', async () => {
    const person = await newPerson('staff');
    const home = await person.browser.page('/staff/');
    expect(home.html).toContain('<a href="/staff/account">Your account</a>');
    expect((await new Browser(suite.server).request(ACCOUNT)).headers.get('location')).toBe('/staff/sign-in');

    await signIn(person, browser());
    const { response, html } = await person.browser.page(ACCOUNT);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const heading of ['Password', 'Your sessions', 'Recovery codes', 'Authenticator app', 'Keys for scripts']) expect(html).toContain(`">${heading}</h2>`);
    expect(html).toContain('<a href="/staff/account" aria-current="page">Your account</a>');
    expect(html).toContain('<a href="/staff/account/keys">Manage your keys for scripts</a>');
    // Node's fetch names no browser; the network is the address with its last part left out.
    expect(html).toContain('<th scope="row" data-label="Device">Unknown browser</th>');
    expect(html).toContain('<td data-label="Network">198.51.100.0</td>');
    expect(html.match(/This session/g)).toHaveLength(1);
    expect(sessionIds(html)).toHaveLength(1);
    expect(html).toContain('9 unused codes are left.');
  });

  test('the password changes with the current password and a code; mistakes come back beside their fields; other sessions end and the old password stops working', async () => {
    const person = await newPerson('admin');
    const laptop = browser();
    await signIn(person, laptop);
    expect(await signedIn(laptop)).toBe(true);
    const code = person.codes.shift() ?? '';
    const unused = await unusedCodes(person.id);

    // A weak new password: refused before the code is checked, so the code is not spent, and it is kept in its field.
    const weak = await person.browser.submit(ACCOUNT, `${ACCOUNT}/password`, { current: TEST_PASSWORD, code, password: 'short', confirm: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.html).toContain('<p class="error" id="password-error">Enter at least 12 characters</p>');
    expect(weak.html).toContain(`value="${code}"`);
    expect(weak.html).not.toContain(TEST_PASSWORD);
    expect(await unusedCodes(person.id)).toBe(unused);
    const mismatch = await person.browser.submit(ACCOUNT, `${ACCOUNT}/password`, { current: TEST_PASSWORD, code, password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` });
    expect(mismatch.html).toContain('<p class="error" id="confirm-error">The two new passwords are not the same</p>');
    const empty = await person.browser.submit(ACCOUNT, `${ACCOUNT}/password`, { current: '', code: '', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('<p class="error" id="current-error">Enter your current password</p>');
    expect(empty.html).toContain('<p class="error" id="code-error">Enter a code from your app, or a recovery code</p>');
    expect(empty.html).toContain('<a href="#current">Enter your current password</a>');

    const wrong = await person.browser.submit(ACCOUNT, `${ACCOUNT}/password`, { current: 'not my password at all', code, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('<p class="error" id="current-error">Your current password or the code is not right</p>');
    const wrongCode = await person.browser.submit(ACCOUNT, `${ACCOUNT}/password`, { current: TEST_PASSWORD, code: 'aaaaa-bbbbb', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(wrongCode.status).toBe(400);
    expect(await auditCount(person.id, 'password-changed')).toBe(0);

    const changed = await person.browser.submit(ACCOUNT, `${ACCOUNT}/password`, { current: TEST_PASSWORD, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(changed).toMatchObject({ status: 303, location: '/staff/account?m=password-changed#password-section' });
    expect(changed.html).toContain('Password changed. Your other sessions have ended');
    expect(await signedIn(person.browser)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await auditCount(person.id, 'password-changed')).toBe(1);

    const old = await signIn(person, browser(), TEST_PASSWORD);
    expect(old.status).toBe(400);
    expect((await signIn(person, browser(), NEW_PASSWORD)).status).toBe(303);
  });

  test('another session of one’s own ends from the page, one by one or all but this one; someone else’s session id is refused 404 and stays', async () => {
    const person = await newPerson('admin');
    const stranger = await newPerson('staff');
    const [phone, tablet] = [browser(), browser()];
    await signIn(person, phone);
    await signIn(person, tablet);
    const before = await person.browser.page(ACCOUNT);
    const ids = sessionIds(before.html);
    expect(ids).toHaveLength(2);
    expect(before.html.match(/This session/g)).toHaveLength(1);

    const strangerSession = (await suite.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', stranger.id).executeTakeFirstOrThrow()).id_hash;
    const refused = await person.browser.submit(ACCOUNT, `${ACCOUNT}/sessions/end`, { session: strangerSession });
    expect(refused.status).toBe(404);
    expect(await signedIn(stranger.browser)).toBe(true);
    const mine = (await suite.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', person.id).where('id_hash', 'not in', ids).executeTakeFirstOrThrow()).id_hash;
    expect((await person.browser.submit(ACCOUNT, `${ACCOUNT}/sessions/end`, { session: mine })).status).toBe(404);
    expect(await signedIn(person.browser)).toBe(true);

    const sessions = async () => (await suite.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', person.id).execute()).length;
    const ended = await person.browser.submit(ACCOUNT, `${ACCOUNT}/sessions/end`, { session: ids[0] ?? '' });
    expect(ended).toMatchObject({ status: 303, location: '/staff/account?m=own-session-ended#sessions-section' });
    expect([await signedIn(phone), await signedIn(tablet)].filter(Boolean)).toHaveLength(1);
    expect(await sessions()).toBe(2);

    await signIn(person, browser());
    const everywhere = await person.browser.submit(ACCOUNT, `${ACCOUNT}/sessions/end-others`, {});
    expect(everywhere.location).toBe('/staff/account?m=other-sessions-ended#sessions-section');
    expect(everywhere.html).toContain('You are signed in here only.');
    expect([await signedIn(phone), await signedIn(tablet), await signedIn(person.browser)]).toEqual([false, false, true]);
    expect(await signedIn(stranger.browser)).toBe(true);
    expect(await auditCount(person.id, 'session-ended')).toBe(2);
  });

  test('new recovery codes need the password or a code, are shown once and stored only as hashes; the old ones stop working', async () => {
    const person = await newPerson('staff');
    const none = await person.browser.submit(ACCOUNT, `${ACCOUNT}/recovery-codes`, { 'renew-password': '', 'renew-code': '' });
    expect(none.status).toBe(400);
    expect(none.html).toContain('<p class="error" id="renew-password-error">Enter your password, or a code below</p>');
    const wrong = await person.browser.submit(ACCOUNT, `${ACCOUNT}/recovery-codes`, { 'renew-password': 'not my password at all', 'renew-code': '' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('<p class="error" id="renew-password-error">That password is not right</p>');
    const wrongCode = await person.browser.submit(ACCOUNT, `${ACCOUNT}/recovery-codes`, { 'renew-password': '', 'renew-code': '000000' });
    expect(wrongCode.html).toContain('id="renew-code-error">That code is not right, or was used already.');

    const renewed = await person.browser.submit(ACCOUNT, `${ACCOUNT}/recovery-codes`, { 'renew-password': TEST_PASSWORD, 'renew-code': '' });
    expect(renewed.status).toBe(200);
    const fresh = codesOf(renewed.html);
    expect(fresh).toHaveLength(10);
    expect(new Set([...fresh, ...person.codes]).size).toBe(10 + person.codes.length);
    // Only hashes in the database; nothing kept in the session to show them again.
    const stored = JSON.stringify(await suite.db.selectFrom('staff_recovery_code').selectAll().where('account_id', '=', person.id).execute());
    for (const code of fresh) expect(stored).not.toContain(code.replace('-', ''));
    expect(JSON.stringify(await suite.db.selectFrom('staff_session').selectAll().where('account_id', '=', person.id).execute())).not.toContain(fresh[0]!.slice(0, 5));
    expect((await person.browser.page(ACCOUNT)).html).toContain('10 unused codes are left.');
    expect(await auditCount(person.id, 'recovery-codes-renewed')).toBe(1);

    // By a code instead of the password: a code from the app works too.
    const byCode = await person.browser.submit(ACCOUNT, `${ACCOUNT}/recovery-codes`, { 'renew-password': '', 'renew-code': totpCode(person.secret, 1) });
    expect(byCode.status).toBe(200);
    const latest = codesOf(byCode.html);

    const old = await signIn(person, browser(), TEST_PASSWORD, fresh[0]);
    expect(old.status).toBe(400);
    const now = await signIn(person, browser(), TEST_PASSWORD, latest[0]);
    expect(now).toMatchObject({ status: 303, location: '/staff/?m=recovery-used' });
  });

  test('the authenticator moves to a new phone: a current code, then the new key and its first code; the old phone’s codes stop, the new ones sign in', async () => {
    const person = await newPerson('staff');
    const secretNow = async () => (await suite.db.selectFrom('staff_account').select('totp_secret').where('id', '=', person.id).executeTakeFirstOrThrow()).totp_secret;
    const moveStart = '/staff/account?m=move-start#authenticator-section';

    // Step 2 is not reachable without step 1.
    expect((await person.browser.request(`${ACCOUNT}/authenticator`)).headers.get('location')).toBe(moveStart);
    const skipped = await person.browser.submit(ACCOUNT, `${ACCOUNT}/authenticator/confirm`, { 'new-code': totpCode(person.secret, 1) });
    expect(skipped.location).toBe(moveStart);
    expect(await secretNow()).toBe(person.secret);

    const empty = await person.browser.submit(ACCOUNT, `${ACCOUNT}/authenticator`, { 'move-code': '' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('<p class="error" id="move-code-error">Enter a code from your current app, or a recovery code</p>');
    const wrong = await person.browser.submit(ACCOUNT, `${ACCOUNT}/authenticator`, { 'move-code': '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('id="move-code-error">That code is not right');

    // The current code of this 30 seconds' step and the next: the step after is what the new app's first code may share.
    const step1 = await person.browser.submit(ACCOUNT, `${ACCOUNT}/authenticator`, { 'move-code': totpCode(person.secret, 1) });
    expect(step1).toMatchObject({ status: 303, location: '/staff/account/authenticator' });
    const newSecret = secretOf(step1.html);
    expect(newSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret).not.toBe(person.secret);
    expect(step1.html).toContain('<img src="data:image/png;base64,');
    // The same key on a reload; another session of the same person does not reach it.
    expect(secretOf((await person.browser.page(`${ACCOUNT}/authenticator`)).html)).toBe(newSecret);
    const elsewhere = browser();
    await signIn(person, elsewhere);
    expect((await elsewhere.request(`${ACCOUNT}/authenticator`)).headers.get('location')).toBe(moveStart);
    expect((await elsewhere.submit(ACCOUNT, `${ACCOUNT}/authenticator/confirm`, { 'new-code': totpCode(newSecret) })).location).toBe(moveStart);
    // Nor this session more than ten minutes later.
    const later = await startServer({ ...suite.env(), CLOCK_OFFSET_MS: String(11 * 60_000) });
    try {
      const same = Object.assign(new Browser(later, person.browser.address), { cookies: new Map(person.browser.cookies) });
      expect((await same.request(`${ACCOUNT}/authenticator`)).headers.get('location')).toBe(moveStart);
    } finally {
      await later.stop();
    }

    const badCode = await person.browser.submit(`${ACCOUNT}/authenticator`, `${ACCOUNT}/authenticator/confirm`, { 'new-code': totpCode(person.secret, 1) });
    expect(badCode.status).toBe(400);
    expect(badCode.html).toContain('<p class="error" id="new-code-error">That code is not right. Enter the six digits the new app shows now.</p>');
    expect(secretOf(badCode.html)).toBe(newSecret);
    expect(await secretNow()).toBe(person.secret);

    const moved = await person.browser.submit(`${ACCOUNT}/authenticator`, `${ACCOUNT}/authenticator/confirm`, { 'new-code': totpCode(newSecret) });
    expect(moved).toMatchObject({ status: 303, location: '/staff/account?m=authenticator-moved#authenticator-section' });
    expect(moved.html).toContain('Your authenticator is now the new phone');
    expect(await secretNow()).toBe(newSecret);
    expect((await suite.db.selectFrom('staff_session').select('totp_pending').where('account_id', '=', person.id).execute()).map((s) => s.totp_pending)).toEqual([null, null]);
    expect((await person.browser.request(`${ACCOUNT}/authenticator`)).headers.get('location')).toBe(moveStart);
    expect(await auditCount(person.id, 'authenticator-moved')).toBe(1);

    const oldPhone = await signIn(person, browser(), TEST_PASSWORD, totpCode(person.secret, 1));
    expect(oldPhone.status).toBe(400);
    const newPhone = await signIn(person, browser(), TEST_PASSWORD, totpCode(newSecret, 1));
    expect(newPhone).toMatchObject({ status: 303, location: '/staff/' });
  });

  test('a recovery code opens the move when the old phone is lost', async () => {
    const person = await newPerson('staff');
    const step1 = await person.browser.submit(ACCOUNT, `${ACCOUNT}/authenticator`, { 'move-code': person.codes.shift() ?? '' });
    expect(step1.location).toBe('/staff/account/authenticator');
    const moved = await person.browser.submit(`${ACCOUNT}/authenticator`, `${ACCOUNT}/authenticator/confirm`, { 'new-code': totpCode(secretOf(step1.html)) });
    expect(moved.location).toBe('/staff/account?m=authenticator-moved#authenticator-section');
  });

  test('wrong passwords on the account page count as failed sign-ins: the 11th is answered 429, the right one included', async () => {
    const person = await newPerson('staff');
    const code = person.codes.shift() ?? '';
    const { csrf } = await person.browser.page(ACCOUNT);
    const post = (current: string) => person.browser.request(`${ACCOUNT}/password`, { method: 'POST', form: { csrf, current, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD } });
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await post(`wrong guess ${i}`)).status);
    expect(answers).toEqual(Array(10).fill(400));
    const eleventh = await post(TEST_PASSWORD);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('900');
    expect(await auditCount(person.id, 'password-changed')).toBe(0);
    expect(await unusedCodes(person.id)).toBe(person.codes.length + 1);
    // The same limit at sign-in, from this network.
    const sameNetwork = new Browser(suite.server, person.browser.address);
    expect((await sameNetwork.submit('/staff/sign-in', '/staff/sign-in', { email: person.email, password: TEST_PASSWORD })).status).toBe(429);
    expect(await auditCount(person.id, 'confirm-failed')).toBe(10);
  });
});
