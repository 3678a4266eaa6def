'use client';

import { useEffect, useState } from 'react';
import { apiConfig } from '@/lib/env';
import styles from './api-notice.module.css';

function isChunkLoadError(reason: unknown): boolean {
  const name = reason instanceof Error ? reason.name : '';
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message);
}

/**
 * Start-up duties of the app, in one small island:
 * - web-vitals, reported once the app has started, to NEXT_PUBLIC_VITALS_URL with sendBeacon (nowhere when unset);
 * - a failed script-chunk load (a deployment replaced the files under an open tab) shows a reload notice.
 */
export function AppHealth() {
  const [chunkFailed, setChunkFailed] = useState(false);

  useEffect(() => {
    const onError = (event: ErrorEvent) => isChunkLoadError(event.error ?? event.message) && setChunkFailed(true);
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && setChunkFailed(true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);

    if (apiConfig.vitalsUrl) {
      const send = (metric: { name: string; value: number; id: string; rating: string }) =>
        navigator.sendBeacon(apiConfig.vitalsUrl, JSON.stringify({ name: metric.name, value: metric.value, id: metric.id, rating: metric.rating, path: location.pathname }));
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onCLS(send);
        onFCP(send);
        onINP(send);
        onLCP(send);
        onTTFB(send);
      });
    }
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (!chunkFailed) return null;
  return (
    <div className={styles.region} role="alert">
      <div className={styles.notice}>
        <p>A newer version of this site is available, and part of the page could not load. Reload to continue; anything you typed in a form is kept.</p>
        <button type="button" onClick={() => window.location.reload()} aria-label="Reload the page">
          ↻
        </button>
      </div>
    </div>
  );
}
