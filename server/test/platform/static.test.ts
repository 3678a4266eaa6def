import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from '../support/harness';

/*
 * The static site as `npm start` serves it: nothing but plain paths to files in out/ reaches the disk,
 * each page carries its own policy from out/_headers, and a site without policies is not served at all.
 */

const SECRET = 'db-password=not-for-visitors';
const policy = (page: string) => `default-src 'self'; script-src 'self' 'sha256-${page}'`;
const HEADERS = [
  '/*',
  '  X-Frame-Options: DENY',
  '',
  '/_next/static/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
  ...['/', '/about/', '/404.html'].flatMap((route) => [route, `  Content-Security-Policy: ${policy(route)}`, '']),
].join('\n');

/** A folder holding a secret, with a small static export beside it (and a few files a host never serves). */
function makeSite(files: Record<string, string | Buffer> = {}): { dir: string; site: string } {
  const dir = mkdtempSync(join(tmpdir(), 'intake-static-'));
  const site = join(dir, 'out');
  const all: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': '<!doctype html><title>About</title>',
    '404.html': '<!doctype html><title>Lost signal</title>',
    '_next/static/chunks/app-3f9a.js': 'console.log("app")',
    _headers: HEADERS,
    '.env': SECRET,
    '.git/config': SECRET,
    'about/.draft.html': SECRET,
    ...files,
  };
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  return { dir, site };
}

