'use client';

import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { UiIcon } from '@/components/ui/ui-icon';
import { isCurrent, type MobileNav, type ServiceEntries } from './nav-types';
import styles from './mobile-menu.module.css';

export interface MobileMenuProps {
  nav: MobileNav;
  services: ServiceEntries;
  /** The panel's and the button's accessible names in the page's language. */
  labels: { nav: string; open: string; close: string };
  /** Under the links: the language switcher. */
  children?: ReactNode;
}

const PANEL_ID = 'mobile-menu';

/**
 * The slide-in panel below 768 px (the breakpoint is CSS, so nothing shifts when script arrives). The
 * platform opens it before any script has run: the button is the invoker of a `popover` panel (which also
 * closes on Escape and on a click outside), and "Our Services" is a `<details>` of an exclusive group (one
 * section open at a time). What the platform lacks is mobile-menu.behaviour.ts, an island that wakes at the
 * first touch. A client component only to know the page's path (aria-current) as it is pre-rendered: it is
 * never hydrated.
 */
export function MobileMenu({ nav, services, labels, children }: MobileMenuProps) {
  const pathname = usePathname();

  const item = (href: string, label: string) => (
    <li key={href}>
      <SiteLink href={href} className={styles.link} aria-current={isCurrent(pathname, href) ? 'page' : undefined}>
        {label}
      </SiteLink>
    </li>
  );

  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} popoverTarget={PANEL_ID} aria-controls={PANEL_ID} aria-label={labels.open} data-open-label={labels.open} data-close-label={labels.close}>
        <UiIcon name="menu" size={26} className={styles.iconMenu} />
        <UiIcon name="close" size={26} className={styles.iconClose} />
      </button>
      <nav id={PANEL_ID} popover="auto" aria-label={labels.nav} className={styles.panel}>
        <ul className={styles.list}>
          {item(nav.home.href, nav.home.label)}
          <li>
            <details name="mobile-menu-section" className={styles.section}>
              <summary className={styles.link}>
                {nav.servicesLabel}
                <UiIcon name="chevron-down" size={18} className={styles.chevron} />
              </summary>
              <ul className={styles.subList}>
                {services.map((s) => (
                  <li key={s.key}>
                    <SiteLink href={s.url} className={styles.subLink} aria-current={isCurrent(pathname, s.url) ? 'page' : undefined}>
                      <span className={styles.badge} aria-hidden="true">
                        {s.title.charAt(0)}
                      </span>
                      {s.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {nav.after.map((l) => item(l.href, l.label))}
        </ul>
        {children && <div className={styles.languages}>{children}</div>}
      </nav>
    </div>
  );
}
