import { bucketOf, bucketRating, bucketUpper, percentile, rating, ratingShares, type Histogram } from './histogram';

describe('vitals histograms', () => {
  it('puts the thresholds on bucket edges, so ratings read from buckets are exact', () => {
    expect(bucketRating('LCP', bucketOf('LCP', 2_500)!)).toBe('good');
    expect(bucketRating('LCP', bucketOf('LCP', 2_500.1)!)).toBe('needs-improvement');
    expect(bucketRating('LCP', bucketOf('LCP', 4_000)!)).toBe('needs-improvement');
    expect(bucketRating('LCP', bucketOf('LCP', 4_001)!)).toBe('poor');
    expect(bucketRating('INP', bucketOf('INP', 200)!)).toBe('good');
    expect(bucketRating('INP', bucketOf('INP', 201)!)).toBe('needs-improvement');
    expect(bucketRating('CLS', bucketOf('CLS', 0.1)!)).toBe('good');
    expect(bucketRating('CLS', bucketOf('CLS', 0.1000001)!)).toBe('needs-improvement');
    expect(bucketRating('CLS', bucketOf('CLS', 0.25)!)).toBe('needs-improvement');
    expect(bucketRating('CLS', bucketOf('CLS', 0.26)!)).toBe('poor');
    expect(rating('TTFB', 1_800)).toBe('needs-improvement');
  });

  it('keeps 0, puts huge values in the last bucket and refuses what is not a measurement', () => {
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('LCP', 1e9)).toBe(600);
    expect(bucketOf('LCP', -1)).toBeUndefined();
    expect(bucketOf('INP', Number.NaN)).toBeUndefined();
    expect(bucketUpper('CLS', 10)).toBe(0.1);
  });

  it('reads percentiles and shares from rows of counts', () => {
    // 100 LCP samples: 60 at 1.2 s, 20 at 2.6 s, 15 at 3.1 s, 5 at 9 s.
    const histogram: Histogram = [
      { bucket: 90, samples: 5 },
      { bucket: 12, samples: 60 },
      { bucket: 26, samples: 20 },
      { bucket: 31, samples: 15 },
    ];
    expect(percentile('LCP', histogram, 0.5)).toBe(1_200);
    expect(percentile('LCP', histogram, 0.75)).toBe(2_600);
    expect(percentile('LCP', histogram, 0.8)).toBe(2_600);
    expect(percentile('LCP', histogram, 0.81)).toBe(3_100);
    expect(percentile('LCP', histogram, 0.96)).toBe(9_000);
    expect(percentile('LCP', [], 0.75)).toBeUndefined();
    expect(ratingShares('LCP', histogram)).toEqual({ good: 60, 'needs-improvement': 35, poor: 5, total: 100 });
  });
});
