import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../platform/db';
import { IST_OFFSET_MS } from '../../staff/business-hours';
import { BACKENDS, fixture, newToken, postEnquiry, sleep } from '../support/harness';
import { staffSuite, type StaffPerson } from '../support/staff-harness';

/*
 * Issue 37, "No request can stall the server": while the heaviest report is worked out again and again
 * on the worst day of visit data, enquiries are answered within 200 ms at the 99th percentile. Before,
 * each view of the reports held up every request for 2 to 3 s (better-sqlite3 reads on the event loop),
 * and the first after a full day for 5.7 s while the day was folded.
 *
 * The worst day is vitals_day's ceiling today (server/visits/store.ts: no budget yet): every page
 * (35 here), metric, device, connection and bucket has a row, 1,735,125 rows, on two days: today, read
 * as it is at each report, and yesterday, folded by the first report. The heaviest report is the longest
 * (400 days, today included). Enquiries go out at a steady rate whatever the answers do, and each one's
 * time is measured from its send to its answer.
 */

const PAGES = 35;
/** Buckets per metric (histogram.ts METRIC_SCALES: bucket 0 to last). */
const BUCKETS: Record<string, number> = { LCP: 601, INP: 1001, CLS: 501, FCP: 601, TTFB: 601 };
const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', ''];
const DEVICES = ['phone', 'tablet', 'desktop'];
const ROWS_A_DAY = PAGES * DEVICES.length * CONNECTIONS.length * Object.values(BUCKETS).reduce((a, b) => a + b, 0);
/** How long enquiries are sent while reports run, and how often. */
const BASELINE_MS = 4_000;
const LOAD_MS = 15_000;
const MAX_LOAD_MS = 35_000;
const ENQUIRY_EVERY_MS = 50;
const P99_BUDGET_MS = 200;
const ENQUIRY_GIVE_UP_MS = 10_000;

const dayIn = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Full days of vitals_day, generated in the database. */
async function seedDays(db: Db, env: Record<string, string>, backend: string, days: string[]): Promise<void> {
  // Numbers written into the statement (they are this file's constants): a parameter would be text to PostgreSQL.
  const metrics = sql.join(Object.entries(BUCKETS).map(([metric, count]) => sql`(${metric}, ${sql.lit(count - 1)})`));
  const devices = sql.join(DEVICES.map((d) => sql`(${d})`));
  const connections = sql.join(CONNECTIONS.map((c) => sql`(${c})`));
  if (backend === 'postgres') {
    // 3.5 million rows into a primary key one by one take PostgreSQL a minute on a shared machine: the key
    // is dropped, the rows written, and the same key built again at once (a sort), on a connection without
    // the server's statement time-out. The schema ends as it was; the statistics as autovacuum would leave them.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('alter table vitals_day drop constraint vitals_day_pk');
      for (const day of days) {
        const { sql: text, parameters } = sql`insert into vitals_day (day, path, metric, device, connection, bucket, samples)
          select ${day}, '/page-' || p || '/', m.metric, d.device, c.connection, k, 1 + k % 7
          from generate_series(1, ${sql.lit(PAGES)}) p, (values ${metrics}) m(metric, last), (values ${devices}) d(device), (values ${connections}) c(connection), generate_series(0, 1000) k
          where k <= m.last`.compile(db);
        await client.query(text, [...parameters]);
      }
      await client.query('alter table vitals_day add constraint vitals_day_pk primary key (day, path, metric, device, connection, bucket)');
      await client.query('analyze vitals_day');
    } finally {
      await client.end();
    }
    return;
  }
  for (const day of days) {
    await sql`insert into vitals_day (day, path, metric, device, connection, bucket, samples)
      with recursive p(i) as (select 1 union all select i + 1 from p where i < ${sql.lit(PAGES)}),
        k(k) as (select 0 union all select k + 1 from k where k < 1000),
        m(metric, last) as (values ${metrics}), d(device) as (values ${devices}), c(connection) as (values ${connections})
      select ${day}, '/page-' || i || '/', metric, device, connection, k, 1 + k % 7 from p, m, d, c, k where k <= last`.execute(db);
  }
  // Written over a day, these rows would have been checkpointed as they came: the 500 MB of log are not left
  // for the server's next commit to copy.
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

/**
 * Contact enquiries at a steady rate (each due at its own time, whether or not the answers have come) while
 * `going()`; each one's time from its send to its answer, at most ENQUIRY_GIVE_UP_MS.
 */
async function sendEnquiries(origin: string, going: () => boolean): Promise<{ times: number[]; statuses: Map<number | string, number> }> {
  const times: number[] = [];
  const statuses = new Map<number | string, number>();
  const sends: Array<Promise<void>> = [];
  const started = Date.now();
  for (let i = 0; going(); i++) {
    sends.push(
      (async () => {
        const t0 = performance.now();
        const status = await Promise.race([
          postEnquiry(origin, 'contact', { ...fixture('contact'), email: `load-${sent++}@example.org` }).then((response) => response.status),
          sleep(ENQUIRY_GIVE_UP_MS).then(() => 'no answer'),
        ]);
        times.push(Math.min(performance.now() - t0, ENQUIRY_GIVE_UP_MS));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      })(),
    );
    await sleep(Math.max(0, started + (i + 1) * ENQUIRY_EVERY_MS - Date.now()));
  }
  await Promise.all(sends);
  return { times, statuses };
}
let sent = 0;

const quantile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

