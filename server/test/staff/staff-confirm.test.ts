import { BACKENDS, fixture, postEnquiry } from '../support/harness';
import { staffSuite, totpCode, TEST_PASSWORD, type StaffPerson } from '../support/staff-harness';

/*
 * Issue 28: erasure, a reset, role changes, disabling an account and the full downloads ask for the
 * password or a code again when neither was given in the last 10 minutes, against the real server on
 * SQLite and PostgreSQL. A session's "last given" is moved back in the database, as the clock would.
 * A code from the app is computed for the next 30-second step: the one set-up used is spent (a code is
 * good once).
 */

const ASKED = '<h1>Confirm it is you</h1>';
const WRONG = 'That is not your password, nor the code your app shows now.';

describe.each(BACKENDS)('asking again before sensitive actions on %s', (backend) => {
  const suite = staffSuite(backend);
  const { newPerson } = suite;

  /** The person's sessions, as if the password and code were last given `minutes` ago. */
  const lastGiven = async (person: StaffPerson, minutes: number | null) =>
    suite.db
      .updateTable('staff_session')
      .set({ confirmed_at: minutes === null ? null : Date.now() - minutes * 60_000 })
      .where('account_id', '=', person.id)
      .execute();

  const auditCount = async (action: string, person: StaffPerson) =>
    (await suite.db.selectFrom('staff_audit').select('id').where('action', '=', action).where('account_id', '=', person.id).execute()).length;

  test('disabling: asked on its own form after 10 minutes; a wrong answer disables nothing, the password does, and is good for 10 minutes more', async () => {
    const admin = await newPerson('admin');
    const first = await newPerson('staff');
    const second = await newPerson('staff');
    const a = admin.browser;

    // Within 10 minutes of signing in, nothing is asked.
    await lastGiven(admin, 9);
    expect((await a.page(`/staff/people/${first.id}/disable`)).html).not.toContain('name="confirm_secret"');

    await lastGiven(admin, 11);
    const form = await a.page(`/staff/people/${first.id}/disable`);
    expect(form.html).toContain('name="confirm_secret"');
    expect(form.html).toContain('Your password, or the 6-digit code from your authenticator app');

    // Posted without the answer (a form rendered before the 10 minutes ran out): the page that asks.
    const unasked = await a.submit(`/staff/people/${first.id}`, `/staff/people/${first.id}/disable`, {});
    expect(unasked.status).toBe(200);
    expect(unasked.html).toContain(ASKED);
    expect(unasked.html).toContain('To disable an account, enter your password or a code');
    expect(unasked.html).toContain(`action="/staff/people/${first.id}/disable"`);

    const empty = await a.submit(`/staff/people/${first.id}`, `/staff/people/${first.id}/disable`, { confirm_secret: '' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Enter your password or the code your app shows now');

    const wrong = await a.submit(`/staff/people/${first.id}`, `/staff/people/${first.id}/disable`, { confirm_secret: 'not my password at all' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(WRONG);
    expect(wrong.html).toMatch(/id="confirm_secret"[^>]*aria-invalid="true"/);
    expect(await auditCount('confirm-failed', admin)).toBe(1);
    const untouched = await suite.db.selectFrom('staff_account').select('disabled').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(Number(untouched.disabled)).toBe(0);

    const done = await a.submit(`/staff/people/${first.id}`, `/staff/people/${first.id}/disable`, { confirm_secret: TEST_PASSWORD });
    expect(done).toMatchObject({ status: 303, location: `/staff/people/${first.id}?m=disabled` });
    expect(Number((await suite.db.selectFrom('staff_account').select('disabled').where('id', '=', first.id).executeTakeFirstOrThrow()).disabled)).toBe(1);

    // Given now: the next sensitive action within 10 minutes is not asked.
    expect((await a.page(`/staff/people/${second.id}/disable`)).html).not.toContain('name="confirm_secret"');
    const next = await a.submit(`/staff/people/${second.id}`, `/staff/people/${second.id}/disable`, {});
    expect(next).toMatchObject({ status: 303, location: `/staff/people/${second.id}?m=disabled` });
  });

  test('a role change and a reset: the page that asks keeps what was posted, and a code from the app answers it', async () => {
    const admin = await newPerson('admin');
    const other = await newPerson('staff');
    const a = admin.browser;
    await lastGiven(admin, 30);

    const person = await a.page(`/staff/people/${other.id}`);
    expect(person.html).toMatch(/<form method="post" action="\/staff\/people\/[0-9a-f-]+\/role" novalidate>[\s\S]*name="confirm_secret"/);
    const asked = await a.submit(`/staff/people/${other.id}`, `/staff/people/${other.id}/role`, { role: 'admin' });
    expect(asked.html).toContain(ASKED);
    expect(asked.html).toContain('To change a person’s role');
    expect(asked.html).toContain('<input type="hidden" name="role" value="admin">');
    expect((await suite.db.selectFrom('staff_account').select('role').where('id', '=', other.id).executeTakeFirstOrThrow()).role).toBe('staff');

    const changed = await a.submit(`/staff/people/${other.id}`, `/staff/people/${other.id}/role`, { role: 'admin', confirm_secret: totpCode(admin.secret, 1) });
    expect(changed).toMatchObject({ status: 303, location: `/staff/people/${other.id}?m=role-changed` });
    expect((await suite.db.selectFrom('staff_account').select('role').where('id', '=', other.id).executeTakeFirstOrThrow()).role).toBe('admin');

    await lastGiven(admin, null); // a session of the release before: never confirmed, so asked once
    const reset = await a.submit(`/staff/people/${other.id}`, `/staff/people/${other.id}/reset`, {});
    expect(reset.html).toContain('To reset an account');
    expect(await suite.db.selectFrom('staff_account').select('password_hash').where('id', '=', other.id).executeTakeFirstOrThrow()).not.toEqual({ password_hash: null });
    const done = await a.submit(`/staff/people/${other.id}`, `/staff/people/${other.id}/reset`, { confirm_secret: TEST_PASSWORD });
    expect(done).toMatchObject({ status: 303, location: `/staff/people/${other.id}?m=reset` });
    expect(await suite.db.selectFrom('staff_account').select('password_hash').where('id', '=', other.id).executeTakeFirstOrThrow()).toEqual({ password_hash: null });
  });

  test('erasure and the data-request download are asked for; the erasure form asks on the same page', async () => {
    const admin = await newPerson('admin');
    const a = admin.browser;
    const address = `erase.me.${backend}@example.com`;
    expect((await postEnquiry(suite.server.origin, 'contact', { ...fixture('contact'), email: address })).status).toBe(201);
    await lastGiven(admin, 11);

    const download = await a.submit('/staff/data-requests', '/staff/data-requests/download', { email: address });
    expect(download.html).toContain('To download everything held for a person');
    expect(download.html).toContain(`<input type="hidden" name="email" value="${address}">`);
    const downloaded = await a.submit('/staff/data-requests', '/staff/data-requests/download', { email: address, confirm_secret: TEST_PASSWORD });
    expect(downloaded.status).toBe(200);
    expect(JSON.parse(downloaded.html)).toMatchObject({ email: address, enquiries: [expect.objectContaining({ kind: 'contact' })] });

    await lastGiven(admin, 11);
    const confirm = await a.submit('/staff/data-requests', '/staff/data-requests/erase', { email: address });
    expect(confirm.html).toContain('name="confirm_secret"');
    const refused = await a.submit('/staff/data-requests', '/staff/data-requests/erase/confirm', { email: address, confirm_secret: '000000' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(WRONG);
    expect((await suite.db.selectFrom('enquiry').select('id').where('email', '=', address).execute()).length).toBe(1);
    const erased = await a.submit('/staff/data-requests', '/staff/data-requests/erase/confirm', { email: address, confirm_secret: TEST_PASSWORD });
    expect(erased).toMatchObject({ status: 303, location: '/staff/data-requests?erased=1.0.2' });
    expect((await suite.db.selectFrom('enquiry').select('id').where('email', '=', address).execute()).length).toBe(0);
  });

  test('the CSV export (a link) asks on a page of its own, then sends the browser on to the download; only to inbox paths', async () => {
    const person = await newPerson('staff');
    const b = person.browser;
    await lastGiven(person, 11);
    const asked = await b.request('/staff/export.csv?kind=contact', { headers: { referer: `${suite.server.origin}/staff/?kind=contact` } });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await asked.text();
    expect(html).toContain('To download enquiries as CSV');
    expect(html).toContain('<form method="post" action="/staff/confirm" novalidate>');
    expect(html).toContain('<input type="hidden" name="next" value="/staff/export.csv?kind=contact">');
    expect(html).toContain('href="/staff/?kind=contact">Cancel</a>');

    for (const next of ['https://evil.example/staff/', '//evil.example/staff/', '/elsewhere', '/staff/\\evil', '/staff/../evil.example', '/staff/%2e%2e/evil.example', '/staff/./../../evil']) {
      const refused = await b.submit('/staff/', '/staff/confirm', { next, confirm_secret: TEST_PASSWORD });
      expect({ next, status: refused.status }).toEqual({ next, status: 400 });
    }
    const wrong = await b.submit('/staff/', '/staff/confirm', { next: '/staff/export.csv?kind=contact', confirm_secret: 'wrong password entirely' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(WRONG);

    // A path outside Latin-1 (a search for a name in Gujarati) is sent on percent-encoded, not answered 500.
    const { csrf: token } = await b.page('/staff/');
    const unicode = await b.request('/staff/confirm', { method: 'POST', form: { csrf: token, next: '/staff/?q=પ્રિયા', confirm_secret: TEST_PASSWORD } });
    expect(unicode.status).toBe(303);
    expect(unicode.headers.get('location')).toBe(`/staff/?q=${encodeURIComponent('પ્રિયા')}`);

    const { csrf } = await b.page('/staff/');
    const confirmed = await b.request('/staff/confirm', { method: 'POST', form: { csrf, next: '/staff/export.csv?kind=contact', confirm_secret: totpCode(person.secret, 1) } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/staff/export.csv?kind=contact');
    const csv = await b.request('/staff/export.csv?kind=contact');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-contact-/);
  });

  test('answers given again count in the sign-in throttle: the 11th wrong one from a network is refused', async () => {
    const admin = await newPerson('admin');
    const other = await newPerson('staff');
    const a = admin.browser;
    await lastGiven(admin, 11);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await a.submit(`/staff/people/${other.id}`, `/staff/people/${other.id}/disable`, { confirm_secret: `wrong password number ${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    // The right one too, from this network, until the window has passed: the throttle does not tell.
    expect((await a.submit(`/staff/people/${other.id}`, `/staff/people/${other.id}/disable`, { confirm_secret: TEST_PASSWORD })).status).toBe(429);
    expect(Number((await suite.db.selectFrom('staff_account').select('disabled').where('id', '=', other.id).executeTakeFirstOrThrow()).disabled)).toBe(0);
  });
});
