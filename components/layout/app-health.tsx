import { apiConfig } from '@/lib/env';
import { InlineScript } from './inline-script';
import { Island } from '@/components/islands/island';
import styles from './api-notice.module.css';

const REGION_ID = 'app-health';
const MESSAGE = 'A newer version of this site is available, and part of the page could not load. Reload to continue; anything you typed in a form is kept.';

/**
 * A script chunk that failed to load and was not handled (a deployment replaced the files under an open
 * tab) shows a notice with a reload button. A plain script from the first paint on, so it also speaks
 * when the framework itself is what failed.
 */
function watchChunkFailures(regionId: string, message: string) {
  let shown = false;
  const isChunkFailure = function (reason: unknown) {
    const error = reason as { name?: unknown; message?: unknown } | null;
    const text = (error && typeof error === 'object' ? String(error.name) + ' ' + String(error.message) : String(reason));
    return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text);
  };
  const show = function () {
    const region = document.getElementById(regionId);
    if (shown || !region) return;
    shown = true;
    const notice = document.createElement('div');
    notice.className = region.getAttribute('data-notice-class') || '';
    const text = document.createElement('p');
    text.textContent = message;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = '↻';
    reload.setAttribute('aria-label', 'Reload the page');
    reload.addEventListener('click', function () {
      window.location.reload();
    });
    notice.append(text, reload);
    region.append(notice);
  };
  window.addEventListener('error', function (event) {
    if (isChunkFailure(event.error || event.message)) show();
  });
  window.addEventListener('unhandledrejection', function (event) {
    if (isChunkFailure(event.reason)) show();
  });
}

/**
 * Start-up duties of the app: the chunk-failure notice (an alert region, filled only when needed; React
 * leaves its content alone) and the web-vitals reporter, unless NEXT_PUBLIC_VITALS_URL turns it off or
 * NEXT_PUBLIC_VITALS_SAMPLE_RATE is 0.
 */
export function AppHealth() {
  return (
    <>
      <div id={REGION_ID} className={styles.region} role="alert" data-notice-class={styles.notice} dangerouslySetInnerHTML={{ __html: '' }} />
      <InlineScript run={watchChunkFailures} args={[REGION_ID, MESSAGE]} />
      {apiConfig.vitalsUrl && apiConfig.vitalsSampleRate > 0 ? (
        <Island name="web-vitals" when="idle" props={{ url: apiConfig.vitalsUrl, sampleRate: apiConfig.vitalsSampleRate }}>
          {null}
        </Island>
      ) : null}
    </>
  );
}
