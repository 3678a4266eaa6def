import type { Behaviour } from '@/components/islands/contract';

/**
 * The Services dropdown's WAI-ARIA disclosure, over the pre-rendered markup (desktop-nav.tsx). The platform
 * opens and closes the `popover` panel by itself (Escape, a click outside); this adds aria-expanded on the
 * button, closing when focus leaves the menu, and focus back on the button after Escape. It wakes at the
 * first interaction with the menu, which it reads as it finds it (a menu opened before it arrived stays open).
 */
const desktopNav: Behaviour = (root) => {
  const button = root.querySelector<HTMLButtonElement>('button[popovertarget]');
  const panel = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
  const menu = button?.closest('li');
  if (!button || !panel || !menu) return;
  const isOpen = () => panel.matches(':popover-open');
  const close = () => {
    if (isOpen()) panel.hidePopover();
  };
  const show = (open: boolean) => button.setAttribute('aria-expanded', String(open));
  show(isOpen());
  panel.addEventListener('toggle', (event) => show((event as ToggleEvent).newState === 'open'));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    close();
    button.focus();
  });
  document.addEventListener('focusin', (event) => {
    if (isOpen() && !menu.contains(event.target as Node)) close();
  });
  // A page restored from the back/forward cache comes back with its menu closed.
  addEventListener('pageshow', (event) => event.persisted && close());
};

export default desktopNav;
