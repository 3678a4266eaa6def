import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { UiIcon } from '@/components/ui/ui-icon';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/constants';
import { InlineScript } from './inline-script';
import styles from './scroll-to-top.module.css';

const BUTTON_ID = 'scroll-to-top';

/**
 * Shows the button once the page has scrolled past `threshold` px; scrolls back smoothly (instantly under
 * reduced motion). A plain script from the first paint on: no framework needed for a button on every page.
 */
function scrollToTop(id: string, threshold: number) {
  const button = document.getElementById(id);
  if (!button) return;
  const update = function () {
    const visible = window.scrollY > threshold;
    button.hidden = !visible;
    if (visible) button.setAttribute('data-visible', '');
    else button.removeAttribute('data-visible');
  };
  window.addEventListener('scroll', update, { passive: true });
  // A page opened scrolled down (a reload, Back) is checked once its first frame has been drawn: reading
  // scrollY here, while the parser runs, would force a layout of the whole page inside the parser's task.
  requestAnimationFrame(function () {
    setTimeout(update, 0);
  });
  button.addEventListener('click', function () {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The button hides itself on the way up; a focused element that disappears mid-scroll makes Chromium
    // cancel the smooth scroll, so focus moves to the top of the content first (keyboard users land there too).
    const main = document.getElementById('main');
    if (main) main.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  });
}

/** Appears once the page has scrolled past 300 px (its script sets `hidden`, which React then leaves as it finds it). */
export function ScrollToTop() {
  return (
    <>
      <button id={BUTTON_ID} type="button" className={styles.button} hidden aria-label={text.ui(pageLocale()).ui.layout.scrollToTop} suppressHydrationWarning>
        <UiIcon name="arrow-up" size={22} />
      </button>
      <InlineScript run={scrollToTop} args={[BUTTON_ID, SCROLL_TOP_THRESHOLD_PX]} />
    </>
  );
}
