import type { Behaviour } from '@/components/islands/contract';

const FOCUSABLE = 'a[href], button:not([disabled]), summary';
const WIDE = '(min-width: 768px)';

/**
 * What the platform lacks in the slide-in menu below 768 px (mobile-menu.tsx): the button is the invoker of
 * a `popover` panel that opens, and closes on Escape or a click outside, before any script; "Our Services"
 * is a `<details>` of an exclusive group. This keeps Tab inside the open menu, sends focus back to the
 * button after Escape, locks the page's scroll, closes the menu when the window grows past the breakpoint
 * or the page comes back from the back/forward cache, and reports the state on the button (aria-expanded,
 * label). It wakes at the first touch, focus or key on the menu and reads the state it finds.
 */
const mobileMenu: Behaviour = (root) => {
  const button = root.querySelector<HTMLButtonElement>('button[popovertarget]');
  const panel = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!button || !panel) return;
  const isOpen = () => panel.matches(':popover-open');
  const closeSections = () => panel.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
  const close = () => {
    if (isOpen()) panel.hidePopover();
    closeSections();
  };
  let overflow = '';
  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    // The words are the page's language, in the markup.
    const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
    if (label) button.setAttribute('aria-label', label);
    if (open) {
      overflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    } else {
      document.body.style.overflow = overflow;
      closeSections();
    }
  };
  show(isOpen());
  panel.addEventListener('toggle', (event) => show((event as ToggleEvent).newState === 'open'));

  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      button.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  matchMedia(WIDE).addEventListener('change', (query) => query.matches && close());
  addEventListener('pageshow', (event) => event.persisted && close());
};

export default mobileMenu;
