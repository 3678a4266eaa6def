'use client';

import { inView } from 'motion';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { markRevealsBelow } from '@/lib/reveal';

/**
 * Per-navigation effects of the shared layout, in one tiny island:
 * - scroll to the top on each path change (smooth through the CSS scroll-behaviour, instant under reduced motion);
 * - reveal `[data-reveal]` sections once, when 15 % of them is visible (motion's `inView`, a small
 *   IntersectionObserver helper; the animation itself is a CSS transition). Only sections below the first
 *   screen are hidden for it: the inline script of the layout marks those on the first page, and this
 *   island marks them on each later page before it paints.
 */
export function RouteEffects() {
  const pathname = usePathname();
  const previousPath = useRef(pathname);

  useLayoutEffect(() => {
    // A new page (the first one was marked by the inline script), shown from its top unless a hash
    // points further down: its sections below the first screen wait for their reveal.
    if (previousPath.current === pathname || window.location.hash) return;
    markRevealsBelow(document, window.innerHeight, window.scrollY);
  }, [pathname]);

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
