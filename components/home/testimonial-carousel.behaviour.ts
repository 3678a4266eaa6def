import type { Behaviour } from '@/components/islands/contract';

/** The previous/next buttons of the carousel (testimonial-carousel.tsx): each moves one slide; each is disabled at its end. */
const testimonialCarousel: Behaviour = (root) => {
  const carousel = root.firstElementChild as HTMLElement | null;
  const track = carousel?.querySelector('ul');
  const controls = carousel?.querySelector<HTMLElement>('[inert]');
  const buttons = Array.from(carousel?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? []);
  if (!carousel || !track || !controls || buttons.length !== 2) return;
  const [previous, next] = buttons as [HTMLButtonElement, HTMLButtonElement];
  const update = () => {
    previous.disabled = track.scrollLeft <= 4;
    next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
  };
  const move = (direction: number) => {
    const slide = track.firstElementChild as HTMLElement | null;
    if (!slide) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: reduce ? 'auto' : 'smooth' });
  };
  for (const button of buttons) button.addEventListener('click', () => move(Number(button.dataset.move)));
  track.addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update);
  update();
  controls.inert = false;
  carousel.setAttribute('data-enhanced', '');
};

export default testimonialCarousel;
