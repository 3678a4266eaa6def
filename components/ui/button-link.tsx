import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import styles from './button-link.module.css';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'gold' | 'ghost-light';
  /** External links open in a new tab and say so to screen readers. */
  external?: boolean;
  className?: string;
}

export function ButtonLink({ href, children, variant = 'primary', external, className }: ButtonLinkProps) {
  const classes = `${styles.button} ${styles[variant]} ${className ?? ''}`;
  if (external) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SiteLink href={href} className={classes}>
      {children}
    </SiteLink>
  );
}
