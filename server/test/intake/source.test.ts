import { sql } from 'kysely';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { SAMPLE_PDF_BASE64, sampleValues } from '@/lib/enquiry/sample-values';
import { endpointPath } from '@/lib/enquiry/kinds';
import { encodeSource, SOURCE_FIELD, SOURCE_HEADER } from '@/lib/visit/source';
import { BACKENDS, fixture, logLines, postEnquiry, until } from '../support/harness';
import { createSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { apiKeyFor, staffSuite, type StaffPerson } from '../support/staff-harness';

/*
 * Every enquiry knows its source (issue 30): the Visit-Source header beside a JSON post, the hidden
 * field of a native one, or (no script at all) the Referer of our own form page; cleaned, its channel
 * derived, stored with the enquiry and shown to staff (page, list filters, CSV, notification, access
 * request). Never a reason to refuse an enquiry, and never in its payload.
 */

const SITE_ORIGIN = 'https://www.sarthi.test';
const DIWALI = { landing: '/services/work-abroad/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali' };
const DIWALI_QUERY = '?utm_source=newsletter&utm_medium=email&utm_campaign=diwali';
type Columns = {
  source_landing: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  source_channel: string | null;
};
const NOTHING: Columns = { source_landing: null, source_referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, source_channel: null };

describe.each(BACKENDS)('enquiry sources on %s', (backend) => {
  // Filled in before the suite's server starts (its beforeAll runs after this one).
  const extraEnv: Record<string, string> = { SITE_ORIGIN };
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await createSmtpSink();
    await sink.listen();
    Object.assign(extraEnv, { SMTP_URL: sink.url, NOTIFY_TO: 'leads@sarthi.test', MAIL_FROM: 'Sarthi Global <enquiries@sarthi.test>', STAFF_URL: 'https://inbox.sarthi.test' });
  });
  afterAll(async () => {
    await sink?.close();
  });
  const suite = staffSuite(backend, extraEnv);
  let staff: StaffPerson;
  beforeAll(async () => {
    staff = await suite.newPerson('staff');
  }, 60_000);

  const stored = async (id: string) => {
    const row = await suite.db
      .selectFrom('enquiry')
      .select(['payload', 'source_landing', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'source_channel'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { payload, ...columns } = row;
    return { payload: JSON.parse(payload) as Record<string, unknown>, columns: columns as Columns };
  };
  const created = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string; reference: string }).id;
  };
  const postJson = (kind: EnquiryKind, headers: Record<string, string> = {}) => postEnquiry(suite.server.origin, kind, fixture(kind), headers);
  /** The enquiry a native post stored: the newest of its kind (its answer is a redirect to the confirmation page). */
  const newestOf = async (kind: EnquiryKind) => (await suite.db.selectFrom('enquiry').select('id').where('kind', '=', kind).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  const postNativeForm = async (kind: EnquiryKind, extra: Array<[string, string]>, headers: Record<string, string> = {}) => {
    const { fields } = nativeFieldsOf(kind, sampleValues[kind]);
    const response = await postEnquiry(suite.server.origin, kind, new URLSearchParams([...fields, ...extra]).toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });
    expect(response.status).toBe(303);
    return newestOf(kind);
  };

  test('a JSON post with the header: its source and channel stored beside a payload exactly as posted', async () => {
    const id = await created(await postJson('contact', { [SOURCE_HEADER]: encodeSource({ ...DIWALI, utm_term: 'nurse jobs', utm_content: 'hero' }) }));
    const { payload, columns } = await stored(id);
    expect(payload).toEqual(fixture('contact'));
    expect(columns).toEqual({ ...NOTHING, source_landing: '/services/work-abroad/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', utm_term: 'nurse jobs', utm_content: 'hero', source_channel: 'email' });

    const searched = await created(await postJson('migration', { [SOURCE_HEADER]: 'landing=%2Ffaq%2F&referrer=www.google.co.in' }));
    expect((await stored(searched)).columns).toEqual({ ...NOTHING, source_landing: '/faq/', source_referrer: 'www.google.co.in', source_channel: 'organic' });
  });

  test('a JSON post without one is stored as direct', async () => {
    const id = await created(await postJson('contact'));
    expect((await stored(id)).columns).toEqual({ ...NOTHING, source_channel: 'direct' });
  });

  test('bad, overlong and injected headers: the enquiry is stored (201), the bad parts dropped or cut', async () => {
    const overlong = await created(await postJson('contact', { [SOURCE_HEADER]: `utm_source=x&utm_term=${'y'.repeat(2_000)}` }));
    expect((await stored(overlong)).columns).toEqual({ ...NOTHING, source_channel: 'direct' });

    const injected = [
      `landing=${encodeURIComponent('//evil.example/phish')}`,
      `referrer=${encodeURIComponent('<script>alert(1)</script>')}`,
      `utm_campaign=${encodeURIComponent('diwali\r\nX-Evil: 1\u202e')}`,
      `utm_term=${encodeURIComponent('raj@example.com')}`,
      `utm_content=${encodeURIComponent('+91 98250 41230')}`,
      `utm_source=${'s'.repeat(300)}`,
      'utm_medium=%E0%A4',
      'payload=%7B%7D',
    ].join('&');
    const id = await created(await postJson('contact', { [SOURCE_HEADER]: injected }));
    const { payload, columns } = await stored(id);
    expect(payload).toEqual(fixture('contact'));
    expect(columns).toEqual({ ...NOTHING, utm_campaign: 'diwaliX-Evil: 1', utm_source: 's'.repeat(100), utm_medium: '\ufffd', source_channel: 'campaign' });

    const garbage = await created(await postJson('contact', { [SOURCE_HEADER]: '%%%&&&===' }));
    expect((await stored(garbage)).columns).toEqual({ ...NOTHING, source_channel: 'direct' });
  });

  test('a native post carries it in the hidden field: same columns, and the field never reaches the payload', async () => {
    const id = await postNativeForm('contact', [[SOURCE_FIELD, encodeSource(DIWALI)]]);
    const { payload, columns } = await stored(id);
    expect(Object.keys(payload)).toEqual(Object.keys(fixture('contact')));
    expect(payload).not.toHaveProperty(SOURCE_FIELD);
    expect(columns).toEqual({ ...NOTHING, ...{ source_landing: DIWALI.landing, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali' }, source_channel: 'email' });
  });

  test('a multipart native post with a resume carries it too', async () => {
    const { fields } = nativeFieldsOf('work_abroad', sampleValues.work_abroad);
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append(SOURCE_FIELD, encodeSource(DIWALI));
    form.append('resume', new Blob([Buffer.from(SAMPLE_PDF_BASE64, 'base64')], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${suite.server.origin}${endpointPath('work_abroad', 'api')}`, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(303);
    const { payload, columns } = await stored(await newestOf('work_abroad'));
    expect(payload).not.toHaveProperty(SOURCE_FIELD);
    expect(columns).toMatchObject({ source_landing: '/services/work-abroad/', utm_campaign: 'diwali', source_channel: 'email' });
  });

  test('with no script at all (empty field): the Referer of our own form page gives the landing page and its tags', async () => {
    for (const origin of [SITE_ORIGIN, suite.server.origin]) {
      const id = await postNativeForm('contact', [[SOURCE_FIELD, '']], { referer: `${origin}/services/work-abroad/${DIWALI_QUERY}&gclid=abc` });
      expect((await stored(id)).columns).toEqual({ ...NOTHING, source_landing: '/services/work-abroad/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', source_channel: 'email' });
    }
    // Another site's page, or an origin alone (a site apart from the API sends no more): nothing to go on.
    for (const referer of [`https://elsewhere.example/services/work-abroad/${DIWALI_QUERY}`, `${SITE_ORIGIN}/`, 'not a url']) {
      const id = await postNativeForm('contact', [], { referer });
      expect((await stored(id)).columns).toEqual({ ...NOTHING, source_channel: 'direct' });
    }
    // The hidden field, when the script filled it, wins over the Referer (the form page is not where the visit began).
    const id = await postNativeForm('contact', [[SOURCE_FIELD, 'landing=%2Fhome%2F&referrer=www.facebook.com']], { referer: `${SITE_ORIGIN}/contact/${DIWALI_QUERY}` });
    expect((await stored(id)).columns).toEqual({ ...NOTHING, source_landing: '/home/', source_referrer: 'www.facebook.com', source_channel: 'social' });
  });

  test('CORS lets the site send the header from its own origin', async () => {
    const response = await fetch(`${suite.server.origin}${endpointPath('contact', 'api')}`, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,visit-source' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toContain('visit-source');
  });

  test('the staff notification has a Source line, in text and HTML; the logs never name a campaign', async () => {
    const id = await created(await postJson('contact', { [SOURCE_HEADER]: encodeSource({ ...DIWALI, utm_campaign: 'holi-mail' }) }));
    await until(() => sink.received.some((m) => m.messageId.startsWith(`<${id}.staff@`)), 20_000, 'the notification');
    const { mail } = sink.received.find((m) => m.messageId.startsWith(`<${id}.staff@`))!;
    const line = 'Source: Email, campaign newsletter / email / holi-mail, landed on /services/work-abroad/';
    expect(mail.text).toContain(line);
    expect(String(mail.html)).toContain(line);
    const direct = await created(await postJson('contact'));
    await until(() => sink.received.some((m) => m.messageId.startsWith(`<${direct}.staff@`)), 20_000, 'the notification');
    expect(sink.received.find((m) => m.messageId.startsWith(`<${direct}.staff@`))!.mail.text).toContain('Source: Direct\n');
    expect(JSON.stringify(logLines(suite.server))).not.toMatch(/holi-mail|diwali|newsletter/);
  });

  test('the inbox: the enquiry page shows the source, the list filters by channel and by campaign, the CSV ends with the source', async () => {
    const b = staff.browser;
    const email = await created(await postJson('contact', { [SOURCE_HEADER]: encodeSource({ ...DIWALI, utm_campaign: 'filter-me' }) }));
    const social = await created(await postJson('contact', { [SOURCE_HEADER]: encodeSource({ landing: '/home/', utm_source: 'facebook', utm_medium: 'social', utm_campaign: 'filter-me' }) }));
    const before = await created(await postJson('contact'));
    // As an enquiry stored before sources were kept.
    await sql`update enquiry set source_channel = null where id = ${before}`.execute(suite.db);

    const page = await b.page(`/staff/enquiries/${email}`);
    expect(page.html).toMatch(/<h2 id="source">Where they came from<\/h2>/);
    expect(page.html).toContain('<dt>Channel</dt><dd>Email</dd>');
    expect(page.html).toContain('<dt>Landing page</dt><dd>/services/work-abroad/</dd>');
    expect(page.html).toContain('<dd>newsletter / email / filter-me</dd>');
    expect((await b.page(`/staff/enquiries/${before}`)).html).toContain('Not recorded (received before sources were kept)');

    const ids = (html: string) => [...html.matchAll(/<th scope="row" data-label="Reference"><a href="\/staff\/enquiries\/([0-9a-f-]{36})">/g)].map((m) => m[1]);
    const campaign = await b.page('/staff/?campaign=filter-me');
    expect(ids(campaign.html)).toEqual([social, email]);
    expect(campaign.html).toMatch(/<input id="campaign" name="campaign" type="text" value="filter-me"/);
    expect(ids((await b.page('/staff/?campaign=filter-me&channel=social')).html)).toEqual([social]);
    const byChannel = await b.page('/staff/?channel=email');
    expect(ids(byChannel.html)).toContain(email);
    expect(ids(byChannel.html)).not.toContain(social);
    expect(byChannel.html).toMatch(/<option value="email" selected>Email<\/option>/);
    const none = ids((await b.page('/staff/?channel=none')).html);
    expect(none).toEqual([before]);
    const wrong = await b.page('/staff/?channel=carrier-pigeon&campaign=filter-me');
    expect(wrong.html).toContain('Not understood, left out: source.');
    expect(ids(wrong.html)).toEqual([social, email]);

    const csv = await b.request('/staff/export.csv?campaign=filter-me');
    expect(csv.status).toBe(200);
    const [header, ...rows] = (await csv.text()).replace(/^\ufeff/, '').trim().split('\n');
    // The source's columns, then the conversation's four (issue 40), then the language (issue 41).
    expect(header!.split(',').slice(-14)).toEqual(['resume_bytes', 'source_channel', 'source_landing', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'replies_sent', 'answers_received', 'last_reply_at', 'last_answer_at', 'language']);
    expect(rows.map((row) => row.split(',').slice(-13, -5))).toEqual([
      ['social', '/home/', '', 'facebook', 'social', 'filter-me', '', ''],
      ['email', '/services/work-abroad/', '', 'newsletter', 'email', 'filter-me', '', ''],
    ]);
    const noneCsv = (await (await b.request('/staff/export.csv?channel=none')).text()).trim().split('\n');
    expect(noneCsv).toHaveLength(2);
    expect(noneCsv[1]!.split(',').slice(-13)).toEqual(['', '', '', '', '', '', '', '', '0', '0', '', '', 'en']);
  });

  test("an access request lists each enquiry's source; the staff API's enquiry answers keep their keys", async () => {
    const key = await apiKeyFor(suite.database.env);
    const address = 'source.subject@example.com';
    const id = await created(await postEnquiry(suite.server.origin, 'contact', { ...fixture('contact'), email: address }, { [SOURCE_HEADER]: encodeSource(DIWALI) }));
    const api = (path: string, init: RequestInit = {}) => fetch(`${suite.server.origin}/api/staff${path}`, { ...init, headers: { authorization: `Token ${key}`, 'content-type': 'application/json' } });
    const access = (await (await api('/subjects', { method: 'POST', body: JSON.stringify({ email: address }) })).json()) as { enquiries: Array<{ id: string; source: unknown }> };
    expect(access.enquiries.map((e) => [e.id, e.source])).toEqual([[id, { ...DIWALI, channel: 'email' }]]);
    const one = (await (await api(`/enquiries/${id}`)).json()) as Record<string, unknown>;
    expect(one).not.toHaveProperty('source');
  });
});
