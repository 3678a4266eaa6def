import type { Behaviour } from '@/components/islands/contract';

/** Index of the tab an arrow, Home or End key moves to from `index` (wrapping), or undefined for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const next: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return next[key];
}

/**
 * Turns the pre-rendered links and panels (tabs.tsx) into WAI-ARIA tabs with automatic activation. The
 * panel selected at start is the one the address's fragment names (a link followed before this woke), or
 * the pre-rendered choice.
 */
const tabs: Behaviour = (root) => {
  const container = root.firstElementChild as HTMLElement | null;
  const list = container?.firstElementChild as HTMLElement | null;
  if (!container || !list) return;
  const tabLinks = Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const panels = tabLinks.map((tab) => document.getElementById(decodeURIComponent(tab.hash.slice(1))));
  if (panels.some((panel) => !panel)) return;

  const select = (index: number, focus: boolean) => {
    tabLinks.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      tab.toggleAttribute('data-selected', on);
      const panel = panels[i] as HTMLElement;
      panel.hidden = !on;
      panel.toggleAttribute('data-selected', on);
    });
    if (focus) tabLinks[index]?.focus();
  };
  const named = () => panels.findIndex((panel) => panel?.id === decodeURIComponent(location.hash.slice(1)));

  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', container.getAttribute('data-label') ?? '');
  tabLinks.forEach((tab, index) => {
    const panel = panels[index] as HTMLElement;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      select(index, false);
    });
    tab.addEventListener('keydown', (event) => {
      const target = tabIndexForKey(event.key, index, tabLinks.length);
      if (target === undefined) return;
      event.preventDefault();
      select(target, true);
    });
  });
  const start = named();
  select(start >= 0 ? start : Math.max(0, tabLinks.findIndex((tab) => tab.hasAttribute('data-selected'))), false);
  container.setAttribute('data-enhanced', '');
  addEventListener('hashchange', () => {
    const index = named();
    if (index >= 0) select(index, false);
  });
};

export default tabs;
