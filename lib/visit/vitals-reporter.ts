import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { vitalsBody, type VitalsPage } from './vitals';

/** Final once reported; LCP, CLS and INP may change until the page is hidden. */
const FINAL = new Set(['FCP', 'TTFB']);

/**
 * Measures this page load and beacons each metric to `url` at most once (the server keeps histograms,
 * where a metric sent twice would count twice): FCP and TTFB as soon as they are known, LCP, CLS and INP
 * with their value when the page is first hidden. The chunk this module makes (with the web-vitals
 * attribution build) is loaded by components/layout/web-vitals.tsx at the first interaction or when the
 * page is hidden. When it starts on a page already hidden, what the browser buffered is reported at once
 * and sent as soon as this task's reports are in.
 */
export function reportVitals(url: string, page: VitalsPage): void {
  const latest = new Map<string, MetricWithAttribution>();
  const sent = new Set<string>();
  let timer: number | undefined;

  const send = (metric: MetricWithAttribution) => {
    if (sent.has(metric.name)) return;
    sent.add(metric.name);
    try {
      navigator.sendBeacon(url, vitalsBody(metric, page));
    } catch {
      // Refused by the browser: a page load not measured.
    }
  };
  const flush = () => {
    for (const metric of latest.values()) send(metric);
  };
  const report = (metric: MetricWithAttribution) => {
    latest.set(metric.name, metric);
    if (FINAL.has(metric.name)) send(metric);
    else if (document.visibilityState === 'hidden' && timer === undefined) {
      timer = window.setTimeout(() => {
        timer = undefined;
        flush();
      }, 0);
    }
  };
  // On the document, so it runs after web-vitals' own listeners (on the window, capturing) have reported the final values.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  const options = { reportAllChanges: true };
  onTTFB(report, options);
  onFCP(report, options);
  onLCP(report, options);
  onCLS(report, options);
  onINP(report, options);
}
