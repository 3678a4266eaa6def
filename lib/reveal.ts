/**
 * Scroll reveals (spec: sections animate into view once), in one function that runs as an inline script
 * at the end of <body> of every page (components/layout/reveal-script.tsx embeds this function's own
 * source; links between pages are plain links, so each page is a full load). It must stay self-contained (no
 * imports, no helpers, nothing from outside its parameters): its text is the inline script.
 *
 * It measures nothing itself: asking for a section's position while the parser runs forces a layout of the
 * whole page inside the parser's task (on /home/ ~50 ms of a phone's CPU, a long task of its own). The
 * IntersectionObserver reports each section once the browser has laid the page out for its first frame;
 * a section that is then below the window is marked `data-reveal="below"`, which the CSS hides (off
 * screen, so hiding it shows nothing), and gets `data-revealed` once its top has come `1 - revealFraction`
 * of the way up the window. A section in or above the window is never hidden. Nothing it hides depends on
 * the framework arriving; without IntersectionObserver nothing is hidden. Returns a function that stops
 * watching.
 */
export function revealSections(doc: Document, win: Window & typeof globalThis, revealFraction: number): () => void {
  const sections = doc.querySelectorAll('[data-reveal]:not([data-revealed])');
  if (typeof win.IntersectionObserver !== 'function') return function () {};
  const reported = new WeakSet<Element>();
  const observer = new win.IntersectionObserver(
    function (entries) {
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        const section = entry.target;
        if (!reported.has(section)) {
          reported.add(section);
          if (entry.boundingClientRect.top >= win.innerHeight) section.setAttribute('data-reveal', 'below');
        }
        if (!entry.isIntersecting) continue;
        section.setAttribute('data-revealed', '');
        observer.unobserve(section);
      }
    },
    // A tall section may never be 15 % visible: its top passing the line is what counts.
    { rootMargin: '0px 0px ' + -Math.round(revealFraction * 100) + '% 0px' },
  );
  for (let i = 0; i < sections.length; i++) observer.observe(sections[i]!);
  return function () {
    observer.disconnect();
  };
}
