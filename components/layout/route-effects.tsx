'use client';

import { inView } from 'motion';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { REVEAL_VISIBLE_FRACTION } from '@/lib/constants';

/**
 * Per-navigation effects of the shared layout, in one tiny island:
 * - scroll to the top on each path change (smooth through the CSS scroll-behaviour, instant under reduced motion);
 * - reveal `[data-reveal]` sections once, when 15 % of them is visible (motion's `inView`, a small
 *   IntersectionObserver helper; the animation itself is a CSS transition).
 */
export function RouteEffects() {
  const pathname = usePathname();
  const previousPath = useRef(pathname);

  useEffect(() => {
    // Only a change of path scrolls: on the first render the browser restores the position of a reload or
    // a Back, and that must stand.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    // Returning nothing from the callback makes inView stop watching an element after its first entry.
    return inView(
      '[data-reveal]:not([data-revealed])',
      (element) => {
        element.setAttribute('data-revealed', '');
      },
      { amount: REVEAL_VISIBLE_FRACTION },
    );
  }, [pathname]);

  return null;
}
