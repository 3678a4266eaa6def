'use client';

import { useEffect } from 'react';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { vitalsBody, type VitalsPage } from '@/lib/visit/vitals';

/** Final once reported; LCP, CLS and INP may change until the page is hidden. */
const FINAL = new Set(['FCP', 'TTFB']);
/** The first interaction loads the measuring code. */
const TRIGGERS = ['pointerdown', 'keydown'] as const;

/**
 * Real visitors' Core Web Vitals, beaconed to `url` (the intake API's /vitals/ by default; lib/env.ts)
 * for a `sampleRate` share of page loads, decided once per load. Each metric is sent at most once per
 * page load: FCP and TTFB when known, LCP, CLS and INP with their value when the page is first hidden
 * (the server keeps histograms, where a metric sent twice would count twice).
 *
 * The web-vitals code (the attribution build, for the element behind each metric) is its own chunk,
 * loaded at the first interaction or when the page is hidden, never while it loads: a lab run that
 * never interacts loads none of it. Its observers read buffered entries, so LCP, CLS, FCP and TTFB
 * lose nothing by starting late. INP does lose a little: the browser buffers the first input and the
 * interactions of 104 ms or more, so quicker interactions before the chunk arrived are not seen; the
 * slow ones INP is about are. Loaded when the page is hidden (a visitor who never interacted), it can
 * only report what is buffered and is sent at once, while the page may still be unloading: such visits
 * may go unmeasured. A chunk that fails to load measures nothing, and nothing else notices.
 */
export function WebVitals({ url, sampleRate }: { url: string; sampleRate: number }) {
  useEffect(() => {
    if (typeof navigator.sendBeacon !== 'function' || !(Math.random() < sampleRate)) return;
    const page: VitalsPage = {
      // The page this load measures, kept now: a later client-side navigation is not what LCP measured.
      path: location.pathname,
      connection: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '',
    };
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
      // Reported while hidden (measuring began as the page was hidden): sent once this task's reports are in.
      else if (document.visibilityState === 'hidden' && timer === undefined) {
        timer = window.setTimeout(() => {
          timer = undefined;
          flush();
        }, 0);
      }
    };
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      for (const type of TRIGGERS) removeEventListener(type, load, true);
      import('web-vitals/attribution')
        .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          const options = { reportAllChanges: true };
          onTTFB(report, options);
          onFCP(report, options);
          onLCP(report, options);
          onCLS(report, options);
          onINP(report, options);
        })
        .catch(() => {
          // A chunk that fails to load (a deployment replaced it under an open tab): nothing measured, nothing else affected.
        });
    };
    // On the document, so it runs after web-vitals' own listeners (on the window, capturing) have reported the final values.
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      load();
      flush();
    };

    for (const type of TRIGGERS) addEventListener(type, load, { capture: true, passive: true, once: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const type of TRIGGERS) removeEventListener(type, load, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearTimeout(timer);
    };
  }, [url, sampleRate]);
  return null;
}