/** GET `path` accepting `encoding`: the status, the headers and the body's bytes as sent. */
function getEncoded(origin: string, path: string, encoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** GET with the path exactly as written: fetch() would resolve `..` and `%2e%2e` before sending. */
function rawGet(origin: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/`, { path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static serving', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db?.drop();
  });

  describe('of a built site', () => {
    let server: RunningServer;
    let dir: string;
    beforeAll(async () => {
      let site: string;
      ({ dir, site } = makeSite());
      server = await startServer({ ...db.env, OUT_DIR: site });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      '/../secret.txt',
      '/about/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/.%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/about/%2e%2e/%2e%2e/secret.txt',
      '/%252e%252e/secret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/about\\..\\..\\secret.txt',
      '/index.html%00.txt',
      '/about/%00',
      '//secret.txt',
      '/about//index.html',
      '/./index.html',
    ])('answers 400 to %s and serves no file', async (path) => {
      const response = await rawGet(server.origin, path);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain('<title>');
    });

    it.each(['/_headers', '/_headers/', '/_headers?download=1', '/%5fheaders', '/%5Fheaders', '/_HEADERS', '/_redirects', '/.env', '/%2eenv', '/.git/config', '/about/.draft.html', '/about/%2edraft.html'])(
      'answers 404 with the not-found page to %s',
      async (path) => {
        const response = await rawGet(server.origin, path);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.body).toContain('Lost signal');
        expect(response.body).not.toContain(SECRET);
        expect(response.body).not.toContain('Content-Security-Policy');
        expect(response.headers['content-security-policy']).toBe(policy('/404.html'));
      },
    );

    it('still serves plain paths', async () => {
      const about = await rawGet(server.origin, '/about/');
      expect(about.status).toBe(200);
      expect(about.body).toContain('<title>About</title>');
      const encoded = await rawGet(server.origin, '/%61bout/');
      expect(encoded.status).toBe(200);
      expect(encoded.body).toContain('<title>About</title>');
    });

    it.each([
      ['/', '/'],
      ['/about/', '/about/'],
      ['/404.html', '/404.html'],
      ['/no-such-page/', '/404.html'],
      ['/services/unknown/', '/404.html'],
    ])("gives %s the policy of %s, and only that one", async (path, route) => {
      const response = await rawGet(server.origin, path);
      expect(response.headers['content-security-policy']).toBe(policy(route));
      expect(response.headers['x-frame-options']).toBe('DENY');
    });

    it('sends no policy with assets, and keeps their own cache rule', async () => {
      const response = await rawGet(server.origin, '/_next/static/chunks/app-3f9a.js');
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('with the build\'s precompressed copies (scripts/precompress.mjs)', () => {
    const page = `<!doctype html><title>About</title>${'<p>Which services do you offer? All ten of them.</p>'.repeat(200)}`;
    // Marked apart from the page, so the test knows which file was sent.
    const asBuilt = `${page}<!-- precompressed -->`;
    let server: RunningServer;
    let dir: string;
    beforeAll(async () => {
      let site: string;
      ({ dir, site } = makeSite({ 'about/index.html': page, 'about/index.html.br': brotliCompressSync(asBuilt), 'about/index.html.gz': gzipSync(asBuilt) }));
      server = await startServer({ ...db.env, OUT_DIR: site });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('sends the Brotli or gzip copy to a browser that accepts it, with the page\'s own headers, and the page itself to one that does not', async () => {
      const br = await getEncoded(server.origin, '/about/', 'br, gzip');
      expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'text/html; charset=utf-8']);
      expect(brotliDecompressSync(br.bytes).toString()).toBe(asBuilt);
      expect(br.headers['content-security-policy']).toBe(policy('/about/'));
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);

      const gz = await getEncoded(server.origin, '/about/', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.bytes).toString()).toBe(asBuilt);
      expect(gz.headers['content-security-policy']).toBe(policy('/about/'));

      const plain = await getEncoded(server.origin, '/about/', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes.toString()).toBe(page);
      expect(plain.headers['content-security-policy']).toBe(policy('/about/'));
    });
  });

  describe('with a not-found page per language and section (issue 41)', () => {
    // What the build writes beside out/404.html and out/services/404.html; out/hi/services/404.html left
    // out here, to show the fallback to the nearest folder that has one.
    const NOT_FOUND = ['services/404.html', 'gu/404.html', 'gu/services/404.html', 'hi/404.html'];
    const headers = [HEADERS, ...[...NOT_FOUND, 'gu/'].flatMap((page) => [`/${page}`, `  Content-Security-Policy: ${policy(`/${page}`)}`, ''])].join('\n');
    let server: RunningServer;
    let dir: string;
    beforeAll(async () => {
      let site: string;
      ({ dir, site } = makeSite({
        _headers: headers,
        ...Object.fromEntries(NOT_FOUND.map((page) => [page, `<!doctype html><title>Lost: ${page}</title>`])),
        'gu/index.html': '<!doctype html><title>ઘર</title>',
      }));
      server = await startServer({ ...db.env, OUT_DIR: site });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      ['/no-such-page/', '/404.html'],
      ['/services/unknown/', '/services/404.html'],
      ['/gu/no-such-page/', '/gu/404.html'],
      ['/gu/services/unknown/', '/gu/services/404.html'],
      ['/gu/services/deeper/still/', '/gu/services/404.html'],
      ['/hi/no-such-page/', '/hi/404.html'],
      ['/hi/services/unknown/', '/hi/404.html'],
      ['/gujarati/', '/404.html'],
      ['/en/services/unknown/', '/404.html'],
      ['/gu/.env', '/gu/404.html'],
    ])('answers %s with %s, its policy and status 404', async (path, page) => {
      const response = await rawGet(server.origin, path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body).toContain(page === '/404.html' ? 'Lost signal' : `Lost: ${page.slice(1)}`);
      expect(response.headers['content-security-policy']).toBe(policy(page));
    });

    it('still serves the pages of a language folder', async () => {
      const response = await rawGet(server.origin, '/gu/');
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>ઘર</title>');
    });
  });

  describe('refuses to start', () => {
    it.each([
      ['without out/_headers', { _headers: undefined }, /_headers is missing/],
      ['when out/_headers has no policy at all', { _headers: '/*\n  X-Frame-Options: DENY\n' }, /gives no Content-Security-Policy to \/, \/404\.html, \/about\//],
      ['when one page has no policy', { 'contact/index.html': '<!doctype html><title>Contact</title>' }, /gives no Content-Security-Policy to \/contact\/(?! and)/],
    ])('%s, saying why', async (_case, files, message) => {
      const { dir, site } = makeSite(Object.fromEntries(Object.entries(files).filter(([, text]) => text !== undefined)) as Record<string, string>);
      if ('_headers' in files && files._headers === undefined) rmSync(join(site, '_headers'));
      try {
        await expect(startServer({ ...db.env, OUT_DIR: site }, 20_000)).rejects.toThrow(message);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
