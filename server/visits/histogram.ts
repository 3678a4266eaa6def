import type { DeviceClass } from '../platform/db';

/*
 * Real visitors' page speed kept as histograms (table vitals_day): one row per day, path, metric,
 * device, connection and bucket, with its count of samples. A bucket is a fixed step of its metric,
 * so percentiles can be read at any scale (a day, a quarter, every page) by adding rows, and Google's
 * thresholds fall on bucket edges: the share of good / needs improvement / poor is exact.
 * Bucket k holds the values in ((k - 1) x step, k x step]; bucket 0 holds 0.
 */

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];
export const isMetric = (value: unknown): value is Metric => typeof value === 'string' && (METRICS as readonly string[]).includes(value);

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Step, last bucket (everything above lands in it), and Google's thresholds (web.dev/articles/vitals). */
export const METRIC_SCALES: Record<Metric, { step: number; last: number; good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { step: 100, last: 600, good: 2_500, poor: 4_000, unit: 'ms' },
  INP: { step: 10, last: 1_000, good: 200, poor: 500, unit: 'ms' },
  CLS: { step: 0.01, last: 500, good: 0.1, poor: 0.25, unit: '' },
  FCP: { step: 100, last: 600, good: 1_800, poor: 3_000, unit: 'ms' },
  TTFB: { step: 100, last: 600, good: 800, poor: 1_800, unit: 'ms' },
};

export const DEVICE_CLASSES: readonly DeviceClass[] = ['phone', 'tablet', 'desktop'];

/** The bucket of a value (a value that is not a finite number >= 0 has none). */
export function bucketOf(metric: Metric, value: number): number | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const { step, last } = METRIC_SCALES[metric];
  // Rounded first: 0.1 / 0.01 is 10.000000000000002 in binary, and must land in bucket 10.
  return Math.min(last, Math.ceil(Math.round((value / step) * 1e6) / 1e6));
}

/** The largest value a bucket holds: a percentile read from the histogram is never better than the truth. */
export function bucketUpper(metric: Metric, bucket: number): number {
  const { step } = METRIC_SCALES[metric];
  return Math.round(bucket * step * 1e6) / 1e6;
}

export function rating(metric: Metric, value: number): Rating {
  const { good, poor } = METRIC_SCALES[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The rating of every value in a bucket (the thresholds are bucket edges). */
export function bucketRating(metric: Metric, bucket: number): Rating {
  return rating(metric, bucketUpper(metric, bucket));
}

export type Histogram = ReadonlyArray<{ bucket: number; samples: number }>;

/** The p-th percentile (0 < p <= 1) of a histogram, as its bucket's upper edge; undefined when empty. */
export function percentile(metric: Metric, histogram: Histogram, p: number): number | undefined {
  const total = histogram.reduce((sum, row) => sum + row.samples, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const row of [...histogram].sort((a, b) => a.bucket - b.bucket)) {
    seen += row.samples;
    if (seen >= rank) return bucketUpper(metric, row.bucket);
  }
  return undefined;
}

/** How many samples are good, need improvement, or poor. */
export function ratingShares(metric: Metric, histogram: Histogram): Record<Rating, number> & { total: number } {
  const shares = { good: 0, 'needs-improvement': 0, poor: 0, total: 0 };
  for (const row of histogram) {
    shares[bucketRating(metric, row.bucket)] += row.samples;
    shares.total += row.samples;
  }
  return shares;
}
