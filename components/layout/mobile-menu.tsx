'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { isCurrent, type MobileNav, type ServiceEntries } from './nav-types';
import styles from './mobile-menu.module.css';

export interface MobileMenuProps {
  nav: MobileNav;
  services: ServiceEntries;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The slide-in panel below 768 px (the breakpoint is CSS, so nothing shifts on hydration).
 * While open, focus stays within the menu button and the panel; Escape or any navigation closes it.
 */
export function MobileMenu({ nav, services }: MobileMenuProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Only one expandable section may be open at a time; today there is one ("Our Services").
  const [openSection, setOpenSection] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sectionId = useId();

  const close = () => {
    setOpen(false);
    setOpenSection(null);
  };

  useEffect(close, [pathname]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !rootRef.current) return;
      const focusables = Array.from(rootRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
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
    const onResize = () => {
      if (window.matchMedia('(min-width: 768px)').matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const toggleSection = (id: string) => setOpenSection((current) => (current === id ? null : id));
  const servicesOpen = openSection === 'services';

  const item = (href: string, label: string) => (
    <li key={href}>
      <Link href={href} className={styles.link} aria-current={isCurrent(pathname, href) ? 'page' : undefined} onClick={close}>
        {label}
      </Link>
    </li>
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? 'close' : 'menu'} size={26} />
      </button>
      <nav id={panelId} aria-label="Mobile" className={styles.panel} data-open={open || undefined}>
        <ul className={styles.list}>
          {item(nav.home.href, nav.home.label)}
          <li>
            <button
              type="button"
              className={styles.link}
              aria-expanded={servicesOpen}
              aria-controls={sectionId}
              onClick={() => toggleSection('services')}
            >
              {nav.servicesLabel}
              <Icon name="chevron-down" size={18} className={servicesOpen ? styles.chevronOpen : styles.chevron} />
            </button>
            <ul id={sectionId} className={styles.subList} hidden={!servicesOpen}>
              {services.map((s) => (
                <li key={s.key}>
                  <Link href={s.url} className={styles.subLink} aria-current={isCurrent(pathname, s.url) ? 'page' : undefined} onClick={close}>
                    <span className={styles.badge} aria-hidden="true">
                      {s.title.charAt(0)}
                    </span>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {nav.after.map((l) => item(l.href, l.label))}
        </ul>
      </nav>
    </div>
  );
}
