'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/constants';
import styles from './scroll-to-top.module.css';

/** Appears once the page has scrolled past 300 px; scrolls back smoothly (instantly under reduced motion). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The button hides itself on the way up; a focused element that disappears mid-scroll makes Chromium
    // cancel the smooth scroll, so focus moves to the top of the content first (keyboard users land there too).
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button type="button" className={styles.button} data-visible={visible || undefined} hidden={!visible} onClick={scrollUp} aria-label="Scroll to top">
      <Icon name="arrow-up" size={22} />
    </button>
  );
}
