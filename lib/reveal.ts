/**
 * Scroll reveals (spec: sections animate into view once), in one function that runs as an inline script
 * at the end of <body> of every page (components/layout/reveal-script.tsx embeds this function's own
 * source; links between pages are plain links, so each page is a full load). It must stay self-contained (no
 * imports, no helpers, nothing from outside its parameters): its text is the inline script.
 *
 * Only sections that start below the first screen (measured from the top of the document) are marked
 * `data-reveal="below"`, which the CSS hides; the ones the reader can already see paint with the page.
 * The same function then watches them and sets `data-revealed` once a section's top has come
 * `1 - revealFraction` of the way up the window, so nothing it hid depends on the framework arriving.
 * Without IntersectionObserver nothing is hidden. Returns a function that stops watching.
 */
export function revealSections(doc: Document, win: Window & typeof globalThis, revealFraction: number): () => void {
  const sections = doc.querySelectorAll('[data-reveal]:not([data-revealed])');
  if (typeof win.IntersectionObserver !== 'function') return function () {};
  const firstScreen = win.innerHeight;
  const scrolled = win.scrollY;
  const observer = new win.IntersectionObserver(
    function (entries) {
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-revealed', '');
        observer.unobserve(entry.target);
      }
    },
    // A tall section may never be 15 % visible: its top passing the line is what counts.
    { rootMargin: '0px 0px ' + -Math.round(revealFraction * 100) + '% 0px' },
  );
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i]!;
    if (section.getBoundingClientRect().top + scrolled >= firstScreen) section.setAttribute('data-reveal', 'below');
    observer.observe(section);
  }
  return function () {
    observer.disconnect();
  };
}
