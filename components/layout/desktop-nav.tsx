'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { UiIcon } from '@/components/ui/ui-icon';
import { isCurrent, type ServiceEntries, type TopNav } from './nav-types';
import styles from './desktop-nav.module.css';

export interface DesktopNavProps {
  nav: TopNav;
  services: ServiceEntries;
  /** The nav's accessible name in the page's language. */
  label: string;
}

const PANEL_ID = 'services-menu';

/**
 * Top-bar links with the Services dropdown. The platform opens it before any script has run: the button is
 * the invoker of a `popover` panel, which closes on Escape and on a click outside by itself; the rest of the
 * WAI-ARIA disclosure is desktop-nav.behaviour.ts, an island that wakes at the first interaction. A client
 * component only to know the page's path (aria-current) as it is pre-rendered: it is never hydrated.
 */
export function DesktopNav({ nav, services, label }: DesktopNavProps) {
  const pathname = usePathname();
  const servicesActive = /^(\/(gu|hi))?\/services\//.test(pathname);

  const linkProps = (href: string) => ({
    href,
    className: styles.link,
    'aria-current': isCurrent(pathname, href) ? ('page' as const) : undefined,
  });

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <SiteLink {...linkProps(nav.home.href)}>{nav.home.label}</SiteLink>
        </li>
        <li className={styles.dropdownRoot}>
          <button type="button" className={styles.link} popoverTarget={PANEL_ID} aria-controls={PANEL_ID}
            data-active={servicesActive || undefined}
          >
            {nav.servicesLabel}
            <UiIcon name="chevron-down" size={16} className={styles.chevron} />
          </button>
          <div id={PANEL_ID} popover="auto" className={styles.panel}>
            <ul className={styles.grid}>
              {services.map((s) => (
                <li key={s.key}>
                  <SiteLink
                    href={s.url}
                    className={styles.item}
                    aria-current={isCurrent(pathname, s.url) ? 'page' : undefined}
                  >
                    <span className={styles.badge} aria-hidden="true">
                      {s.title.charAt(0)}
                    </span>
                    <span>{s.title}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {nav.after.map((l) => (
          <li key={l.href}>
            <SiteLink {...linkProps(l.href)}>{l.label}</SiteLink>
          </li>
        ))}
        <li>
          <SiteLink href={nav.contact.href} className={styles.cta} aria-current={isCurrent(pathname, nav.contact.href) ? 'page' : undefined}>
            {nav.contact.label}
          </SiteLink>
        </li>
      </ul>
    </nav>
  );
}
