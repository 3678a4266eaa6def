import type { ReactNode } from 'react';
import { ApiNoticeRegion } from '@/components/layout/api-notice-region';
import { AppHealth } from '@/components/layout/app-health';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { pageLocale } from '@/components/i18n/page-locale';
import { text } from '@/content/text';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatedPaths } from './header';
import { LanguageOffer } from './language-choice';
import styles from './site-shell.module.css';

/** The top bar, the page's main content and the footer: every page but the not-found ones. */
export function SiteShell({ children }: { children: ReactNode }) {
  const locale = pageLocale();
  const t = text.ui(locale).ui.layout;
  const offers = Object.fromEntries(LOCALES.map((l) => [l, text.ui(l).ui.language.readInThisLanguage])) as Record<Locale, string>;
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Header />
      <LanguageOffer locale={locale} translatedPaths={translatedPaths} offers={offers} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <ApiNoticeRegion />
      <AppHealth />
    </div>
  );
}
