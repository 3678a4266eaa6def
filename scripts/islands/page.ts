import { Parser } from 'htmlparser2';
import { ISLAND_TAG, TRIGGERS } from '../../components/islands/contract';

/*
 * One page of Next's static export turned into an island page: every tag Next adds for its client runtime
 * is removed (its chunks and their preloads, the Turbopack bootstrap, the React Server Components payload),
 * what the site wrote itself is kept, and anything else fails the build with the page's name: a tag this
 * stage does not know is a change in Next's output that someone must look at, not something to ship.
 */

export class IslandStageError extends Error {
  constructor(page: string, problem: string) {
    super(`${page}: ${problem}`);
    this.name = 'IslandStageError';
  }
}

interface Element {
  name: string;
  attributes: Record<string, string>;
  start: number;
  /** Index just past the element (its closing tag, or the tag itself for a void element). */
  end: number;
  text: string;
}

/** The scripts, links and islands of a page, with where each starts and ends in the text. */
function elements(html: string): Element[] {
  const found: Element[] = [];
  const open: Element[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script' && name !== 'link' && name !== 'style' && name !== ISLAND_TAG) return;
        const element = { name, attributes, start: parser.startIndex, end: parser.endIndex + 1, text: '' };
        found.push(element);
        if (name !== 'link') open.push(element);
      },
      ontext(text) {
        const current = open[open.length - 1];
        if (current?.name === 'script' || current?.name === 'style') current.text += text;
      },
      onclosetag(name, implied) {
        if (name !== 'script' && name !== 'style' && name !== ISLAND_TAG) return;
        const element = open.pop();
        if (element && !implied) element.end = parser.endIndex + 1;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

const NEXT_STATIC = /\/_next\/static\//;
const RSC_PAYLOAD = /^\s*\(?self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(|^\s*self\.__next_f\.push\(/;
const TURBOPACK_BOOTSTRAP = /^\s*\(globalThis\["TURBOPACK"\]\s*\|\|/;

/** What a script is: Next's (removed) or the site's (kept); undefined when this stage does not know it. */
function scriptKind(script: Element): 'next' | 'site' | undefined {
  const { src } = script.attributes;
  if (src !== undefined) return NEXT_STATIC.test(src) ? 'next' : undefined;
  if ('data-site-script' in script.attributes) return 'site';
  if (RSC_PAYLOAD.test(script.text) || TURBOPACK_BOOTSTRAP.test(script.text)) return 'next';
  return undefined;
}

/** Whether a link is Next's script preload (removed); every other link (canonical, icon, fonts) is kept. */
function isNextScriptLink(link: Element): boolean {
  const { rel = '', as = '', href = '' } = link.attributes;
  if (!NEXT_STATIC.test(href)) return false;
  return (rel === 'preload' && as === 'script') || rel === 'modulepreload';
}

export interface IslandPage {
  html: string;
  /** The islands on the page, by name, each once. */
  islands: string[];
}

/**
 * Removes Next's client runtime from `html` and checks its islands: each must have a bundle (`bundles`),
 * a known trigger and props that parse. `page` names the page in errors.
 */
export function toIslandPage(html: string, page: string, bundles: ReadonlySet<string>): IslandPage {
  const cuts: Array<[number, number]> = [];
  const islands = new Set<string>();
  for (const element of elements(html)) {
    if (element.name === 'script') {
      const kind = scriptKind(element);
      if (kind === undefined) {
        const what = element.attributes.src ? `src="${element.attributes.src}"` : `"${element.text.trim().slice(0, 60)}"`;
        throw new IslandStageError(page, `a script this stage does not know (${what}). Next's output has changed shape: teach scripts/islands/page.ts what it is, or mark the site's own inline scripts data-site-script.`);
      }
      if (kind === 'next') cuts.push([element.start, element.end]);
    } else if (element.name === 'link') {
      if (isNextScriptLink(element)) cuts.push([element.start, element.end]);
    } else if (element.name === ISLAND_TAG) {
      const { name = '', when = '', props } = element.attributes;
      if (!bundles.has(name)) throw new IslandStageError(page, `the island "${name}" has no bundle (no ${name}.behaviour.ts or ${name}.importable.tsx under components/).`);
      if (!(TRIGGERS as readonly string[]).includes(when)) throw new IslandStageError(page, `the island "${name}" has an unknown trigger "${when}" (one of ${TRIGGERS.join(', ')}).`);
      if (props !== undefined) {
        try {
          JSON.parse(decodeAttribute(props));
        } catch {
          throw new IslandStageError(page, `the island "${name}" has props that do not parse as JSON.`);
        }
      }
      islands.add(name);
    }
  }
  let out = '';
  let at = 0;
  for (const [start, end] of cuts) {
    out += html.slice(at, start);
    at = end;
  }
  out += html.slice(at);
  for (const [pattern, what] of [
    [/__next_f/, 'the React Server Components payload (__next_f)'],
    [/\/_next\/static\/[^"'\s]*\.js\b/, 'a Next.js script chunk'],
    [/TURBOPACK/, 'the Turbopack runtime'],
  ] as const) {
    if (pattern.test(out)) throw new IslandStageError(page, `still references ${what} after the runtime was removed: Next's output has changed shape.`);
  }
  return { html: out, islands: [...islands].sort() };
}

/** An attribute's value as the browser reads it (React escapes &, <, >, " and ' in attributes). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, entity: string) => ({ quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>', amp: '&' })[entity] ?? '');
}

/**
 * The page with each inline `<style>`'s CSS replaced by `rewrite(css, rest)`, where `rest` is the page's
 * text outside its styles (what the CSS may be used by).
 */
export function rewriteStyles(html: string, rewrite: (css: string, rest: string) => string): string {
  const styles = elements(html).filter((element) => element.name === 'style');
  let rest = '';
  let at = 0;
  for (const style of styles) {
    rest += html.slice(at, style.start);
    at = style.end;
  }
  rest += html.slice(at);
  let out = '';
  at = 0;
  for (const style of styles) {
    const open = html.slice(style.start, html.indexOf('>', style.start) + 1);
    out += html.slice(at, style.start) + open + rewrite(style.text, rest) + '</style>';
    at = style.end;
  }
  return out + html.slice(at);
}

/** Adds the page's scripts (the island loader, the prefetch rules) at the end of its body. */
export function withScripts(html: string, page: string, scripts: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new IslandStageError(page, 'no </body> to place the island loader before.');
  return `${html.slice(0, at)}${scripts}${html.slice(at)}`;
}

/** Prefetch on hover or touch (`moderate`) for the site's own pages, never the staff pages. */
export function speculationRules(base: string): string {
  const rules = { prefetch: [{ where: { and: [{ href_matches: `${base}/*` }, { not: { href_matches: '/staff/*' } }, { not: { href_matches: `${base}/staff/*` } }] }, eagerness: 'moderate' }] };
  return `<script type="speculationrules">${JSON.stringify(rules)}</script>`;
}
