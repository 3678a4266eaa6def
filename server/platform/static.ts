import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FORM_KEYS, REFERENCE_SLOT_ID } from '@/lib/enquiry/outcome-pages';
import { REFERENCE_PATTERN } from '@/lib/enquiry/reference';
import { WHATSAPP_SENT_LINK_ID } from '@/lib/whatsapp';
import { DEFAULT_LANGUAGE, LANGUAGES, localePath, SENT_PAGE_TEXT } from '../intake/language';

/*
 * The static export served as plain static hosting serves it (docs/static-hosting.md):
 * /about -> 301 /about/, /about/ -> about/index.html, unknown paths -> a not-found page with status 404;
 * /_next/static/* and /_islands/* (files named by their content) cached for a year as immutable, everything else revalidated (no-cache); and the
 * headers that the build writes to out/_headers, rule by rule as Netlify and Cloudflare apply them, so
 * each page gets its own Content-Security-Policy. Only plain paths to files reach the disk: `_headers`,
 * dotfiles and anything that could step outside the root are refused before any file is looked up.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const POLICY = 'content-security-policy';
/** Files that configure a static host; hosts read them and never serve them. */
const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json']);

/** One rule of out/_headers: a path pattern and the headers of the paths it matches. */
export type HeaderRule = { path: string; pattern: RegExp; headers: [name: string, value: string][] };

/** `/*` matches everything below, `:name` one segment; everything else literally (the hosts' syntax). */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Parses the `_headers` format: a path line, then its headers indented; `#` starts a comment. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      rules.push({ path, pattern: pathPattern(path), headers: [] });
      continue;
    }
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    const rule = rules.at(-1);
    if (header?.[1] && header[2] && rule) rule.headers.push([header[1].toLowerCase(), header[2].trim()]);
  }
  return rules;
}

/** The headers of every rule matching `route`; a header named by several rules joins their values with a comma, as hosts do. */
export function headersFor(rules: readonly HeaderRule[], route: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(route)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/**
 * The headers out/_headers gives the page served at `route` (its own Content-Security-Policy among them),
 * for a page the server fills in itself; {} when the site has no _headers.
 */
export function pageHeaders(root: string, route: string): Record<string, string> {
  const file = join(root, '_headers');
  if (!existsSync(file)) return {};
  const { 'cache-control': _cache, ...headers } = headersFor(parseHeaders(readFileSync(file, 'utf8')), route);
  return headers;
}

/** The path a host serves a file at (scripts/headers.mjs writes rules for these): index.html -> /, about/index.html -> /about/. */
export function fileRoute(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  if (path === 'index.html') return '/';
  return path.endsWith('/index.html') ? `/${path.slice(0, -'index.html'.length)}` : `/${path}`;
}

/** The pages a visitor can reach (dotfiles are never served). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return path.endsWith('.html') ? [path] : [];
  });
}

/**
 * The rules of `root/_headers`, once every page is known to get a Content-Security-Policy from them;
 * throws otherwise, so a site whose policy went missing is never served without one.
 */
export function loadHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  if (!existsSync(file)) throw new Error(`Refusing to serve ${root}: ${file} is missing, so its pages would go without a Content-Security-Policy. Run "npm run build" (scripts/headers.mjs writes it).`);
  const rules = parseHeaders(readFileSync(file, 'utf8'));
  const bare = htmlFiles(root)
    .map((page) => fileRoute(root, page))
    .filter((route) => !headersFor(rules, route)[POLICY])
    .sort();
  if (bare.length > 0) {
    const named = bare.length > 5 ? `${bare.slice(0, 5).join(', ')} and ${bare.length - 5} more` : bare.join(', ');
    throw new Error(`Refusing to serve ${root}: ${file} gives no Content-Security-Policy to ${named}. Run "npm run build" (scripts/headers.mjs writes one per page).`);
  }
  return rules;
}

/**
 * Why a request path must not reach the file system, or undefined for a plain path: 400 for anything
 * that could step outside the root or that no link of ours produces (`..` or `.` segments in any
 * encoding, NUL and other control characters, backslashes, empty segments, bad or nested
 * percent-encoding); 404 for dotfiles and the host's own files, as a static host answers them.
 */
export function refusedPath(rawPath: string): 400 | 404 | undefined {
  if (rawPath.includes('\\')) return 400;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return 400;
  }
  // Our files have plain names: what still looks encoded after one decoding is an attempt to slip past it.
  if (/[\\\u0000-\u001f\u007f-\u009f]|%[0-9a-f]{2}/i.test(path)) return 400;
  const segments = path.split('/').slice(1);
  if (segments.some((segment, i) => segment === '.' || segment === '..' || (segment === '' && i < segments.length - 1))) return 400;
  if (segments.some((segment) => segment.startsWith('.') || HOST_FILES.has(segment.toLowerCase()))) return 404;
  return undefined;
}

/**
 * Folders with a not-found page of their own (scripts/not-found-pages.mjs), as static hosts serve them:
 * /services/, and each language's folder and its /services/ (issue 41: /gu/, /gu/services/, /hi/, ...).
 */
const SECTION_NOT_FOUND = ['services', ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => [language, `${language}/services`])];

