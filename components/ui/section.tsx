import type { ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: string;
  children?: ReactNode;
  tone?: 'plain' | 'cream' | 'navy' | 'tint';
  /** Fade the section in once as it scrolls into view. */
  reveal?: boolean;
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** A page band: optional eyebrow, heading and intro above the content, on one of the palette's tones. */
export function Section({ id, title, eyebrow, intro, children, tone = 'plain', reveal = true, headingLevel = 'h2', className }: SectionProps) {
  const Heading = headingLevel;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={`${styles.section} ${className ?? ''}`} data-tone={tone} aria-labelledby={title ? headingId : undefined}>
      <div className="container" data-reveal={reveal ? '' : undefined}>
        {(title || eyebrow || intro) && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && <Heading id={headingId}>{title}</Heading>}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
