'use client';

import { useEffect, useRef, useState } from 'react';
import type { Testimonial } from '@/content/types';
import { UiIcon } from '@/components/ui/ui-icon';
import { assetPath } from '@/lib/env';
import styles from './testimonial-carousel.module.css';

export interface TestimonialCarouselProps {
  label: string;
  items: readonly Testimonial[];
}

/**
 * A horizontally scrolling carousel (WAI-ARIA carousel pattern, no auto-rotation): CSS scroll-snap
 * does the scrolling, touch, trackpads and the keyboard (the track is focusable) work without script, and
 * the previous/next buttons, an enhancement, move one slide. Until hydration they are inert and invisible
 * (their place is kept, so nothing shifts when they arrive); without script they are not rendered at all.
 */
export function TestimonialCarousel({ label, items }: TestimonialCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      setAtStart(track.scrollLeft <= 4);
      setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 4);
    };
    update();
    setEnhanced(true);
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label} data-enhanced={enhanced || undefined}>
      <div className={styles.controls} inert={!enhanced}>
        <button type="button" className={styles.control} onClick={() => move(-1)} disabled={atStart} aria-label="Previous testimonial">
          <UiIcon name="chevron-left" />
        </button>
        <button type="button" className={styles.control} onClick={() => move(1)} disabled={atEnd} aria-label="Next testimonial">
          <UiIcon name="chevron-right" />
        </button>
      </div>
      {/* A scrollable region takes keyboard focus so arrow keys scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label="Testimonials, scroll horizontally">
        {items.map((t, index) => (
          // The list repeats an entry on purpose (spec: six entries, one repeated), so the key carries the position.
          <li key={`${index}-${t.name}`} className={styles.slide}>
            {/* The slide role sits on an inner element: a list item must keep its own role (axe: list). */}
            <div className={styles.slideBody} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
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
  );
}
