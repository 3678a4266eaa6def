import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../../platform/config';
import { createDb, migrateToLatest, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, runStaffCli, sleep, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { REFERENCE_ALPHABET } from '../../intake/reference';
import { apiKeyFor, Browser, linkPath, setUpFromLink } from '../support/staff-harness';

type Json = Record<string, unknown>;
type Created = { id: string; reference: string };

const DAY = 86_400_000;
/** answersWhile's requests, in a thread of their own (plain JavaScript: a worker runs it as it is). */
const PROBE = `
  const { parentPort, workerData } = require('node:worker_threads');
  let running = true;
  const times = [];
  parentPort.once('message', () => (running = false));
  (async () => {
    while (running) {
      const sent = performance.now();
      await (await fetch(workerData.url)).arrayBuffer();
      times.push(performance.now() - sent);
      await new Promise((done) => setTimeout(done, 5));
    }
    parentPort.postMessage(times);
  })();
`;
const emlFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : []);
const mailFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe.each(BACKENDS)('personal data on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let env: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    db = await createTestDatabase(backend);
    // No SMTP_URL: the messages are .eml files in MAIL_DIR, which erasure and retention clear too.
    // Several enquiries of one address each acknowledge it: their rationing is tested in intake-hardening.test.ts.
    token = await apiKeyFor(db.env);
    env = { ...db.env, RATE_LIMIT_MAX: '1000000', ACK_MAX_PER_ADDRESS: '1000' };
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await db?.drop();
  });

  async function start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const server = await startServer({ ...env, ...extra });
    servers.push(server);
    return server;
  }
  async function stop(server: RunningServer): Promise<void> {
    servers.splice(servers.indexOf(server), 1);
    expect(await server.stop()).toBe(0);
  }
  const staff = (server: RunningServer, path: string, body?: unknown) =>
    fetch(`${server.origin}/api/staff${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** An erasure as it is done now: in the inbox, by an admin signed in (never with an API key); its counts. */
  let erasers = 0;
  const signedInAdmin = async (server: RunningServer) => {
    const n = ++erasers;
    const added = runStaffCli(env, ['add', '--email', `eraser${n}@staff.test`, '--name', `Eraser ${n}`, '--role', 'admin']);
    expect(added.code).toBe(0);
    const admin = new Browser(server);
    await setUpFromLink(admin, linkPath(added.stdout));
    return admin;
  };
  const eraseInInbox = async (server: RunningServer, email: string, admin?: Browser) => {
    admin ??= await signedInAdmin(server);
    const done = await admin.submit('/staff/data-requests', '/staff/data-requests/erase/confirm', { email });
    const counts = /^\/staff\/data-requests\?erased=(\d+)\.(\d+)\.(\d+)$/.exec(done.location ?? '');
    if (!counts) throw new Error(`the erasure answered ${done.status} ${done.location}`);
    return { enquiries: Number(counts[1]), resumes: Number(counts[2]), messages: Number(counts[3]) };
  };
  const post = async (server: RunningServer, kind: 'contact' | 'work_abroad' | 'medical_support', body: Json): Promise<Created> => {
    const response = await postEnquiry(server.origin, kind, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  };

  /** Opens the test's database from this process (the server may be stopped or running). */
  async function withDb<T>(work: (local: Db) => Promise<T>): Promise<T> {
    const local = createDb(loadConfig({ ...process.env, ...env }).database);
    try {
      return await work(local);
    } finally {
      await local.destroy();
    }
  }
  const auditRows = () => withDb((local) => local.selectFrom('erasure_audit').selectAll().execute());
  const subjectPage = async (server: RunningServer, body: Json) => {
    const response = await staff(server, '/subjects', body);
    expect(response.status).toBe(200);
    return (await response.json()) as { email: string; enquiries: Json[]; messages: Json[]; next: string | null };
  };

  it('finds every enquiry of an address in any case or Unicode form, erases them with their resume, messages and mail files (.eml and .eml.tmp), and audits the erasure without the address', async () => {
    const server = await start();
    // Sent in any case; the site and the server take ASCII addresses only (one grammar, lib/enquiry/limits.ts).
    const sent = 'Erin.Erasure@Example.com';
    const mine = [
      await post(server, 'contact', { ...fixture('contact'), name: 'Erin Erasure', email: sent }),
      await post(server, 'work_abroad', { ...fixture('work_abroad'), name: 'Erin Erasure', email: sent.toLowerCase() }),
      await post(server, 'medical_support', { ...fixture('medical_support'), name: 'Erin Erasure', email: sent.toUpperCase() }),
    ];
    // Stored before that grammar, an address could hold a precomposed É (NFC, as every payload is stored);
    // it is asked for below in decomposed form (E + U+0301).
    const subject = '\u00c9rin.Erasure@Example.com';
    const decomposed = subject.normalize('NFD');
    expect(decomposed).not.toBe(subject);
    await withDb((local) => sql`update enquiry set email = ${subject.toLowerCase()} where email = ${sent.toLowerCase()}`.execute(local));
    const other = await post(server, 'contact', { ...fixture('contact'), name: 'Kept Person', email: 'kept.person@example.com' });
    const dir = env.MAIL_DIR ?? '';
    await until(() => emlFiles(dir).length === 8, 30_000, 'every .eml file');
    // Temporary files left by a write that never got to its rename hold the whole message too.
    const leftovers = [...mine.filter((_, i) => i !== 1), other].map(({ reference }) => {
      const name = emlFiles(dir).find((file) => file.includes(`-${reference}-staff.eml`)) ?? '';
      writeFileSync(join(dir, `${name}.tmp`), readFileSync(join(dir, name)));
      return `${name}.tmp`;
    });

    const access = await subjectPage(server, { email: decomposed.toLowerCase() });
    expect(access.email).toBe(subject.toLowerCase());
    expect(access.next).toBeNull();
    expect(access.enquiries.map((e) => e.reference).sort()).toEqual(mine.map((m) => m.reference).sort());
    expect(access.enquiries.find((e) => e.kind === 'work_abroad')?.resume).toEqual({ bytes: expect.any(Number), url: expect.stringContaining('/resume') });
    expect(access.enquiries.every((e) => (e.payload as Json).name === 'Erin Erasure')).toBe(true);
    expect(access.messages).toHaveLength(6);

    // An admin's API key may look but never erase: that is done in the inbox, signed in.
    expect((await staff(server, '/erasure', { email: decomposed.toUpperCase() })).status).toBe(403);
    expect(await eraseInInbox(server, decomposed.toUpperCase())).toEqual({ enquiries: 3, resumes: 1, messages: 6 });
    expect(await subjectPage(server, { email: subject })).toEqual({ email: subject.toLowerCase(), enquiries: [], messages: [], next: null });
    for (const { id } of mine) expect((await staff(server, `/enquiries/${id}`)).status).toBe(404);
    expect((await staff(server, `/enquiries/${other.id}`)).status).toBe(200);
    // The erased enquiries' mail files go, temporary ones too; the other person's stay.
    expect(mailFiles(dir)).toEqual([...emlFiles(dir).filter((name) => name.includes(`-${other.reference}-`)), leftovers[2]].sort());
    expect(mailFiles(dir)).toHaveLength(3);
    expect(mailFiles(dir).join('\n')).not.toMatch(new RegExp(mine.map((m) => m.reference).join('|')));
    expect(server.logs().normalize('NFC').toLowerCase()).not.toContain('rin.erasure');
    // Both are logged: the action and the counts, never the address.
    const audited = server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"staff access"'))
      .map((line) => JSON.parse(line) as Json);
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'subject-access', rows: 3, messages: 6, more: false }),
        expect.objectContaining({ action: 'erasure', enquiries: 3, resumes: 1, messages: 6, ms: expect.any(Number), eventLoopMaxMs: expect.any(Number) }),
      ]),
    );
    await stop(server);

    // The audit row: counts, a salt and a hash; no address, no name.
    const audit = await auditRows();
    expect(audit).toEqual([expect.objectContaining({ enquiries: 3, resumes: 1, messages: 6, subject_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
    expect(JSON.stringify(audit).toLowerCase()).not.toMatch(/erin|erasure@|example\.com/);
    // Nothing of the person in any table; the other person's rows whole.
    await withDb(async (local) => {
      expect(await local.selectFrom('enquiry').select(['id', 'payload']).execute()).toEqual([{ id: other.id, payload: expect.stringContaining('Kept Person') }]);
      expect((await local.selectFrom('outbox_message').select('enquiry_id').execute()).map((row) => row.enquiry_id)).toEqual([other.id, other.id]);
      expect(await local.selectFrom('enquiry_resume').select('enquiry_id').execute()).toEqual([]);
    });

    if (backend === 'sqlite') {
      // After a restart, the bytes of the database files hold the kept address and not the erased one.
      await stop(await start());
      const path = env.SQLITE_PATH ?? '';
      const bytes = [path, `${path}-wal`, `${path}-shm`]
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file).toString('latin1').toLowerCase())
        .join('\n');
      expect(bytes).toContain('kept.person@example.com');
      expect(bytes).not.toContain('rin.erasure@example.com');
      expect(bytes).not.toContain('erin erasure');
    }
  });

  it('answers an access request page by page from a JSON body, refuses the address in the URL and malformed requests, and stores nothing on a refused erasure', async () => {
    const server = await start();
    const email = 'paged.person@example.com';
    const created: Created[] = [];
    for (let i = 0; i < 5; i++) created.push(await post(server, 'contact', { ...fixture('contact'), name: `Paged ${i}`, email }));
    const kept = await post(server, 'contact', { ...fixture('contact'), name: 'Kept Person', email: 'kept.person@example.com' });
    await until(() => emlFiles(env.MAIL_DIR ?? '').length === 12, 30_000, 'every .eml file');

    // Two at a time, in the order they arrived, each with its own messages.
    const pages = [await subjectPage(server, { email, limit: 2 })];
    while (pages.at(-1)?.next) pages.push(await subjectPage(server, { email, limit: 2, cursor: pages.at(-1)?.next }));
    expect(pages.map((page) => page.enquiries.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.enquiries.map((e) => e.id))).toEqual(created.map((c) => c.id));
    for (const page of pages) expect(page.messages.map((m) => m.enquiry_id).sort()).toEqual(page.enquiries.flatMap((e) => [e.id, e.id]).sort());
    expect((await subjectPage(server, { email })).enquiries).toHaveLength(5);

    const refusals: Array<[unknown, number, RegExp]> = [
      [{}, 400, /^email: /],
      [{ email: 'not an address' }, 400, /^email: /],
      [{ email, limit: 0 }, 400, /^limit: /],
      [{ email, limit: 201 }, 400, /^limit: /],
      [{ email, limit: '2' }, 400, /^limit: /],
      [{ email, cursor: 'bm90IGEgY3Vyc29y' }, 400, /^cursor: /],
      [{ email, cursor: 7 }, 400, /^cursor: /],
      [{ email, page: 2 }, 400, /^page: unknown key/],
      [[email], 400, /^body: /],
    ];
    for (const [body, status, detail] of refusals) {
      const response = await staff(server, '/subjects', body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), status]);
      expect(((await response.json()) as { error_detail: string }).error_detail).toMatch(detail);
    }
    // The old form with the address in the query string: refused, and the address is not logged.
    const inUrl = await staff(server, `/subjects?email=${encodeURIComponent(email)}`);
    expect(inUrl.status).toBe(405);
    expect(inUrl.headers.get('allow')).toBe('POST');
    expect(((await inUrl.json()) as { error_detail: string }).error_detail).toMatch(/JSON body/);
    // Without a key: 401 as before.
    expect((await fetch(`${server.origin}/api/staff/subjects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) })).status).toBe(401);

    // An erasure asked of a key (an admin's, read and write) is refused, and erases and records nothing.
    for (const body of [{}, { email: 'nobody' }, { email, also: 'kept.person@example.com' }, { email }]) {
      const refused = await staff(server, '/erasure', body);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error_detail: string }).error_detail).toMatch(/staff inbox/);
    }
    expect((await subjectPage(server, { email })).enquiries).toHaveLength(5);
    expect(emlFiles(env.MAIL_DIR ?? '')).toHaveLength(12);
    expect(server.logs()).not.toContain('paged.person');
    expect(server.logs()).not.toContain('"action":"erasure"');
    await stop(server);
    expect(await auditRows()).toEqual([]);
    await withDb(async (local) => expect(await local.selectFrom('enquiry').select('id').orderBy('created_at').execute()).toEqual([...created, kept].map(({ id }) => ({ id }))));
  });

  it('logs the client network (IPv4 /24, IPv6 /48) of every request, never the whole address or the port', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const clients = [
      { address: '203.0.113.77', network: '203.0.113.0' },
      { address: '2001:db8:abcd:12::7', network: '2001:db8:abcd::' },
      { address: '::ffff:198.51.100.23', network: '::ffff:198.51.100.0' },
    ];
    for (const { address } of clients) {
      expect((await postEnquiry(server.origin, 'contact', fixture('contact'), { 'x-forwarded-for': address })).status).toBe(201);
      // A refused enquiry is logged the same way, and stores nothing.
      expect((await postEnquiry(server.origin, 'contact', { ...fixture('contact'), email: 'no' }, { 'x-forwarded-for': address })).status).toBe(400);
    }
    expect(((await (await staff(server, '/enquiries')).json()) as { total: number }).total).toBe(3);
    const requests = server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"incoming request"'))
      .map((line) => (JSON.parse(line) as { req: Json }).req);
    for (const { address, network } of clients) {
      expect(requests.filter((req) => req.remoteAddress === network)).toHaveLength(2);
      expect(server.logs()).not.toContain(address);
    }
    expect(requests.every((req) => !('remotePort' in req))).toBe(true);
  });

  /**
   * 50,000 enquiries of one address (as an attacker could plant under a victim's), written straight
   * into the database with two messages each and their .eml files (and some .eml.tmp leftovers).
   */
  async function plant(email: string, count: number): Promise<string[]> {
    const dir = env.MAIL_DIR ?? '';
    mkdirSync(dir, { recursive: true });
    const references: string[] = [];
    const base = Date.now() - DAY;
    await withDb(async (local) => {
      await migrateToLatest(local);
      for (let start = 0; start < count; start += 500) {
        const enquiries = [];
        const messages = [];
        for (let i = start; i < Math.min(count, start + 500); i++) {
          const code = [0, 1, 2, 3].map((digit) => REFERENCE_ALPHABET[Math.floor(i / REFERENCE_ALPHABET.length ** digit) % REFERENCE_ALPHABET.length]).join('');
          // A month no real enquiry of this run is stored in: the references never collide.
          const reference = `SG-9912-${code}`;
          const at = new Date(base + i);
          const id = randomUUID();
          references.push(reference);
          enquiries.push({ id, kind: 'contact', created_at: at.toISOString(), reference, email, spam: 0, payload: JSON.stringify({ ...fixture('contact'), name: 'Planted Victim', email }) });
          for (const purpose of ['staff', 'ack'] as const) {
            const fileName = `${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${reference}-${purpose}.eml`;
            messages.push({ id: randomUUID(), enquiry_id: id, purpose, message_id: `<${id}.${purpose}@test>`, status: 'sent' as const, attempts: 1, created_at: at.getTime(), next_attempt_at: at.getTime(), sent_at: at.getTime(), content: JSON.stringify({ fileName }) });
            writeFileSync(join(dir, fileName), `To: ${email}\r\n\r\nDear Planted Victim`);
            if (i % 100 === 0) writeFileSync(join(dir, `${fileName}.tmp`), `To: ${email}\r\n\r\nDear Planted Victim`);
          }
        }
        await local.insertInto('enquiry').values(enquiries).execute();
        await local.insertInto('outbox_message').values(messages).execute();
      }
    });
    return references;
  }

  /**
   * What visitors would feel while `work` runs: a cheap request (the API root's 404) every 5 ms on a
   * kept-alive connection, each timed from sending to the end of its answer. A request that arrives
   * while the server's event loop is held waits for the rest of the hold, and the next one goes out 5 ms
   * after the answer, so work that held the loop for more than 50 ms at a time, batch after batch,
   * would put most answers over 50 ms. The requests come from a worker thread, so that this process's
   * own pauses (parsing pages, collecting garbage) are not counted against the server. The 99th
   * percentile is held to 50 ms (100 ms while an API key pages through the access request: below):
   * the machine's own scheduling (2 cores shared by several test runs) stalls a process now and then
   * for 100 ms or more, seen on PostgreSQL too, where the erasure does no database work on the event
   * loop; the slowest answer is held to 250 ms, far below the seconds that a scan of every file
   * against every reference took.
   */
  async function answersWhile<T>(server: RunningServer, work: () => Promise<T>): Promise<{ result: T; p99: number; slowest: number; answers: number }> {
    const prober = new Worker(PROBE, { eval: true, workerData: { url: `${server.origin}/api/` } });
    const times = new Promise<number[]>((done, fail) => {
      prober.once('message', done);
      prober.once('error', fail);
    });
    try {
      const result = await work();
      prober.postMessage('stop');
      const sorted = (await times).sort((a, b) => a - b);
      return { result, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, slowest: sorted.at(-1) ?? 0, answers: sorted.length };
    } finally {
      await prober.terminate();
    }
  }

  it('pages through 50,000 enquiries of one address and erases them all, never holding the event loop: nothing of the person is left, others are untouched', async () => {
    const victim = 'planted.victim@example.com';
    const references = await plant(victim, 50_000);
    const dir = env.MAIL_DIR ?? '';
    // The planted enquiries are a day old and New, unlike any a migration found: not reminded of here.
    const server = await start({ STAFF_REMINDERS: '0' });
    const real = await post(server, 'work_abroad', { ...fixture('work_abroad'), name: 'Planted Victim', email: victim });
    const kept = await post(server, 'contact', { ...fixture('contact'), name: 'Kept Person', email: 'kept.person@example.com' });
    await until(() => mailFiles(dir).filter((name) => name.includes(real.reference) || name.includes(kept.reference)).length === 4, 30_000, 'the new .eml files');
    const keptFiles = mailFiles(dir).filter((name) => name.includes(kept.reference));
    writeFileSync(join(dir, `${keptFiles[0]}.tmp`), 'kept');
    expect(mailFiles(dir).length).toBe(100_000 + 1_000 + 4 + 1);

    // The same probe while the server does nothing else: what the machine alone costs it just now.
    const idle = await answersWhile(server, () => sleep(1_500));
    // A full access request, page after page of the largest size.
    const access = await answersWhile(server, async () => {
      const seen: string[] = [];
      let messages = 0;
      let cursor: string | null | undefined;
      do {
        const page = await subjectPage(server, cursor ? { email: victim, limit: 200, cursor } : { email: victim, limit: 200 });
        seen.push(...page.enquiries.map((e) => e.reference as string));
        messages += page.messages.length;
        cursor = page.next;
      } while (cursor);
      return { seen, messages };
    });
    expect(access.result.seen).toHaveLength(50_001);
    expect(new Set(access.result.seen)).toEqual(new Set([...references, real.reference]));
    expect(access.result.messages).toBe(100_002);

    const admin = await signedInAdmin(server);
    const erasure = await answersWhile(server, () => eraseInInbox(server, victim, admin));
    expect(erasure.result).toEqual({ enquiries: 50_001, resumes: 1, messages: 100_002 });
    const audited = server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"action":"erasure"'))
      .map((line) => JSON.parse(line) as { ms: number; eventLoopMaxMs: number });
    // For the record (the test prints them): the figures behind the assertions below.
    const figures = (name: string, { answers, p99, slowest }: { answers: number; p99: number; slowest: number }) =>
      `${name} ${answers} answers, 99th percentile ${p99.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`;
    console.log(`${backend}: ${figures('idle', idle)}; ${figures('access', access)}; ${figures('erasure', erasure)}; the server's erasure: ${audited[0]?.ms} ms, longest event-loop gap ${audited[0]?.eventLoopMaxMs} ms`);
    // The 50 ms bound is held at the 99th percentile. A single answer can be late for reasons that are
    // not the erasure's (this suite shares 2 cores with another in CI; one answer reached 262 ms with
    // p99 at 30 ms), so the slowest is only held under a second: the old erasure blocked for seconds.
    // The access request pages through a person's API key, and every use of a key writes its audit row:
    // on SQLite a commit, whose fsync better-sqlite3 waits for on the event loop, as it does for every
    // audited action of the inbox. That is 250 commits in this access, and its 99th percentile rose
    // from 23-32 ms (the shared token, which wrote no audit) to 34-59 ms in CI runs: it is held to 100 ms.
    // The erasure, whose batches commit without an audit row each, keeps 50 ms. On a machine so busy
    // that the idle server's own 99th percentile is already near a bound, the bound is twice that instead:
    // a ratio measured side by side holds where absolute times do not (seen in CI beside another heavy
    // suite: idle answers past 40 ms). The old erasure held the loop for seconds.
    for (const [{ answers, p99, slowest }, bound] of [[access, 100], [erasure, 50]] as const) {
      expect(answers).toBeGreaterThan(50);
      expect(p99).toBeLessThan(Math.max(bound, 2 * idle.p99));
      expect(slowest).toBeLessThan(1000);
    }
    expect(audited[0]?.eventLoopMaxMs).toBeLessThan(1000);

    // Nothing of the person left: no row, no .eml, no .eml.tmp; the other person's all there.
    expect(mailFiles(dir)).toEqual([...keptFiles, `${keptFiles[0]}.tmp`].sort());
    expect((await subjectPage(server, { email: victim })).enquiries).toEqual([]);
    expect((await staff(server, `/enquiries/${kept.id}`)).status).toBe(200);
    await stop(server);
    await withDb(async (local) => {
      expect(await local.selectFrom('enquiry').select('id').execute()).toEqual([{ id: kept.id }]);
      expect(await local.selectFrom('enquiry_resume').select('enquiry_id').execute()).toEqual([]);
      expect((await local.selectFrom('outbox_message').select('enquiry_id').execute()).map((row) => row.enquiry_id)).toEqual([kept.id, kept.id]);
    });
    expect(await auditRows()).toEqual([expect.objectContaining({ enquiries: 50_001, resumes: 1, messages: 100_002 })]);
  }, 600_000);

  it('deletes enquiries older than RETENTION_DAYS and the bodies of messages sent more than 30 days ago, by the injected clock', async () => {
    const first = await start();
    const created = [await post(first, 'contact', { ...fixture('contact'), name: 'Old One' }), await post(first, 'work_abroad', { ...fixture('work_abroad'), name: 'Old Two' })];
    const dir = env.MAIL_DIR ?? '';
    await until(() => emlFiles(dir).length === 4, 30_000, 'every .eml file');
    await stop(first);
    const [sent] = emlFiles(dir);
    // A temporary file left beside a message goes with its body.
    writeFileSync(join(dir, `${sent}.tmp`), 'Old One');

    const bodies = async () => {
      const local = createDb(loadConfig({ ...process.env, ...env }).database);
      try {
        return (await local.selectFrom('outbox_message').select(['status', 'content']).execute()).map((row) => [row.status, row.content === null ? 'pruned' : 'kept']);
      } finally {
        await local.destroy();
      }
    };
    expect(await bodies()).toEqual(Array(4).fill(['sent', 'kept']));

    // 31 days later: the enquiries stay (730 days), the sent bodies and their files go. (Still New, the
    // enquiries are long past their response target: their reminders are staff-reminders.test's.)
    const month = await start({ CLOCK_OFFSET_MS: String(31 * DAY), STAFF_REMINDERS: '0' });
    await until(() => month.logs().includes('"msg":"retention: applied"'), 30_000, 'retention at start');
    expect(month.logs()).toContain('"prunedBodies":4');
    expect(((await (await staff(month, '/enquiries')).json()) as { total: number }).total).toBe(2);
    await stop(month);
    expect(await bodies()).toEqual(Array(4).fill(['sent', 'pruned']));
    expect(mailFiles(dir)).toEqual([]);
    // One an earlier version left behind (its message's body already gone) goes with the enquiry.
    writeFileSync(join(dir, `${sent}.tmp`), 'Old One');

    // With RETENTION_DAYS=30 the same clock finds them too old: deleted with resume and messages.
    const aged = await start({ CLOCK_OFFSET_MS: String(31 * DAY), RETENTION_DAYS: '30', STAFF_REMINDERS: '0' });
    await until(() => aged.logs().includes('"msg":"retention: applied"'), 30_000, 'retention at start');
    expect(aged.logs()).toMatch(/"enquiries":2,"resumes":1,"messages":4/);
    expect(((await (await staff(aged, '/enquiries')).json()) as { total: number }).total).toBe(0);
    for (const { id } of created) expect((await staff(aged, `/enquiries/${id}`)).status).toBe(404);
    await stop(aged);
    expect(mailFiles(dir)).toEqual([]);

    // The default of 730 days at a real clock keeps a new enquiry.
    const today = await start();
    await post(today, 'contact', fixture('contact'));
    await until(() => today.logs().includes('"msg":"retention: applied"'), 30_000, 'retention at start');
    expect(((await (await staff(today, '/enquiries')).json()) as { total: number }).total).toBe(1);
    // Four server starts in a row: slow on a shared machine.
  }, 240_000);
});
