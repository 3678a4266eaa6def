import { ISLAND_TAG, type Behaviour } from './contract';

/*
 * The loader, inlined at the end of every page's body by the build stage (scripts/islands/): a few hundred
 * bytes that wake each island on its trigger (contract.ts) by importing its bundle and handing it its element
 * and props. Nothing else runs: the page is HTML and CSS until an island wakes. An island whose bundle fails
 * to load stays what it is without JavaScript, reports the error (the newer-version notice listens for it)
 * and tries again at the next interaction; one island's failure does not touch another.
 */

/** Interactions inside an island that wake it at once, whatever its trigger. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

/** An island's module: its default export runs it over its element, with its props. */
export type IslandModule = { default: Behaviour<unknown> };

const preloaded = new Set<string>();

/**
 * Imports an island's entry (`urls[0]`) and fetches the chunks it imports (the rest) at the same time:
 * one round trip on a slow link instead of one per level of imports.
 */
export function importIsland(urls: readonly string[]): Promise<IslandModule> {
  const [entry, ...chunks] = urls;
  for (const href of chunks) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  return import(/* webpackIgnore: true */ entry ?? 'data:text/javascript,throw new Error("no bundle")');
}

/** Runs `go` once the page has painted its first content (at once in a hidden tab; after 3 s at the latest). */
function afterFirstPaint(go: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    go();
  };
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return once();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return once();
  }
  setTimeout(once, 3000);
}

/** `load(name)` imports an island's bundle (the build stage passes the page's bundle addresses). */
export function wakeIslands(load: (name: string) => Promise<IslandModule>): void {
  const d = document;
  const fail = (name: string, error: unknown) => {
    console.warn(`Island "${name}" could not start; it keeps working as HTML.`, error);
    if (typeof reportError === 'function') reportError(error);
  };
  const run = (island: HTMLElement) => {
    if (island.hasAttribute('waking') || island.hasAttribute('hydrated')) return;
    const name = island.getAttribute('name') ?? '';
    const props = island.getAttribute('props');
    island.setAttribute('waking', '');
    load(name)
      .then((module) => module.default(island, props ? JSON.parse(props) : {}))
      .then(
        () => {
          island.removeAttribute('waking');
          island.setAttribute('hydrated', '');
        },
        (error: unknown) => {
          island.removeAttribute('waking');
          fail(name, error);
        },
      );
  };
  /** An island has no box of its own (display: contents): its children are what can be seen. */
  const observe = (island: HTMLElement, margin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run(island);
      },
      { rootMargin: `${margin} 0px` },
    );
    for (const child of Array.from(island.children)) observer.observe(child);
  };
  const named = (() => {
    try {
      return location.hash ? d.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    } catch {
      return null;
    }
  })();
  const stored = (key: string | null) => {
    try {
      return key !== null && !!sessionStorage.getItem(key);
    } catch {
      return false;
    }
  };

  const islands = Array.from(d.getElementsByTagName(ISLAND_TAG)) as HTMLElement[];
  for (const island of islands) for (const type of INTERACTIONS) island.addEventListener(type, () => run(island), { capture: true, passive: true });
  // Content first: no island's script is asked for before the first contentful paint, so none competes
  // with the page's own bytes for it (a hidden tab, or a browser that never reports one, goes after 3 s).
  afterFirstPaint(() => {
    for (const island of islands) {
      const when = island.getAttribute('when');
      if (when === 'load' || (named && (island.contains(named) || named.contains(island))) || stored(island.getAttribute('wake-if-stored'))) run(island);
      else if (when === 'idle') (self.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200)))(() => run(island), { timeout: 3000 });
      else if (typeof IntersectionObserver !== 'function') {
        if (when !== 'interaction') run(island);
      } else if (when === 'visible') observe(island, '200px');
      else if (when === 'approach') addEventListener('scroll', () => run(island), { once: true, passive: true });
    }
    d.documentElement.setAttribute('data-hydrated', '');
  });

  // Moving between pages is a page load, made quick by prefetching: the Speculation Rules in the page where
  // the browser has them, a prefetch of a link's page on hover or touch elsewhere.
  if (!(HTMLScriptElement.supports?.('speculationrules') ?? false)) {
    const fetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download') || link.pathname.startsWith('/staff')) return;
      const url = link.href.split('#')[0] ?? '';
      if (!url || url === location.href.split('#')[0] || fetched.has(url)) return;
      fetched.add(url);
      const hint = d.createElement('link');
      hint.rel = 'prefetch';
      hint.href = url;
      d.head.appendChild(hint);
    };
    d.addEventListener('pointerover', prefetch, { passive: true });
    d.addEventListener('touchstart', prefetch, { passive: true });
  }
}
