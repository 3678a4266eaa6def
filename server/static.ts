import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/*
 * The static export served as plain static hosting serves it (README "Deployment"):
 * /about -> 301 /about/, /about/ -> about/index.html, unknown paths -> 404.html with status 404;
 * /_next/static/* cached for a year as immutable, everything else revalidated (no-cache); and the
 * security headers that the build writes to out/_headers.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The `/*` block of out/_headers (scripts/headers.mjs): CSP, HSTS, nosniff and the rest. */
export function siteHeaders(root: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(join(root, '_headers'), 'utf8');
  } catch {
    return {};
  }
  const block = text.split(/\n(?=\S)/).find((b) => b.startsWith('/*')) ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .flatMap((line) => {
        const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
        return match?.[1] && match[2] ? [[match[1], match[2]] as const] : [];
      }),
  );
}

export type StaticSite = {
  /** Answers an unknown path as static hosting does: 404.html, status 404. */
  notFound: (reply: FastifyReply) => FastifyReply;
};

/** Serves `root` below `basePath`; undefined (and nothing registered) when there is no built site. */
export async function registerStatic(app: FastifyInstance, root: string, basePath: string): Promise<StaticSite | undefined> {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'no static site to serve (run "npm run build"); serving the API only');
    return undefined;
  }
  const headers = siteHeaders(root);
  // The policy (3 KB of script hashes) governs documents only: scripts, styles, fonts and images go
  // without it, so a page's twenty-odd assets do not each carry it again.
  const { 'Content-Security-Policy': _policy, ...assetHeaders } = headers;
  const immutableDir = join(root, '_next', 'static') + sep;
  await app.register(fastifyStatic, {
    root,
    prefix: `${basePath}/`,
    // /about -> 301 /about/, as static hosts do; /about/ -> about/index.html.
    redirect: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.headers(path.endsWith('.html') ? headers : assetHeaders);
      reply.header('cache-control', path.startsWith(immutableDir) ? IMMUTABLE : 'no-cache');
    },
  });
  // As static hosts do (README "Deployment"), an unknown /services/<id> gets the folder's own 404.html
  // (scripts/not-found-pages.mjs): 'Service Not Found' without JavaScript.
  const servicesNotFound = existsSync(join(root, 'services', '404.html'));
  return {
    notFound: (reply) =>
      reply.code(404).sendFile(servicesNotFound && reply.request.url.startsWith(`${basePath}/services/`) ? '/services/404.html' : '/404.html'),
  };
}
