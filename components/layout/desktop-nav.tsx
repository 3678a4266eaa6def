'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { UiIcon } from '@/components/ui/ui-icon';
import { isCurrent, type ServiceEntries, type TopNav } from './nav-types';
import styles from './desktop-nav.module.css';

export interface DesktopNavProps {
  nav: TopNav;
  services: ServiceEntries;
}

const PANEL_ID = 'services-menu';

/**
 * Top-bar links with the Services dropdown. The platform opens it before any script has run: the button is
 * the invoker of a `popover` panel, which closes on Escape and on a click outside by itself. Once hydrated,
 * script adds the rest of the WAI-ARIA disclosure: aria-expanded on the button, closing when a service is
 * chosen, when focus leaves the menu and on navigation, and focus back on the button after Escape.
 */
export function DesktopNav({ nav, services }: DesktopNavProps) {
  const pathname = usePathname();
  // undefined until hydrated: a popovertarget invoker reports its expanded state natively until then.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const servicesActive = pathname.startsWith('/services/');

  const close = () => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  };

  // Closes on navigation, not on hydration: a menu opened before the framework arrived stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        buttonRef.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const linkProps = (href: string) => ({
    href,
    className: styles.link,
    'aria-current': isCurrent(pathname, href) ? ('page' as const) : undefined,
  });

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <SiteLink {...linkProps(nav.home.href)}>{nav.home.label}</SiteLink>
        </li>
        <li ref={rootRef} className={styles.dropdownRoot}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.link}
            popoverTarget={PANEL_ID}
            aria-expanded={open}
            aria-controls={PANEL_ID}
            data-active={servicesActive || undefined}
          >
            {nav.servicesLabel}
            <UiIcon name="chevron-down" size={16} className={styles.chevron} />
          </button>
          <div ref={panelRef} id={PANEL_ID} popover="auto" className={styles.panel}>
            <ul className={styles.grid}>
              {services.map((s) => (
                <li key={s.key}>
                  <SiteLink
                    href={s.url}
                    className={styles.item}
                    aria-current={isCurrent(pathname, s.url) ? 'page' : undefined}
                    onClick={close}
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
