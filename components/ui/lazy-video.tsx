import { Island } from '@/components/islands/island';
import type { Video } from '@/content/types';
import { assetPath } from '@/lib/env';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import styles from './lazy-video.module.css';

export interface LazyVideoProps {
  video: Video;
  className?: string;
}

/**
 * A looping muted background video that downloads nothing until it is near the viewport: its sources are
 * added by lazy-video.behaviour.ts, an island that wakes as it comes into view. Under
 * prefers-reduced-motion (and without JavaScript) the poster is shown instead; it too loads only near the
 * viewport. A pause button keeps moving content under the visitor's control (WCAG 2.2.2).
 */
export function LazyVideo({ video, className }: LazyVideoProps) {
  const t = text.ui(pageLocale()).ui.layout;
  return (
    <Island name="lazy-video" when="visible" props={{ src: assetPath(video.src) }}>
      <div className={`${styles.frame} ${className ?? ''}`}>
        {/* The poster as a lazy image under the video (which paints nothing until it has frames): fetched as
            it nears the viewport, not with the page, where a poster attribute would compete with the first screen. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.poster} src={assetPath(`${video.src}.jpg`)} alt="" loading="lazy" decoding="async" width={960} height={540} />
        <video className={styles.video} muted loop playsInline preload="none" width={960} height={540} aria-hidden="true" />
        <button type="button" className={styles.control} aria-label={t.pauseVideo} data-pause-label={t.pauseVideo} data-play-label={t.playVideo} hidden>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path data-icon="pause" d="M3 1h3v12H3zM8 1h3v12H8z" fill="currentColor" />
            <path data-icon="play" d="M3 1.5v11l9-5.5z" fill="currentColor" visibility="hidden" />
          </svg>
        </button>
      </div>
    </Island>
  );
}