/**
 * Which not-found page answers an unknown path (a path inside the site, below basePath): the 404.html of
 * the deepest folder holding the path where the build wrote one (an unknown /services/<id> says 'Service
 * Not Found' without JavaScript, an unknown /gu/... says it in Gujarati), else the site's.
 */
export function notFoundPage(path: string, sections: readonly string[] = []): string {
  const section = sections.filter((dir) => path.startsWith(`/${dir}/`)).reduce<string | undefined>((longest, dir) => (longest && longest.length >= dir.length ? longest : dir), undefined);
  return section ? `/${section}/404.html` : '/404.html';
}

export type StaticSite = {
  /** Answers an unknown path as static hosting does: its not-found page, status 404. */
  notFound: (reply: FastifyReply) => FastifyReply;
};

/** Serves `root` below `basePath`; undefined (and nothing registered) when there is no built site. */
export async function registerStatic(app: FastifyInstance, root: string, basePath: string): Promise<StaticSite | undefined> {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'no static site to serve (run "npm run build"); serving the API only');
    return undefined;
  }
  const rules = loadHeaderRules(root);
  const immutableDirs = [join(root, '_next', 'static') + sep, join(root, '_islands') + sep];
  const sitePath = (url: string) => {
    const path = url.split('?')[0] ?? '/';
    return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
  };
  const sections = SECTION_NOT_FOUND.filter((dir) => existsSync(join(root, dir, '404.html')));
  const notFound = (reply: FastifyReply) => reply.code(404).sendFile(notFoundPage(sitePath(reply.request.url), sections));

  // Checked on every request, ahead of routing, so no later route or plugin ever sees such a path.
  app.addHook('onRequest', async (request, reply) => {
    const refused = refusedPath(request.url.split('?')[0] ?? '/');
    if (refused === 400) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: not a plain path.');
    if (refused === 404) return notFound(reply);
    return undefined;
  });

  await app.register(fastifyStatic, {
    root,
    prefix: `${basePath}/`,
    // /about -> 301 /about/, as static hosts do; /about/ -> about/index.html.
    redirect: true,
    index: ['index.html'],
    cacheControl: false,
    // out/'s .br and .gz copies (scripts/precompress.mjs), to a browser that accepts them: compressed once,
    // as hard as they go, instead of quickly on every request.
    preCompressed: true,
    // Second line of defence behind the hook above.
    dotfiles: 'ignore',
    allowedPath: (pathname) => refusedPath(pathname) === undefined,
    setHeaders: (reply, sent) => {
      // The file a precompressed copy stands for: its headers are the original's.
      const path = sent.replace(/\.(br|gz)$/, '');
      const { 'cache-control': _cache, ...headers } = headersFor(rules, fileRoute(root, path));
      // A policy governs documents only: scripts, styles, fonts and images go without one.
      if (!path.endsWith('.html')) delete headers[POLICY];
      reply.headers(headers);
      reply.header('cache-control', immutableDirs.some((dir) => path.startsWith(dir)) ? IMMUTABLE : 'no-cache');
    },
  });

  // A confirmation page with the reference its redirect carries (?ref=) written in as it is served, so a
  // visitor who posted without JavaScript reads it too. Only the empty slot changes (the policy's script
  // hashes hold, React leaves the slot alone); without a valid reference the file is served as it is.
  const slot = new RegExp(`(<p[^>]*\\bid="${REFERENCE_SLOT_ID}"[^>]*>)(</p>)`);
  const whatsApp = new RegExp(`(<a id="${WHATSAPP_SENT_LINK_ID}" href=")([^"]*)(")`);
  // Each language's confirmation pages (/enquiry/sent/<form>/, /gu/enquiry/sent/<form>/, ...), in its words.
  for (const language of LANGUAGES) {
    const text = SENT_PAGE_TEXT[language];
    /** The WhatsApp link's first message with the reference added (the page's inline script does the same elsewhere). */
    const withReference = (href: string, reference: string) => {
      const url = new URL(href.replaceAll('&amp;', '&'));
      url.search = `?text=${encodeURIComponent(`${url.searchParams.get('text') ?? ''}${text.whatsApp.before}${reference}${text.whatsApp.after}`)}`;
      return url.href;
    };
    app.get(`${basePath}${localePath(language, '/enquiry/sent/:form/')}`, async (request, reply) => {
      const { form } = request.params as { form: string };
      if (!FORM_KEYS.includes(form)) return notFound(reply);
      const route = localePath(language, `/enquiry/sent/${form}/`);
      const file = `${route.slice(1)}index.html`;
      if (!existsSync(join(root, file))) return notFound(reply);
      const reference = (request.query as { ref?: unknown }).ref;
      if (typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference)) return reply.sendFile(file);
      const page = readFileSync(join(root, file), 'utf8');
      reply.headers(headersFor(rules, route));
      // The answer names one visitor's enquiry: no shared cache keeps it.
      reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
      return page
        .replace(slot, (_m, open: string, close: string) => `${open}${text.reference.before}<strong>${reference}</strong>${text.reference.after}${close}`)
        .replace(whatsApp, (_m, open: string, href: string, close: string) => `${open}${withReference(href, reference)}${close}`);
    });
  }

  return { notFound };
}
