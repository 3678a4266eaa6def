'use client';

import { useSyncExternalStore } from 'react';

/*
 * Browser state read during render, the React way (useSyncExternalStore): the pre-rendered HTML and
 * hydration use the server's value, the browser's value follows in the same commit, and nothing is
 * copied into state from an effect.
 */

const never = () => () => {};

/** false in the pre-rendered HTML and while hydrating, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Whether a media query matches, kept current; false before hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The location's fragment without `#`, decoded, kept current; '' before hydration. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('hashchange', onChange);
      return () => window.removeEventListener('hashchange', onChange);
    },
    () => {
      try {
        return decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return window.location.hash.slice(1);
      }
    },
    () => '',
  );
}
