import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/** A tiny static export laid out as `next build` lays out out/. */
function makeSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'intake-site-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': '<!doctype html><title>About</title>',
    '404.html': '<!doctype html><title>Lost signal</title>',
    'faq/index.html': `<!doctype html><title>FAQ</title>${'<p>Which services do you offer? All ten of them.</p>'.repeat(100)}`,
    '_next/static/chunks/app-3f9a.js': 'console.log("app")',
    '_islands/tabs-Q2XP6OEN.js': 'export default () => {}',
    _headers: "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe.each(BACKENDS)('HTTP behaviour on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.drop();
  });

  describe('rate limit', () => {
    let server: RunningServer;
    let token = '';
    beforeAll(async () => {
      token = await apiKeyFor(db.env);
      server = await startServer({ ...db.env, RATE_LIMIT_MAX: '3' });
    });
    afterAll(() => server?.stop());

    it('answers 429 past RATE_LIMIT_MAX posts a minute from one address, on every endpoint, and limits nothing else', async () => {
      for (let i = 0; i < 3; i++) expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(201);
      const limited = await postEnquiry(server.origin, 'contact', fixture('contact'));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toEqual({ error_detail: expect.stringMatching(/^rate limit: at most 3 enquiries a minute; retry in /) });
      expect((await postEnquiry(server.origin, 'migration', fixture('migration'))).status).toBe(429);

      const list = await fetch(`${server.origin}/api/staff/enquiries`, { headers: { authorization: `Token ${token}` } });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { total: number }).total).toBe(3);
    });
  });

  describe('CORS', () => {
    const allowed = 'https://www.sarthiglobal.example';
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ ...db.env, RATE_LIMIT_MAX: '1000', SITE_ORIGIN: `${allowed}, https://staging.sarthiglobal.example` });
    });
    afterAll(() => server?.stop());

    const preflight = (origin: string) =>
      fetch(`${server.origin}/api/contact_us/`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });

    it('answers a preflight from an allowed origin with that origin', async () => {
      const response = await preflight(allowed);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    });

    it('refuses another origin: no allow-origin header, in the preflight or the answer', async () => {
      const response = await preflight('https://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const post = await postEnquiry(server.origin, 'contact', fixture('contact'), { origin: 'https://evil.example' });
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('names the allowed origin on the answer to its POST', async () => {
      const post = await postEnquiry(server.origin, 'contact', fixture('contact'), { origin: allowed });
      expect(post.status).toBe(201);
      expect(post.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(post.headers.get('vary')).toMatch(/origin/i);
    });
  });

  describe('static site and API prefix', () => {
    let server: RunningServer;
    let site: string;
    beforeAll(async () => {
      site = makeSite();
      server = await startServer({ ...db.env, RATE_LIMIT_MAX: '1000', OUT_DIR: site, API_PREFIX: 'intake' });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(site, { recursive: true, force: true });
    });

    const get = (path: string, init: RequestInit = {}) => fetch(`${server.origin}${path}`, { redirect: 'manual', ...init });

    it('redirects a directory without its slash (301), keeping the query', async () => {
      const response = await get('/about?ref=footer');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/about/?ref=footer');
    });

    it("serves a directory's index.html, revalidated (no-cache), with the headers of out/_headers", async () => {
      const response = await get('/about/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(await response.text()).toContain('<title>About</title>');
      expect(await (await get('/')).text()).toContain('<title>Home</title>');
    });

    it('answers an unknown path with 404.html and status 404', async () => {
      for (const path of ['/nope', '/services/unknown/', '/about/more']) {
        const response = await get(path);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await response.text()).toContain('Lost signal');
      }
    });

    it('caches the islands (/_islands/*, named by their content) for a year as immutable, and pages not at all', async () => {
      const island = await get('/_islands/tabs-Q2XP6OEN.js');
      expect(island.status).toBe(200);
      expect(island.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(island.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect((await get('/about/')).headers.get('cache-control')).toBe('no-cache');
    });

    it('caches /_next/static/* for a year as immutable', async () => {
      const response = await get('/_next/static/chunks/app-3f9a.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The policy governs documents; assets carry the other headers without it.
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it('compresses pages for clients that accept it, and only for them', async () => {
      const zipped = await get('/faq/', { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await zipped.text()).toContain('All ten of them.');
      const plain = await get('/faq/', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.text()).length).toBeGreaterThan(4000);
    });

    it('answers HEAD like GET, without a body', async () => {
      const response = await get('/about/', { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    });

    it('serves the endpoints under API_PREFIX, and answers unknown API paths with JSON', async () => {
      const response = await fetch(`${server.origin}/intake/contact_us/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fixture('contact')) });
      expect(response.status).toBe(201);
      const missing = await get('/intake/nothing-here/');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error_detail: 'not found' });
      expect((await postEnquiry(server.origin, 'contact', fixture('contact'))).status).toBe(404);
    });
  });
});
