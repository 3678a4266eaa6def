'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { isCurrent, type ServiceEntries, type TopNav } from './nav-types';
import styles from './desktop-nav.module.css';

export interface DesktopNavProps {
  nav: TopNav;
  services: ServiceEntries;
}

/** Top-bar links with the Services dropdown (WAI-ARIA disclosure): closes on outside click, Escape or choosing. */
export function DesktopNav({ nav, services }: DesktopNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const servicesActive = pathname.startsWith('/services/');

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
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
          <Link {...linkProps(nav.home.href)}>{nav.home.label}</Link>
        </li>
        <li ref={rootRef} className={styles.dropdownRoot}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.link}
            aria-expanded={open}
            aria-controls={panelId}
            data-active={servicesActive || undefined}
            onClick={() => setOpen((v) => !v)}
          >
            {nav.servicesLabel}
            <Icon name="chevron-down" size={16} className={open ? styles.chevronOpen : styles.chevron} />
          </button>
          <div id={panelId} className={styles.panel} hidden={!open}>
            <ul className={styles.grid}>
              {services.map((s) => (
                <li key={s.key}>
                  <Link
                    href={s.url}
                    className={styles.item}
                    aria-current={isCurrent(pathname, s.url) ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    <span className={styles.badge} aria-hidden="true">
                      {s.title.charAt(0)}
                    </span>
                    <span>{s.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {nav.after.map((l) => (
          <li key={l.href}>
            <Link {...linkProps(l.href)}>{l.label}</Link>
          </li>
        ))}
        <li>
          <Link href={nav.contact.href} className={styles.cta} aria-current={isCurrent(pathname, nav.contact.href) ? 'page' : undefined}>
            {nav.contact.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
