import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import SQLite from '../../platform/sqlite';
import {
  BACKENDS,
  createTestDatabase,
  fixture,
  freePort,
  logLines,
  mountSmallDisk,
  pdfDataUrl,
  postEnquiry,
  postNative,
  runProcess,
  startServer,
  storedCount,
  until,
  type RunningServer,
  type SmallDisk,
  type TestDatabase,
} from '../support/harness';
import { apiKeyFor } from '../support/staff-harness';

/*
 * Intake hardening II, the disk under the data: files private to the server's user, and enquiries
 * refused (503, nothing stored) while a folder is short of space, on a small tmpfs the test mounts and
 * fills; messages that could not be written are written once there is room.
 */

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const withResume = (size: number, name: string) => ({ ...fixture('work_abroad'), name, resume_base64: pdfDataUrl(size) });
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
const emlFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.eml'));
const partialFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'));
/** Both messages of an enquiry (the staff notification and the acknowledgement) are files in `dir`. */
const delivered = (dir: string, reference: string) => ['staff', 'ack'].every((purpose) => emlFiles(dir).some((name) => name.endsWith(`-${reference}-${purpose}.eml`)));

async function referenceOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function expectNotStored(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(((await response.json()) as { error_detail: string }).error_detail).toBe('server: short of storage space, so the enquiry was not stored; send it again later');
}

async function expectNotStoredPage(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toContain('Our server is short of storage space just now, so your enquiry was not stored. Please send it again later, or call us.');
}

describe.each(BACKENDS)('private files on %s', (backend) => {
  let db: TestDatabase;
  let server: RunningServer | undefined;
  let base: string;
  afterEach(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(base, { recursive: true, force: true });
  });

  it('tightens what an older version left open: data folder 0700 and database, -wal and -shm 0600 (SQLite), mail folder 0700, each .eml 0600; removes stale partial .eml files', async () => {
    db = await createTestDatabase(backend);
    base = mkdtempSync(join(tmpdir(), 'intake-modes-'));
    // As an older version left them, under the usual umask 022: folders 0755, files 0644.
    const data = join(base, 'data');
    const mail = join(data, 'mail');
    mkdirSync(mail, { recursive: true });
    chmodSync(data, 0o755);
    chmodSync(mail, 0o755);
    writeFileSync(join(mail, '20261101T101010Z-SG-2611-OLD1-staff.eml'), 'old', { mode: 0o644 });
    // Left by a process killed mid-write, ten minutes ago: its message is still queued and written again.
    const partial = join(mail, '20261101T101010Z-SG-2611-OLD1-ack.eml.tmp');
    writeFileSync(partial, 'half a mess', { mode: 0o644 });
    utimesSync(partial, new Date(Date.now() - 600_000), new Date(Date.now() - 600_000));
    const path = join(data, 'enquiries.db');
    const env: Record<string, string> = backend === 'sqlite' ? { SQLITE_PATH: path, MAIL_DIR: mail } : { DATABASE_URL: db.env.DATABASE_URL ?? '', MAIL_DIR: mail };
    if (backend === 'sqlite') {
      const old = new SQLite(path);
      old.pragma('journal_mode = WAL');
      old.close();
      chmodSync(path, 0o644);
      expect(mode(path)).toBe('644');
    }

    server = await startServer(env);
    expect(mode(mail)).toBe('700');
    await until(() => partialFiles(mail).length === 0, 5_000, 'the stale partial file is removed');
    if (backend === 'sqlite') {
      expect([mode(data), mode(path), mode(`${path}-wal`), mode(`${path}-shm`)]).toEqual(['700', '600', '600', '600']);
    }

    const reference = await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact')));
    await until(() => delivered(mail, reference), 10_000, 'the messages are written');
    for (const name of emlFiles(mail).filter((n) => n.includes(reference))) expect([name, mode(join(mail, name))]).toEqual([name, '600']);
  });

  it('leaves a folder that holds other things as it is, says so, and still writes private files into it', async () => {
    db = await createTestDatabase(backend);
    base = mkdtempSync(join(tmpdir(), 'intake-modes-'));
    const shared = join(base, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o755);
    writeFileSync(join(shared, 'notes.txt'), 'not ours');
    server = await startServer({ ...db.env, MAIL_DIR: shared });
    expect(mode(shared)).toBe('755');
    expect(logLines(server).some((line) => line.msg.startsWith(`files: ${shared} is open to other users (mode 755) and holds other files`))).toBe(true);
    const reference = await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact')));
    await until(() => delivered(shared, reference), 10_000, 'the messages are written');
    for (const name of emlFiles(shared)) expect(mode(join(shared, name))).toBe('600');
  });
});

