'use client';

import { useSyncExternalStore } from 'react';

const BUILD_YEAR = new Date().getFullYear();
const never = () => () => {};

/** The page is built once and served for years: render the build year, then the visitor's current year. */
export function CurrentYear() {
  const year = useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
