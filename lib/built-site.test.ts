// Checks over the built HTML in out/ (what crawlers and browsers actually read), not over the metadata
// objects: sitemap, robots.txt, titles, descriptions, canonical, Open Graph, Twitter, JSON-LD, and the
// content-first boot (inline CSS, framework chunks behind the first paint, allowed by the CSP).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { serviceHref, services } from '@/content/services';
import { REVEAL_SCRIPT_ID } from '@/components/layout/reveal-script';
import { env } from '@/lib/env';
import { TRANSLATED_PAGES, pageReview } from '@/content/page-text';
import { LOCALE_INFO, TRANSLATED_LOCALES, localePath, splitLocale } from '@/lib/i18n/locales';

const OUT_DIR = path.join(__dirname, '..', 'out');
if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
  throw new Error(`${OUT_DIR}/index.html is missing: run npm run build first`);
}

const origin = `${env.siteUrl}${env.basePath}`;
const url = (route: string) => `${origin}${route}`;
/** The spec's /home is the same screen as /: it canonicalises to / and stays out of the sitemap. */
const ALIASES: Record<string, string> = { '/home/': '/' };
/** schema.org Organization and the subtypes a consultancy may declare itself as. */
const ORGANIZATION_TYPES = new Set(['Organization', 'Corporation', 'LocalBusiness', 'ProfessionalService']);

type Attributes = Map<string, string>;
type JsonLd = Record<string, unknown>;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function startTags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) => {
    const attrs: Attributes = new Map();
    for (const [, key = '', ...values] of attributes.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs.set(key.toLowerCase(), decode(values.find((v) => v !== undefined) ?? ''));
    }
    return attrs;
  });
}

/** Every pre-rendered route, `/about/` style, from out/'s trailing-slash folders. */
function builtRoutes(dir = '', route = '/'): string[] {
  const notRoutes = new Set(['_next', '_not-found', '404']);
  return fs.readdirSync(path.join(OUT_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || (dir === '' && notRoutes.has(entry.name))) return [];
    const sub = path.join(dir, entry.name);
    const below = builtRoutes(sub, `${route}${entry.name}/`);
    return fs.existsSync(path.join(OUT_DIR, sub, 'index.html')) ? [`${route}${entry.name}/`, ...below] : below;
  });
}

interface Page {
  route: string;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: JsonLd[];
}

function readPage(route: string): Page {
  const html = fs.readFileSync(path.join(OUT_DIR, route, 'index.html'), 'utf8');
  // Inline SVGs in the body can hold <title> too; only the head's counts.
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const metas = startTags(head, 'meta');
  const jsonLd = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(([, body = '']) => {
    const data: unknown = JSON.parse(body);
    const nodes = Array.isArray(data) ? data : [data];
    return nodes.flatMap((node: JsonLd) => (Array.isArray(node['@graph']) ? (node['@graph'] as JsonLd[]) : [node]));
  });
  const titleMatch = /<title>([^<]*)<\/title>/i.exec(head)?.[1];
  return {
    route,
    title: titleMatch === undefined ? undefined : decode(titleMatch).trim(),
    meta: (key) => metas.find((m) => m.get('name') === key || m.get('property') === key)?.get('content'),
    canonical: startTags(head, 'link').find((l) => l.get('rel') === 'canonical')?.get('href'),
    jsonLd,
  };
}

function ofType(nodes: JsonLd[], types: (type: string) => boolean): JsonLd[] {
  return nodes.filter((node) => [node['@type']].flat().some((type) => typeof type === 'string' && types(type)));
}

const routes = ['/', ...builtRoutes()].sort();
const pages = routes.map(readPage);
// Pages marked noindex (the enquiry confirmation and 'please correct' pages) stay out of the sitemap.
const indexable = pages.filter((page) => !(page.route in ALIASES) && !/noindex/.test(page.meta('robots') ?? ''));
const servicePages = pages.filter((page) => page.route.startsWith('/services/'));

describe('the built site', () => {
  it('pre-renders every fixed route and one page per service', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/home/', '/about/', '/testimonials/', '/contact/', '/faq/', '/privacy-policy/', '/terms-and-conditions/']));
    expect(servicePages.map((p) => p.route).sort()).toEqual(services.map((s) => serviceHref(s.id)).sort());
  });
});

