#!/usr/bin/env node
// Serves the static export in out/ on http://localhost:PORT the way plain static hosting does:
// /about -> 301 /about/, /about/ -> about/index.html, unknown paths -> 404.html with status 404.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No static site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/** The `/*` headers of out/_headers (scripts/headers.mjs): the CSP and security headers static hosting would send. */
function siteHeaders() {
  try {
    const text = readFileSync(join(root, '_headers'), 'utf8');
    const block = text.split(/\n(?=\S)/).find((b) => b.startsWith('/*'));
    return Object.fromEntries(
      (block ?? '')
        .split('\n')
        .slice(1)
        .map((line) => /^\s+([\w-]+):\s*(.+)$/.exec(line))
        .filter(Boolean)
        .map((m) => [m[1], m[2]]),
    );
  } catch {
    return {};
  }
}
const securityHeaders = siteHeaders();

function fileAt(path) {
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, stat } : null;
  } catch {
    return null;
  }
}

function send(req, res, status, file) {
  const headers = {
    ...securityHeaders,
    'Content-Type': types[extname(file.path)] ?? 'application/octet-stream',
    'Cache-Control': file.path.includes(`${join(root, '_next', 'static')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const range = req.headers.range && /^bytes=(\d*)-(\d*)$/.exec(req.headers.range);
  if (range && status === 200) {
    const size = file.stat.size;
    const start = range[1] ? Number(range[1]) : size - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    res.writeHead(206, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file.path, { start, end }).pipe(res);
    return;
  }
  res.writeHead(status, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Length': file.stat.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file.path).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const notFound = () => send(req, res, 404, fileAt(join(root, '404.html')));
  if (basePath) {
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return notFound();
    pathname = pathname.slice(basePath.length) || '/';
  }
  const target = normalize(join(root, pathname));
  if (!target.startsWith(root)) return notFound();

  const direct = fileAt(target);
  if (direct) return send(req, res, 200, direct);
  if (pathname.endsWith('/')) {
    const index = fileAt(join(target, 'index.html'));
    return index ? send(req, res, 200, index) : notFound();
  }
  // A directory with an index: redirect to the trailing-slash URL, as static hosts do.
  if (fileAt(join(target, 'index.html'))) {
    res.writeHead(301, { Location: `${basePath}${pathname}/${url.search}` }).end();
    return;
  }
  return notFound();
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${basePath}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
