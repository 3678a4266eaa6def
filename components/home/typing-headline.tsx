'use client';

import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/components/ui/client-state';
import { TYPING_INTERVAL_MS } from '@/lib/constants';
import styles from './typing-headline.module.css';

export interface TypingHeadlineProps {
  text: string;
}

/**
 * Types the headline one character every 100 ms. The full text is in the pre-rendered HTML (crawlers,
 * no-JS visitors, screen readers via the hidden copy); with JavaScript the visible copy starts hidden
 * by CSS until it begins typing, so nothing flashes. It waits for the splash and skips the effect
 * under prefers-reduced-motion.
 */
export function TypingHeadline({ text }: TypingHeadlineProps) {
  const [typed, setCount] = useState<number | null>(null);
  // Under reduced motion the whole headline shows at once: no typing.
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = reduced ? text.length : typed;

  useEffect(() => {
    let timer: number | undefined;
    let frame: number | undefined;
    const start = () => {
      setCount(0);
      timer = window.setInterval(() => {
        setCount((current) => {
          const next = (current ?? 0) + 1;
          if (next >= text.length && timer !== undefined) window.clearInterval(timer);
          return Math.min(next, text.length);
        });
      }, TYPING_INTERVAL_MS);
    };
    const splashShowing = document.documentElement.classList.contains('splash');
    if (reduced) return;
    if (splashShowing) window.addEventListener('splashend', start, { once: true });
    // Typing starts with the next frame, not inside this effect's own commit.
    else frame = window.requestAnimationFrame(start);
    return () => {
      window.removeEventListener('splashend', start);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [text, reduced]);

  const typing = count !== null && count < text.length;
  return (
    <h1 className={styles.headline}>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true" className={styles.visual} data-state={count === null ? 'pending' : typing ? 'typing' : 'done'} data-testid="typed-headline">
        {count === null ? text : text.slice(0, count)}
        <span className={styles.caret} />
      </span>
    </h1>
  );
}
