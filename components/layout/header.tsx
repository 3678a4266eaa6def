import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/content/site';
import { menuServicesIn } from '@/content/localized';
import { TRANSLATED_PAGES, hasTranslation } from '@/content/page-text';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { LOGO_DATA_URL } from './logo';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { Island } from '@/components/islands/island';
import styles from './header.module.css';

/** English paths of the pages every language has: the switchers link to the same page in each. */
export const translatedPaths = TRANSLATED_PAGES.map((page) => page.path);

/** A menu with its links in the page's language where the page has a translation (the others stay English). */
export function localizeNav<T>(nav: T, locale: Locale): T {
  if (typeof nav !== 'object' || nav === null) return nav;
  if (Array.isArray(nav)) return nav.map((item: unknown) => localizeNav(item, locale)) as T;
  const localize = (href: string) => (hasTranslation(href.split('#')[0] ?? href) ? localePath(locale, href) : href);
  return Object.fromEntries(Object.entries(nav).map(([key, value]) => [key, key === 'href' && typeof value === 'string' ? localize(value) : localizeNav(value, locale)])) as T;
}

export function Header() {
  const locale = pageLocale();
  const { topNav, mobileNav } = text.navigation(locale);
  const ui = text.ui(locale).ui;
  const services = menuServicesIn(locale);
  const switcher = { locale, translatedPaths, label: ui.language.switcherLabel };
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLink href={locale === 'en' ? '/' : `/${locale}/`} className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={LOGO_DATA_URL} alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.brandName}>{site.name}</span>
        </SiteLink>
        <Island name="desktop-nav" when="interaction">
          <DesktopNav nav={localizeNav(topNav, locale)} services={services} label={ui.layout.mainNav} />
        </Island>
        <LanguageSwitcher {...switcher} variant="bar" id="language-menu" />
        <Island name="mobile-menu" when="interaction">
          <MobileMenu nav={localizeNav(mobileNav, locale)} services={services} labels={{ nav: ui.layout.mobileNav, open: ui.layout.openMenu, close: ui.layout.closeMenu }}>
            <LanguageSwitcher {...switcher} variant="list" id="language-menu-mobile" />
          </MobileMenu>
        </Island>
      </div>
    </header>
  );
}
