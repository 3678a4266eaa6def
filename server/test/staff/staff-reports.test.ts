import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { IST_OFFSET_MS, nextOpening } from '../../staff/business-hours';
import { BACKENDS, createTestDatabase, startServer, until, type RunningServer } from '../support/harness';
import { createSmtpSink } from '../support/smtp-sink';
import { staffSuite, type StaffPerson } from '../support/staff-harness';

/*
 * The reports page (server/staff/reports.ts) against the real server on SQLite and PostgreSQL: a
 * database seeded with known enquiries, page counts and vitals; the page's and the CSVs' figures
 * against numbers worked out by hand below (never by the code under test); the drill-down links;
 * who may see it.
 *
 * The period: Monday 2 November to Sunday 15 November 2026 (two weeks, W1 and W2), so the period
 * before is 19 October to 1 November. Times are in India. Response times in working hours
 * (Monday to Friday, 9:00 to 18:00), target 4 h:
 *   E1 work_abroad  Mon 2 Nov 10:00  email   diwali  contacted  A  answered 11:00            1.0 h
 *   E2 work_abroad  Mon 2 Nov 17:00  email   diwali  client     A  answered Tue 10:00        2.0 h
 *   E3 migration    Fri 6 Nov 16:00  organic         booked     B  answered Mon 9 Nov 12:00  5.0 h (late)
 *   E8 import_exp.  Mon 2 Nov 00:10  social          contacted  B  answered 09:30            0.5 h (2026-11-01 in UTC)
 *   E4 contact      Wed 11 Nov 9:30  (none)          not-fit    B  answered 10:00            0.5 h
 *   E5 migration    Thu 12 Nov 10:00 paid    ads1    new        -  never: past target
 *   E6 work_abroad  Sat 14 Nov 12:00 direct          client     A  answered Mon 16 Nov 10:00 1.0 h
 *   E7 real_estate  Sun 15 Nov 23:30 referral        new        -  never: past target (2026-11-15T18:00Z)
 *   spam: S1 contact Tue 10 Nov, S2 work_abroad Tue 3 Nov
 *   before: P1 work_abroad Tue 20 Oct 10:00 email contacted A answered 12:00 (2.0 h); P2 migration
 *   Tue 27 Oct 11:00 direct new (past target). Outside both: 10 Oct, and Mon 16 Nov 00:10.
 */

const TARGET = 4;
const FROM = '2026-11-02';
const TO = '2026-11-15';
const at = (text: string) => Date.parse(`${text}:00+05:30`);

type Seed = { kind: EnquiryKind; created: string; channel?: string; campaign?: string; status?: 'new' | 'contacted' | 'booked' | 'client' | 'not-fit'; owner?: 'A' | 'B'; answered?: string; spam?: boolean };

const SEEDS: Record<string, Seed> = {
  E1: { kind: 'work_abroad', created: '2026-11-02T10:00', channel: 'email', campaign: 'diwali', status: 'contacted', owner: 'A', answered: '2026-11-02T11:00' },
  E2: { kind: 'work_abroad', created: '2026-11-02T17:00', channel: 'email', campaign: 'diwali', status: 'client', owner: 'A', answered: '2026-11-03T10:00' },
  E3: { kind: 'migration', created: '2026-11-06T16:00', channel: 'organic', status: 'booked', owner: 'B', answered: '2026-11-09T12:00' },
  E8: { kind: 'import_export', created: '2026-11-02T00:10', channel: 'social', status: 'contacted', owner: 'B', answered: '2026-11-02T09:30' },
  E4: { kind: 'contact', created: '2026-11-11T09:30', status: 'not-fit', owner: 'B', answered: '2026-11-11T10:00' },
  E5: { kind: 'migration', created: '2026-11-12T10:00', channel: 'paid', campaign: 'ads1' },
  E6: { kind: 'work_abroad', created: '2026-11-14T12:00', channel: 'direct', status: 'client', owner: 'A', answered: '2026-11-16T10:00' },
  E7: { kind: 'real_estate', created: '2026-11-15T23:30', channel: 'referral' },
  S1: { kind: 'contact', created: '2026-11-10T08:00', channel: 'direct', spam: true },
  S2: { kind: 'work_abroad', created: '2026-11-03T12:00', channel: 'email', spam: true },
  P1: { kind: 'work_abroad', created: '2026-10-20T10:00', channel: 'email', status: 'contacted', owner: 'A', answered: '2026-10-20T12:00' },
  P2: { kind: 'migration', created: '2026-10-27T11:00', channel: 'direct' },
  O1: { kind: 'work_abroad', created: '2026-10-10T10:00', channel: 'email', status: 'client', owner: 'A', answered: '2026-10-12T10:00' },
  O2: { kind: 'work_abroad', created: '2026-11-16T00:10', channel: 'email', campaign: 'diwali' },
};

