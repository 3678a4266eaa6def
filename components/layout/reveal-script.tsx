import { REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { revealSections } from '@/lib/reveal';

/*
 * The first page's scroll reveals, run as the parser reaches the end of <body>, before the framework (which
 * loads after the first paint): the inline script is the source of lib/reveal.ts's revealSections itself,
 * so there is one implementation. It is static text in the built HTML, hashed into the CSP like every
 * inline script. Every page is a full page load (plain links), so this is the only place it runs.
 */
export const revealScript = `(${revealSections.toString()})(document,window,${REVEAL_VISIBLE_FRACTION});`;

export const REVEAL_SCRIPT_ID = 'reveal-below-first-screen';

export function RevealBelowFirstScreen() {
  return <script data-site-script="" id={REVEAL_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: revealScript }} />;
}
