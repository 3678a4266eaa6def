import type { Db, DeviceClass } from '../platform/db';
import { OTHER, type PageView, type Vital } from './beacon';
import { bucketOf, rating } from './histogram';
import { dayInIndia } from '../platform/india-dates';

/*
 * Counting into the aggregate tables of migration 0017: one upsert per beacon (insert, or add one to
 * the row's count), the same statement on SQLite and PostgreSQL. Storage grows with paths x days:
 * the paths are the site's own (pages.ts), devices, metrics, connections and buckets are fixed sets, and
 * the two free-text keys, a page view's (referrer, campaign) and a vital's target, are capped per day.
 */

/**
 * The free-text keys a day has admitted, up to `cap`; past it, a key the day has not seen yet is
 * counted under '(other)'. Read from the table at the day's first beacon in this process and kept in
 * memory, so admitting is a lookup, not a scan of the day's rows. Each instance keeps its own set: with
 * several instances a day holds at most (instances x cap) keys, still a bound. The loaders leave out
 * what is never capped (a view without a source, a vital without a target).
 */
export class DailyKeys {
  private day = '';
  private keys = new Set<string>();
  private loading: Promise<void> | undefined;

  constructor(
    private readonly cap: number,
    private readonly load: (day: string) => Promise<string[]>,
  ) {}

  /** Whether `key` may have rows of its own on `day`. */
  async admit(day: string, key: string): Promise<boolean> {
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
    // From here to the return nothing awaits, so concurrent beacons in this process see each other's keys.
    if (this.keys.has(key)) return true;
    if (this.keys.size >= this.cap) return false;
    this.keys.add(key);
    return true;
  }
}

/** A source as page_view_day keys it (referrer host, campaign): one string for DailyKeys. */
const sourceKey = (referrer: string, campaign: string) => `${referrer}\n${campaign}`;

export type VisitStore = {
  countPageView: (view: PageView & { device: DeviceClass }, now: number) => Promise<void>;
  countVital: (vital: Vital & { device: DeviceClass }, now: number) => Promise<void>;
};

export function visitStore(db: Db, { maxSourcesPerDay, maxTargetsPerDay }: { maxSourcesPerDay: number; maxTargetsPerDay: number }): VisitStore {
  const sources = new DailyKeys(maxSourcesPerDay, async (day) => {
    const rows = await db.selectFrom('page_view_day').select(['referrer', 'campaign']).distinct().where('day', '=', day).execute();
    return rows.filter((row) => row.referrer !== '' || row.campaign !== '').map((row) => sourceKey(row.referrer, row.campaign));
  });
  const targets = new DailyKeys(maxTargetsPerDay, async (day) => {
    const rows = await db.selectFrom('vitals_target_day').select('target').distinct().where('day', '=', day).execute();
    return rows.map((row) => row.target).filter((target) => target !== '');
  });

  return {
    async countPageView({ path, referrer, campaign, device }, now) {
      const day = dayInIndia(now);
      // No source is no new key: direct visits are always counted as they are.
      const known = (referrer === '' && campaign === '') || (await sources.admit(day, sourceKey(referrer, campaign)));
      await db
        .insertInto('page_view_day')
        .values({ day, path, referrer: known ? referrer : OTHER, campaign: known ? campaign : OTHER, device, views: 1 })
        .onConflict((oc) => oc.columns(['day', 'path', 'referrer', 'campaign', 'device']).doUpdateSet((eb) => ({ views: eb('page_view_day.views', '+', 1) })))
        .execute();
    },

    async countVital({ metric, value, path, connection, target, device }, now) {
      const day = dayInIndia(now);
      const bucket = bucketOf(metric, value);
      if (bucket === undefined) return;
      const poor = rating(metric, value) === 'poor' ? 1 : 0;
      const kept = target === '' || (await targets.admit(day, target)) ? target : OTHER;
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
    },
  };
}