async function seed(db: Db, owners: Record<'A' | 'B', string>): Promise<void> {
  let n = 0;
  for (const [label, s] of Object.entries(SEEDS)) {
    await db
      .insertInto('enquiry')
      .values({
        id: randomUUID(),
        kind: s.kind,
        created_at: new Date(at(s.created)).toISOString(),
        payload: JSON.stringify({ name: `Seeded ${label}` }),
        reference: `SG-2611-RPT${String(++n).padStart(2, '0')}`,
        email: null,
        spam: s.spam ? 1 : 0,
        status: s.status ?? 'new',
        owner_id: s.owner ? owners[s.owner] : null,
        first_response_at: s.answered ? at(s.answered) : null,
        source_channel: s.channel ?? null,
        utm_campaign: s.campaign ?? null,
      })
      .execute();
  }
  const views = [
    { day: '2026-11-03', path: '/services/work-abroad/', referrer: '', campaign: '', device: 'phone' as const, views: 100 },
    { day: '2026-11-10', path: '/services/work-abroad/', referrer: 'mail.google.com', campaign: 'diwali', device: 'desktop' as const, views: 50 },
    { day: '2026-10-20', path: '/services/work-abroad/', referrer: '', campaign: '', device: 'phone' as const, views: 40 },
    { day: '2026-11-16', path: '/services/work-abroad/', referrer: '', campaign: 'diwali', device: 'phone' as const, views: 999 },
    { day: '2026-11-11', path: '/contact/', referrer: '', campaign: '', device: 'phone' as const, views: 50 },
    { day: '2026-11-04', path: '/', referrer: 'www.facebook.com', campaign: 'diwali', device: 'phone' as const, views: 150 },
    { day: '2026-11-05', path: '/', referrer: '', campaign: 'spring', device: 'tablet' as const, views: 30 },
  ];
  await db.insertInto('page_view_day').values(views).execute();
  const v = (day: string, path: string, metric: string, device: 'phone' | 'tablet' | 'desktop', connection: string, bucket: number, samples: number) => ({ day, path, metric, device, connection, bucket, samples });
  await db
    .insertInto('vitals_day')
    .values([
      // Work abroad on phones: LCP 6 x 2000 ms (4 on 4g, 2 on 3g) in W1; 3 x 3000 and 1 x 5000 in W2.
      v('2026-11-03', '/services/work-abroad/', 'LCP', 'phone', '4g', 20, 4),
      v('2026-11-03', '/services/work-abroad/', 'LCP', 'phone', '3g', 20, 2),
      v('2026-11-10', '/services/work-abroad/', 'LCP', 'phone', '4g', 30, 3),
      v('2026-11-10', '/services/work-abroad/', 'LCP', 'phone', '4g', 50, 1),
      v('2026-11-03', '/services/work-abroad/', 'INP', 'phone', '4g', 15, 4),
      v('2026-11-03', '/services/work-abroad/', 'CLS', 'phone', '4g', 5, 2),
      v('2026-11-03', '/services/work-abroad/', 'CLS', 'phone', '4g', 30, 2),
      // The home page on desktops: LCP 4 x 1000 ms in W2.
      v('2026-11-12', '/', 'LCP', 'desktop', '', 10, 4),
      // Left out: tablets, FCP, and a day after the period.
      v('2026-11-12', '/', 'LCP', 'tablet', '', 90, 100),
      v('2026-11-12', '/', 'FCP', 'phone', '', 90, 100),
      v('2026-11-20', '/services/work-abroad/', 'LCP', 'phone', '4g', 60, 100),
    ])
    .execute();
}

