#!/usr/bin/env node
// Post-build step: a hash-based Content-Security-Policy for each page (only the hashes of its own inline
// scripts) and the other security/caching headers, written to out/_headers (the format Netlify and
// Cloudflare Pages read: a path line, then its headers indented). The intake server that `npm start`
// and the tests run (server/platform/static.ts) applies the same file, so local runs see the real policy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const outDir = process.argv[2] ?? 'out';

export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return path.endsWith('.html') ? [path] : [];
  });
}

/**
 * sha256 of every executable inline script and of the prefetch rules (scripts/islands/build.ts), which a
 * browser applies only when the policy allows them; JSON-LD is data, not script, and needs no hash.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes, body] of html.matchAll(pattern)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$|^speculationrules$/i.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function apiOrigin() {
  const base = process.env.NEXT_PUBLIC_API_BASE_URL?.trim();
  if (!base) return '';
  try {
    return new URL(base).origin;
  } catch {
    return '';
  }
}

/** The path a host serves a page at: index.html -> /, about/index.html -> /about/, 404.html -> /404.html. */
export function pageRoute(relativeFile) {
  const file = relativeFile.split(sep).join('/');
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/** The policy of one page: its own inline-script hashes and nothing else. */
export function pagePolicy(hashes) {
  const vitals = process.env.NEXT_PUBLIC_VITALS_URL?.trim();
  const connect = ["'self'", apiOrigin(), vitals ? new URL(vitals, 'http://localhost').origin : ''].filter((v) => v && v !== 'http://localhost');
  return [
    "default-src 'self'",
    `script-src 'self'${[...hashes].sort().map((hash) => ` ${hash}`).join('')}`,
    // React style attributes need inline styles; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The forms post natively to the intake API, which may be on another origin.
    `form-action ${[...new Set(["'self'", apiOrigin()].filter(Boolean))].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every response; the policy is not among them (see the note on merging below). */
export const COMMON_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
};

/** Each page's route and policy, in route order. */
export function pagePolicies(dir) {
  return htmlFiles(dir)
    .map((file) => ({ route: pageRoute(relative(dir, file)), hashes: inlineScriptHashes(readFileSync(file, 'utf8')) }))
    .map(({ route, hashes }) => ({ route, hashes: hashes.size, policy: pagePolicy(hashes) }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/**
 * The text of out/_headers. Hosts give a request the headers of every rule whose path matches it, and
 * join a header named twice with a comma: a policy on /* as well as on a page would make two policies,
 * both enforced, and the page's scripts would have to pass both. So /* carries the common headers and
 * each page's own path carries its policy alone.
 */
export function headersFile(dir) {
  const block = (path, headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''];
  // No Cache-Control on /*: hosts join repeated headers, which would contradict the immutable rule.
  // HTML revalidation (no-cache) is the local server's and nginx's job (docs/static-hosting.md).
  const pages = pagePolicies(dir);
  const text = [
    ...block('/*', COMMON_HEADERS),
    ...block('/_next/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    // The islands' bundles and chunks (scripts/islands/), named by their content like Next's.
    ...block('/_islands/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...pages.flatMap(({ route, policy }) => block(route, { 'Content-Security-Policy': policy })),
  ].join('\n');
  return { text, pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text, pages } = headersFile(outDir);
  writeFileSync(join(outDir, '_headers'), text);
  const counts = pages.map((page) => page.hashes);
  console.log(`Wrote ${join(outDir, '_headers')}: a policy for each of ${pages.length} pages, ${Math.min(...counts)} to ${Math.max(...counts)} script hashes each.`);
}
