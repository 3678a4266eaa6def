import { randomUUID } from 'node:crypto';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { sampleValues } from '@/lib/enquiry/sample-values';
import { endpointPath } from '@/lib/enquiry/kinds';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, runStaffCli, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { createApiKey } from '../../staff/api-keys';
import { Browser, linkPath, setUpFromLink } from '../support/staff-harness';

/*
 * The inbox (list, enquiry page, workflow) against the real server on SQLite and PostgreSQL, driven
 * as a browser without script drives it: GET pages, forms posted with their CSRF token, 303 followed.
 */

type Person = { id: string; name: string; email: string; browser: Browser };

describe.each(BACKENDS)('staff inbox on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  let admin: Person;
  let staff: Person;
  let other: Person;
  let addresses = 20;
  const ids: Record<string, string> = {};
  const references: Record<string, string> = {};

  const person = async (name: string, role: 'admin' | 'staff'): Promise<Person> => {
    const email = `${name.split(' ')[0]!.toLowerCase()}@sarthi.test`;
    const added = runStaffCli(database.env, ['add', '--email', email, '--name', name, '--role', role]);
    expect(added.code).toBe(0);
    const link = linkPath(added.stdout);
    const b = new Browser(server, `198.51.100.${addresses++}`);
    await setUpFromLink(b, link);
    const { id } = await db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, name, email, browser: b };
  };

  const post = async (label: string, kind: EnquiryKind, changes: Record<string, unknown>) => {
    const response = await postEnquiry(server.origin, kind, { ...fixture(kind), ...changes });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    ids[label] = id;
    references[label] = (await db.selectFrom('enquiry').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference ?? '';
    return id;
  };

  /** The references in a list page's rows, in order. */
  const listed = (html: string) => [...html.matchAll(/<th scope="row" data-label="Reference"><a href="\/staff\/enquiries\/([0-9a-f-]{36})">/g)].map((m) => m[1]);
  const labelOf = (id: string | undefined) => Object.entries(ids).find(([, value]) => value === id)?.[0];
  const list = async (b: Browser, query: string) => {
    const page = await b.page(`/staff/${query}`);
    expect(page.response.status).toBe(200);
    return { html: page.html, labels: listed(page.html).map(labelOf) };
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    server = await startServer({ ...database.env, TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000' });
    admin = await person('Priya Shah', 'admin');
    staff = await person('Ravi Mehta', 'staff');
    other = await person('Neha Joshi', 'staff');
    // Oldest first: the list shows them the other way round.
    await post('asha', 'contact', { name: 'Asha Patel', email: 'asha.patel@example.com', phone: '+91 98250 41230' });
    await post('rohan', 'work_abroad', { name: 'Rohan Desai', email: 'rohan@desai.example', phone: '+44 7700 900123' });
    await post('meera', 'migration', { name: 'Meera Patel-Shah', email: 'meera@example.org', phone: '+91 99090 11223' });
    await post('kiran', 'medical_support', { name: 'Kiran Rao', email: 'kiran.rao@example.com', phone: '+61 412 345 678' });
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });

  test('the list: newest first, every row with reference, name, service, time in IST, status, owner, waiting and resume; the counts at the top', async () => {
    const { html, labels } = await list(staff.browser, '');
    expect(labels).toEqual(['kiran', 'meera', 'rohan', 'asha']);
    expect(html).toContain(references.asha);
    expect(html).toMatch(/<td data-label="Name">Rohan Desai<\/td>\s*<td data-label="Service">Work Abroad[^<]*<\/td>/);
    expect(html).toMatch(/<td data-label="Received"><time datetime="[^"]+">\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)<\/time><\/td>/);
    expect(html).toContain('<th scope="col">Received (IST)</th>');
    expect(html).toMatch(/<td data-label="Status"><span class="status status-new">New<\/span><\/td>\s*<td data-label="Owner">Unassigned<\/td>\s*<td data-label="Waiting"><span>\d+ min<\/span><\/td>/);
    // The work-abroad fixture carries a resume.
    expect(html).toMatch(/Rohan Desai[\s\S]*?<td data-label="Resume">Yes<\/td>/);
    expect(html).toMatch(/Asha Patel[\s\S]*?<td data-label="Resume">No<\/td>/);
    expect(html).toMatch(/<strong>4<\/strong> new<\/a>/);
    expect(html).toMatch(/<strong>4<\/strong> unassigned<\/a>/);
    expect(html).toContain('4 enquiries');
  });

  test('search by a word of the name, the email, the phone with or without its country code, and the reference, whole or in part', async () => {
    const search = async (q: string) => (await list(staff.browser, `?q=${encodeURIComponent(q)}`)).labels;
    expect(await search('patel')).toEqual(['meera', 'asha']);
    expect(await search('Pat')).toEqual(['meera', 'asha']);
    expect(await search('shah')).toEqual(['meera']);
    expect(await search('asha patel')).toEqual(['asha']);
    expect(await search('rohan@desai.example')).toEqual(['rohan']);
    expect(await search('kiran.rao')).toEqual(['kiran']);
    expect(await search('+91 98250 41230')).toEqual(['asha']);
    expect(await search('9825041230')).toEqual(['asha']);
    expect(await search('98250')).toEqual(['asha']);
    expect(await search('+44 7700')).toEqual(['rohan']);
    expect(await search(references.meera!)).toEqual(['meera']);
    expect(await search(references.meera!.toLowerCase())).toEqual(['meera']);
    expect(await search(references.kiran!.slice(8, 12))).toEqual(['kiran']);
    expect(await search('nobody-by-this-name')).toEqual([]);
    const none = await list(staff.browser, '?q=zzzz');
    expect(none.html).toContain('No enquiries match.');
  });

  test('filters: service, status, owner (mine, unassigned, a person), received dates and spam; a value not understood is named', async () => {
    expect((await list(staff.browser, '?kind=work_abroad')).labels).toEqual(['rohan']);
    expect((await list(staff.browser, '?status=contacted')).labels).toEqual([]);
    expect((await list(staff.browser, '?status=new')).labels).toEqual(['kiran', 'meera', 'rohan', 'asha']);
    expect((await list(staff.browser, '?owner=mine')).labels).toEqual([]);
    expect((await list(staff.browser, '?owner=unassigned')).labels).toHaveLength(4);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(staff.browser, `?from=${today}&to=${today}`)).labels).toHaveLength(4);
    expect((await list(staff.browser, '?to=2020-01-01')).labels).toEqual([]);
    expect((await list(staff.browser, '?from=2099-12-31')).labels).toEqual([]);
    expect((await list(staff.browser, '?spam=1')).labels).toEqual([]);
    const wrong = await list(staff.browser, '?status=maybe&kind=nothing&from=yesterday');
    expect(wrong.html).toContain('Not understood, left out: service, status, received from.');
    expect(wrong.labels).toHaveLength(4);
  });

  test('the enquiry page: every field under its label, contact links naming the reference, the resume as a sandboxed download, the view audited', async () => {
    const page = await staff.browser.page(`/staff/enquiries/${ids.rohan}`);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain(`<span class="reference">${references.rohan}</span> Rohan Desai`);
    expect(page.html).toMatch(/<dt>Current Profession \/ Industry<\/dt><dd>Registered nurse<\/dd>/);
    expect(page.html).toContain(`href="mailto:rohan@desai.example?subject=${encodeURIComponent(`Re: ${references.rohan}`)}"`);
    expect(page.html).toContain('href="tel:+447700900123"');
    expect(page.html).toMatch(new RegExp(`href="https://wa\\.me/447700900123\\?text=[^"]*${encodeURIComponent(references.rohan!)}`));
    const resume = await staff.browser.request(`/staff/enquiries/${ids.rohan}/resume`);
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(resume.headers.get('content-disposition')).toBe(`attachment; filename="resume-${references.rohan}.pdf"`);
    expect(resume.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await resume.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const viewed = await db.selectFrom('staff_audit').select(['action', 'target', 'detail']).where('account_id', '=', staff.id).where('target', '=', ids.rohan!).execute();
    expect(viewed.map((row) => row.action)).toEqual(expect.arrayContaining(['enquiry-viewed', 'resume-downloaded']));
    expect((await staff.browser.request(`/staff/enquiries/00000000-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await staff.browser.request(`/staff/enquiries/not-an-id`)).status).toBe(404);
  });

  test('workflow: take it, first response, status through to closed and reopened, reassignment by an admin only, notes, every change in the timeline', async () => {
    const id = ids.asha!;
    const page = `/staff/enquiries/${id}`;
    const taken = await staff.browser.submit(page, `${page}/take`, {});
    expect(taken).toMatchObject({ status: 303, location: `${page}?m=taken` });
    expect(taken.html).toContain('It is yours now.');
    // A second person cannot take it from under the first.
    expect((await other.browser.submit(page, `${page}/take`, {})).location).toBe(`${page}?m=taken-already`);
    expect((await list(staff.browser, '?owner=mine')).labels).toEqual(['asha']);
    expect((await list(other.browser, '?owner=mine')).labels).toEqual([]);
    expect((await list(other.browser, `?owner=${staff.id}`)).labels).toEqual(['asha']);
    // Staff cannot reassign; the form is not shown to them.
    expect((await staff.browser.page(page)).html).not.toContain(`action="${page}/owner"`);
    expect((await staff.browser.submit(page, `${page}/owner`, { owner: other.id })).location).toBe(`${page}?m=admins-only`);

    const contacted = await staff.browser.submit(page, `${page}/status`, { status: 'contacted' });
    expect(contacted.html).toContain('Status saved.');
    // A status change is no response (issue 40): only a reply sent is (staff-replies.test.ts).
    expect(contacted.html).toMatch(/<dt>First response<\/dt><dd>none recorded<\/dd>/);
    const first = await db.selectFrom('enquiry').select(['status', 'first_response_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(first.status).toBe('contacted');
    expect(first.first_response_at).toBeNull();
    await staff.browser.submit(page, `${page}/status`, { status: 'booked' });
    await staff.browser.submit(page, `${page}/status`, { status: 'not-fit' });
    await staff.browser.submit(page, `${page}/status`, { status: 'contacted' });
    expect((await db.selectFrom('enquiry').select('first_response_at').where('id', '=', id).executeTakeFirstOrThrow()).first_response_at).toBeNull();
    expect((await staff.browser.submit(page, `${page}/status`, { status: 'lost' })).location).toBe(`${page}?m=status-unknown`);

    const empty = await staff.browser.submit(page, `${page}/notes`, { note: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Write the note first');
    const long = 'x'.repeat(5_001);
    const tooLong = await staff.browser.submit(page, `${page}/notes`, { note: long });
    expect(tooLong.status).toBe(400);
    // What was typed is given back, not lost.
    expect(tooLong.html).toContain(`>${long}</textarea>`);
    const noted = await staff.browser.submit(page, `${page}/notes`, { note: 'Called: <b>wants</b> a call back on Monday.\nPrefers Gujarati.' });
    expect(noted.location).toBe(`${page}?m=note-added#notes`);
    expect(noted.html).toContain('Called: &lt;b&gt;wants&lt;/b&gt; a call back on Monday.\nPrefers Gujarati.');
    expect(noted.html).toMatch(/<p class="note-meta"><strong>Internal note<\/strong> by Ravi Mehta, <time/);

    const reassigned = await admin.browser.submit(page, `${page}/owner`, { owner: other.id });
    expect(reassigned.location).toBe(`${page}?m=assigned`);
    expect(reassigned.html).toMatch(/<dt>Owner<\/dt><dd>Neha Joshi<\/dd>/);
    expect((await admin.browser.submit(page, `${page}/owner`, { owner: '00000000-0000-7000-8000-000000000000' })).location).toBe(`${page}?m=owner-unknown`);

    const timeline = /<ol class="timeline">([\s\S]*?)<\/ol>/.exec(reassigned.html)?.[1] ?? '';
    const entries = [...timeline.matchAll(/<li>.*?<\/time>: (.*?)<\/li>/g)].map((m) => m[1]);
    expect(entries).toEqual([
      'received',
      'Ravi Mehta: Took it',
      'Ravi Mehta: Status New → Contacted',
      'Ravi Mehta: Status Contacted → Consultation booked',
      'Ravi Mehta: Status Consultation booked → Not a fit',
      'Ravi Mehta: Reopened: Not a fit → Contacted',
      'Ravi Mehta: Added a note',
      'Priya Shah: Assigned to Neha Joshi',
    ]);
    const audited = await db.selectFrom('staff_audit').select(['action', 'account_id']).where('target', '=', id).execute();
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['enquiry-taken', 'enquiry-status', 'enquiry-note', 'enquiry-assigned']));
    expect((await list(staff.browser, '?status=contacted')).labels).toEqual(['asha']);
    expect((await list(staff.browser, '?status=open&owner=unassigned')).labels).toEqual(['kiran', 'meera', 'rohan']);
  });

  test('spam: a held enquiry is released by "Not spam" (its messages queued and sent); "Mark as spam" holds what is unsent', async () => {
    const { fields } = nativeFieldsOf('contact', { ...sampleValues.contact, fullName: 'Held Person', website: 'https://spam.example' });
    const response = await fetch(`${server.origin}${endpointPath('contact', 'api')}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const held = await db.selectFrom('enquiry').select(['id', 'reference']).where('spam', '=', 1).executeTakeFirstOrThrow();
    const messages = () => db.selectFrom('outbox_message').select('status').where('enquiry_id', '=', held.id).execute();
    expect((await messages()).map((m) => m.status)).toEqual(['held', 'held']);
    expect((await list(admin.browser, '')).labels).not.toContain(undefined);
    const spamList = await list(admin.browser, '?spam=1');
    expect(spamList.html).toContain(held.reference);
    expect(spamList.html).toContain('<h1>Spam</h1>');

    const page = `/staff/enquiries/${held.id}`;
    const released = await admin.browser.submit(page, `${page}/spam`, { spam: '0' });
    expect(released.html).toContain('Marked as not spam: its held messages are on their way.');
    await until(async () => (await messages()).every((m) => m.status === 'sent'), 10_000, 'released messages sent');
    expect(released.html).toContain('Priya Shah: Marked as not spam (2 held messages sent)');
    expect(await db.selectFrom('enquiry').select('spam').where('id', '=', held.id).executeTakeFirstOrThrow()).toEqual({ spam: 0 });

    // Moved aside again: nothing more goes out (both were sent; the count says so).
    const aside = await admin.browser.submit(page, `${page}/spam`, { spam: '1' });
    expect(aside.html).toContain('Marked as spam: nothing more is sent for it.');
    expect(aside.html).toContain('Priya Shah: Marked as spam (0 unsent messages held)');
    expect((await list(admin.browser, '?spam=1')).html).toContain(held.reference);
    expect((await messages()).map((m) => m.status)).toEqual(['sent', 'sent']);

    // A script releases one with a person's API key; the timeline names the person and the key.
    const { key } = await createApiKey(db, Date.now, { accountId: admin.id, name: 'release script', scope: 'write', days: 7 });
    const genuine = await fetch(`${server.origin}/api/staff/enquiries/${held.id}/genuine`, { method: 'POST', headers: { authorization: `Token ${key}` } });
    expect(await genuine.json()).toEqual({ id: held.id, spam: false, released: 0 });
    expect((await admin.browser.page(page)).html).toContain('Priya Shah (API key “release script”): Marked as not spam (0 held messages sent)');
    // An entry written by the shared token of releases before 1.2.0 still reads sensibly.
    await db.insertInto('enquiry_event').values({ id: randomUUID(), enquiry_id: held.id, at: Date.now(), account_id: null, action: 'not-spam', detail: JSON.stringify({ via: 'token', messages: 0 }) }).execute();
    expect((await admin.browser.page(page)).html).toContain('a script (the shared token of releases before 1.2.0): Marked as not spam (0 held messages sent)');
  });

  test('a failed message is listed on its enquiry with a retry that queues it again', async () => {
    const id = ids.kiran!;
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('enquiry_id', '=', id).execute()).every((m) => m.status === 'sent'), 10_000, 'sent');
    await db.updateTable('outbox_message').set({ status: 'failed', attempts: 9, last_error: 'SMTP 550 mailbox unavailable' }).where('enquiry_id', '=', id).where('purpose', '=', 'staff').execute();
    const page = `/staff/enquiries/${id}`;
    const shown = await staff.browser.page(page);
    expect(shown.html).toContain('Failed after 9 attempts (SMTP 550 mailbox unavailable)');
    const messageId = /action="\/staff\/enquiries\/[0-9a-f-]+\/messages\/([0-9a-f-]+)\/retry"/.exec(shown.html)?.[1] ?? '';
    const retried = await staff.browser.submit(page, `${page}/messages/${messageId}/retry`, {});
    expect(retried.location).toBe(`${page}?m=retried#messages`);
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('id', '=', messageId).executeTakeFirstOrThrow()).status === 'sent', 10_000, 'retried message sent');
    expect((await staff.browser.submit(page, `${page}/messages/${messageId}/retry`, {})).location).toBe(`${page}?m=not-failed#messages`);
  });

  test('stable paging: newer and older pages by keyset, unshifted by enquiries arriving meanwhile; the CSV export follows the filter', async () => {
    for (let i = 0; i < 30; i++) await post(`page${i}`, 'import_export', { name: `Paging Person ${i}` });
    const first = await list(staff.browser, '?kind=import_export');
    expect(first.labels).toHaveLength(25);
    expect(first.labels[0]).toBe('page29');
    expect(first.html).toContain('30 enquiries');
    const older = /<a href="(\/staff\/\?[^"]*before=[^"]+)" rel="next">Older<\/a>/.exec(first.html)?.[1]?.replace(/&amp;/g, '&');
    expect(older).toBeDefined();
    // Three more arrive before the next page is asked for: the next page neither repeats nor skips a row.
    for (let i = 30; i < 33; i++) await post(`page${i}`, 'import_export', { name: `Paging Person ${i}` });
    const second = await list(staff.browser, older!.replace('/staff/', ''));
    expect(second.labels).toEqual(['page4', 'page3', 'page2', 'page1', 'page0']);
    expect(second.html).not.toContain('rel="next"');
    const newer = /<a href="(\/staff\/\?[^"]*after=[^"]+)" rel="prev">Newer<\/a>/.exec(second.html)?.[1]?.replace(/&amp;/g, '&');
    const back = await list(staff.browser, newer!.replace('/staff/', ''));
    expect(back.labels).toEqual(first.labels);
    expect(back.html).toContain('rel="prev"');

    const csv = await staff.browser.request('/staff/export.csv?kind=import_export&q=paging');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-import_export-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(34);
    expect(lines[1]).toContain('Paging Person 32');
    await until(async () => (await db.selectFrom('staff_audit').select('detail').where('account_id', '=', staff.id).where('action', '=', 'export').execute()).length > 0, 5_000, 'export audited');
    const exported = await db.selectFrom('staff_audit').select('detail').where('account_id', '=', staff.id).where('action', '=', 'export').executeTakeFirstOrThrow();
    // The filter, never what was searched for (a name or an address).
    expect(JSON.parse(exported.detail ?? '{}')).toEqual({ filter: { kind: 'import_export', q: 'given' }, rows: 33, failed: false });
    const audit = await db.selectFrom('staff_audit').selectAll().execute();
    expect(JSON.stringify(audit)).not.toMatch(/Patel|Paging|example\.(com|org)|desai/i);
  });

  test('every change needs the page’s CSRF token and this origin; signed out, every inbox page leads to sign-in', async () => {
    const page = `/staff/enquiries/${ids.meera}`;
    expect((await staff.browser.request(`${page}/status`, { method: 'POST', form: { status: 'client' } })).status).toBe(403);
    expect((await staff.browser.submit(page, `${page}/status`, { status: 'client' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await db.selectFrom('enquiry').select('status').where('id', '=', ids.meera!).executeTakeFirstOrThrow()).status).toBe('new');
    const stranger = new Browser(server, '198.51.100.200');
    for (const path of ['/staff/', page, `${page}/resume`, '/staff/export.csv']) {
      const answer = await stranger.request(path);
      expect([answer.status, answer.headers.get('location')]).toEqual([303, '/staff/sign-in']);
    }
  });
});
