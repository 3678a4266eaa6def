import { createHash } from 'node:crypto';
import type { Db, DeviceClass } from '../platform/db';
import type { Counter } from '../platform/throttle';
import { OTHER, type PageView, type Vital } from './beacon';
import { bucketOf, rating } from './histogram';
import { dayInIndia } from '../platform/india-dates';

/*
 * Counting into the aggregate tables of migration 0017: one upsert per beacon (insert, or add one to
 * the row's count), the same statement on SQLite and PostgreSQL. An increment adds no row and is never
 * refused; what is bounded is the rows a day can gain (issue 37):
 *   - the two free-text keys, a page view's (referrer, campaign) and a vital's target, are capped per
 *     day (VISITS_MAX_SOURCES_PER_DAY, VITALS_MAX_TARGETS_PER_DAY); past the cap a new one is '(other)';
 *   - every new row a key could grow without end (a named source's or target's row, any vitals_day
 *     row: 36,075 buckets a page) costs one of the day's VISITS_MAX_NEW_ROWS_PER_DAY; past it a view
 *     or a target is counted under '(other)', a vital whose histogram row is new is not counted;
 *   - no client address (an IPv6 /64) takes more than CLIENT_SHARE of any of these a day, so a few
 *     addresses cannot use a day up for everybody.
 * Rows that need no budget are a fixed few a page: a view without a source or with '(other)' (three
 * devices), a target '' or '(other)' (five metrics).
 */

/** The most of a day's budget (new rows, new sources, new targets) one client address may take: filling one takes 100 addresses. */
export const CLIENT_SHARE = 0.01;
/** A budget's share per client address: at least one. */
export const shareOf = (total: number) => Math.max(1, Math.ceil(total * CLIENT_SHARE));
/** How long a client's or the day's count is kept (its key names the day): in memory or Redis, two days at most. */
export const COUNT_WINDOW_MS = 2 * 86_400_000;

/**
 * A client address as the day's counts key it: hashed, so that Redis never lists addresses in clear
 * (an IPv4 hash can be reversed by trying them all, which is why a count lives two days at most).
 */
export const clientHash = (client: string) => createHash('sha256').update(client).digest('hex').slice(0, 32);

/** A per-client count of the day, and its limit. */
export type ClientShare = { counter: Counter; share: number };

/** Whether a key was the day's already ('known') or admitted now ('new'); undefined: refused. */
export type Admission = 'known' | 'new' | undefined;

/**
 * The free-text keys a day has admitted, up to `cap`, each client address adding at most its share;
 * past either, a key the day has not seen yet is refused (counted under '(other)'). Read from the table
 * at the day's first beacon in this process and kept in memory, so admitting is a lookup, not a scan
 * of the day's rows. Each instance keeps its own set: with several instances a day holds at most
 * (instances x cap) keys, still a bound (and every row of them within the day's budget of new rows).
 * The loaders leave out what is never capped (a view without a source, a vital without a target).
 */
export class DailyKeys {
  private day = '';
  private keys = new Set<string>();
  private loading: Promise<void> | undefined;

  constructor(
    private readonly cap: number,
    private readonly load: (day: string) => Promise<string[]>,
    private readonly clients?: ClientShare,
  ) {}

  /** Whether `key` may have rows of its own on `day`, `client` (a clientHash) bringing it if it is new. */
  async admit(day: string, key: string, client = ''): Promise<Admission> {
    if (day !== this.day) {
      this.day = day;
      const keys = new Set<string>();
      this.keys = keys;
      this.loading = this.load(day).then(
        (loaded) => {
          for (const known of loaded) if (known !== OTHER && keys.size < this.cap) keys.add(known);
        },
        (error: unknown) => {
          // Read again at the next beacon: a database hiccup must not leave the day's keys unknown.
          if (this.keys === keys) this.day = '';
          throw error;
        },
      );
    }
    await this.loading;
    // From here to the reservation nothing awaits, so concurrent beacons in this process see each other's keys.
    if (this.keys.has(key)) return 'known';
    if (this.keys.size >= this.cap) return undefined;
    this.keys.add(key);
    if (this.clients && (await this.clients.counter.add(`${day}:${client}`)) > this.clients.share) {
      this.release(day, key);
      return undefined;
    }
    return 'new';
  }

