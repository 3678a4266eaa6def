import type { Behaviour } from '@/components/islands/contract';
import { TYPING_INTERVAL_MS } from '@/lib/constants';

/**
 * Types the headline (typing-headline.tsx). It waits for the splash, and under prefers-reduced-motion
 * shows the whole headline at once.
 */
const typingHeadline: Behaviour = (root) => {
  const visual = root.querySelector<HTMLElement>('[data-state]');
  const text = visual?.firstChild;
  if (!visual || !text || text.nodeType !== Node.TEXT_NODE) return;
  const full = text.textContent ?? '';
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    visual.dataset.state = 'done';
    return;
  }
  // One letter as a reader sees it at a time: in Gujarati and Devanagari a letter is often several code
  // points (a consonant with its vowel sign, a conjunct), and half of one draws a broken glyph.
  const letters = typeof Intl.Segmenter === 'function' ? Array.from(new Intl.Segmenter(document.documentElement.lang, { granularity: 'grapheme' }).segment(full), (s) => s.segment) : Array.from(full);
  const start = () => {
    let count = 0;
    text.textContent = '';
    visual.dataset.state = 'typing';
    const timer = setInterval(() => {
      count += 1;
      text.textContent = letters.slice(0, count).join('');
      if (count >= letters.length) {
        clearInterval(timer);
        visual.dataset.state = 'done';
      }
    }, TYPING_INTERVAL_MS);
  };
  if (document.documentElement.classList.contains('splash')) addEventListener('splashend', start, { once: true });
  else requestAnimationFrame(start);
};

export default typingHeadline;
