import { Island } from '@/components/islands/island';
import type { Testimonial } from '@/content/types';
import { UiIcon } from '@/components/ui/ui-icon';
import { assetPath } from '@/lib/env';
import { fill } from '@/lib/i18n/format';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import styles from './testimonial-carousel.module.css';

export interface TestimonialCarouselProps {
  label: string;
  items: readonly Testimonial[];
}

/**
 * A horizontally scrolling carousel (WAI-ARIA carousel pattern, no auto-rotation): CSS scroll-snap
 * does the scrolling, touch, trackpads and the keyboard (the track is focusable) work without script, and
 * the previous/next buttons, an enhancement (testimonial-carousel.behaviour.ts, an island that wakes as the
 * carousel comes into view), move one slide. Until then they are inert and invisible (their place is kept,
 * so nothing shifts when they arrive); without script they are not shown at all.
 */
export function TestimonialCarousel({ label, items }: TestimonialCarouselProps) {
  const locale = pageLocale();
  const words = text.ui(locale).ui.home;
  return (
    <Island name="testimonial-carousel" when="visible">
    <div className={styles.carousel} role="region" aria-roledescription={words.carousel} aria-label={label}>
      <div className={styles.controls} inert>
        <button type="button" className={styles.control} data-move="-1" disabled aria-label={words.previousTestimonial}>
          <UiIcon name="chevron-left" />
        </button>
        <button type="button" className={styles.control} data-move="1" aria-label={words.nextTestimonial}>
          <UiIcon name="chevron-right" />
        </button>
      </div>
      {/* A scrollable region takes keyboard focus so arrow keys scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={styles.track} tabIndex={0} aria-label={words.scrollHorizontally}>
        {items.map((t, index) => (
          // The list repeats an entry on purpose (spec: six entries, one repeated), so the key carries the position.
          <li key={`${index}-${t.name}`} className={styles.slide}>
            {/* The slide role sits on an inner element: a list item must keep its own role (axe: list). */}
            <div className={styles.slideBody} role="group" aria-roledescription={words.slide} aria-label={fill(words.slideOf, { n: index + 1, total: items.length }, locale)}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={assetPath(t.image)} alt="" width={56} height={56} loading="lazy" className={styles.avatar} />
                  <span>
                    <strong>{t.name}</strong>
                    <br />
                    {t.title}, {t.company}
                  </span>
                </figcaption>
              </figure>
            </div>
          </li>
        ))}
      </ul>
    </div>
    </Island>
  );
}