  /** Gives back a key admitted as new whose row was refused after all. */
  release(day: string, key: string): void {
    if (day === this.day) this.keys.delete(key);
  }
}

/**
 * The day's budget of new rows, `total` (VISITS_MAX_NEW_ROWS_PER_DAY) across page_view_day, vitals_day
 * and vitals_target_day, each client address taking at most its share. Counted where the limits are
 * (`counters`: Redis with REDIS_URL, so every instance shares them; this process's otherwise), and
 * never below what the tables already hold (read at the day's first new row in this process), so a
 * restart or a Redis that lost its keys does not open the day again. Once spent, it stays spent for the
 * day without another look at any counter; `exhausted` is called then, once a day per process.
 */
export class DayBudget {
  private day = '';
  private stored = 0;
  private added = 0;
  private spent = false;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly total: number,
    private readonly counters: { day: Counter; client: ClientShare },
    private readonly countStored: (day: string) => Promise<number>,
    private readonly exhausted: (day: string, total: number) => void = () => undefined,
  ) {}

  /** Whether `client` (a clientHash) may add one new row on `day`. */
  async admit(day: string, client: string): Promise<boolean> {
    if (day !== this.day) {
      this.day = day;
      this.added = 0;
      this.spent = false;
      const loading = this.countStored(day).then(
        (rows) => {
          if (this.loading === loading) this.stored = rows;
        },
        (error: unknown) => {
          if (this.loading === loading) this.day = '';
          throw error;
        },
      );
      this.loading = loading;
    }
    await this.loading;
    if (this.spent) return false;
    if ((await this.counters.client.counter.add(`${day}:${client}`)) > this.counters.client.share) return false;
    const shared = await this.counters.day.add(day);
    if (day !== this.day) return false;
    if (Math.max(shared, this.stored + ++this.added) <= this.total) return true;
    if (!this.spent) {
      this.spent = true;
      this.exhausted(day, this.total);
    }
    return false;
  }
}

/** A source as page_view_day keys it (referrer host, campaign): one string for DailyKeys. */
const sourceKey = (referrer: string, campaign: string) => `${referrer}\n${campaign}`;

/** A beacon's counted keys, its device class and the client address it came from (clientKey: an IPv6 /64; never stored). */
type FromClient = { device: DeviceClass; client: string };

export type VisitStore = {
  /** Counts a view: under its own source, or '(other)' past the day's caps. */
  countPageView: (view: PageView & FromClient, now: number) => Promise<void>;
  /** Counts a vital; false when it would have added a histogram row past the day's budget (not counted). */
  countVital: (vital: Vital & FromClient, now: number) => Promise<boolean>;
};

export type VisitLimits = {
  maxSourcesPerDay: number;
  maxTargetsPerDay: number;
  maxNewRowsPerDay: number;
  /** Counters kept for COUNT_WINDOW_MS (redis.ts sharedCounter), by name. */
  counter: (name: 'rows' | 'rows-client' | 'sources-client' | 'targets-client') => Counter;
  /** Told once a day per process when the day's new rows are spent. */
  exhausted?: (day: string, total: number) => void;
};

