#!/usr/bin/env node
// Post-build step: a hash-based Content-Security-Policy and the other security/caching headers,
// written to out/_headers (the format Netlify and Cloudflare Pages read). The intake server that `npm start`
// and the tests run (server/static.ts) applies the same file, so local runs see the real policy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? 'out';

export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return path.endsWith('.html') ? [path] : [];
  });
}

/** sha256 of every executable inline script (JSON-LD is data, not script, and needs no hash). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes, body] of html.matchAll(pattern)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
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

export function buildHeaders(dir) {
  const hashes = new Set();
  for (const file of htmlFiles(dir)) for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  const vitals = process.env.NEXT_PUBLIC_VITALS_URL?.trim();
  const connect = ["'self'", apiOrigin(), vitals ? new URL(vitals, 'http://localhost').origin : ''].filter((v) => v && v !== 'http://localhost');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`,
    // React style attributes need inline styles; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const common = {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'X-Frame-Options': 'DENY',
  };
  return { common, hashes: hashes.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { common, hashes } = buildHeaders(outDir);
  // No Cache-Control on /*: hosts join repeated headers, which would contradict the immutable rule.
  // HTML revalidation (no-cache) is the local servers' and nginx's job (README, Deployment).
  const lines = ['/*', ...Object.entries(common).map(([k, v]) => `  ${k}: ${v}`), '', '/_next/static/*', '  Cache-Control: public, max-age=31536000, immutable', ''];
  writeFileSync(join(outDir, '_headers'), lines.join('\n'));
  console.log(`Wrote ${join(outDir, '_headers')}: CSP with ${hashes} script hashes.`);
}
