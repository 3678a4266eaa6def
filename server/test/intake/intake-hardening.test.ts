import SQLite from '../../platform/sqlite';
import pg from 'pg';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { sampleValues } from '@/lib/enquiry/sample-values';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { REFERENCE_ALPHABET } from '@/lib/enquiry/reference';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, sleep, until, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';
import { createSmtpSink, type SmtpSink } from '../support/smtp-sink';

/*
 * Issue 22 (intake hardening II), findings 1, 2, 3, 8 and 10: the real server on each database, each
 * refusal checked to store nothing.
 */


/** Runs SQL on the server's own database, as an operator would. */
async function onDatabase<T = unknown>(db: TestDatabase, statement: string): Promise<T[]> {
  if (db.backend === 'sqlite') {
    const sqlite = new SQLite(db.env.SQLITE_PATH);
    try {
      const prepared = sqlite.prepare(statement);
      return prepared.reader ? (prepared.all() as T[]) : (prepared.run(), []);
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

const countEnquiries = async (db: TestDatabase) => Number((await onDatabase<{ n: number | string }>(db, 'select count(*) as n from enquiry'))[0]!.n);

describe.each(BACKENDS)('intake hardening II on %s', (backend) => {
  let db: TestDatabase;
  let server: RunningServer;
  let sink: SmtpSink;
  let token = '';
  const siteOrigin = 'https://www.sarthiglobal.example';

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    token = await apiKeyFor(db.env);
    sink = await createSmtpSink();
    await sink.listen();
    server = await startServer({
      ...db.env,
      RATE_LIMIT_MAX: '1000000',
      SITE_ORIGIN: siteOrigin,
      SMTP_URL: sink.url,
      NOTIFY_TO: 'leads@sarthi.test',
      MAIL_FROM: 'Sarthi Global <enquiries@sarthi.test>',
      ACK_MAX_PER_ADDRESS: '3',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
    await db?.drop();
  });

  const host = () => new URL(server.origin).host;
  const post = (kind: EnquiryKind, body: unknown, headers: Record<string, string> = {}) => postEnquiry(server.origin, kind, body, headers);
  const nativePost = (kind: EnquiryKind, headers: Record<string, string>) =>
    fetch(`${server.origin}/api${kind === 'contact' ? '/contact_us/' : '/enquiry/migration/'}`, {
      method: 'POST',
      body: new URLSearchParams(nativeFieldsOf(kind, sampleValues[kind]).fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      redirect: 'manual',
    });

  describe('1. posts from other sites are refused', () => {
    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
      ['Origin: null (a sandboxed or redirected page)', { origin: 'null' }],
      ['a same-site page that is not the site', { origin: 'https://shop.sarthiglobal.example', 'sec-fetch-site': 'same-site' }],
    ])('refuses a JSON post with %s: 403 saying why, nothing stored', async (_name, headers) => {
      const before = await countEnquiries(db);
      const response = await post('contact', fixture('contact'), headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error_detail: string }).error_detail).toMatch(/^origin: posts from .* are not accepted; send the form from the site itself$/);
      expect(await countEnquiries(db)).toBe(before);
    });

    it('refuses a native post from another site with a page that says why, nothing stored', async () => {
      const before = await countEnquiries(db);
      const response = await nativePost('contact', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('This form was sent from a page that is not on our website, so nothing was stored.');
      expect(await countEnquiries(db)).toBe(before);
    });

    it.each([
      ['the same origin', () => ({ origin: `http://${host()}`, 'sec-fetch-site': 'same-origin' })],
      ['the same host behind a TLS proxy (https Origin)', () => ({ origin: `https://${host()}`, 'sec-fetch-site': 'same-origin' })],
      ['a listed SITE_ORIGIN on another site', () => ({ origin: siteOrigin, 'sec-fetch-site': 'cross-site' })],
      ['no Origin or Sec-Fetch-Site (a script, an old browser)', () => ({})],
    ])('accepts a post from %s, JSON and native', async (_name, headers) => {
      expect((await post('contact', fixture('contact'), headers())).status).toBe(201);
      expect((await nativePost('migration', headers())).status).toBe(303);
    });
  });

  describe('2. the acknowledgement carries nothing an attacker chose', () => {
    const ackTo = (address: string) => sink.received.filter((m) => m.mail.headers.get('auto-submitted') === 'auto-replied' && m.envelopeTo.includes(address));

    it('greets a name that is not a name without it, and gives it no display name; staff still see what was typed', async () => {
      const victim = `victim-${Date.now()}@example.org`;
      const name = 'Your parcel is held, pay at https://evil.example/pay';
      expect((await post('contact', { ...fixture('contact'), name, email: victim })).status).toBe(201);
      await until(() => ackTo(victim).length === 1, 15_000, 'acknowledgement sent');
      const [ack] = ackTo(victim);
      expect(ack!.raw).not.toContain('evil.example');
      expect(ack!.raw).not.toContain('parcel');
      expect(ack!.mail.text).toMatch(/^Hello,/);
      const to = ack!.mail.to as { value: Array<{ name: string; address: string }> };
      expect(to.value).toEqual([{ name: '', address: victim }]);
      await until(() => sink.received.some((m) => m.envelopeTo.includes('leads@sarthi.test') && m.mail.text?.includes(name)), 15_000, 'staff notified');
    });

    it('greets a real name, in any script', async () => {
      const address = `gujarati-${Date.now()}@example.org`;
      expect((await post('contact', { ...fixture('contact'), name: 'રાજેશભાઈ પટેલ', email: address })).status).toBe(201);
      await until(() => ackTo(address).length === 1, 15_000, 'acknowledgement sent');
      expect(ackTo(address)[0]!.mail.text).toMatch(/^Dear રાજેશભાઈ પટેલ,/);
    });

    it('sends one address at most 3 acknowledgements in 24 hours; every enquiry is stored and notified; staff are alerted once', async () => {
      const victim = `flooded-${Date.now()}@example.org`;
      const notified = () => sink.received.filter((m) => m.envelopeTo.includes('leads@sarthi.test') && m.mail.text?.includes(victim)).length;
      for (let i = 0; i < 6; i++) expect((await post('contact', { ...fixture('contact'), name: `Asha ${'Patel'.slice(0, i)}`, email: victim })).status).toBe(201);
      await until(() => notified() === 6, 20_000, 'six staff notifications');
      await until(
        async () => Number((await onDatabase<{ n: number | string }>(db, "select count(*) as n from outbox_message where purpose = 'ack' and status = 'skipped'"))[0]!.n) >= 3,
        20_000,
        'three acknowledgements skipped',
      );
      await sleep(500);
      expect(ackTo(victim)).toHaveLength(3);
      // The skipped ones say why, for staff (GET /staff/messages?status=skipped).
      const { items: skipped } = (await (await fetch(`${server.origin}/api/staff/messages?status=skipped`, { headers: { authorization: `Token ${token}` } })).json()) as { items: Array<{ last_error: string }> };
      expect(skipped.length).toBeGreaterThanOrEqual(3);
      expect(skipped[0]!.last_error).toMatch(/^not sent: 3 acknowledgements already went to this address in 24 hours \(ACK_MAX_PER_ADDRESS=3\)$/);
      await until(() => sink.received.some((m) => /^Acknowledgements held back: \d+ not sent, \d+ waiting$/.test(m.mail.subject ?? '')), 15_000, 'staff alert');
      const alerts = () => sink.received.filter((m) => (m.mail.subject ?? '').startsWith('Acknowledgements held back'));
      expect(alerts()[0]!.envelopeTo).toEqual(['leads@sarthi.test']);
      // Another flood within the hour: no second alert.
      for (let i = 0; i < 2; i++) expect((await post('contact', { ...fixture('contact'), email: victim })).status).toBe(201);
      await until(() => notified() === 8, 20_000, 'eight staff notifications');
      await sleep(2500);
      expect(alerts()).toHaveLength(1);
      expect(ackTo(victim)).toHaveLength(3);
      // The address is never stored with the count: a keyed hash is.
      const rows = await onDatabase<{ recipient_hash: string }>(db, 'select recipient_hash from acknowledgement_sent');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.recipient_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('3. references never run out', () => {
    it("issues eight-character references, and stores every enquiry with the old four-character month's space all taken", async () => {
      // Every four-character reference of this month, as an attacker's flood would have taken them.
      const yymm = (() => {
        const ist = new Date(Date.now() + 5.5 * 3_600_000);
        return `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
      })();
      const letters = REFERENCE_ALPHABET.split('').map((c) => `'${c}'`);
      const alphabet = backend === 'sqlite' ? `(values ${letters.map((l) => `(${l})`).join(',')})` : `(select unnest(array[${letters.join(',')}]) as column1)`;
      await onDatabase(
        db,
        `insert into enquiry (id, kind, created_at, payload, reference, email, spam)
         select 'flood-' || a.column1 || b.column1 || c.column1 || d.column1, 'contact', ${backend === 'sqlite' ? "'2026-01-01T00:00:00.000Z'" : "'2026-01-01T00:00:00Z'::timestamptz"}, '{}',
                'SG-${yymm}-' || a.column1 || b.column1 || c.column1 || d.column1, null, 0
         from ${alphabet} a, ${alphabet} b, ${alphabet} c, ${alphabet} d`,
      );
      expect(await countEnquiries(db)).toBeGreaterThanOrEqual(30 ** 4);
      const answers = await Promise.all(Array.from({ length: 40 }, () => post('contact', fixture('contact'))));
      expect(answers.map((a) => a.status)).toEqual(Array<number>(40).fill(201));
      const references = await Promise.all(answers.map(async (a) => ((await a.json()) as { reference: string }).reference));
      for (const reference of references) expect(reference).toMatch(new RegExp(`^SG-${yymm}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`));
      expect(new Set(references).size).toBe(40);
    }, 240_000);
  });

  describe('8. one strict grammar for email addresses', () => {
    it.each([
      'a@evil.example?cc=boss%40sarthiglobal.example&body=Please%20pay',
      '"CEO <ceo@corp.example>" <a@evil.example>',
      'a,b@example.com',
      'a;b@example.com',
    ])('refuses %j with 400 naming the field, nothing stored', async (email) => {
      const before = await countEnquiries(db);
      const response = await post('contact', { ...fixture('contact'), email });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error_detail: string }).error_detail).toMatch(/^email: /);
      expect(await countEnquiries(db)).toBe(before);
    });

    it("builds the staff mail's mailto: with encoding and strips <>@\" from display names", async () => {
      const email = `o'brien+enquiry-${Date.now()}@example.com`;
      expect((await post('contact', { ...fixture('contact'), name: '"CEO <ceo@corp.example>"', email, pref_conatct_method: 1 })).status).toBe(201);
      const local = encodeURIComponent(email.split('@')[0]!);
      const find = () => sink.received.find((m) => m.envelopeTo.includes('leads@sarthi.test') && (m.mail.text ?? '').includes(`mailto:${local}@example.com?subject=`));
      await until(() => find() !== undefined, 15_000, 'staff notified, with the encoded mailto: link');
      const staff = find()!;
      const replyTo = staff.mail.replyTo as { value: Array<{ name: string; address: string }> };
      expect(replyTo.value).toEqual([{ name: 'CEO ceo corp.example', address: email }]);
    });
  });
});

describe.each(BACKENDS)('2. acknowledgements in all, shared by two instances on %s', (backend) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    sink = await createSmtpSink();
    await sink.listen();
    const env = { ...db.env, RATE_LIMIT_MAX: '1000000', SMTP_URL: sink.url, NOTIFY_TO: 'leads@sarthi.test', ACK_MAX_PER_HOUR: '2' };
    // One after the other: both migrate the same database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sink?.close();
    await db?.drop();
  });

  it('sends at most ACK_MAX_PER_HOUR acknowledgements an hour across instances; the rest wait, and staff hear of it once', async () => {
    const acks = () => sink.received.filter((m) => m.mail.headers.get('auto-submitted') === 'auto-replied');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => postEnquiry(servers[i % 2]!.origin, 'contact', { ...fixture('contact'), email: `person-${i}@example.org` })));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(6).fill(201));
    await until(() => sink.received.filter((m) => m.envelopeTo.includes('leads@sarthi.test') && !(m.mail.subject ?? '').startsWith('Acknowledgements')).length === 6, 20_000, 'six staff notifications');
    await until(
      async () => Number((await onDatabase<{ n: number | string }>(db, "select count(*) as n from outbox_message where purpose = 'ack' and status = 'pending' and last_error like 'held:%'"))[0]!.n) === 4,
      20_000,
      'four acknowledgements held',
    );
    // Sent by the first worker to hold one back: it counts what is waiting at that moment.
    await until(() => sink.received.some((m) => /^Acknowledgements held back: 0 not sent, [1-4] waiting$/.test(m.mail.subject ?? '')), 15_000, 'one staff alert');
    await sleep(2500);
    expect(acks()).toHaveLength(2);
    expect(sink.received.filter((m) => (m.mail.subject ?? '').startsWith('Acknowledgements held back'))).toHaveLength(1);
  });
});

describe('10. staff API routes', () => {
  let db: TestDatabase;
  let token = '';
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    token = await apiKeyFor(db.env);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
  });

  it('counts IPv6 clients per /64: another address of the same /64 shares the count, another /64 does not', async () => {
    const server = await startServer({ ...db.env, TRUST_PROXY: '1' });
    servers.push(server);
    const staff = (client: string, authorization: string) => fetch(`${server.origin}/api/staff/enquiries`, { headers: { authorization, 'x-forwarded-for': client } });
    for (let i = 0; i < 10; i++) expect((await staff(`2001:db8:1:2::${i + 1}`, `Token wrong-${i}`)).status).toBe(401);
    expect((await staff('2001:db8:1:2:ffff::abcd', 'Token wrong-x')).status).toBe(429);
    expect((await staff('2001:db8:1:3::1', 'Token wrong-y')).status).toBe(401);
    expect((await staff('2001:db8:1:2::99', `Token ${token}`)).status).toBe(200);
  });

  it('warns once when requests carry X-Forwarded-For while TRUST_PROXY is not set', async () => {
    const server = await startServer({ ...db.env });
    servers.push(server);
    for (let i = 0; i < 3; i++) await fetch(`${server.origin}/api/`, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    await sleep(200);
    expect(server.logs().split('\n').filter((line) => line.includes('requests carry X-Forwarded-For but TRUST_PROXY is not set'))).toHaveLength(1);
  });
});
