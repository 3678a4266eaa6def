import { Island } from '@/components/islands/island';
import styles from './typing-headline.module.css';

export interface TypingHeadlineProps {
  text: string;
}

/**
 * The headline, typed one character every 100 ms by typing-headline.behaviour.ts (an island that wakes
 * with the page). The full text is in the pre-rendered HTML (crawlers, no-JS visitors, screen readers via
 * the hidden copy); with JavaScript the visible copy starts hidden by CSS until it begins typing, so
 * nothing flashes.
 */
export function TypingHeadline({ text }: TypingHeadlineProps) {
  return (
    <Island name="typing-headline" when="load">
      <h1 className={styles.headline}>
        <span className="visually-hidden">{text}</span>
        <span aria-hidden="true" className={styles.visual} data-state="pending" data-testid="typed-headline">
          {text}
          <span className={styles.caret} />
        </span>
      </h1>
    </Island>
  );
}
