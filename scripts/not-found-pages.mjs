#!/usr/bin/env node
// Post-build step: out/services/404.html, the not-found page in its 'Service Not Found' variant, so that an
// unknown /services/<id> says so without JavaScript. It is out/404.html (app/not-found.tsx, one renderer)
// with the variant chosen in the markup instead of by its inline script; the scripts are unchanged, so the
// CSP hashes stay valid. Hosts serve it for that folder: Cloudflare Pages by itself (the nearest 404.html up
// the tree), Netlify through the _redirects rule written here, nginx and `npm start` as docs/static-hosting.md says.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, '');

export function serviceNotFoundHtml(html) {
  if (!/<html\b/.test(html)) throw new Error('404.html has no <html> element');
  return html.replace(/<html\b/, '<html data-not-found="service"');
}

const source = join(outDir, '404.html');
if (existsSync(source)) {
  mkdirSync(join(outDir, 'services'), { recursive: true });
  writeFileSync(join(outDir, 'services', '404.html'), serviceNotFoundHtml(readFileSync(source, 'utf8')));
  // Netlify: a rule with a 404 status applies only where no file matches, so the ten pages stay served.
  const redirects = join(outDir, '_redirects');
  const rule = `${basePath}/services/*  ${basePath}/services/404.html  404\n`;
  const existing = existsSync(redirects) ? readFileSync(redirects, 'utf8') : '';
  if (!existing.includes(rule)) writeFileSync(redirects, existing + rule);
  console.log('not-found-pages: wrote services/404.html and the _redirects rule');
}
