import { notFound } from 'next/navigation';
import { TRANSLATED_LOCALES, isTranslatedLocale, type TranslatedLocale } from '@/lib/i18n/locales';

/** The `[lang]` segment's params: `gu` or `hi` (English has no prefix). */
export type LangParams<T extends object = object> = { params: Promise<{ lang: string } & T> };

export function langParams() {
  return TRANSLATED_LOCALES.map((lang) => ({ lang }));
}

export async function langOf(params: Promise<{ lang: string }>): Promise<TranslatedLocale> {
  const { lang } = await params;
  if (!isTranslatedLocale(lang)) notFound();
  return lang;
}
