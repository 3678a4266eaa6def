import { request as httpRequest } from 'node:http';
import { endpointPath } from '@/lib/enquiry/kinds';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { sampleValues } from '@/lib/enquiry/sample-values';
import { createTestDatabase, fixture, startServer, sleep, type RunningServer, type TestDatabase } from '../support/harness';

/*
 * Behind a reverse proxy that rewrites Host (nginx's plain `proxy_pass` sends the upstream's address), a
 * post from the site's own public page must still be accepted: the server learns its public origin from
 * SITE_ORIGIN / STAFF_URL, or from X-Forwarded-Host when TRUST_PROXY trusts the proxy, never from an
 * untrusted header. A refusal is logged at warn with the origins that were expected.
 */

const PUBLIC = 'https://www.sarthi-public.example';

type Answer = { status: number; body: string };

/** A request as the proxy sends it: Host is the upstream's address (fetch may not set Host). */
function viaProxy(server: RunningServer, path: string, headers: Record<string, string>, body: string, type = 'application/json'): Promise<Answer> {
  const url = new URL(path, server.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { host: url.host, 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const contactPath = endpointPath('contact', 'api');
const contact = () => JSON.stringify(fixture('contact'));
const fromPublicPage = { origin: PUBLIC, 'sec-fetch-site': 'same-origin' };
const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': new URL(PUBLIC).host, 'x-forwarded-proto': 'https' };

describe('same-origin posts behind a proxy that rewrites Host', () => {
  let db: TestDatabase;
  const servers: RunningServer[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ ...db.env, ...env });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
  });

  it('without SITE_ORIGIN or TRUST_PROXY: refused with 403, and the log says so at warn with the origin it expected', async () => {
    const server = await start({});
    const answer = await viaProxy(server, contactPath, { ...fromPublicPage, ...forwarded }, contact());
    expect(answer.status).toBe(403);
    await sleep(100);
    const line = server.logs().split('\n').find((l) => l.includes('enquiry refused'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { level: number; origin: string; expected: string[] };
    expect(entry.level).toBe(40);
    expect(entry.origin).toBe(PUBLIC);
    // X-Forwarded-Host is not believed from a proxy nobody declared.
    expect(entry.expected).toContain(server.origin);
    expect(entry.expected).not.toContain(PUBLIC);
  });

  it('with TRUST_PROXY=1: the forwarded host is the public origin, JSON and native posts are stored', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    expect((await viaProxy(server, contactPath, { ...fromPublicPage, ...forwarded }, contact())).status).toBe(201);
    const native = new URLSearchParams(nativeFieldsOf('contact', sampleValues.contact).fields).toString();
    expect((await viaProxy(server, contactPath, { ...fromPublicPage, ...forwarded }, native, 'application/x-www-form-urlencoded')).status).toBe(303);
    // A post from another site is still refused through the trusted proxy.
    expect((await viaProxy(server, contactPath, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', ...forwarded }, contact())).status).toBe(403);
  });

  it.each([
    ['SITE_ORIGIN', { SITE_ORIGIN: PUBLIC }],
    ['STAFF_URL', { STAFF_URL: PUBLIC }],
  ])('with %s set to the public origin and no TRUST_PROXY: stored', async (_name, env) => {
    const server = await start(env);
    expect((await viaProxy(server, contactPath, fromPublicPage, contact())).status).toBe(201);
  });

  it('a staff post from the public inbox origin passes the origin check through a trusted proxy (the CSRF check is next)', async () => {
    const server = await start({ TRUST_PROXY: '1', STAFF_URL: 'https://intake.sarthi-public.example' });
    const form = 'email=a%40b.example&password=x&csrf=wrong';
    const fromInbox = await viaProxy(server, '/staff/sign-in', { origin: PUBLIC, ...forwarded }, form, 'application/x-www-form-urlencoded');
    expect(fromInbox.status).toBe(403);
    expect(fromInbox.body).toContain('This form has expired');
    const fromElsewhere = await viaProxy(server, '/staff/sign-in', { origin: 'https://evil.example', ...forwarded }, form, 'application/x-www-form-urlencoded');
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.body).toContain('This form was sent from another site');
  });
});
