import type { Behaviour } from '@/components/islands/contract';

/**
 * Gives the video (lazy-video.tsx) its sources and plays it once it nears the viewport, with its pause
 * button; under prefers-reduced-motion it leaves the poster alone.
 */
const lazyVideo: Behaviour<{ src: string }> = (root, { src }) => {
  const video = root.querySelector('video');
  const button = root.querySelector<HTMLButtonElement>('button');
  if (!video || !button || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const [extension, type] of [
    ['webm', 'video/webm'],
    ['mp4', 'video/mp4'],
  ] as const) {
    const source = document.createElement('source');
    source.src = `${src}.${extension}`;
    source.type = type;
    video.append(source);
  }
  const show = (paused: boolean) => {
    // The words are the page's language, in the markup.
    const label = paused ? button.dataset.playLabel : button.dataset.pauseLabel;
    if (label) button.setAttribute('aria-label', label);
    button.querySelector('[data-icon="pause"]')?.setAttribute('visibility', paused ? 'hidden' : 'visible');
    button.querySelector('[data-icon="play"]')?.setAttribute('visibility', paused ? 'visible' : 'hidden');
  };
  button.addEventListener('click', () => {
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  });
  video.addEventListener('play', () => show(false));
  video.addEventListener('pause', () => show(true));
  button.hidden = false;
  video.load();
  video.play().catch(() => show(true));
};

export default lazyVideo;