describe.each(BACKENDS)('a mail folder on a small disk that fills up, on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let disk: SmallDisk;
  let server: RunningServer;
  let mail: string;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    disk = mountSmallDisk(16);
    mail = join(disk.dir, 'mail');
    token = await apiKeyFor(db.env);
    server = await startServer({ ...db.env, MAIL_DIR: mail, MIN_FREE_MB: '2', RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.stop();
    disk?.unmount();
    await db?.drop();
  });

  it('a failed .eml write leaves no partial file; below MIN_FREE_MB enquiries get 503 and nothing is stored, staff get one alert; once space is freed every acknowledged enquiry is written', async () => {
    const acknowledged: string[] = [];
    acknowledged.push(await referenceOf(await postEnquiry(server.origin, 'work_abroad', withResume(MB, 'first'))));
    await until(() => delivered(mail, acknowledged[0]!), 10_000, 'the first enquiry is written');

    // Above the minimum, but without room for a notification carrying a 2 MB resume (about 2.8 MB as MIME).
    disk.fill(2.5 * MB);
    acknowledged.push(await referenceOf(await postEnquiry(server.origin, 'work_abroad', withResume(2 * MB, 'second'))));
    await until(() => logLines(server).some((line) => line.msg === 'outbox: message not delivered; will retry' && line.code === 'ENOSPC'), 10_000, 'the write fails with ENOSPC');
    expect(partialFiles(mail)).toEqual([]);
    // The partial file's space was given back.
    expect(disk.free()).toBeGreaterThan(2.4 * MB);
    expect(delivered(mail, acknowledged[1]!)).toBe(false);

    disk.fill(1 * MB);
    await until(() => logLines(server).some((line) => line.msg.startsWith('disk: the mail folder has less free space than MIN_FREE_MB')), 5_000, 'the episode is noticed');
    const before = await storedCount(server.origin, token);
    await expectNotStored(await postEnquiry(server.origin, 'contact', fixture('contact')));
    await expectNotStored(await postEnquiry(server.origin, 'work_abroad', withResume(MB, 'refused')));
    await expectNotStoredPage(await postNative(server.origin, 'contact'));
    expect(await storedCount(server.origin, token)).toBe(before);

    // One alert for the episode, however many enquiries it refuses.
    await until(() => emlFiles(mail).some((name) => name.endsWith('-disk-alert.eml')), 10_000, 'the staff alert is written');
    for (let n = 0; n < 3; n++) await expectNotStored(await postEnquiry(server.origin, 'contact', fixture('contact')));
    await sleep(1_500);
    expect(emlFiles(mail).filter((name) => name.endsWith('-disk-alert.eml'))).toHaveLength(1);
    expect(logLines(server).filter((line) => line.msg.startsWith('disk: the mail folder has less free space'))).toHaveLength(1);
    const episode = logLines(server).find((line) => line.msg.startsWith('disk: the mail folder'))!;
    expect(episode).toMatchObject({ level: 50, role: 'mail', folder: mail, minFreeMb: 2 });
    expect(episode.freeMb).toBeLessThan(2);

    disk.empty();
    await until(() => logLines(server).some((line) => line.msg.startsWith('disk: free space is back above MIN_FREE_MB')), 5_000, 'the episode ends');
    acknowledged.push(await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact'))));
    // The message deferred by ENOSPC goes at once, not at the end of its back-off.
    await until(() => acknowledged.every((reference) => delivered(mail, reference)), 10_000, 'every acknowledged enquiry is written');
    expect(partialFiles(mail)).toEqual([]);
    expect(await storedCount(server.origin, token)).toBe(before + 1);
  });
});

