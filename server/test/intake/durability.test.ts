import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, type RunningServer, type TestDatabase } from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

type Row = { id: string; kind: string; payload: { name: string }; resume: { bytes: number } | null };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

describe.each(BACKENDS)('durability on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let env: Record<string, string>;

  beforeEach(async () => {
    db = await createTestDatabase(backend);
    token = await apiKeyFor(db.env);
    env = { ...db.env, RATE_LIMIT_MAX: '1000000' };
  });
  afterEach(async () => {
    await db?.drop();
  });

  async function everyRow(server: RunningServer): Promise<Row[]> {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 200) {
      const response = await fetch(`${server.origin}/api/staff/enquiries?limit=200&offset=${offset}`, { headers: { authorization: `Token ${token}` } });
      const page = (await response.json()) as { items: Row[] };
      rows.push(...page.items);
      if (page.items.length < 200) return rows;
    }
  }

  it('keeps every enquiry answered 201, once, when the process is killed (SIGKILL) under concurrent posts', async () => {
    const server = await startServer(env);
    /** name -> id, for every post answered 201 (the id is unknown if the body was cut off). */
    const answered = new Map<string, string | undefined>();
    let running = true;

    async function worker(w: number): Promise<void> {
      for (let n = 0; running; n++) {
        // Every fourth carries a resume: two tables, one transaction.
        const kind: EnquiryKind = n % 4 === 0 ? 'work_abroad' : 'contact';
        const name = `load ${w}-${n}`;
        try {
          const response = await postEnquiry(server.origin, kind, { ...fixture(kind), name });
          if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
          answered.set(name, undefined);
          answered.set(name, ((await response.json()) as { id: string }).id);
        } catch {
          return; // the server is gone
        }
      }
    }

    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await until(() => answered.size >= 60, 60_000);
    server.child.kill('SIGKILL');
    running = false;
    await Promise.all(workers);
    expect(await server.stop()).toBeNull(); // ended by the signal, not an exit code

    const restarted = await startServer(env);
    try {
      const rows = await everyRow(restarted);
      const byName = new Map<string, Row[]>();
      for (const row of rows) byName.set(row.payload.name, [...(byName.get(row.payload.name) ?? []), row]);

      for (const [name, id] of answered) {
        const stored = byName.get(name) ?? [];
        expect([name, stored.length]).toEqual([name, 1]);
        if (id) expect(stored[0]?.id).toBe(id);
        if (stored[0]?.kind === 'work_abroad') expect(stored[0].resume?.bytes).toBeGreaterThan(0);
      }
      // None twice, answered or not.
      for (const [name, stored] of byName) expect([name, stored.length]).toEqual([name, 1]);
      expect(rows.length).toBeGreaterThanOrEqual(answered.size);
    } finally {
      await restarted.stop();
    }
  });

  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const server = await startServer(env);
    const { port } = new URL(server.origin);
    const body = Buffer.from(JSON.stringify({ ...fixture('work_abroad'), name: 'in flight' }));

    // Half a request: headers and the first part of the body; the rest follows after SIGTERM.
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise((done) => socket.on('close', done));
    await new Promise((done) => socket.once('connect', done));
    socket.write(`POST /api/enquiry/work_abroad/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.subarray(0, 100));
    await sleep(300);

    const exited = server.stop('SIGTERM');
    await until(() => server.logs().includes('shutting down'), 10_000);
    // A new connection is refused while the one in flight goes on.
    await expect(fetch(server.origin)).rejects.toThrow();
    // write, not end: a client that half-closes its side is abandoning the request, and Node aborts it.
    socket.write(body.subarray(100));
    await ended;

    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exited).toBe(0);
    expect(server.logs()).toContain('"msg":"closed"');
    if (backend === 'sqlite') expect(existsSync(`${env.SQLITE_PATH}-wal`)).toBe(false);

    const restarted = await startServer(env);
    try {
      const rows = await everyRow(restarted);
      expect(rows.map((r) => r.payload.name)).toEqual(['in flight']);
    } finally {
      await restarted.stop();
    }
  });
});
