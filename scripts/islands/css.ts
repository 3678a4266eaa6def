import { transform } from 'lightningcss';

/*
 * Each page's inline CSS, cut down to what the page can use. Turbopack's CSS chunking groups CSS modules
 * across routes (the FAQ page carried the enquiry form's and the contact page's CSS), and with no runtime
 * to fetch more later, a page needs only the rules of the module classes its HTML names (in a class, or in
 * an attribute an inline script reads, such as data-notice-class) and those its islands' code can add. A
 * rule is dropped only when every one of its selectors names a CSS-module class the page cannot have;
 * global CSS (element selectors, globals.css's classes) is never touched.
 */

/** As far back as the site supports: lightningcss then writes the CSS as Next wrote it (no range media queries). */
const TARGETS = { chrome: 64 << 16, safari: 12 << 16, firefox: 60 << 16, ios_saf: 12 << 16 };

type Component = { type: string; name?: string };

/**
 * `css` without the rules whose every selector names a module class (one of `moduleClasses`) that `used`
 * does not hold. `page` names the page in errors.
 */
export function pruneCss(css: string, moduleClasses: ReadonlySet<string>, used: (name: string) => boolean, page: string): string {
  const unusable = (selector: Component[]) => selector.some((part) => part.type === 'class' && part.name !== undefined && moduleClasses.has(part.name) && !used(part.name));
  let code: Uint8Array;
  try {
    ({ code } = transform({
      filename: `${page}.css`,
      code: Buffer.from(css),
      minify: true,
      targets: TARGETS,
      visitor: {
        Rule: {
          style(rule) {
            const selectors = (rule.value.selectors as Component[][]).filter((selector) => !unusable(selector));
            if (selectors.length === rule.value.selectors.length) return undefined;
            if (selectors.length === 0) return [];
            rule.value.selectors = selectors as typeof rule.value.selectors;
            return rule;
          },
        },
      },
    }));
  } catch (error) {
    throw new Error(`${page}: its inline CSS does not parse (${error instanceof Error ? error.message : String(error)})`);
  }
  // Blocks the dropped rules left empty.
  let out = Buffer.from(code).toString();
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/@(media|supports|container)[^{}]*\{\}/g, '');
  }
  return out;
}

/** The module classes a page's text names: every `[hash]_[local]` token of `moduleClasses` found in it. */
export function classesNamedIn(text: string, moduleClasses: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  for (const [token] of text.matchAll(/[A-Za-z0-9_-]+/g)) if (moduleClasses.has(token)) named.add(token);
  return named;
}