describe('the SQLite database on a small disk that fills up', () => {
  let token = '';
  let disk: SmallDisk;
  let server: RunningServer | undefined;
  let env: Record<string, string>;
  let mail: string;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    disk = mountSmallDisk(24);
    const data = join(disk.dir, 'data');
    mail = join(data, 'mail');
    env = { SQLITE_PATH: join(data, 'enquiries.db'), MAIL_DIR: mail, RATE_LIMIT_MAX: '1000' };
    token = await apiKeyFor(env);
  });
  afterEach(async () => {
    await server?.stop();
    disk.empty();
  });
  afterAll(() => disk?.unmount());

  it('below MIN_FREE_MB: 503 and nothing stored, one alert through the outbox, accepted again once space is freed', async () => {
    server = await startServer({ ...env, MIN_FREE_MB: '3' });
    acknowledged.push(await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact'))));
    const before = await storedCount(server.origin, token);

    disk.fill(2 * MB);
    await until(() => logLines(server!).some((line) => line.msg.startsWith('disk: the database folder has less free space than MIN_FREE_MB')), 5_000, 'the episode is noticed');
    await expectNotStored(await postEnquiry(server.origin, 'work_abroad', withResume(MB, 'refused')));
    await expectNotStoredPage(await postNative(server.origin, 'contact'));
    await expectNotStored(await postEnquiry(server.origin, 'contact', fixture('contact')));
    expect(await storedCount(server.origin, token)).toBe(before);
    await until(() => emlFiles(mail).some((name) => name.endsWith('-disk-alert.eml')), 10_000, 'the staff alert is written');
    const alert = emlFiles(mail).filter((name) => name.endsWith('-disk-alert.eml'));
    expect(alert).toHaveLength(1);
    const text = readFileSync(join(mail, alert[0]!), 'utf8');
    expect(text).toMatch(/^Subject: Enquiries refused: disk space low on /m);
    expect(text).toMatch(/^Auto-Submitted: auto-generated/m);
    expect(text).toContain(join(disk.dir, 'data'));

    disk.empty();
    await until(() => logLines(server!).some((line) => line.msg.startsWith('disk: free space is back above MIN_FREE_MB')), 5_000, 'the episode ends');
    acknowledged.push(await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact'))));
    await until(() => acknowledged.every((reference) => delivered(mail, reference)), 10_000, 'every acknowledged enquiry is written');
  });

  it('a real SQLITE_FULL during the insert (MIN_FREE_MB=0: not checked): 503 with nothing stored, and the log names SQLITE_FULL, not the rollback', async () => {
    server = await startServer({ ...env, MIN_FREE_MB: '0' });
    const before = await storedCount(server.origin, token);
    disk.fill(512 * 1024);
    await expectNotStored(await postEnquiry(server.origin, 'work_abroad', withResume(2 * MB, 'too big for the disk')));
    // The log comes down the child's stdout, which may arrive after the answer.
    await until(() => logLines(server!).some((line) => line.msg === 'enquiry not stored: the disk is full'), 5_000, 'the failure is logged');
    const failure = logLines(server).find((line) => line.msg === 'enquiry not stored: the disk is full');
    expect(failure?.err?.code).toBe('SQLITE_FULL');
    expect(server.logs()).not.toContain('no transaction is active');
    expect(partialFiles(mail)).toEqual([]);

    disk.empty();
    acknowledged.push(await referenceOf(await postEnquiry(server.origin, 'work_abroad', withResume(2 * MB, 'after'))));
    expect(await storedCount(server.origin, token)).toBe(before + 1);
    await until(() => acknowledged.every((reference) => delivered(mail, reference)), 10_000, 'every acknowledged enquiry is written');
    expect(partialFiles(mail)).toEqual([]);
  });
});

