#!/usr/bin/env node
// Post-build step: out/services/404.html, the not-found page in its 'Service Not Found' variant, so that an
// unknown /services/<id> says so without JavaScript. It is out/404.html (app/not-found.tsx, one renderer)
// with the variant chosen in the markup instead of by its inline script; the scripts are unchanged, so the
// CSP hashes stay valid. Hosts serve it for that folder: Cloudflare Pages by itself (the nearest 404.html up
// the tree), Netlify through the _redirects rule written here, nginx and `npm start` as docs/static-hosting.md says.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, '');

export function serviceNotFoundHtml(html) {
  if (!/<html\b/.test(html)) throw new Error('404.html has no <html> element');
  return html.replace(/<html\b/, '<html data-not-found="service"');
}

/** The languages under a prefix (lib/i18n/locales.ts): app/[lang]/page-not-found is each one's not-found page. */
const PREFIXED = ['gu', 'hi'];

/**
 * Writes `<dir>/404.html` (from `page`, moved there when it is a language's page-not-found route) and
 * `<dir>/services/404.html`, with the Netlify rules; Netlify applies the first matching rule, so the
 * languages' rules come before the site's catch-all ones.
 */
function writeNotFound(dir, page) {
  const prefix = dir ? `/${dir}` : '';
  const target = join(outDir, dir, '404.html');
  if (page !== target) {
    renameSync(page, target);
    rmSync(join(page, '..'), { recursive: true, force: true });
  }
  mkdirSync(join(outDir, dir, 'services'), { recursive: true });
  writeFileSync(join(outDir, dir, 'services', '404.html'), serviceNotFoundHtml(readFileSync(target, 'utf8')));
  // Netlify: a rule with a 404 status applies only where no file matches, so the pages stay served.
  const rules = [`${basePath}${prefix}/services/*  ${basePath}${prefix}/services/404.html  404\n`, ...(dir ? [`${basePath}${prefix}/*  ${basePath}${prefix}/404.html  404\n`] : [])];
  const redirects = join(outDir, '_redirects');
  const existing = existsSync(redirects) ? readFileSync(redirects, 'utf8') : '';
  const missing = rules.filter((rule) => !existing.includes(rule)).join('');
  if (missing) writeFileSync(redirects, dir ? missing + existing : existing + missing);
  console.log(`not-found-pages: wrote ${dir ? `${dir}/` : ''}404.html, ${dir ? `${dir}/` : ''}services/404.html and their _redirects rules`);
}

const source = join(outDir, '404.html');
if (existsSync(source)) {
  writeNotFound('', source);
  for (const lang of PREFIXED) {
    const page = join(outDir, lang, 'page-not-found', 'index.html');
    if (existsSync(page)) writeNotFound(lang, page);
    else if (!existsSync(join(outDir, lang, '404.html'))) throw new Error(`not-found-pages: ${page} is missing (app/[lang]/page-not-found)`);
  }
}
