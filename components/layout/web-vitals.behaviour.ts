import type { Behaviour } from '@/components/islands/contract';

/** The first interaction loads the measuring code. */
const TRIGGERS = ['pointerdown', 'keydown'] as const;

/**
 * Real visitors' Core Web Vitals, beaconed to `url` (the intake API's /vitals/ by default; lib/env.ts)
 * for a `sampleRate` share of page loads, decided once per load (lib/visit/vitals-reporter.ts says what
 * is sent and when).
 *
 * This island is only the waiting part: the reporter and the web-vitals code (the attribution build, for
 * the element behind each metric) are a chunk of their own, loaded at the first interaction or when the
 * page is hidden, never while the page loads, so a lab run that never interacts loads none of it. Their
 * observers read buffered entries, so LCP, CLS, FCP and TTFB lose nothing by starting late. INP does lose
 * a little: the browser buffers the first input and the interactions of 104 ms or more, so quicker
 * interactions before the chunk arrived are not seen; the slow ones INP is about are. Loaded as the page
 * is hidden (a visitor who never interacted), it may arrive while the page unloads: such visits can go
 * unmeasured. A chunk that fails to load measures nothing, and nothing else notices.
 */
const webVitals: Behaviour<{ url: string; sampleRate: number }> = (_root, { url, sampleRate }) => {
  if (typeof navigator.sendBeacon !== 'function' || !(Math.random() < sampleRate)) return;
  const page = {
    path: location.pathname,
    connection: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '',
  };
  let started = false;
  const load = () =>
    import('@/lib/visit/vitals-reporter')
      .then(({ reportVitals }) => reportVitals(url, page))
      .catch(() => {
        // A chunk that fails to load (a deployment replaced it under an open tab): nothing measured, nothing else affected.
      });
  const start = (event: Event) => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, start, true);
    document.removeEventListener('visibilitychange', onHidden);
    // After an interaction, once the browser is idle: what the interaction itself asked for (a form's code)
    // comes first on a slow link. A page being hidden may not wait.
    if (event.type === 'visibilitychange' || typeof requestIdleCallback !== 'function') load();
    else requestIdleCallback(load, { timeout: 5000 });
  };
  const onHidden = (event: Event) => {
    if (document.visibilityState === 'hidden') start(event);
  };
  for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onHidden);
};

export default webVitals;
