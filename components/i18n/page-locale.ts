import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The language of the page being rendered, for the server components below a layout or page that set it
 * (React's `cache` is scoped to one render). Layouts and pages each set it, as neither knows which renders
 * first; client components never read it: they get their text as props.
 */
const current = cache((): { locale: Locale } => ({ locale: 'en' }));

export function setPageLocale(locale: Locale): void {
  current().locale = locale;
}

export function pageLocale(): Locale {
  return current().locale;
}
