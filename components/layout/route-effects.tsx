'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { revealSections } from '@/lib/reveal';

/**
 * Per-navigation effects of the shared layout, in one tiny island:
 * - scroll to the top on each path change (smooth through the CSS scroll-behaviour, instant under reduced motion);
 * - scroll reveals on each later page (lib/reveal.ts: the sections below the first screen wait, hidden, and
 *   are revealed once as they scroll into view). The first page's are handled by the inline script of the
 *   layout, the same function, before the framework has arrived.
 */
export function RouteEffects() {
  const pathname = usePathname();
  const previousPath = useRef(pathname);

  useLayoutEffect(() => {
    // A new page shown from its top, unless a hash points further down (then nothing waits for a reveal).
    if (previousPath.current === pathname || window.location.hash) return;
    return revealSections(document, window, REVEAL_VISIBLE_FRACTION);
  }, [pathname]);

  useEffect(() => {
    // Only a change of path scrolls: on the first render the browser restores the position of a reload or
    // a Back, and that must stand.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);

  return null;
}
