import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The banner at the top of inner pages; its heading is the page's h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