describe.each(BACKENDS)('reports under load on %s', (backend) => {
  const metricsToken = newToken();
  const suite = staffSuite(backend, { ACK_EMAILS: '0', METRICS_TOKEN: metricsToken });
  /** The server's own event-loop delay since the last read (prom-client's, reset at each scrape), in ms. */
  const loopDelay = async () => {
    const text = await (await fetch(`${suite.server.origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    const value = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) * 1000);
    return { p99: value('nodejs_eventloop_lag_p99_seconds'), max: value('nodejs_eventloop_lag_max_seconds') };
  };
  let staff: StaffPerson;

  beforeAll(async () => {
    staff = await suite.newPerson('staff');
  });

  test('while the heaviest report runs on the worst day of visit data, enquiries are answered within 200 ms at the 99th percentile', async () => {
    const today = dayIn(Date.now());
    const yesterday = dayIn(Date.now() - 86_400_000);
    // Just after midnight in India yesterday is not foldable yet (fold.ts FOLD_AFTER_MS): it is then read live too, heavier still.
    const seeding = Date.now();
    await seedDays(suite.db, suite.database.env, backend, [yesterday, today]);
    const seedMs = Date.now() - seeding;
    const { n } = await suite.db.selectFrom('vitals_day').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2 * ROWS_A_DAY);

    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 399 * 86_400_000).toISOString().slice(0, 10);
    // Every wait bounded: a report that has not answered when the load ends is given up (the server before
    // issue 37 took minutes over them), an enquiry counts at most ENQUIRY_GIVE_UP_MS.
    const stop = new AbortController();
    const report = async (): Promise<number | undefined> => {
      const started = performance.now();
      const cookie = [...staff.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${suite.server.origin}/staff/reports?from=${from}&to=${today}`, {
        headers: { 'x-forwarded-for': staff.browser.address, cookie, 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: stop.signal,
      }).catch(() => undefined);
      if (!response) return undefined;
      const html = await response.text().catch(() => undefined);
      if (html === undefined) return undefined;
      expect(response.status).toBe(200);
      expect(html).toContain('Real visitors’ page speed');
      return performance.now() - started;
    };

    // The same enquiries first without reports, for comparison: on a shared machine not all of the time is the server's.
    await loopDelay();
    const alone = Date.now();
    const baseline = await sendEnquiries(suite.server.origin, () => Date.now() - alone < BASELINE_MS);
    const loopAlone = await loopDelay();
    const reportTimes: number[] = [];
    // Reports back to back, from before the first enquiry to the end: the first folds yesterday.
    const reports = (async () => {
      while (!stop.signal.aborted) {
        const ms = await report();
        if (ms !== undefined) reportTimes.push(ms);
      }
    })();
    await sleep(200);
    const started = Date.now();
    const load = await sendEnquiries(suite.server.origin, () => {
      const elapsed = Date.now() - started;
      // At least LOAD_MS, and until two reports have been answered (the first folds a day), within MAX_LOAD_MS.
      return elapsed < MAX_LOAD_MS && (elapsed < LOAD_MS || reportTimes.length < 2);
    });
    const loopLoaded = await loopDelay();
    stop.abort();
    await reports;

    const { times: enquiryTimes, statuses } = load;
    const sorted = [...enquiryTimes].sort((a, b) => a - b);
    const before = [...baseline.times].sort((a, b) => a - b);
    const figures = {
      backend,
      vitalsRows: Number(n),
      seedSeconds: +(seedMs / 1000).toFixed(1),
      reports: reportTimes.length,
      firstReportMs: Math.round(reportTimes[0] ?? Number.NaN),
      reportMsMedian: Math.round(quantile([...reportTimes].sort((a, b) => a - b), 0.5)),
      reportMsMax: Math.round(Math.max(...reportTimes)),
      eventLoopDelayAloneMs: loopAlone,
      eventLoopDelayWithReportsMs: loopLoaded,
      enquiriesAloneMsP50: Math.round(quantile(before, 0.5)),
      enquiriesAloneMsP99: Math.round(quantile(before, 0.99)),
      enquiries: enquiryTimes.length,
      enquiryMsP50: Math.round(quantile(sorted, 0.5)),
      enquiryMsP99: Math.round(quantile(sorted, 0.99)),
      enquiryMsMax: Math.round(sorted.at(-1) ?? Number.NaN),
    };
    // For the closing note of issue 37.
    process.stdout.write(`\nreports under load: ${JSON.stringify(figures)}\n`);

    expect(Object.fromEntries(baseline.statuses)).toEqual({ 201: baseline.times.length });
    expect(Object.fromEntries(statuses)).toEqual({ 201: enquiryTimes.length });
    // The reports did run throughout: the first folds a full day, each reads another live.
    expect(reportTimes.length).toBeGreaterThanOrEqual(2);
    // Within 200 ms at the 99th percentile; on a machine so busy that enquiries alone (no report
    // running) already miss that, no worse than half as slow again as they were alone: ratios measured
    // side by side hold on a shared machine, absolute times do not. Before the reports ran in a thread
    // of their own, 298 of 300 enquiries got no answer within 10 s.
    expect(figures.enquiryMsP99).toBeLessThan(Math.max(P99_BUDGET_MS, 1.5 * figures.enquiriesAloneMsP99));
  });

  test('reports are worked out one at a time: four may wait, more are answered 503 at once, and the rest still come', async () => {
    // Each report here reads a full day of vitals live (over a second): seven at once find one running and four waiting.
    const answers = await Promise.all(Array.from({ length: 7 }, () => staff.browser.request('/staff/reports')));
    const statuses = answers.map((response) => response.status);
    // Seven sent at once arrive within a few milliseconds, but not at the same instant: at least the seventh is refused.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    // One may be the last report of the test before, given up by the client but still worked out.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
    const busy = answers.find((response) => response.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('30');
    expect(await busy?.text()).toContain('Other reports are being worked out just now. Try again in a minute.');
    await Promise.all(answers.filter((response) => response !== busy).map((response) => response.body?.cancel()));
  });
});
