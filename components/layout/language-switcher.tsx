'use client';

import { usePathname } from 'next/navigation';
import { SiteLink } from '@/components/ui/site-link';
import { UiIcon } from '@/components/ui/ui-icon';
import { LOCALES, LOCALE_INFO, localePath, splitLocale, type Locale } from '@/lib/i18n/locales';
import styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  /** The page's language. */
  locale: Locale;
  /** English paths of the pages that exist in every language. */
  translatedPaths: readonly string[];
  /** The list's name, in the page's language ("Language", "ભાષા"). */
  label: string;
  /** `bar`: a button in the top bar opening the list (a popover: no script needed); `list`: the list itself. */
  variant: 'bar' | 'list';
  /** Unique per page when several switchers render (the popover's id). */
  id: string;
}

/**
 * The same page in each language, each named in its own script and marked with its language, so a screen
 * reader says "ગુજરાતી" in Gujarati. Plain links: they work before and without script, and a visitor's
 * choice is remembered by the address itself (every link on a page stays in its language), with no cookie.
 * A client component only to know the page's path as it is pre-rendered: it is never hydrated.
 */
export function LanguageSwitcher({ locale, translatedPaths, label, variant, id }: LanguageSwitcherProps) {
  const { path } = splitLocale(usePathname());
  const english = path === '/home/' ? '/' : path;
  const target = (to: Locale) => (to === 'en' || translatedPaths.includes(english) ? localePath(to, english) : localePath(to, '/'));
  const list = (
    <ul className={styles.list}>
      {LOCALES.map((to) => (
        <li key={to}>
          <SiteLink
            href={target(to)}
            hrefLang={LOCALE_INFO[to].tag}
            lang={LOCALE_INFO[to].tag}
            className={styles.link}
            aria-current={to === locale ? 'true' : undefined}
            data-language-link=""
            data-lang={to}
          >
            {LOCALE_INFO[to].nativeName}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') {
    return (
      <nav aria-label={label} className={styles.inline}>
        {list}
      </nav>
    );
  }
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.toggle} popoverTarget={id} aria-controls={id}>
        <UiIcon name="globe" size={18} />
        <span className={styles.current}>{LOCALE_INFO[locale].nativeName}</span>
        <span className="visually-hidden">: {label}</span>
        <UiIcon name="chevron-down" size={14} />
      </button>
      <nav id={id} popover="auto" aria-label={label} className={styles.panel}>
        {list}
      </nav>
    </div>
  );
}
