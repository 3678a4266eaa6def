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
  const start = () => {
    let count = 0;
    text.textContent = '';
    visual.dataset.state = 'typing';
    const timer = setInterval(() => {
      count += 1;
      text.textContent = full.slice(0, count);
      if (count >= full.length) {
        clearInterval(timer);
        visual.dataset.state = 'done';
      }
    }, TYPING_INTERVAL_MS);
  };
  if (document.documentElement.classList.contains('splash')) addEventListener('splashend', start, { once: true });
  else requestAnimationFrame(start);
};

export default typingHeadline;