describe('sitemap.xml', () => {
  const xml = fs.readFileSync(path.join(OUT_DIR, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => decode(loc.trim()));

  it('lists every indexable route exactly once, as an absolute URL on the configured origin', () => {
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(indexable.map((p) => url(p.route)).sort());
    for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
  });

  it('leaves out the alias routes, whose canonical URL is listed instead', () => {
    for (const alias of Object.keys(ALIASES)) expect(locs).not.toContain(url(alias));
  });

  it('invents no lastmod', () => {
    expect(xml).not.toMatch(/<lastmod>/i);
  });
});

describe('robots.txt', () => {
  const robots = fs.readFileSync(path.join(OUT_DIR, 'robots.txt'), 'utf8');

  it('points to the sitemap', () => {
    const sitemaps = robots.split(/\r?\n/).filter((line) => /^sitemap:/i.test(line)).map((line) => line.replace(/^sitemap:\s*/i, '').trim());
    expect(sitemaps).toEqual([url('/sitemap.xml')]);
  });

  it('does not shut crawlers out of the site', () => {
    expect(robots).not.toMatch(/^disallow:\s*\/\s*$/im);
  });
});

describe.each(pages.map((page) => [page.route, page] as const))('page %s', (route, page) => {
  const canonical = url(ALIASES[route] ?? route);

  it('has a title and a meta description', () => {
    expect(page.title).toBeTruthy();
    expect(page.meta('description')).toBeTruthy();
  });

  it('declares its absolute canonical URL', () => {
    expect(page.canonical).toBe(canonical);
  });

  it('has Open Graph title, description, url and an absolute image', () => {
    expect(page.meta('og:title')).toBeTruthy();
    expect(page.meta('og:description')).toBeTruthy();
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:image')).toMatch(/^https?:\/\//);
  });

  it('has a Twitter card with an absolute image', () => {
    expect(page.meta('twitter:card')).toBeTruthy();
    expect(page.meta('twitter:image')).toMatch(/^https?:\/\//);
  });

  it('points its share images at files the build contains', () => {
    for (const image of [page.meta('og:image'), page.meta('twitter:image')]) {
      if (!image?.startsWith(`${origin}/`)) continue;
      const file = new URL(image).pathname.slice(env.basePath.length);
      expect(fs.existsSync(path.join(OUT_DIR, decodeURIComponent(file)))).toBe(true);
    }
  });

  it('carries the Organization JSON-LD', () => {
    const [organization] = ofType(page.jsonLd, (type) => ORGANIZATION_TYPES.has(type));
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), url: url('/') });
  });
});

