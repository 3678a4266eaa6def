import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../../platform/config';
import { createDb, type ApiKeyScope, type Db, type StaffRole } from '../../platform/db';
import { createTestDatabase, runStaffCli, startServer, type Backend, type RunningServer, type TestDatabase } from './harness';
import { migrate } from '../../platform/migrator';
import { createApiKey } from '../../staff/api-keys';

/*
 * Driving the staff inbox from tests as a browser without script does: a cookie jar, forms posted
 * with the page's CSRF token, every 303 followed with a GET; and the codes an authenticator app shows.
 */

/** A cookie jar and the post/redirect/get loop, with its own client address (behind TRUST_PROXY=1). */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    public server: RunningServer,
    public address = '198.51.100.7',
  ) {}

  async request(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.server.origin}${path}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { 'x-forwarded-for': this.address, ...(cookie ? { cookie } : {}), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...init.headers },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** GETs a page and returns its HTML and the form's CSRF token. */
  async page(path: string): Promise<{ response: Response; html: string; csrf: string }> {
    const response = await this.request(path);
    const html = await response.text();
    return { response, html, csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '' };
  }

  /** Posts a form with the token of the page it is on (unless given); follows a 303 with a GET. */
  async submit(pagePath: string, action: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; location: string | null; html: string }> {
    const { csrf } = await this.page(pagePath);
    const response = await this.request(action, { method: 'POST', form: { csrf, ...fields }, headers });
    if (response.status !== 303) return { status: response.status, location: null, html: await response.text() };
    const location = response.headers.get('location');
    const next = await this.request(location ?? '/');
    return { status: 303, location, html: await next.text() };
  }
}

export const totpCode = (secret: string, stepsAhead = 0) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
export const linkPath = (stdout: string) => {
  const line = stdout.split('\n').find((l) => /^http:\/\/\S+\/staff\/setup\/[\w-]{43}$/.test(l));
  if (!line) throw new Error(`no set-up link in:\n${stdout}`);
  return new URL(line).pathname;
};


/** The password every test account is given. */
export const TEST_PASSWORD = 'correct horse battery staple 42';

/**
 * Sets an account up from its one-time link, as its owner would: the password, the authenticator (the
 * key read from the page, the code computed here), the recovery codes shown once. The browser is then
 * signed in.
 */
export async function setUpFromLink(b: Browser, link: string): Promise<{ secret: string; codes: string[]; setupHtml: string }> {
  const saved = await b.submit(link, link, { password: TEST_PASSWORD, confirm: TEST_PASSWORD });
  if (saved.location !== '/staff/setup/totp') throw new Error(`set-up link ${link} answered ${saved.status} ${saved.location}`);
  const secret = (/<span class="secret">([A-Z2-7 ]+)<\/span>/.exec(saved.html)?.[1] ?? '').replace(/ /g, '');
  const confirmed = await b.submit('/staff/setup/totp', '/staff/setup/totp', { code: totpCode(secret) });
  if (confirmed.location !== '/staff/setup/recovery-codes') throw new Error(`the authenticator step answered ${confirmed.status} ${confirmed.location}`);
  const codes = [...confirmed.html.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1] ?? '');
  return { secret, codes, setupHtml: saved.html };
}

/**
 * An API key for tests that only need *some* key to reach the staff API: the test database is migrated
 * (a server started on it afterwards finds nothing to do), a person with a second factor is added
 * (an admin unless `role` says otherwise) and given a key of `scope`, by the server's own modules.
 * How a person really makes one, on their account page, is what staff-api-keys.test.ts shows.
 */
export async function apiKeyFor(env: Record<string, string>, { scope = 'write', role = 'admin', days = 365 }: { scope?: ApiKeyScope; role?: StaffRole; days?: number } = {}): Promise<string> {
  const config = loadConfig(env as NodeJS.ProcessEnv, { strict: false });
  const clock = () => Date.now() + config.clockOffsetMs;
  const db = createDb(config.database);
  try {
    await migrate(db);
    const accountId = randomUUID();
    await db
      .insertInto('staff_account')
      .values({ id: accountId, email: `script-${accountId.slice(0, 8)}@example.test`, name: `Script runner ${accountId.slice(0, 4)}`, role, created_at: clock(), totp_secret: new Secret({ size: 20 }).base32 })
      .execute();
    return (await createApiKey(db, clock, { accountId, name: 'test script', scope, days })).key;
  } finally {
    await db.destroy();
  }
}

/** A person set up from their link by staffSuite: signed in, in a browser of their own client address. */
export type StaffPerson = { id: string; email: string; secret: string; codes: string[]; browser: Browser };

/**
 * The fixtures a staff suite on one backend shares: a test database, the real server on it (behind
 * TRUST_PROXY=1, so each browser is its own client), a Kysely handle to read what the server stored,
 * and people added by the command line and set up from their links. Registers its own beforeAll and
 * afterAll; the getters are for tests, after beforeAll has run.
 */
export function staffSuite(backend: Backend, extraEnv: Record<string, string> = {}) {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  let db: Db | undefined;
  let people = 0;
  let addresses = 10;
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`staffSuite: no ${what} before beforeAll has run`);
    return value;
  };
  const suite = {
    get database() {
      return ready(database, 'database');
    },
    get server() {
      return ready(server, 'server');
    },
    get db() {
      return ready(db, 'database handle');
    },
    env: () => ({ ...suite.database.env, TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000', ...extraEnv }),
    /** A browser with a client address of its own. */
    browser: (on?: RunningServer) => new Browser(on ?? suite.server, `198.51.100.${addresses++}`),
    /** Someone added by `npm run staff -- add` and set up from their link, signed in. */
    newPerson: async (role: StaffRole = 'staff'): Promise<StaffPerson> => {
      const email = `person${++people}@example.com`;
      const added = runStaffCli(suite.database.env, ['add', '--email', email, '--name', `Person ${people}`, '--role', role]);
      if (added.code !== 0) throw new Error(`npm run staff -- add answered ${added.code}: ${added.stderr}`);
      const b = suite.browser();
      const { secret, codes } = await setUpFromLink(b, linkPath(added.stdout));
      const { id } = await suite.db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      return { id, email, secret, codes, browser: b };
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startServer(suite.env());
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });
  return suite;
}
