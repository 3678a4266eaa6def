/**
 * Marks the unrevealed `[data-reveal]` sections that start below the first screen of the page (measured
 * from the top of the document) `data-reveal="below"`: the CSS hides those until they are revealed. The
 * ones on the first screen are left visible. The same rule runs inline on the first page
 * (components/layout/reveal-script.tsx); this copy serves later pages.
 */
export function markRevealsBelow(root: ParentNode, viewportHeight: number, scrollY: number): void {
  for (const element of root.querySelectorAll('[data-reveal]:not([data-revealed])')) {
    if (element.getBoundingClientRect().top + scrollY >= viewportHeight) element.setAttribute('data-reveal', 'below');
  }
}