describe('titles and descriptions', () => {
  it.each(['title', 'description'] as const)('gives every indexable page its own %s', (field) => {
    const values = indexable.map((page) => (field === 'title' ? page.title : page.meta('description')));
    const repeated = values.filter((value, i) => values.indexOf(value) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives an alias route the same title and description as the page it stands for', () => {
    for (const [alias, target] of Object.entries(ALIASES)) {
      const [from, to] = [alias, target].map((route) => pages.find((p) => p.route === route));
      expect(from?.title).toBe(to?.title);
      expect(from?.meta('description')).toBe(to?.meta('description'));
    }
  });
});

describe.each(servicePages.map((page) => [page.route, page] as const))('service page %s', (route, page) => {
  it('carries Service JSON-LD with its URL and the organization as provider', () => {
    const [organization] = ofType(page.jsonLd, (type) => ORGANIZATION_TYPES.has(type));
    const found = ofType(page.jsonLd, (type) => type === 'Service');
    expect(found).toHaveLength(1);
    const [service] = found;
    expect(service).toMatchObject({ name: expect.any(String), url: url(route) });
    const provider = service?.provider as JsonLd | undefined;
    expect(provider).toBeDefined();
    expect(provider?.['@id'] ?? provider?.name).toBe(organization?.['@id'] ?? organization?.name);
  });

  it('carries a BreadcrumbList from the home page down to this page', () => {
    const [breadcrumbs] = ofType(page.jsonLd, (type) => type === 'BreadcrumbList');
    const items = (breadcrumbs?.itemListElement ?? []) as JsonLd[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    for (const item of items) expect(item.item).toMatch(/^https?:\/\//);
    expect(items[0]?.item).toBe(url('/'));
    expect(items.at(-1)?.item).toBe(url(route));
  });
});

/** How out/_headers names an inline script in the CSP. */
const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The rules of out/_headers as hosts read them: a path line, then its headers indented. */
const headerRules = fs
  .readFileSync(path.join(OUT_DIR, '_headers'), 'utf8')
  .split(/\n(?=\S)/)
  .map((block) => {
    const [line = '', ...rest] = block.split('\n');
    const headers = rest.flatMap((l) => {
      const match = /^\s+([\w-]+):\s*(.+)$/.exec(l);
      return match?.[1] && match[2] ? [[match[1], match[2]] as const] : [];
    });
    return { path: line.trim(), headers };
  });
const matches = (rulePath: string, route: string) => new RegExp(`^${rulePath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(route);

/** Every HTML file of out/ and the path a host serves it at (index.html -> /, about/index.html -> /about/). */
function htmlPages(dir = ''): { file: string; route: string }[] {
  return fs.readdirSync(path.join(OUT_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlPages(file);
    if (!entry.name.endsWith('.html')) return [];
    const route = `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');
    return [{ file, route }];
  });
}

/** The executable inline scripts of a page and its prefetch rules (JSON-LD is data and needs no hash). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(([, attributes = '', body = '']) => {
    if (/\bsrc\s*=/.test(attributes)) return [];
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    return type && !/^(text|application)\/javascript$|^module$|^speculationrules$/i.test(type) ? [] : [body];
  });
}

describe('Content-Security-Policy in out/_headers', () => {
  it('gives no policy to /* (hosts would join it with each page\'s own, and enforce both)', () => {
    const all = headerRules.find((rule) => rule.path === '/*');
    expect(all).toBeDefined();
    expect(all?.headers.map(([name]) => name.toLowerCase())).not.toContain('content-security-policy');
  });

  it.each(htmlPages().map((page) => [page.route, page.file] as const))('covers the inline scripts of %s with exactly its own policy', (route, file) => {
    const policies = headerRules.filter((rule) => matches(rule.path, route)).flatMap((rule) => rule.headers.filter(([name]) => name.toLowerCase() === 'content-security-policy'));
    expect(policies).toHaveLength(1);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policies[0]?.[1] ?? '')?.[1]?.split(/\s+/) ?? [];
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    const scripts = inlineScripts(fs.readFileSync(path.join(OUT_DIR, file), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    expect([...new Set(hashes)].sort()).toEqual([...new Set(scripts.map(cspHash))].sort());
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe.each(routes.map((route) => [route] as const))('the island page %s', (route) => {
  const html = fs.readFileSync(path.join(OUT_DIR, route, 'index.html'), 'utf8');
  const policy = headerRules.find((rule) => rule.path === route)?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const loader = /<script data-site-script="" id="islands">([\s\S]*?)<\/script>/.exec(html)?.[1];
  // The page's map of island bundles, which the loader imports from (scripts/islands/build.ts).
  const bundles = JSON.parse(/(\{"[^}]*\})\[/.exec(loader ?? '')?.[1] ?? 'null') as Record<string, string[]> | null;

  it('inlines its CSS: no render-blocking stylesheet link', () => {
    expect(startTags(html, 'link').filter((link) => link.get('rel') === 'stylesheet')).toEqual([]);
    expect(html).toMatch(/<style\b/);
  });

  it("carries no Next.js runtime: no framework chunk, preload or React Server Components payload", () => {
    expect(startTags(html, 'script').filter((script) => script.has('src'))).toEqual([]);
    expect(startTags(html, 'link').filter((link) => ['preload', 'modulepreload'].includes(link.get('rel') ?? '') && link.get('as') !== 'font')).toEqual([]);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
  });

  it('loads each of its islands from a bundle the build contains, and no other', () => {
    const islands = [...new Set(startTags(html, 'gu-island').map((island) => island.get('name')))].sort();
    expect(islands.length).toBeGreaterThan(0);
    expect(Object.keys(bundles ?? {}).sort()).toEqual(islands);
    for (const source of Object.values(bundles ?? {}).flat()) expect(fs.existsSync(path.join(OUT_DIR, source.slice(env.basePath.length)))).toBe(true);
  });

  it("is allowed by the page's Content-Security-Policy, its prefetch rules too", () => {
    expect(policy).toContain(cspHash(loader ?? ''));
    const rules = /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(rules ?? '{}')).toMatchObject({ prefetch: [{ eagerness: 'moderate' }] });
    expect(policy).toContain(cspHash(rules ?? ''));
  });

  it('decides which sections wait for their reveal before any island wakes, after the last of them', () => {
    const reveal = new RegExp(`<script data-site-script="" id="${REVEAL_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(html);
    expect(reveal).not.toBeNull();
    expect(reveal!.index).toBeGreaterThan(html.lastIndexOf('data-reveal=""'));
    expect(reveal!.index).toBeLessThan(html.indexOf('<script data-site-script="" id="islands">'));
    expect(policy).toContain(cspHash(reveal![1] ?? ''));
  });
});

describe('the export', () => {
  it('holds no React Server Components payload and no framework chunk', () => {
    const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    const all = files(OUT_DIR).map((file) => path.relative(OUT_DIR, file));
    expect(all.filter((file) => file.endsWith('.txt'))).toEqual(['robots.txt']);
    expect(all.filter((file) => file.startsWith(`_next${path.sep}`) && file.endsWith('.js'))).toEqual([]);
  });
});

describe('the translated pages', () => {
  const translated = routes.filter((route) => /^\/(gu|hi)\//.test(route));
  const html = (route: string) => fs.readFileSync(path.join(OUT_DIR, route, 'index.html'), 'utf8');

  it('exist in Gujarati and Hindi for every page with a translation', () => {
    for (const page of TRANSLATED_PAGES) {
      for (const locale of TRANSLATED_LOCALES) expect(routes).toContain(localePath(locale, page.path));
    }
    expect(translated.length).toBe(TRANSLATED_PAGES.length * TRANSLATED_LOCALES.length);
  });

  it.each(translated)('%s says its language, and while a draft, says so at its top and stays out of search', (route) => {
    const { locale, path: english } = splitLocale(route);
    const page = html(route);
    expect(startTags(page, 'html')[0]?.get('lang')).toBe(LOCALE_INFO[locale].tag);
    const draft = locale !== 'en' && pageReview(english, locale)?.state === 'draft';
    expect(page.includes('data-translation-note="draft"')).toBe(draft);
    if (draft) expect(readPage(route).meta('robots')).toMatch(/noindex/);
    const alternates = startTags(page, 'link').filter((l) => l.get('rel') === 'alternate' && l.get('hreflang'));
    for (const alternate of alternates) {
      const href = alternate.get('href') ?? '';
      expect(routes).toContain(splitLocale(href.slice(origin.length)).path === '/' && href.endsWith('/') ? href.slice(origin.length) : href.slice(origin.length));
    }
  });

  it.each(translated)('%s links to pages in its own language, or says a link is in English', (route) => {
    const { locale } = splitLocale(route);
    const links = startTags(html(route), 'a').filter((a) => (a.get('href') ?? '').startsWith(`${env.basePath}/`) && !/\.[a-z0-9]+(#|\?|$)/i.test(a.get('href') ?? ''));
    for (const link of links) {
      const href = (link.get('href') ?? '').slice(env.basePath.length);
      const target = splitLocale(href.split(/[?#]/)[0] ?? href);
      if (link.has('data-language-link')) continue;
      if (target.locale === 'en') expect([href, link.get('hreflang')]).toEqual([href, LOCALE_INFO.en.tag]);
      else expect(target.locale).toBe(locale);
    }
  });

  it("load their script font and the other script's name in the switcher at once; English pages preload no font", () => {
    const preloads = (route: string) => startTags(html(route), 'link').filter((l) => l.get('rel') === 'preload' && l.get('as') === 'font').map((l) => l.get('href'));
    expect(preloads('/gu/')).toEqual([expect.stringContaining('noto-sans-gujarati-main'), expect.stringContaining('language-name-devanagari')]);
    expect(preloads('/hi/about/')).toEqual([expect.stringContaining('noto-sans-devanagari-main'), expect.stringContaining('language-name-gujarati')]);
    expect(preloads('/')).toEqual([]);
    expect(html('/')).not.toMatch(/noto-sans-(gujarati|devanagari)-/);
    for (const file of ['noto-sans-gujarati-gujarati-400-normal.woff2', 'language-name-devanagari.woff2']) expect(fs.existsSync(path.join(OUT_DIR, 'fonts', file))).toBe(true);
  });

  it('draw every word of the site from the face they preload exactly as from the full face (scripts/fonts/page-subset.py check)', () => {
    for (const script of ['gujarati', 'devanagari']) {
      const file = `noto-sans-${script}-main.woff2`;
      expect(fs.readFileSync(path.join(OUT_DIR, 'fonts', file)).equals(fs.readFileSync(path.join(__dirname, '..', 'public', 'fonts', file)))).toBe(true);
    }
    // HarfBuzz shapes every run of each script in out/ with both faces and compares each glyph's outline and position.
    const check = spawnSync(process.env.PYTHON ?? '/usr/bin/python3', [path.join(__dirname, '..', 'scripts', 'fonts', 'page-subset.py'), 'check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.stdout).toMatch(/^gujarati: [1-9]\d{2,} runs in out\/, 0 drawn otherwise than by the full face$/m);
    expect(check.stdout).toMatch(/^devanagari: [1-9]\d{2,} runs in out\/, 0 drawn otherwise than by the full face$/m);
    expect(check.status).toBe(0);
  });
});
