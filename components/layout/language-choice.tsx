'use client';

import { usePathname } from 'next/navigation';
import { SiteLink } from '@/components/ui/site-link';
import { LOCALES, LOCALE_INFO, localePath, splitLocale, type Locale } from '@/lib/i18n/locales';
import styles from './language-choice.module.css';

export interface LanguageOfferProps {
  locale: Locale;
  translatedPaths: readonly string[];
  /** "Read this page in ગુજરાતી", in each language's own words. */
  offers: Record<Locale, string>;
}

/**
 * A visitor who chose a language with the switcher is offered this page in it when they come back to a page
 * in another language (a link, never a redirect). The head script (language-choice-script.tsx) marks the
 * document with the remembered choice before the first paint, and CSS shows the one matching link, so nothing
 * moves once painted. A client component only to know the page's path as it is pre-rendered.
 */
export function LanguageOffer({ locale, translatedPaths, offers }: LanguageOfferProps) {
  const { path } = splitLocale(usePathname());
  const english = path === '/home/' ? '/' : path;
  if (!translatedPaths.includes(english)) return null;
  return (
    <p className={styles.offer} data-language-offer="">
      {LOCALES.filter((to) => to !== locale).map((to) => (
        <SiteLink key={to} href={localePath(to, english)} hrefLang={LOCALE_INFO[to].tag} lang={LOCALE_INFO[to].tag} data-language-link="" data-lang={to} className={styles.link}>
          {offers[to]}
        </SiteLink>
      ))}
    </p>
  );
}
