import { LOCALE_INFO, type Locale } from './locales';

/** `fill('Back to {page}', { page: 'Work Abroad' })`: each language orders its own sentence around the values. */
export function fill(template: string, values: Record<string, string | number>, locale: Locale = 'en'): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`fill: no value for {${key}} in "${template}"`);
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/** Splits a template into text and the names of its placeholders, for components that put elements there. */
export function templateParts(template: string): { text: string; key?: string }[] {
  const parts: { text: string; key?: string }[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ text: '', key: match[1] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** Numbers as the language writes them (Western digits, Indian grouping: 1,00,000). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].intl, { numberingSystem: 'latn', ...options }).format(value);
}

/** A calendar date (`2026-11-01`) as the language writes it: "1 November 2026", "1 નવેમ્બર, 2026", "1 नवंबर 2026". */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`formatDate: not a date: ${isoDate}`);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(date);
}

/** A list as the language joins it: "Mumbai, Ahmedabad and Rajkot". */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_INFO[locale].intl, { style: 'long', type: 'conjunction' }).format(items);
}

/** A sentence in the forms a language's plural rules need (Intl.PluralRules: English and Gujarati/Hindi use one and other). */
export type PluralForms = { one: string; other: string };

/** `plural({ one: '{count} year', other: '{count} years' }, 2, 'en')`: the form for the count, filled ({count} and any others). */
export function plural(forms: PluralForms, count: number, locale: Locale = 'en', values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(LOCALE_INFO[locale].intl).select(count);
  return fill(category === 'one' ? forms.one : forms.other, { count, ...values }, locale);
}