// On PostgreSQL the server writes nothing of the database itself: the disk to watch is PostgreSQL's,
// named by DISK_WATCH_PATH (docs/operations.md, the move to PostgreSQL). Without it the guide's disk
// alert (intake_disk_free_bytes) had no value at all there and never fired.
if (BACKENDS.includes('postgres')) describe("PostgreSQL's disk (DISK_WATCH_PATH) filling up", () => {
  let db: TestDatabase;
  let disk: SmallDisk;
  let server: RunningServer | undefined;
  let mail: string;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    disk = mountSmallDisk(16);
    mail = mkdtempSync(join(tmpdir(), 'intake-pg-mail-'));
  });
  afterAll(async () => {
    await server?.stop();
    disk?.unmount();
    await db?.drop();
    rmSync(mail, { recursive: true, force: true });
  });

  it('is measured in /metrics and /readyz; below MIN_FREE_MB enquiries get 503 and nothing is stored; accepted again once space is freed', async () => {
    const metricsToken = 'a-metrics-token-for-the-disk-test-000';
    server = await startServer({ ...db.env, MAIL_DIR: mail, DISK_WATCH_PATH: disk.dir, MIN_FREE_MB: '3', METRICS_TOKEN: metricsToken, RATE_LIMIT_MAX: '1000' });
    const scrape = async () => (await fetch(`${server!.origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    const enquiries = async () => {
      const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
      await client.connect();
      try {
        return Number((await client.query<{ n: string }>('select count(*) as n from enquiry')).rows[0]?.n);
      } finally {
        await client.end();
      }
    };
    const databaseFree = async () => Number(/^intake_disk_free_bytes\{folder="database"\} (\S+)$/m.exec(await scrape())?.[1]);
    expect(await databaseFree()).toBeGreaterThan(3 * MB);
    await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact')));

    disk.fill(2 * MB);
    expect(await databaseFree()).toBeLessThan(3 * MB);
    await until(() => logLines(server!).some((line) => line.msg.startsWith('disk: the database folder has less free space than MIN_FREE_MB')), 5_000, 'the episode is noticed');
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { reasons: string[] }).reasons).toContain('disk: the database folder has less free space than MIN_FREE_MB');
    await expectNotStored(await postEnquiry(server.origin, 'contact', { ...fixture('contact'), name: 'Refused On A Full Disk' }));
    expect(await enquiries()).toBe(1);

    disk.empty();
    await until(() => logLines(server!).some((line) => line.msg.startsWith('disk: free space is back above MIN_FREE_MB')), 5_000, 'the episode ends');
    await referenceOf(await postEnquiry(server.origin, 'contact', fixture('contact')));
    expect(await enquiries()).toBe(2);
  });
});

describe('a database file the server may not open', () => {
  let db: TestDatabase;
  afterEach(async () => {
    await db?.drop();
  });

  it("stops the server at start with one line naming the file, its owner and the server's user, and what to do; never a stack trace", async () => {
    db = await createTestDatabase('sqlite');
    const path = db.env.SQLITE_PATH ?? '';
    const first = await startServer(db.env);
    expect(await first.stop()).toBe(0);
    // As `npm run restore` run as root by hand left it on a spare machine: the files are not the server's user's.
    // Here the server runs as root without root's power over others' files, and the files belong to a uid of no one.
    const owner = 64_123;
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(`${path}${suffix}`)) chownSync(`${path}${suffix}`, owner, owner);
    expect(process.getuid?.()).toBe(0);
    const port = await freePort();
    const result = await runProcess(
      'setpriv',
      ['--bounding-set=-dac_override,-dac_read_search,-fowner', process.execPath, '--enable-source-maps', join(__dirname, '..', '..', '..', 'dist', 'server', 'main.js')],
      { env: { DATABASE_URL: undefined, ENV_FILE: undefined, NODE_ENV: 'test', ...db.env, PORT: String(port), HOST: '127.0.0.1', OUT_DIR: join(__dirname, '..', '..', 'no-site') } },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      `Cannot start: permission denied: root (uid 0) cannot open ${path} (owned by uid ${owner}, mode 0600). ` +
        `The server runs as root (uid 0): its data folder and every file in it must be that user's (chown -R root: ${dirname(path)}). ` +
        'A file created by a command run as root by hand, without the npm run commands, is the usual cause.',
    );
  });
});
