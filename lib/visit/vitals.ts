import type { MetricWithAttribution } from 'web-vitals/attribution';

/*
 * The web-vitals beacon's body (components/layout/web-vitals.tsx), the URL-encoded text the intake API
 * reads (server/visits/beacon.ts): the metric, its value, the page's path, the connection's effective
 * type where the browser has one, and the element behind it. Nothing else of the metric (its id, its
 * navigation entries) leaves the page.
 */

export type VitalsPage = { path: string; connection: string };

/** Longest target sent; the server cuts to the same length. */
export const MAX_TARGET_SENT = 100;

/** The attribution build's element behind a metric: LCP's element, INP's interaction target, CLS's largest shift. */
export function targetOf(metric: MetricWithAttribution): string {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target ?? '';
    case 'INP':
      return metric.attribution.interactionTarget ?? '';
    case 'CLS':
      return metric.attribution.largestShiftTarget ?? '';
    default:
      return '';
  }
}

export function vitalsBody(metric: MetricWithAttribution, page: VitalsPage): string {
  const body = new URLSearchParams({ metric: metric.name, value: String(Math.round(metric.value * 10_000) / 10_000), path: page.path });
  if (page.connection) body.set('connection', page.connection);
  const target = targetOf(metric).slice(0, MAX_TARGET_SENT);
  if (target) body.set('target', target);
  return body.toString();
}
