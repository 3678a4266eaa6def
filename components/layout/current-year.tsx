'use client';

import { useEffect, useState } from 'react';

/** The page is built once and served for years: render the build year, then the visitor's current year. */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="copyright-year">{year}</span>;
}