export function visitStore(db: Db, { maxSourcesPerDay, maxTargetsPerDay, maxNewRowsPerDay, counter, exhausted }: VisitLimits): VisitStore {
  const sources = new DailyKeys(
    maxSourcesPerDay,
    async (day) => {
      const rows = await db.selectFrom('page_view_day').select(['referrer', 'campaign']).distinct().where('day', '=', day).execute();
      return rows.filter((row) => row.referrer !== '' || row.campaign !== '').map((row) => sourceKey(row.referrer, row.campaign));
    },
    { counter: counter('sources-client'), share: shareOf(maxSourcesPerDay) },
  );
  const targets = new DailyKeys(
    maxTargetsPerDay,
    async (day) => {
      const rows = await db.selectFrom('vitals_target_day').select('target').distinct().where('day', '=', day).execute();
      return rows.map((row) => row.target).filter((target) => target !== '');
    },
    { counter: counter('targets-client'), share: shareOf(maxTargetsPerDay) },
  );
  // The rows a day holds in the three tables, each a range of its primary key (day first).
  const countStored = async (day: string) => {
    let rows = 0;
    for (const table of ['page_view_day', 'vitals_day', 'vitals_target_day'] as const) {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('day', '=', day).executeTakeFirstOrThrow();
      rows += Number(row.n);
    }
    return rows;
  };
  const newRows = new DayBudget(maxNewRowsPerDay, { day: counter('rows'), client: { counter: counter('rows-client'), share: shareOf(maxNewRowsPerDay) } }, countStored, exhausted);

  /** Whether a row of the key is stored: an index lookup, read before a new row is charged. */
  const viewRowExists = async (day: string, path: string, referrer: string, campaign: string, device: DeviceClass) =>
    (await db.selectFrom('page_view_day').select('views').where('day', '=', day).where('path', '=', path).where('referrer', '=', referrer).where('campaign', '=', campaign).where('device', '=', device).executeTakeFirst()) !== undefined;

  return {
    async countPageView({ path, referrer, campaign, device, client: address }, now) {
      const day = dayInIndia(now);
      const client = clientHash(address);
      let kept = { referrer, campaign };
      // No source is no new key: direct visits are always counted as they are.
      if (referrer !== '' || campaign !== '') {
        const key = sourceKey(referrer, campaign);
        const admitted = await sources.admit(day, key, client);
        if (admitted === undefined) kept = { referrer: OTHER, campaign: OTHER };
        else if (!(await viewRowExists(day, path, referrer, campaign, device)) && !(await newRows.admit(day, client))) {
          if (admitted === 'new') sources.release(day, key);
          kept = { referrer: OTHER, campaign: OTHER };
        }
      }
      await db
        .insertInto('page_view_day')
        .values({ day, path, ...kept, device, views: 1 })
        .onConflict((oc) => oc.columns(['day', 'path', 'referrer', 'campaign', 'device']).doUpdateSet((eb) => ({ views: eb('page_view_day.views', '+', 1) })))
        .execute();
    },

    async countVital({ metric, value, path, connection, target, device, client: address }, now) {
      const day = dayInIndia(now);
      const bucket = bucketOf(metric, value);
      if (bucket === undefined) return false;
      const client = clientHash(address);
      const poor = rating(metric, value) === 'poor' ? 1 : 0;
      const histogramRow = await db
        .selectFrom('vitals_day')
        .select('samples')
        .where('day', '=', day)
        .where('path', '=', path)
        .where('metric', '=', metric)
        .where('device', '=', device)
        .where('connection', '=', connection)
        .where('bucket', '=', bucket)
        .executeTakeFirst();
      // A histogram row has no '(other)' to fold into: past the budget, a sample that needs a new one is not counted.
      if (!histogramRow && !(await newRows.admit(day, client))) return false;
      let kept = target;
      if (target !== '') {
        const admitted = await targets.admit(day, target, client);
        if (admitted === undefined) kept = OTHER;
        else {
          const targetRow = await db.selectFrom('vitals_target_day').select('samples').where('day', '=', day).where('path', '=', path).where('metric', '=', metric).where('target', '=', target).executeTakeFirst();
          if (!targetRow && !(await newRows.admit(day, client))) {
            if (admitted === 'new') targets.release(day, target);
            kept = OTHER;
          }
        }
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('vitals_day')
          .values({ day, path, metric, device, connection, bucket, samples: 1 })
          .onConflict((oc) => oc.columns(['day', 'path', 'metric', 'device', 'connection', 'bucket']).doUpdateSet((eb) => ({ samples: eb('vitals_day.samples', '+', 1) })))
          .execute();
        await trx
          .insertInto('vitals_target_day')
          .values({ day, path, metric, target: kept, samples: 1, poor })
          .onConflict((oc) =>
            oc.columns(['day', 'path', 'metric', 'target']).doUpdateSet((eb) => ({ samples: eb('vitals_target_day.samples', '+', 1), poor: eb('vitals_target_day.poor', '+', poor) })),
          )
          .execute();
      });
      return true;
    },
  };
}