describe.each(BACKENDS)('reports on %s', (backend) => {
  const suite = staffSuite(backend, { RESPONSE_TARGET_HOURS: String(TARGET) });
  let staff: StaffPerson;
  let admin: StaffPerson;

  beforeAll(async () => {
    staff = await suite.newPerson('staff');
    admin = await suite.newPerson('admin');
    await seed(suite.db, { A: staff.id, B: admin.id });
  });

  const csv = async (table: string, from = FROM, to = TO): Promise<string[][]> => {
    const response = await staff.browser.request(`/staff/reports/${table}.csv?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    return parse((await response.text()).replace(/^\uFEFF/, '')) as string[][];
  };
  const page = async () => (await staff.browser.page(`/staff/reports?from=${FROM}&to=${TO}`)).html;

  test('signed out, the page sends to sign-in; staff and admins both see it, linked from the navigation', async () => {
    const stranger = suite.browser();
    const out = await stranger.request('/staff/reports');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/staff/sign-in');
    expect((await stranger.request('/staff/reports/spam.csv')).status).toBe(303);
    for (const person of [staff, admin]) {
      const { response, html } = await person.browser.page('/staff/reports');
      expect(response.status).toBe(200);
      expect(html).toContain('<h1>Reports</h1>');
      expect(html).toContain('<a href="/staff/reports" aria-current="page">Reports</a>');
    }
    const inbox = await staff.browser.page('/staff/');
    expect(inbox.html).toContain('<a href="/staff/reports">Reports</a>');
  });

  test('without dates it shows the last 28 days in India, today included, against the 28 before; presets are links', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const back = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const { html } = await staff.browser.page('/staff/reports');
    expect(html).toContain(`${back(27)} to ${today} (28 days, dates in India), compared with the 28 days before (${back(55)} to ${back(28)})`);
    expect(html).toContain(`<a href="/staff/reports?from=${back(6)}&amp;to=${today}">Last 7 days</a>`);
    expect(html).toContain(`<a href="/staff/reports?from=${back(89)}&amp;to=${today}">Last 90 days</a>`);
    const wrong = await staff.browser.page('/staff/reports?from=yesterday');
    expect(wrong.html).toContain('The dates were not understood: the last 28 days are shown.');
  });

  test('enquiries per week by service and by channel, with the period before', async () => {
    expect(await csv('weekly-channels')).toEqual([
      ['Week from', 'Direct', 'Organic search', 'Paid', 'Social', 'Email', 'Referral', 'Campaign', 'Not recorded', 'All'],
      ['2026-11-02 to 2026-11-08', '0', '1', '0', '1', '2', '0', '0', '0', '4'],
      ['2026-11-09 to 2026-11-15', '1', '0', '1', '0', '0', '1', '0', '1', '4'],
    ]);
    const services = await csv('weekly-services');
    expect([services[0]?.length, services[0]?.[0], services[0]?.[7], services[0]?.[11], services[0]?.[12]]).toEqual([13, 'Week from', 'Work Abroad', 'Contact', 'All']);
    // Columns in ENQUIRY_KINDS order: import_export, migration, residency_invest, business_buy_sale, real_estate, consulting_management, work_abroad, property_management, relocation_support, medical_support, contact.
    expect(services.slice(1)).toEqual([
      ['2026-11-02 to 2026-11-08', '1', '1', '0', '0', '0', '0', '2', '0', '0', '0', '0', '4'],
      ['2026-11-09 to 2026-11-15', '0', '1', '0', '0', '1', '0', '1', '0', '0', '0', '1', '4'],
    ]);
    const html = await page();
    // Each count links to its enquiries in the inbox's list.
    expect(html).toContain('<a href="/staff/?kind=work_abroad&amp;from=2026-11-02&amp;to=2026-11-08">2</a>');
    expect(html).toContain('<a href="/staff/?channel=none&amp;from=2026-11-09&amp;to=2026-11-15">1</a>');
    expect(html).toContain('<strong>8</strong> genuine enquiries (6 more than the 14 days before)');
    // A chart beside each table, named for assistive technology.
    expect(html).toMatch(/<svg class="chart" viewBox="0 0 480 240" role="img" aria-labelledby="chart-channels-title chart-channels-desc"/);
    expect(html).toContain('<title id="chart-channels-title">Enquiries per week by source channel</title>');
  });

  test('a figure\'s link opens the inbox list with that filter, and it lists that many', async () => {
    const list = await staff.browser.page('/staff/?kind=work_abroad&from=2026-11-02&to=2026-11-08');
    expect(list.html).toContain('<span>2 enquiries</span>');
    const owned = await staff.browser.page(`/staff/?owner=${admin.id}&from=${FROM}&to=${TO}`);
    expect(owned.html).toContain('<span>3 enquiries</span>');
    const spam = await staff.browser.page(`/staff/?spam=1&from=${FROM}&to=${TO}`);
    expect(spam.html).toContain('<span>2 enquiries</span>');
    const clients = await staff.browser.page(`/staff/?status=client&from=${FROM}&to=${TO}`);
    expect(clients.html).toContain('<span>2 enquiries</span>');
  });

  test('conversion per service page and per campaign', async () => {
    const pages = await csv('conversion-pages');
    expect(pages[0]).toEqual(['Page', 'Views', 'Enquiries', 'Enquiries per 100 views', 'Views before', 'Enquiries before', 'Change in enquiries']);
    expect(pages.find((row) => row[0] === '/services/work-abroad/')).toEqual(['/services/work-abroad/', '150', '3', '2.0', '40', '1', '2 more']);
    expect(pages.find((row) => row[0] === '/contact/')).toEqual(['/contact/', '50', '1', '2.0', '0', '0', '1 more']);
    expect(pages.find((row) => row[0] === '/services/migration-services/')).toEqual(['/services/migration-services/', '0', '2', '–', '0', '1', '1 more']);
    expect(pages).toHaveLength(12);
    expect(await csv('conversion-campaigns')).toEqual([
      ['Campaign', 'Views', 'Enquiries', 'Enquiries per 100 views', 'Views before', 'Enquiries before', 'Change in enquiries'],
      ['diwali', '200', '2', '1.0', '0', '0', '2 more'],
      ['ads1', '0', '1', '–', '0', '0', '1 more'],
      ['spring', '30', '0', '0.0', '0', '0', 'same'],
    ]);
    expect(await page()).toContain('<a href="/staff/?campaign=diwali&amp;from=2026-11-02&amp;to=2026-11-15">2</a>');
  });

  test('first response per week and per owner, in working hours, against the target', async () => {
    const columns = ['Answered', 'Median (working hours)', '90th percentile (working hours)', 'Within target', 'Past target, unanswered', 'Share within target'];
    expect(await csv('response-weekly')).toEqual([
      ['Week from', ...columns],
      ['2026-11-02 to 2026-11-08', '4', '1.0', '5.0', '3', '0', '75%'],
      ['2026-11-09 to 2026-11-15', '2', '0.5', '1.0', '2', '2', '50%'],
      ['Whole period', '6', '1.0', '5.0', '5', '2', '63%'],
      ['Period before', '1', '2.0', '2.0', '1', '1', '50%'],
    ]);
    expect(await csv('response-people')).toEqual([
      ['Owner', ...columns],
      ['Person 1', '3', '1.0', '2.0', '3', '0', '100%'],
      ['Person 2', '3', '0.5', '5.0', '2', '0', '67%'],
      ['Unassigned', '0', '–', '–', '0', '2', '0%'],
    ]);
    const html = await page();
    expect(html).toContain(`<a href="/staff/?owner=unassigned&amp;from=${FROM}&amp;to=${TO}">0</a>`);
    expect(html).not.toContain(`<a href="/staff/?owner=unassigned&amp;status=new&amp;from=${FROM}&amp;to=${TO}">2</a>`);
    expect(html).toContain("The first response is the first reply sent to the lead from the enquiry's page");
    expect(html).toContain('<strong>Changed in release 1.6.0:</strong> a status change without a reply no longer counts as a response.');
  });

  test('a status change without a reply is no response: past the target it counts as unanswered; a reply sent counts, on a New enquiry too; Not a fit without one is left out', async () => {
    // Monday 3 to Sunday 9 March 2025, away from every other seed; nobody owns these.
    const seeds = [
      { created: '2025-03-03T10:00', status: 'contacted' as const, answered: null }, // status moved, no reply: unanswered
      { created: '2025-03-03T11:00', status: 'new' as const, answered: '2025-03-03T13:00' }, // replied, still New: 2.0 h
      { created: '2025-03-04T10:00', status: 'not-fit' as const, answered: null }, // closed, nothing owed: left out
      { created: '2025-03-04T10:00', status: 'contacted' as const, answered: '2025-03-04T11:00' }, // 1.0 h
    ];
    let n = 0;
    for (const s of seeds) {
      await suite.db
        .insertInto('enquiry')
        .values({
          id: randomUUID(),
          kind: 'migration',
          created_at: new Date(at(s.created)).toISOString(),
          payload: JSON.stringify({ name: 'Seeded reply' }),
          reference: `SG-2503-RPL${String(++n).padStart(2, '0')}`,
          email: null,
          spam: 0,
          status: s.status,
          owner_id: null,
          first_response_at: s.answered ? at(s.answered) : null,
        })
        .execute();
    }
    const weekly = await csv('response-weekly', '2025-03-03', '2025-03-09');
    // Answered 2 (1.0 h, 2.0 h: median 1.0, p90 2.0), both within 4 h; 1 unanswered past it: 2 of 3.
    expect(weekly[1]).toEqual(['2025-03-03 to 2025-03-09', '2', '1.0', '2.0', '2', '1', '67%']);
    expect(weekly[2]).toEqual(['Whole period', '2', '1.0', '2.0', '2', '1', '67%']);
    expect((await csv('response-people', '2025-03-03', '2025-03-09')).find((row) => row[0] === 'Unassigned')).toEqual(['Unassigned', '2', '1.0', '2.0', '2', '1', '67%']);
  });

  test('the status funnel, overall, by service and by channel', async () => {
    expect(await csv('funnel')).toEqual([
      ['Stage', 'Reached', 'Share of received', 'Now at this stage', 'Reached, period before'],
      ['Received', '8', '100%', '8', '2'],
      ['Contacted', '5', '63%', '2', '1'],
      ['Consultation booked', '3', '38%', '1', '0'],
      ['Client', '2', '25%', '2', '0'],
      ['Not a fit', '1', '13%', '1', '0'],
    ]);
    const byService = await csv('funnel-services');
    expect(byService[0]).toEqual(['Service', 'Received', 'Now New', 'Now Contacted', 'Now Consultation booked', 'Now Client', 'Now Not a fit', 'Became clients']);
    expect(byService[7]?.slice(1)).toEqual(['3', '0', '1', '0', '2', '0', '67%']);
    const byChannel = await csv('funnel-channels');
    expect(byChannel.find((row) => row[0] === 'Email')).toEqual(['Email', '2', '0', '1', '0', '1', '0', '50%']);
    expect(byChannel.find((row) => row[0] === 'Not recorded')).toEqual(['Not recorded', '1', '0', '0', '0', '0', '1', '0%']);
    expect(await page()).toContain(`<a href="/staff/?kind=work_abroad&amp;from=${FROM}&amp;to=${TO}&amp;status=client">2</a>`);
  });

  test('the spam share', async () => {
    expect(await csv('spam')).toEqual([
      ['Period', 'Received in all', 'Spam', 'Spam share'],
      ['2026-11-02 to 2026-11-15', '10', '2', '20.0%'],
      ['2026-10-19 to 2026-11-01', '2', '0', '0.0%'],
    ]);
  });

  test('real visitors\' page speed: p75 and shares per page and device, and per week', async () => {
    expect(await csv('speed-pages')).toEqual([
      ['Page', 'Device', 'LCP p75', 'LCP good', 'INP p75', 'INP good', 'CLS p75', 'CLS good', 'Samples'],
      ['/services/work-abroad/', 'Phones', '3000', '60%', '150', '100%', '0.30', '50%', '10'],
      ['/', 'Desktops', '1000', '100%', '–', '–', '–', '–', '4'],
    ]);
    expect(await csv('speed-shares')).toEqual([
      ['Metric', 'Device', 'p75', 'Good', 'Needs improvement', 'Poor', 'Samples'],
      ['LCP', 'Phones', '3000', '60%', '30%', '10%', '10'],
      ['LCP', 'Desktops', '1000', '100%', '0%', '0%', '4'],
      ['INP', 'Phones', '150', '100%', '0%', '0%', '4'],
      ['INP', 'Desktops', '–', '–', '–', '–', '0'],
      ['CLS', 'Phones', '0.30', '50%', '0%', '50%', '4'],
      ['CLS', 'Desktops', '–', '–', '–', '–', '0'],
    ]);
    expect(await csv('speed-weekly')).toEqual([
      ['Week from', 'Device', 'LCP p75', 'INP p75', 'CLS p75', 'Samples'],
      ['2026-11-02 to 2026-11-08', 'Phones', '2000', '150', '0.30', '6'],
      ['2026-11-09 to 2026-11-15', 'Phones', '3000', '–', '–', '4'],
      ['2026-11-09 to 2026-11-15', 'Desktops', '1000', '–', '–', '4'],
    ]);
  });

  test('finished days are read folded, one histogram per page, metric and device; today as it is, beacon by beacon', async () => {
    await csv('speed-shares');
    // Every day of the period with vitals is folded once read (a day without is not marked); the 4g and 3g rows are one histogram.
    const folded = await suite.db.selectFrom('vitals_folded_day').select('day').where('day', '>=', FROM).where('day', '<=', TO).orderBy('day').execute();
    expect(folded.map((r) => r.day)).toEqual(['2026-11-03', '2026-11-10', '2026-11-12']);
    const histogram = await suite.db
      .selectFrom('vitals_page_day')
      .select('histogram')
      .where('day', '=', '2026-11-03')
      .where('path', '=', '/services/work-abroad/')
      .where('metric', '=', 'LCP')
      .where('device', '=', 'phone')
      .executeTakeFirstOrThrow();
    expect(histogram.histogram).toBe('20:6');

    const today = new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
    const lcp = (bucket: number, samples: number) => ({ day: today, path: '/contact/', metric: 'LCP', device: 'desktop' as const, connection: '', bucket, samples });
    await suite.db.insertInto('vitals_day').values(lcp(15, 3)).execute();
    expect((await csv('speed-shares', today, today)).find((row) => row[0] === 'LCP' && row[1] === 'Desktops')).toEqual(['LCP', 'Desktops', '1500', '100%', '0%', '0%', '3']);
    await suite.db.insertInto('vitals_day').values(lcp(41, 2)).execute();
    expect((await csv('speed-shares', today, today)).find((row) => row[0] === 'LCP' && row[1] === 'Desktops')).toEqual(['LCP', 'Desktops', '4100', '60%', '0%', '40%', '5']);
    expect(await suite.db.selectFrom('vitals_folded_day').select('day').where('day', '=', today).execute()).toEqual([]);
  });

  test('a far-past range folds nothing and marks no day: only days with vitals are folded (issue 37)', async () => {
    const marks = async () => Number((await suite.db.selectFrom('vitals_folded_day').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await marks();
    expect((await staff.browser.request('/staff/reports?from=2001-01-01&to=2002-01-31')).status).toBe(200);
    expect((await staff.browser.request('/staff/reports/speed-weekly.csv?from=2030-01-01&to=2030-12-31')).status).toBe(200);
    expect(await marks()).toBe(before);
  });

  test('a CSV download is audited with the person, the table and the period; an unknown table is a 404', async () => {
    await csv('spam');
    const audit = await suite.db.selectFrom('staff_audit').select(['account_id', 'detail']).where('action', '=', 'report-downloaded').orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect(audit.account_id).toBe(staff.id);
    expect(JSON.parse(audit.detail ?? '{}')).toEqual({ table: 'spam', from: FROM, to: TO, rows: 2 });
    expect((await staff.browser.request('/staff/reports/nothing.csv')).status).toBe(404);
  });

  test('the inbox\'s received dates are bounded to 2000 to 2099 too, and named when left out (issue 37)', async () => {
    const wrong = await staff.browser.page('/staff/?from=9999-12-01&to=0000-01-01');
    expect(wrong.response.status).toBe(200);
    expect(wrong.html).toContain('Not understood, left out: received from (dates from 2000-01-01 to 2099-12-31 only), received until (dates from 2000-01-01 to 2099-12-31 only).');
    // 30 February is no date (it was read as 2 March).
    expect((await staff.browser.page('/staff/?from=2026-02-30')).html).toContain('Not understood, left out: received from.');
    expect((await staff.browser.page(`/staff/?from=${FROM}&to=${TO}`)).html).not.toContain('Not understood');
  });

  test('dates outside 2000 to 2099 are named and the last 28 days shown, never a hang (issue 37: 9999-12 froze the server)', async () => {
    const today = new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
    const message = 'Reports cover dates from 2000-01-01 to 2099-12-31: the last 28 days are shown.';
    // A time-out on each request: the server before issue 37 never answered these (its loop of weeks grew
    // until the heap ran out); it is then killed, so that the suite's end does not wait on it.
    const cookie = () => [...staff.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const get = (path: string) =>
      fetch(`${suite.server.origin}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': staff.browser.address, cookie: cookie() }, signal: AbortSignal.timeout(10_000) }).catch((error: unknown) => {
        suite.server.child.kill('SIGKILL');
        throw error;
      });
    for (const query of ['from=9999-12-01&to=9999-12-31', 'to=9999-12-31', 'from=0000-01-01', 'from=1999-12-31&to=2000-01-31']) {
      const response = await get(`/staff/reports?${query}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain(`to ${today} (28 days, dates in India)`);
      const download = await get(`/staff/reports/weekly-services.csv?${query}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(new RegExp(`-to-${today}\\.csv"$`));
    }
    // And the server is still answering.
    expect((await get('/staff/reports')).status).toBe(200);
  });
});

