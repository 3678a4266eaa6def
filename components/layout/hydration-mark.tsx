'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once React has taken over the page. The framework loads after the
 * first paint (scripts/defer-scripts.mjs), so the `load` event can come before the page is interactive;
 * the end-to-end tests wait for this mark before they click.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
