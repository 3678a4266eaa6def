'use client';

import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/components/ui/client-state';
import type { Video } from '@/content/types';
import { assetPath } from '@/lib/env';
import styles from './lazy-video.module.css';

export interface LazyVideoProps {
  video: Video;
  className?: string;
}

/**
 * A looping muted background video that downloads nothing until it is near the viewport.
 * Under prefers-reduced-motion (and without JavaScript) the poster is shown instead; it too loads only near the viewport.
 * A pause button keeps moving content under the visitor's control (WCAG 2.2.2).
 */
export function LazyVideo({ video, className }: LazyVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [load, setLoad] = useState(false);
  const [paused, setPaused] = useState(false);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const poster = assetPath(`${video.src}.jpg`);

  useEffect(() => {
    const element = ref.current;
    if (!element || reduced || load) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setLoad(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced, load]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !load || reduced) return;
    element.load();
    if (!paused) element.play().catch(() => setPaused(true));
    // Only a new source needs a reload; pausing is handled by the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, reduced]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => undefined);
      setPaused(false);
    } else {
      element.pause();
      setPaused(true);
    }
  };

  const playing = load && !reduced;
  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      {/* The poster as a lazy image under the video (which paints nothing until it has frames): fetched as
          it nears the viewport, not with the page, where a poster attribute would compete with the first screen. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.poster} src={poster} alt="" loading="lazy" decoding="async" width={960} height={540} />
      <video ref={ref} className={styles.video} muted loop playsInline preload="none" width={960} height={540} aria-hidden="true">
        {playing && <source src={assetPath(`${video.src}.webm`)} type="video/webm" />}
        {playing && <source src={assetPath(`${video.src}.mp4`)} type="video/mp4" />}
      </video>
      {playing && (
        <button type="button" className={styles.control} onClick={toggle} aria-label={paused ? 'Play background video' : 'Pause background video'}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {paused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1h3v12H3zM8 1h3v12H8z" fill="currentColor" />}
          </svg>
        </button>
      )}
    </div>
  );
}