describe.each(BACKENDS)('the weekly summary on %s', (backend) => {
  const NOTIFY_TO = 'leads@sarthi.test';
  const STAFF_URL = 'https://inbox.sarthi.test';

  test('on Monday at opening, once, NOTIFY_TO hears of last week: enquiries, sources, first-response times and the share within target', async () => {
    const database = await createTestDatabase(backend);
    const sink = await createSmtpSink();
    await sink.listen();
    const servers: RunningServer[] = [];
    let db: Db | undefined;
    try {
      const env = { ...database.env, SMTP_URL: sink.url, NOTIFY_TO, MAIL_FROM: 'Sarthi Global <enquiries@sarthi.test>', STAFF_URL, ACK_EMAILS: '0', RESPONSE_TARGET_HOURS: '4' };
      // Migrates the database, then stops: the enquiries are put in as they would stand by Monday.
      const first = await startServer(env);
      await first.stop();
      db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);

      let monday = nextOpening(Date.now());
      while (new Date(monday + IST_OFFSET_MS).getUTCDay() !== 1) monday = nextOpening(monday);
      const mondayDate = new Date(monday + IST_OFFSET_MS).toISOString().slice(0, 10);
      const lastWeek = (day: number, time: string) => at(`${new Date(Date.parse(`${mondayDate}T00:00:00Z`) + (day - 7) * 86_400_000).toISOString().slice(0, 10)}T${time}`);
      const from = new Date(lastWeek(0, '12:00') + IST_OFFSET_MS).toISOString().slice(0, 10);
      const to = new Date(lastWeek(6, '12:00') + IST_OFFSET_MS).toISOString().slice(0, 10);
      // Working hours to the first response: 1.0 (Monday), 3.0 (Tuesday), 9.0 (Wednesday 10:00 to
      // Thursday 10:00: 8 + 1); Thursday's still New, past the 4-hour target; Friday's is spam; this Monday's
      // (00:05, before opening) is not last week's.
      const rows = [
        { created: lastWeek(0, '10:00'), channel: 'email', answered: lastWeek(0, '11:00') },
        { created: lastWeek(1, '10:00'), channel: 'email', answered: lastWeek(1, '13:00') },
        { created: lastWeek(2, '10:00'), channel: 'organic', answered: lastWeek(3, '10:00') },
        { created: lastWeek(3, '10:00'), channel: null, answered: null },
        { created: lastWeek(4, '10:00'), channel: 'email', answered: null, spam: 1 },
        { created: lastWeek(7, '00:05'), channel: 'paid', answered: null },
      ];
      let n = 0;
      for (const row of rows) {
        await db
          .insertInto('enquiry')
          .values({
            id: randomUUID(),
            kind: 'migration',
            created_at: new Date(row.created).toISOString(),
            payload: JSON.stringify({ name: 'Asha Weekly' }),
            reference: `SG-2611-WK${String(++n).padStart(2, '0')}`,
            email: null,
            spam: row.spam ?? 0,
            status: row.answered ? 'contacted' : 'new',
            first_response_at: row.answered,
            source_channel: row.channel,
          })
          .execute();
      }

      const offset = (moment: number) => String(Math.round(moment - Date.now()));
      const onMonday = await startServer({ ...env, STAFF_REMINDERS: '1', CLOCK_OFFSET_MS: offset(monday + 120_000) });
      servers.push(onMonday);
      const weekly = () => sink.received.filter((m) => m.messageId === `<weekly.${mondayDate}@sarthi.test>`);
      await until(() => weekly().length === 1, 30_000, 'the weekly summary');
      const [message] = weekly();
      expect(message?.envelopeTo).toEqual([NOTIFY_TO]);
      expect(message?.mail.subject).toBe('Last week: 4 enquiries, 50% answered within target');
      expect(message?.mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(message?.mail.text).toBe(
        [
          `The week of ${from} to ${to} (spam left out):`,
          '',
          'Enquiries received: 4',
          'By source: Email 2, Organic search 1, Not recorded 1',
          'First response (working hours, 3 answered): median 3.0, 90th percentile 9.0',
          'Answered within the target of 4 working hours: 50% (1 with no reply past it)',
          '',
          `The reports, with every figure's enquiries: ${STAFF_URL}/staff/reports?from=${from}&to=${to}`,
          '',
        ].join('\n'),
      );
      expect(String(message?.mail.html)).not.toContain('Asha');
      await onMonday.stop();
      servers.pop();

      // Later that week, and from another instance: not again.
      const onTuesday = await startServer({ ...env, STAFF_REMINDERS: '1', CLOCK_OFFSET_MS: offset(monday + 24 * 3_600_000 + 3_600_000) });
      servers.push(onTuesday);
      // Its first sweep queues Tuesday's digest (Thursday's enquiry is still New): the week was looked at by then.
      await until(() => onTuesday.logs().includes('"msg":"reminders: queued"'), 30_000, 'a sweep');
      await onTuesday.stop();
      servers.pop();
      const summaries = await db.selectFrom('outbox_message').select('message_id').where('purpose', '=', 'summary').execute();
      expect(summaries).toEqual([{ message_id: `<weekly.${mondayDate}@sarthi.test>` }]);
    } finally {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await db?.destroy();
      await sink.close();
      await database.drop();
    }
  });
});
