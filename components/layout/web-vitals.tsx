'use client';

import { useEffect } from 'react';

/**
 * Core Web Vitals beaconed to `url` (NEXT_PUBLIC_VITALS_URL) once the app has started. Rendered only
 * where that is set, so a site that collects nothing ships none of this.
 */
export function WebVitals({ url }: { url: string }) {
  useEffect(() => {
    const send = (metric: { name: string; value: number; id: string; rating: string }) =>
      navigator.sendBeacon(url, JSON.stringify({ name: metric.name, value: metric.value, id: metric.id, rating: metric.rating, path: location.pathname }));
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onCLS(send);
      onFCP(send);
      onINP(send);
      onLCP(send);
      onTTFB(send);
    });
  }, [url]);
  return null;
}
