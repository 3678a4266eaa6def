/*
 * Scroll reveals (spec: sections animate into view once). A section is only hidden for its reveal when it
 * starts below the first screen: anything the reader can already see paints with the page, never waits
 * for the framework (which loads after the first paint) and never fades in under their eyes. This inline
 * script at the end of <body> runs as the parser reaches it, before the framework: it marks the sections
 * that start below the first screen `data-reveal="below"`, which the CSS hides until RouteEffects (a client
 * island) reveals them as they scroll into view. RouteEffects marks the sections of later pages the same
 * way (markRevealsBelow in lib/reveal.ts, kept in step with this string).
 */
export const revealBelowScript = `(function(){var h=window.innerHeight,y=window.scrollY,l=document.querySelectorAll('[data-reveal]:not([data-revealed])');for(var i=0;i<l.length;i++){if(l[i].getBoundingClientRect().top+y>=h)l[i].setAttribute('data-reveal','below')}})();`;

export const REVEAL_SCRIPT_ID = 'reveal-below-first-screen';

export function RevealBelowFirstScreen() {
  return <script id={REVEAL_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: revealBelowScript }} />;
}
