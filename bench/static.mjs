// What the built HTML in out/ asks the browser to load, measured without a browser: the routes, the
// JavaScript each page loads before interaction (gzip -9, as static hosting would serve it) and its
// font preloads. The 404 page's JavaScript (its header's islands) is the floor every page pays.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Top-level folders of out/ that hold no route of the site. */
const NOT_ROUTES = new Set(['_next', '_not-found', '404']);

export const FLOOR_PAGE = '/404.html';

/**
 * Every pre-rendered route a search engine is meant to read, `/about/` style (out/ uses trailing-slash
 * folders), sorted. Pages marked `noindex` (the enquiry outcome pages a visitor reaches only by posting a
 * form) are left out: Lighthouse's SEO category marks them down for the very tag they must carry. `--routes`
 * still measures them.
 */
export function listRoutes(outDir) {
  return listPages(outDir).filter((route) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(htmlFileFor(outDir, route), 'utf8')));
}

/** Every pre-rendered page, `/about/` style, sorted. */
export function listPages(outDir) {
  const walk = (dir, route) =>
    readdirSync(join(outDir, dir), { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory() || (dir === '' && NOT_ROUTES.has(entry.name))) return [];
      const sub = join(dir, entry.name);
      const below = walk(sub, `${route}${entry.name}/`);
      return existsSync(join(outDir, sub, 'index.html')) ? [`${route}${entry.name}/`, ...below] : below;
    });
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir}/index.html is missing: run npm run build first`);
  return ['/', ...walk('', '/')].sort();
}

export function htmlFileFor(outDir, route) {
  return route.endsWith('/') ? join(outDir, route, 'index.html') : join(outDir, route);
}

/** The attributes of every `<name ...>` start tag, as lower-cased name -> value ('' for bare attributes). */
export function startTags(html, name) {
  const tags = [];
  for (const [, attributes] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs = new Map();
    for (const [, key, ...values] of attributes.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs.set(key.toLowerCase(), (values.find((v) => v !== undefined) ?? '').replace(/&amp;/g, '&'));
    }
    tags.push(attrs);
  }
  return tags;
}

/**
 * Script URLs a modern browser fetches before any interaction: `<script src>` (not the `nomodule`
 * polyfill, which it skips), script preloads, and the bundles of the islands that wake with the page or
 * when it is idle (scripts/islands/build.ts; those that wait to be seen or used are not counted).
 */
export function scriptUrls(html) {
  const scripts = startTags(html, 'script').filter((a) => a.has('src') && !a.has('nomodule')).map((a) => a.get('src'));
  const preloads = startTags(html, 'link')
    .filter((a) => hasRel(a, 'modulepreload') || (hasRel(a, 'preload') && a.get('as') === 'script'))
    .map((a) => a.get('href'));
  const map = /<script data-site-script="" id="islands">[\s\S]*?(\{"[^}]*\})\[/.exec(html)?.[1];
  const bundles = map ? JSON.parse(map) : {};
  const woken = startTags(html, 'gu-island').filter((a) => ['load', 'idle'].includes(a.get('when'))).flatMap((a) => bundles[a.get('name')] ?? []);
  return [...new Set([...scripts, ...preloads, ...woken])];
}

export function fontPreloads(html) {
  return startTags(html, 'link').filter((a) => hasRel(a, 'preload') && a.get('as') === 'font').length;
}

function hasRel(attrs, token) {
  return (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes(token);
}

/** Measures every route against the floor; `basePath` is the build's NEXT_PUBLIC_BASE_PATH. */
export function measureStatic(outDir, routes, basePath = '') {
  const gzipCache = new Map();
  const gzipBytes = (url) => {
    const path = new URL(url, 'http://site.invalid').pathname;
    if (!path.startsWith(`${basePath}/`)) throw new Error(`script ${url} is not served from out/`);
    if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(join(outDir, path.slice(basePath.length))), { level: 9 }).length);
    return gzipCache.get(path);
  };
  const measure = (route) => {
    const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
    const chunks = scriptUrls(html);
    return { chunks, jsGzipBytes: chunks.reduce((sum, url) => sum + gzipBytes(url), 0), fontPreloads: fontPreloads(html) };
  };

  const floor = measure(FLOOR_PAGE);
  const shared = new Set(floor.chunks);
  const pages = new Map(
    routes.map((route) => {
      const page = measure(route);
      const own = page.chunks.filter((url) => !shared.has(url));
      return [
        route,
        {
          jsGzipBytes: page.jsGzipBytes,
          ownJsGzipBytes: own.reduce((sum, url) => sum + gzipBytes(url), 0),
          jsRatio: Math.round((page.jsGzipBytes / floor.jsGzipBytes) * 1000) / 1000,
          fontPreloads: page.fontPreloads,
          ownChunks: own,
        },
      ];
    }),
  );
  return { floor: { page: FLOOR_PAGE, jsGzipBytes: floor.jsGzipBytes, chunks: floor.chunks }, pages };
}
