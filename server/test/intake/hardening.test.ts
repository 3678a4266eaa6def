import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import SQLite from '../../platform/sqlite';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { MAX_BODY_BYTES, MAX_RESUME_BYTES } from '@/lib/enquiry/limits';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { BACKENDS, createTestDatabase, fixture, pdfDataUrl, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * Issue 14: every abuse of the enquiry API answered 4xx (or cut off) with nothing stored. One server
 * per database, behind one trusted proxy hop: each test speaks as its own client address (the last
 * X-Forwarded-For entry, the one the proxy appends), so limits never leak from one test to another.
 */

let nextClient = 10;
/** A fresh client address, as the proxy in front of the server would report it. */
const newClient = () => `203.0.113.${nextClient++}`;

/** Runs SQL on the server's own database, as an operator (or a broken disk) would. */
async function onDatabase(db: TestDatabase, statements: string[]): Promise<void> {
  if (db.backend === 'sqlite') {
    const sqlite = new SQLite(db.env.SQLITE_PATH);
    try {
      for (const statement of statements) sqlite.exec(statement);
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('refuses to start with an unsafe configuration, saying what to write instead', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(() => db?.drop());

  it.each([
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, /TRUST_PROXY=true would believe every X-Forwarded-For hop.*TRUST_PROXY=1 behind one/],
    ['TRUST_PROXY that is not an address', { TRUST_PROXY: 'proxy.internal' }, /TRUST_PROXY: "proxy.internal" is not an IP address or CIDR/],
    ['a 15-character METRICS_TOKEN', { METRICS_TOKEN: 'fifteen-chars-x' }, /METRICS_TOKEN is 15 characters long; it must have at least 32/],
    ['ADMIN_TOKEN, any length', { ADMIN_TOKEN: 'a-shared-token-that-used-to-be-long-enough' }, /ADMIN_TOKEN is no longer read: the shared token was replaced by per-person API keys in 1\.2\.0.*\/staff\/account\/keys/],
    ['SITE_ORIGIN=*', { SITE_ORIGIN: '*' }, /SITE_ORIGIN: "\*" would let any page call the API; write the site's origin as http\(s\):\/\/host\[:port\]/],
    ['SITE_ORIGIN=null', { SITE_ORIGIN: 'null' }, /SITE_ORIGIN: "null" would let any page call the API/],
    ['a SITE_ORIGIN with a path', { SITE_ORIGIN: 'https://www.example.com/contact' }, /SITE_ORIGIN: "https:\/\/www.example.com\/contact" is not an origin/],
    ['a SITE_ORIGIN that is not http', { SITE_ORIGIN: 'ftp://www.example.com' }, /SITE_ORIGIN: "ftp:\/\/www.example.com" is not http or https/],
    [
      'a PostgreSQL statement time-out as long as the site\'s request time-out',
      { DATABASE_URL: 'postgres://127.0.0.1:1/unused', PG_STATEMENT_TIMEOUT_MS: '60000' },
      /PG_STATEMENT_TIMEOUT_MS must be a whole number from 100 to 30000 \(well inside the site's 60 s request time-out\)/,
    ],
  ])('%s', async (_name, env, message) => {
    const started = startServer({ ...db.env, ...env }, 30_000);
    await expect(started).rejects.toThrow(/exited \(1\) before it was ready/);
    await expect(started).rejects.toThrow(message);
  });
});

describe.each(BACKENDS)('intake hardening on %s', (backend) => {
  let db: TestDatabase;
  let server: RunningServer;
  let token = '';
  const siteOrigin = 'https://www.sarthiglobal.example';

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    token = await apiKeyFor(db.env);
    server = await startServer({ ...db.env, RATE_LIMIT_MAX: '3', TRUST_PROXY: '1', SITE_ORIGIN: siteOrigin, PG_STATEMENT_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const post = (kind: EnquiryKind, body: unknown, client = newClient(), headers: Record<string, string> = {}) =>
    postEnquiry(server.origin, kind, body, { 'x-forwarded-for': client, ...headers });
  const staff = (path: string, client = newClient(), headers: Record<string, string> = {}) =>
    fetch(`${server.origin}/api/staff${path}`, { headers: { authorization: `Token ${token}`, 'x-forwarded-for': client, ...headers } });
  const stored = async () => ((await (await staff('/enquiries?limit=1')).json()) as { total: number }).total;
  const storedPayload = async (id: string) => ((await (await staff(`/enquiries/${id}`)).json()) as { payload: Record<string, unknown> }).payload;

  /** Sends the refused requests and checks that not one row was added. */
  async function refusedAll(send: () => Promise<void>): Promise<void> {
    const before = await stored();
    await send();
    expect(await stored()).toBe(before);
  }

  describe('1. client address behind TRUST_PROXY=1', () => {
    it('limits a client that forges X-Forwarded-For: the proxy-appended address counts, not the forged one', async () => {
      const client = '198.51.100.7';
      const statuses: number[] = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5']) {
        statuses.push((await post('contact', fixture('contact'), `${forged}, ${client}`)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      // Another visitor behind the same proxy is not held back.
      expect((await post('contact', fixture('contact'), '198.51.100.8')).status).toBe(201);
    });
  });

  describe('2. multi-select arrays', () => {
    const base = fixture('property_management');
    it.each([
      ['a repeated code', [3, 3], /^service_required: must not repeat a code$/],
      ['more codes than the 8 options', [1, 2, 3, 4, 5, 6, 7, 8, 1], /^service_required: must be at most 8 items/],
    ])('answers 400 to %s and stores nothing', async (_name, codes, detail) => {
      await refusedAll(async () => {
        const response = await post('property_management', { ...base, service_required: codes });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error_detail: string }).error_detail).toMatch(detail);
      });
    });

    it('answers 413 to a million codes (a 2 MB body) and stores nothing', async () => {
      await refusedAll(async () => {
        const response = await post('property_management', { ...base, service_required: Array.from({ length: 1_000_000 }, () => 1) });
        expect(response.status).toBe(413);
      });
    });
  });

  describe('3. body limits and compressed bodies', () => {
    it('answers 413 to a contact enquiry over 64 KiB, naming the limit, and stores nothing', async () => {
      await refusedAll(async () => {
        const body = JSON.stringify({ ...fixture('contact'), message: 'x'.repeat(MAX_BODY_BYTES) });
        const response = await post('contact', body);
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ error_detail: 'body: larger than the 64 KiB limit of this endpoint' });
      });
    });

    it('keeps room for a 2 MB resume on the work-abroad endpoint', async () => {
      const response = await post('work_abroad', { ...fixture('work_abroad'), resume_base64: pdfDataUrl(MAX_RESUME_BYTES) });
      expect(response.status).toBe(201);
    });

    it.each(['gzip', 'deflate', 'br'])('answers 415 to a body sent with Content-Encoding: %s and stores nothing', async (encoding) => {
      await refusedAll(async () => {
        // 3 KB of gzip that would inflate to 3 MB.
        const bomb = gzipSync(JSON.stringify({ ...fixture('contact'), message: ' '.repeat(3_000_000) }));
        const response = await post('contact', bomb.toString('latin1'), newClient(), { 'content-encoding': encoding, 'content-length': String(bomb.length) });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ error_detail: 'content-encoding: compressed request bodies are not accepted; send the body uncompressed' });
      });
    });
  });

  describe('4. text', () => {
    const contact = fixture('contact');
    it.each([
      ['a whitespace-only name', { name: '   \t ' }, 'name: must not be empty'],
      ['a NUL in the name', { name: 'Asha\u0000Patel' }, 'name: must not contain control characters, line breaks or tabs'],
      ['an escape in the message', { message: 'Hello \u001b[31mred' }, 'message: must not contain control characters other than newline and tab'],
      ['a C1 control in the subject', { subject: 'Visa\u0085question' }, 'subject: must not contain control characters, line breaks or tabs'],
      ['a line break in the subject', { subject: 'Visa\nquestion' }, 'subject: must not contain control characters, line breaks or tabs'],
      ['a right-to-left override in the subject', { subject: 'invoice \u202egpj.exe' }, 'subject: must not contain bidirectional override or isolate characters (U+202A-U+202E, U+2066-U+2069)'],
      ['a first-strong isolate in the name', { name: 'Asha \u2068Patel\u2069' }, 'name: must not contain bidirectional override or isolate characters (U+202A-U+202E, U+2066-U+2069)'],
    ])('answers 400 to %s, naming the field, and stores nothing', async (_name, change, detail) => {
      await refusedAll(async () => {
        const response = await post('contact', { ...contact, ...change });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error_detail: detail });
      });
    });

    it('stores text trimmed and in NFC, with newlines and tabs kept in long text', async () => {
      const response = await post('contact', { ...contact, name: '  Jose\u0301 Patel  ', message: 'First line\n\tSecond line\r\nThird' });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const payload = await storedPayload(id);
      expect(payload.name).toBe('Jos\u00e9 Patel');
      expect(payload.message).toBe('First line\n\tSecond line\nThird');
    });
  });

  describe('5. idempotency', () => {
    it('answers a resend with the same key and body 200 with the first id, and stores it once', async () => {
      const key = randomUUID();
      const before = await stored();
      const first = await post('contact', fixture('contact'), newClient(), { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const created = (await first.json()) as { id: string };
      const again = await post('contact', fixture('contact'), newClient(), { 'idempotency-key': key });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(created);
      expect(await stored()).toBe(before + 1);
    });

    it('answers 409 to the same key with other values, and stores nothing', async () => {
      const key = randomUUID();
      expect((await post('contact', fixture('contact'), newClient(), { 'idempotency-key': key })).status).toBe(201);
      await refusedAll(async () => {
        const response = await post('contact', { ...fixture('contact'), message: 'Changed my mind' }, newClient(), { 'idempotency-key': key });
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ error_detail: expect.stringMatching(/^idempotency-key: already used for an enquiry with other values/) });
        // The same key on another endpoint is another enquiry too.
        expect((await post('migration', fixture('migration'), newClient(), { 'idempotency-key': key })).status).toBe(409);
      });
    });

    it('settles concurrent duplicates on one row: one 201, the others 200 with its id', async () => {
      const key = randomUUID();
      const before = await stored();
      const answers = await Promise.all(Array.from({ length: 3 }, () => post('medical_support', fixture('medical_support'), newClient(), { 'idempotency-key': key })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 201]);
      const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id)));
      expect(ids.size).toBe(1);
      expect(await stored()).toBe(before + 1);
    });

    it('answers 400 to a key that is not visible ASCII, and stores nothing', async () => {
      await refusedAll(async () => {
        const response = await post('contact', fixture('contact'), newClient(), { 'idempotency-key': 'two words' });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error_detail: 'idempotency-key: must be 1 to 255 visible ASCII characters, e.g. a random UUID' });
      });
    });

    it('answers a locked database with an error well within the site’s 60 s, and stores nothing', async () => {
      // The database is held by another writer; the server's own time-out ends the wait.
      const before = await stored();
      let release: () => void = () => {};
      const held = new Promise<void>((done) => (release = done));
      const locker =
        backend === 'sqlite'
          ? (() => {
              const sqlite = new SQLite(db.env.SQLITE_PATH);
              sqlite.exec('BEGIN IMMEDIATE');
              return held.then(() => {
                sqlite.exec('ROLLBACK');
                sqlite.close();
              });
            })()
          : (async () => {
              const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
              await client.connect();
              await client.query('BEGIN');
              await client.query('LOCK TABLE enquiry IN ACCESS EXCLUSIVE MODE');
              await held;
              await client.query('ROLLBACK');
              await client.end();
            })();
      await new Promise((done) => setTimeout(done, 300));
      const started = Date.now();
      const response = await post('contact', fixture('contact'));
      const waited = Date.now() - started;
      release();
      await locker;
      // SQLite: the lock is waited for on timers up to SQLITE_LOCK_TIMEOUT_MS, then 503 (server/test/platform/disk.test.ts).
      expect(response.status).toBe(backend === 'sqlite' ? 503 : 500);
      expect(waited).toBeLessThan(30_000);
      expect(await stored()).toBe(before);
    });
  });

  describe('6. staff routes', () => {
    it('answers 429 to wrong keys after 10 failures from one client in a minute, and never refuses a live key', async () => {
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await staff('/enquiries', client, { authorization: `Token wrong-${i}` })).status);
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      expect((await staff('/enquiries', client, { authorization: 'Token wrong-again' })).headers.get('retry-after')).toBe('60');
      // Others' failures from the same address (every visitor behind an undeclared proxy) never lock the owner out.
      expect((await staff('/enquiries', client)).status).toBe(200);
      expect((await staff('/enquiries', newClient())).status).toBe(200);
    });

    it('counts concurrent guesses as they come: a burst of 30 wrong keys gets 10 answers and 20 refusals', async () => {
      const client = newClient();
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => staff('/enquiries', client, { authorization: `Token burst-${i}` }).then((r) => r.status)));
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    });

    it('never counts a live key against the client, however often it is used, concurrently too', async () => {
      const client = newClient();
      const statuses = await Promise.all(Array.from({ length: 15 }, () => staff('/enquiries?limit=1', client).then((r) => r.status)));
      expect(statuses).toEqual(Array<number>(15).fill(200));
      for (let i = 0; i < 9; i++) expect((await staff('/enquiries', client, { authorization: `Token wrong-${i}` })).status).toBe(401);
      expect((await staff('/enquiries?limit=1', client)).status).toBe(200);
    });

    it('sends no CORS headers on staff routes, preflight included, while enquiry routes keep theirs', async () => {
      const read = await staff('/enquiries', newClient(), { origin: siteOrigin });
      expect(read.status).toBe(200);
      const preflight = (path: string, method: string) =>
        fetch(`${server.origin}/api${path}`, { method: 'OPTIONS', headers: { origin: siteOrigin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' } });
      const staffPreflight = await preflight('/staff/enquiries', 'GET');
      for (const response of [read, staffPreflight]) {
        const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-') || (name === 'vary' && /origin/i.test(response.headers.get('vary') ?? '')));
        expect(cors).toEqual([]);
      }
      expect(staffPreflight.status).toBe(401);
      const enquiryPreflight = await preflight('/contact_us/', 'POST');
      expect(enquiryPreflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(enquiryPreflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    });

    it('logs staff reads and exports with who, what and how many rows, never the data', async () => {
      const email = `audit-${randomUUID()}@example.com`;
      const created = (await (await post('contact', { ...fixture('contact'), email })).json()) as { id: string };
      expect((await staff(`/enquiries/${created.id}`, '198.51.100.50')).status).toBe(200);
      expect((await staff('/enquiries?kind=contact&limit=2', '198.51.100.50')).status).toBe(200);
      expect((await staff('/enquiries.csv?kind=contact', '198.51.100.50')).status).toBe(200);
      await new Promise((done) => setTimeout(done, 300));
      const audit = server
        .logs()
        .split('\n')
        .filter((line) => line.includes('"msg":"staff access"'))
        .map((line) => JSON.parse(line) as { staff: { ip: string; account: string; key: string }; action: string; rows: number });
      const mine = audit.filter((entry) => entry.staff.ip === '198.51.100.50');
      // Who: the key's person and the key, as the audit row has them.
      expect(mine.every((entry) => /^[0-9a-f-]{36}$/.test(entry.staff.account) && /^[0-9a-f-]{36}$/.test(entry.staff.key))).toBe(true);
      expect(mine.map((entry) => entry.action)).toEqual(['read', 'list', 'export']);
      expect(mine[0]?.rows).toBe(1);
      expect(mine[1]?.rows).toBe(2);
      expect(mine[2]?.rows).toBeGreaterThanOrEqual(3);
      expect(server.logs()).not.toContain(email);
    });
  });

  describe('8. CSV export', () => {
    it('prefixes every cell that starts with = + - or @ with an apostrophe, phone numbers included', async () => {
      const subject = `=HYPERLINK("https://evil.example","${randomUUID()}")`;
      const body = { ...fixture('contact'), subject, name: '@SUM(A1)', message: '-2+3', phone: '+91 98765 43210' };
      expect((await post('contact', body)).status).toBe(201);
      const csv = await (await staff('/enquiries.csv?kind=contact')).text();
      const rows = parse(csv, { columns: true, bom: true }) as Array<Record<string, string>>;
      const row = rows.find((r) => r.subject === `'${subject}`);
      expect(row).toMatchObject({ name: "'@SUM(A1)", message: "'-2+3", phone: "'+91 98765 43210" });
    });

    it('prefixes cells that start with a tab or a carriage return too (text the API trims, from older rows)', async () => {
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const id = '00000000-0000-7000-8000-000000000002';
      const payload = JSON.stringify({ ...fixture('contact'), name: '\t=1+1', subject: '\r=2+2' }).replace(/'/g, "''");
      await onDatabase(db, [`INSERT INTO enquiry (id, kind, created_at, payload) VALUES ('${id}', 'contact', '${later}', '${payload}')`]);
      try {
        const rows = parse(await (await staff('/enquiries.csv?kind=contact')).text(), { columns: true, bom: true }) as Array<Record<string, string>>;
        expect(rows.find((r) => r.id === id)).toMatchObject({ name: "'\t=1+1", subject: "'\r=2+2" });
      } finally {
        await onDatabase(db, [`DELETE FROM enquiry WHERE id = '${id}'`]);
      }
    });

    it('ends an export that fails midway with a visible error line, not a silently short file', async () => {
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const id = '00000000-0000-7000-8000-000000000001';
      await onDatabase(db, [`INSERT INTO enquiry (id, kind, created_at, payload) VALUES ('${id}', 'contact', '${later}', 'not json')`]);
      try {
        const response = await staff('/enquiries.csv?kind=contact');
        expect(response.status).toBe(200);
        const lines = (await response.text()).trimEnd().split('\n');
        expect(lines.length).toBeGreaterThan(2);
        // The error line fills the first column (id) and leaves every other column of the header empty.
        const columns = lines[0]!.split(',').length;
        expect(lines.at(-1)).toBe(`ERROR: the export failed here; this file is incomplete. Download it again.${','.repeat(columns - 1)}`);
      } finally {
        await onDatabase(db, [`DELETE FROM enquiry WHERE id = '${id}'`]);
      }
    });
  });

  describe('9. time-outs', () => {
    let slow: RunningServer;
    beforeAll(async () => {
      slow = await startServer({ ...db.env, REQUEST_TIMEOUT_MS: '1500' });
    });
    afterAll(() => slow?.stop());

    it('answers 408 and closes the connection when a body stalls past REQUEST_TIMEOUT_MS, storing nothing', async () => {
      const before = await stored();
      const { port } = new URL(slow.origin);
      const answer = await new Promise<string>((done, fail) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write('POST /api/contact_us/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"name":');
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => done(text));
        socket.on('error', fail);
        const giveUp = setTimeout(() => {
          socket.destroy();
          done(`still open: ${text}`);
        }, 20_000);
        socket.on('close', () => clearTimeout(giveUp));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(await stored()).toBe(before);
      // The staff routes are always there (no ADMIN_TOKEN to turn them on): without a key, 401.
      const list = await fetch(`${slow.origin}/api/staff/enquiries`);
      expect(list.status).toBe(401);
    });
  });

  describe('12. logs', () => {
    it('never logs the values of a row the database refused (500), and stores nothing', async () => {
      const email = `fail-in-db-${randomUUID()}@example.com`;
      await onDatabase(
        db,
        backend === 'sqlite'
          ? ["CREATE TRIGGER refuse_marked BEFORE INSERT ON enquiry WHEN NEW.payload LIKE '%fail-in-db%' BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END"]
          : ["ALTER TABLE enquiry ADD CONSTRAINT refuse_marked CHECK (payload NOT LIKE '%fail-in-db%')"],
      );
      try {
        await refusedAll(async () => {
          const response = await post('contact', { ...fixture('contact'), email });
          expect(response.status).toBe(500);
          expect(await response.json()).toEqual({ error_detail: 'internal error; the enquiry was not stored' });
        });
        await new Promise((done) => setTimeout(done, 300));
        expect(server.logs()).toContain('"msg":"request failed"');
        expect(server.logs()).not.toContain(email);
        expect(server.logs()).not.toContain('fail-in-db-');
      } finally {
        await onDatabase(db, backend === 'sqlite' ? ['DROP TRIGGER refuse_marked'] : ['ALTER TABLE enquiry DROP CONSTRAINT refuse_marked']);
      }
    });
  });
});
