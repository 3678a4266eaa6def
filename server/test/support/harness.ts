import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { endpointPath, type EnquiryKind } from '@/lib/enquiry/kinds';
import { SAMPLE_PDF_BASE64 } from '@/lib/enquiry/sample-values';
import { PDF_DATA_URL_PREFIX } from '@/lib/enquiry/limits';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { sampleValues } from '@/lib/enquiry/sample-values';

/*
 * For the integration tests and the benchmark: the real server as a child process on an ephemeral
 * port, on a real database of its own (SQLite in a temporary folder, or a fresh PostgreSQL database).
 */

const ROOT = resolve(__dirname, '..', '..', '..');
/** The compiled server production runs (npm run build:server; npm run test:server compiles it when stale). */
const SERVER_ENTRY = join(ROOT, 'dist', 'server', 'main.js');

/** Where PostgreSQL runs, when it does: TEST_DATABASE_URL, else DATABASE_URL. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || undefined;

export type Backend = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL as well when a server URL is set. */
export const BACKENDS: Backend[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDatabase = { backend: Backend; env: Record<string, string>; drop: () => Promise<void> };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database nobody else uses: a new SQLite file, or a new database on the PostgreSQL server. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  // Without SMTP_URL a server writes each message as an .eml file: into this folder, not the checkout.
  const dir = mkdtempSync(join(tmpdir(), 'intake-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (backend === 'sqlite') {
    return { backend, env: { SQLITE_PATH: join(dir, 'enquiries.db'), MAIL_DIR: join(dir, 'mail') }, drop: removeDir };
  }
  if (!POSTGRES_URL) throw new Error('No PostgreSQL: set TEST_DATABASE_URL');
  const name = `intake_test_${randomBytes(6).toString('hex')}`;
  await withClient(POSTGRES_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    backend,
    env: { DATABASE_URL: url.toString(), MAIL_DIR: join(dir, 'mail') },
    drop: () => withClient(POSTGRES_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(removeDir),
  };
}

export type RunningServer = {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  child: ChildProcess;
  /** Everything the server logged so far (stdout and stderr). */
  logs: () => string;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Configuration variables the parent's environment must not leak into a test server. */
const SERVER_VARIABLES = [
  'PORT', 'HOST', 'API_PREFIX', 'DATABASE_URL', 'SQLITE_PATH', 'ADMIN_TOKEN', 'SITE_ORIGIN', 'RATE_LIMIT_MAX', 'OUT_DIR', 'NEXT_PUBLIC_BASE_PATH', 'TRUST_PROXY',
  'REDIS_URL', 'REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'PG_CONNECT_TIMEOUT_MS', 'PG_STATEMENT_TIMEOUT_MS',
  'SMTP_URL', 'SMTP_INSECURE', 'DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE', 'NOTIFY_TO', 'MAIL_FROM', 'ACK_EMAILS', 'ACK_MAX_PER_ADDRESS', 'ACK_MAX_PER_HOUR',
  'MAIL_DIR', 'RETENTION_DAYS', 'CLOCK_OFFSET_MS', 'STAFF_URL', 'RESPONSE_TARGET_HOURS', 'STAFF_REMINDERS', 'STAFF_SESSION_IDLE_MINUTES', 'STAFF_SESSION_MAX_DAYS',
  'SQLITE_LOCK_TIMEOUT_MS', 'MIN_FREE_MB', 'RESUME_MAX_BYTES_PER_DAY', 'RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY', 'STARTUP_WAIT_SECONDS', 'NODE_ENV', 'ENV_FILE',
  'RETENTION_MAX_SHARE', 'LITESTREAM_REPLICA_URL',
  'METRICS_TOKEN', 'MAIL_ALERT_MINUTES', 'MIGRATE_ON_START',
  'STAFF_SESSION_MAX_HOURS',
  'STAFF_AUDIT_RETENTION_DAYS',
  'VISITS_RATE_LIMIT_MAX', 'VISITS_MAX_SOURCES_PER_DAY', 'VITALS_MAX_TARGETS_PER_DAY', 'VISITS_MAX_NEW_ROWS_PER_DAY', 'VISITS_RETENTION_DAYS',
  'REPLY_TO', 'IMAP_URL', 'IMAP_INSECURE', 'IMAP_POLL_SECONDS', 'IMAP_OAUTH_TOKEN_URL', 'IMAP_OAUTH_CLIENT_ID', 'IMAP_OAUTH_CLIENT_SECRET', 'IMAP_OAUTH_REFRESH_TOKEN',
];

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Waits until `condition` holds, checking every 50 ms; fails naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Runs the compiled staff command line (npm run staff) with a test database's environment. */
export function runStaffCli(env: Record<string, string>, args: string[]): { code: number; stdout: string; stderr: string } {
  const cleared = Object.fromEntries(SERVER_VARIABLES.map((key) => [key, undefined]));
  const result = spawnSync(process.execPath, [join(ROOT, 'dist', 'server', 'cli', 'staff.js'), ...args], { cwd: ROOT, env: { ...process.env, ...cleared, ...env }, encoding: 'utf8' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** A port nothing listens on right now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, rejectPort) => {
    const probe = createServer();
    probe.once('error', rejectPort);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `server/main.ts` in its own Node process and resolves once it answers HTTP (polled, so any
 * LOG_LEVEL works, including the quiet one the benchmark uses): by default once its API is ready
 * (migrated), or with `{ listening: true }` as soon as it listens (the API may still answer 503 while
 * it migrates or waits for `npm run migrate`).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000, { listening = false }: { listening?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // spawn() leaves out variables whose value is undefined.
  const cleared = Object.fromEntries(SERVER_VARIABLES.map((key) => [key, undefined]));
  // One process, no tsx wrapper in between: a signal sent to the child reaches the server itself.
  // Reminders and the morning digest off unless a test asks for them (STAFF_REMINDERS: '1'): otherwise a
  // suite run during Indian office hours would find a digest among the messages it counts.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...cleared, OUT_DIR: join(ROOT, 'server', 'no-site'), LOG_LEVEL: 'info', STAFF_REMINDERS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: RunningServer = {
    origin,
    child,
    logs: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready\n${output}`);
    // Any answer will do (the API root is a 404 in JSON) but the 503 of a schema not ready yet.
    const answered = await fetch(`${origin}/${env.API_PREFIX ?? 'api'}/`).then(
      (response) => {
        void response.body?.cancel();
        return listening || !(response.status === 503 && response.headers.has('retry-after'));
      },
      () => false,
    );
    if (answered) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Starts the server with a configuration it must refuse: resolves with its exit code and everything it printed. */
export async function startServerExpectingExit(env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  const cleared = Object.fromEntries(SERVER_VARIABLES.map((key) => [key, undefined]));
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...cleared, OUT_DIR: join(ROOT, 'server', 'no-site'), LOG_LEVEL: 'info', STAFF_REMINDERS: '0', PORT: String(await freePort()), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
  clearTimeout(timer);
  return { code, output };
}

export type NetworkNamespace = {
  name: string;
  /** The address of this end of the link, in the namespace the tests run in. */
  outside: string;
  /** The address inside the namespace. */
  inside: string;
  /** Starts a command inside the namespace. */
  spawn: (command: string, args: string[]) => ChildProcess;
  remove: () => void;
};

function ip(args: string[]): string {
  try {
    return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`ip ${args.join(' ')} failed: ${stderr?.trim() || (error as Error).message}. A network namespace needs root and iproute2 (Debian: apt-get install -y iproute2)`);
  }
}

/**
 * A network namespace of the test's own, joined to this one by a veth pair with a /30 from the
 * benchmark range (198.18.0.0/15, RFC 2544): a server listening inside it is at an address that is
 * not loopback for the server under test, while every packet stays on this machine. The /30 is
 * drawn at random (and checked unused), so tests running at once in other checkouts do not meet.
 */
export function createNetworkNamespace(): NetworkNamespace {
  const id = randomBytes(3).toString('hex');
  const name = `intake-test-${id}`;
  const [outsideLink, insideLink] = [`in${id}o`, `in${id}i`];
  const address = (n: number) => [198, 18 + (n >> 16), (n >> 8) & 255, n & 255].join('.');
  let block: number;
  do block = randomInt(0, 2 ** 15) * 4;
  while (ip(['-o', 'addr', 'show', 'to', `${address(block)}/30`]).trim() !== '');
  const [outside, inside] = [address(block + 1), address(block + 2)];
  ip(['netns', 'add', name]);
  const remove = () => {
    // Deleting the namespace deletes its end of the veth pair, and with it this end.
    for (const args of [['netns', 'delete', name], ['link', 'delete', outsideLink]]) {
      try {
        execFileSync('ip', args, { stdio: 'ignore' });
      } catch {
        // Already gone.
      }
    }
  };
  try {
    ip(['link', 'add', outsideLink, 'type', 'veth', 'peer', 'name', insideLink, 'netns', name]);
    ip(['addr', 'add', `${outside}/30`, 'dev', outsideLink]);
    ip(['link', 'set', outsideLink, 'up']);
    ip(['-n', name, 'addr', 'add', `${inside}/30`, 'dev', insideLink]);
    ip(['-n', name, 'link', 'set', insideLink, 'up']);
    ip(['-n', name, 'link', 'set', 'lo', 'up']);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    name,
    outside,
    inside,
    spawn: (command, args) => spawn('ip', ['netns', 'exec', name, command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] }),
    remove,
  };
}

/** A random secret of the length METRICS_TOKEN asks for, as an operator would generate one. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The golden payload of an endpoint (lib/enquiry/fixtures), as the site sends it. */
export function fixture(kind: EnquiryKind): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, 'lib', 'enquiry', 'fixtures', `${kind}.json`), 'utf8')) as Record<string, unknown>;
}

/**
 * POSTs a JSON body (or raw text, as given) to an endpoint of the default `api` prefix. Through
 * node:http rather than fetch, because a server may answer a too-large body (413) from its headers
 * alone and close the connection, as HTTP allows: a large body goes out in chunks after a pause for
 * such an early answer, and stops once one has come, so the answer is read rather than lost to EPIPE.
 */
export function postEnquiry(origin: string, kind: EnquiryKind, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const data = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolveAnswer, rejectAnswer) => {
    const request = httpRequest(`${origin}${endpointPath(kind, 'api')}`, {
      method: 'POST',
      // A connection of its own: Node's keep-alive agent would hand the next request a socket the server
      // is closing (after an answer sent before the body was read, a 413 or 415), and that request
      // would fail with "socket hang up" instead of getting its answer.
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(data.length), ...headers },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', rejectAnswer);
      response.on('end', () => {
        const names = Object.entries(response.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]));
        resolveAnswer(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0, headers: names }));
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) rejectAnswer(error);
    });
    if (data.length <= LARGE_BODY) {
      request.end(data);
      return;
    }
    void (async () => {
      request.flushHeaders();
      await new Promise((done) => setTimeout(done, 200));
      for (let offset = 0; offset < data.length && !answered && !request.destroyed; offset += CHUNK) {
        if (!request.write(data.subarray(offset, offset + CHUNK))) await new Promise((done) => request.once('drain', done));
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}

/** Bodies above this go out in chunks (postEnquiry). */
const LARGE_BODY = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A small file system of its own (tmpfs, `sizeMb` large) to fill up: mounting needs root, as in CI. */
export type SmallDisk = { dir: string; free: () => number; fill: (leaveBytes: number) => void; empty: () => void; unmount: () => void };

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'intake-disk-'));
  // mode 0755: the root of a tmpfs is otherwise world-writable and sticky, like /tmp.
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir]);
  const free = () => {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
  let fillers = 0;
  return {
    dir,
    free,
    /** Takes space with a file of zeros until about `leaveBytes` are left (within a page). */
    fill: (leaveBytes) => {
      const take = free() - leaveBytes;
      if (take > 0) writeFileSync(join(dir, `filler-${fillers++}`), Buffer.alloc(take));
    },
    empty: () => {
      for (let n = 0; n < fillers; n++) rmSync(join(dir, `filler-${n}`), { force: true });
    },
    unmount: () => {
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PDF data URL of `size` bytes, as the work-abroad form sends a resume: the sample PDF, padded with spaces after its end (still a readable PDF). */
export function pdfDataUrl(size: number): string {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(SAMPLE_PDF_BASE64, 'base64').copy(bytes);
  return PDF_DATA_URL_PREFIX + bytes.toString('base64');
}

export type LogLine = { level: number; msg: string; err?: { code?: string }; code?: string; [key: string]: unknown };

/** The server's log so far, one object per line (pino's JSON). */
export function logLines(server: RunningServer): LogLine[] {
  return server
    .logs()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** How many (genuine) enquiries are stored, through the staff API with an API key (staff-harness.ts apiKeyFor). */
export async function storedCount(origin: string, key: string): Promise<number> {
  const response = await fetch(`${origin}/api/staff/enquiries?limit=1`, { headers: { authorization: `Token ${key}` } });
  return ((await response.json()) as { total: number }).total;
}

/**
 * Posts a form as a browser without JavaScript does, with the sample values: urlencoded, or multipart
 * with `file` as the resume. The redirect is not followed.
 */
export function postNative(origin: string, kind: EnquiryKind, headers: Record<string, string> = {}, file?: Buffer): Promise<Response> {
  const { fields } = nativeFieldsOf(kind, sampleValues[kind]);
  let body: string | FormData;
  if (file) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append('resume', new Blob([Uint8Array.from(file)], { type: 'application/pdf' }), 'cv.pdf');
    body = form;
  } else {
    body = new URLSearchParams(fields).toString();
    headers = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
  }
  return fetch(`${origin}${endpointPath(kind, 'api')}`, { method: 'POST', body, headers, redirect: 'manual' });
}

/** Runs a command without blocking this process (a load loop may be running beside it); resolves with what it printed and how long it took. */
export function runProcess(command: string, args: string[], { cwd, env = {} }: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => done({ code: code ?? -1, stdout, stderr, ms: Math.round(performance.now() - started) }));
  });
}

/** Runs a compiled operator command (npm run <name>: dist/server/cli/<name>.js) with a test database's environment. */
export function runCli(name: string, env: Record<string, string>, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const cleared = Object.fromEntries(SERVER_VARIABLES.map((key) => [key, undefined]));
  return runProcess(process.execPath, [join(ROOT, 'dist', 'server', 'cli', `${name}.js`), ...args], { cwd: ROOT, env: { ...cleared, ...env } });
}

/**
 * The ExecStart= of a unit file in deploy/ as it is, with its production paths mapped to this machine's
 * (e.g. /opt/sarthi-global to the checkout): the command and arguments, and WorkingDirectory=.
 */
export function unitCommand(unit: string, paths: Record<string, string>): { command: string; args: string[]; cwd: string | undefined } {
  const text = readFileSync(join(ROOT, 'deploy', unit), 'utf8');
  const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1]?.trim();
  const map = (value: string) => Object.entries(paths).reduce((mapped, [from, to]) => (mapped.startsWith(from) ? to + mapped.slice(from.length) : mapped), value);
  const [command = '', ...args] = (setting('ExecStart') ?? '').split(/\s+/).map(map);
  const cwd = setting('WorkingDirectory');
  return { command, args, cwd: cwd === undefined ? undefined : map(cwd) };
}
