'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { UiIcon } from '@/components/ui/ui-icon';
import { isCurrent, type MobileNav, type ServiceEntries } from './nav-types';
import styles from './mobile-menu.module.css';

export interface MobileMenuProps {
  nav: MobileNav;
  services: ServiceEntries;
}

const PANEL_ID = 'mobile-menu';
const FOCUSABLE = 'a[href], button:not([disabled]), summary';

/**
 * The slide-in panel below 768 px (the breakpoint is CSS, so nothing shifts on hydration). The platform
 * opens it before any script has run: the button is the invoker of a `popover` panel (which also closes on
 * Escape and on a click outside), and "Our Services" is a `<details>` of an exclusive group (one section
 * open at a time). Once hydrated, script adds what the platform lacks: it closes the panel on navigation
 * and when the window grows past the breakpoint, keeps Tab focus inside the open menu, locks the page's
 * scroll and reports the state on the button (aria-expanded, label, icon).
 */
export function MobileMenu({ nav, services }: MobileMenuProps) {
  const pathname = usePathname();
  // undefined until hydrated: the pre-rendered button leaves its expanded state to the browser (a
  // popovertarget invoker reports it natively), rather than a static aria-expanded that would go stale.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const close = () => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
    panel?.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
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
    // The visitor may have opened the menu before the framework arrived.
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => {
      const nowOpen = (event as ToggleEvent).newState === 'open';
      setOpen(nowOpen);
      if (!nowOpen) panel.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  // Listening from hydration on and asking the panel whether it is open: a key pressed in the frame
  // after the menu opened, before React has re-rendered, is handled too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!panelRef.current?.matches(':popover-open')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !rootRef.current) return;
      const focusables = Array.from(rootRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onResize = () => {
      if (window.matchMedia('(min-width: 768px)').matches) close();
    };
    window.addEventListener('resize', onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const item = (href: string, label: string) => (
    <li key={href}>
      <SiteLink href={href} className={styles.link} aria-current={isCurrent(pathname, href) ? 'page' : undefined} onClick={close}>
        {label}
      </SiteLink>
    </li>
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        popoverTarget={PANEL_ID}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
      >
        <UiIcon name="menu" size={26} className={styles.iconMenu} />
        <UiIcon name="close" size={26} className={styles.iconClose} />
      </button>
      <nav ref={panelRef} id={PANEL_ID} popover="auto" aria-label="Mobile" className={styles.panel}>
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
                    <SiteLink href={s.url} className={styles.subLink} aria-current={isCurrent(pathname, s.url) ? 'page' : undefined} onClick={close}>
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
      </nav>
    </div>
  );
}
