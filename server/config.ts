import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { MAX_BODY_BYTES, MAX_WORK_ABROAD_BODY_BYTES } from '@/lib/enquiry/limits';
import { apiConfig } from '@/lib/env';
import { site } from '@/content/site';

/**
 * The intake API's configuration, read from the environment in one place. Every value has a default
 * (README, "Intake API"), so `npm start` on a fresh checkout serves the site and the API with SQLite.
 */

export type DatabaseConfig =
  /** lockTimeoutMs: longest wait for another process's write lock (retried by timers, never on the event loop). */
  | { kind: 'sqlite'; path: string; lockTimeoutMs?: number }
  /** Time-outs: longest wait for a pooled connection, longest statement; both well under the site's 60 s. */
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number; statementTimeoutMs?: number };

export type Config = {
  host: string;
  port: number;
  /** The `{prefix}` segment, without slashes (NEXT_PUBLIC_API_PREFIX of the build must match). */
  apiPrefix: string;
  database: DatabaseConfig;
  /** Staff routes exist only when this is set. */
  adminToken: string | undefined;
  /** Origins allowed to call the API from a browser (CORS); same-origin calls need none. */
  siteOrigins: string[];
  /** Enquiries accepted per client address per minute. */
  rateLimitMax: number;
  /** Largest request body in bytes of every endpoint but work abroad (lib/enquiry/limits.ts). */
  bodyLimit: number;
  /** Largest request body of the work-abroad endpoints (JSON and native): room for a 2 MB resume. */
  workAbroadBodyLimit: number;
  /** Longest time a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** Longest time a client may take to send the request headers. */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** When set, the enquiry rate limit and the staff throttle are shared through this Redis. */
  redisUrl: string | undefined;
  /** The static export to serve (`out/`); the API runs alone when it holds no index.html. */
  staticDir: string;
  /** NEXT_PUBLIC_BASE_PATH of the build, e.g. '/site'. */
  basePath: string;
  logLevel: string;
  /**
   * Behind reverse proxies, which of them to believe about the client address (X-Forwarded-For): the
   * number of hops, or their addresses/CIDRs. false: the socket's address is the client's.
   */
  trustProxy: false | number | string[];
  /** Where mail goes: an SMTP server (`smtp://user:pass@host:587`, `smtps://` for implicit TLS), or unset for .eml files in mailDir. */
  smtpUrl: string | undefined;
  /** Staff addresses every enquiry is notified to. */
  notifyTo: string[];
  /** The From of every message. */
  mailFrom: string;
  /** Acknowledge each enquiry to the enquirer (ACK_EMAILS=0 turns it off). */
  ackEmails: boolean;
  /** Without SMTP_URL, every message is written here as an .eml file. */
  mailDir: string;
  /** Enquiries older than this are deleted (the privacy policy promises 24 months). */
  retentionDays: number;
  /** Added to the clock of the outbox and the retention (tests only: a day or a year later without waiting). */
  clockOffsetMs: number;
  /** Below this many free bytes in the data folder (SQLite's) or the mail folder, enquiries are refused with 503; 0: not checked. */
  minFreeBytes: number;
  /** Resume bytes stored per day (in India), from one client address and in all; past them 429 and 503. */
  resumeBytesPerDay: { perAddress: number; total: number };
};

/** A configuration a server must not start with; main prints the message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** Binary megabytes, as the 2 MB resume limit counts them (2,097,152 bytes). */
const MB = 1024 * 1024;

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER, why = ''): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}${why}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got "${value}"`);
  }
  return parsed;
}

/** A database wait must end before the site's request does, or a visitor may resend what is still being stored. */
const DATABASE_WAIT_MAX_MS = apiConfig.timeoutMs / 2;
const DATABASE_WAIT_WHY = ` (well inside the site's ${apiConfig.timeoutMs / 1000} s request time-out)`;

function isCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: empty or 0 (no proxy), a number of hops, or proxy addresses/CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || /^false$/i.test(trimmed)) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (/^(true|yes)$/i.test(trimmed)) {
    throw new ConfigError(
      `TRUST_PROXY=${trimmed} would believe every X-Forwarded-For hop, so a client could choose its own address. ` +
        'Write the number of reverse proxies in front of this server (TRUST_PROXY=1 behind one), or their addresses or CIDRs, comma-separated (TRUST_PROXY=10.0.0.2,10.1.0.0/16).',
    );
  }
  const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isCidr(entry));
  if (bad.length > 0) throw new ConfigError(`TRUST_PROXY: "${bad.join('", "')}" is not an IP address or CIDR; write a number of hops (1) or proxy addresses/CIDRs, comma-separated`);
  return entries;
}

/** SITE_ORIGIN: origins only (scheme, host, optional port), comma-separated; no wildcard, no path. */
export function parseSiteOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const refuse = (why: string) =>
      new ConfigError(`SITE_ORIGIN: "${entry}" ${why}; write the site's origin as http(s)://host[:port], e.g. SITE_ORIGIN=https://www.example.com (several: comma-separated)`);
    if (entry === '*' || entry.toLowerCase() === 'null') throw refuse('would let any page call the API');
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw refuse('is not a URL');
    }
    const bare = entry.replace(/\/$/, '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('is not http or https');
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/' || bare.toLowerCase() !== url.origin.toLowerCase()) throw refuse('is not an origin (no path, query or user)');
    return url.origin;
  });
}

function adminToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new ConfigError(
      `ADMIN_TOKEN is ${token.length} characters long; it must have at least ${MIN_ADMIN_TOKEN_LENGTH}. Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  return token;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim();
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 1000);
  return {
    host: text(env.HOST, '127.0.0.1'),
    port: integer('PORT', env.PORT, 3000, 0),
    apiPrefix: text(env.API_PREFIX, 'api').replace(/^\/+|\/+$/g, ''),
    database: databaseUrl
      ? {
          kind: 'postgres',
          url: databaseUrl,
          connectTimeoutMs: integer('PG_CONNECT_TIMEOUT_MS', env.PG_CONNECT_TIMEOUT_MS, 5_000, 100, DATABASE_WAIT_MAX_MS, DATABASE_WAIT_WHY),
          statementTimeoutMs: integer('PG_STATEMENT_TIMEOUT_MS', env.PG_STATEMENT_TIMEOUT_MS, 15_000, 100, DATABASE_WAIT_MAX_MS, DATABASE_WAIT_WHY),
        }
      : {
          kind: 'sqlite',
          path: resolve(text(env.SQLITE_PATH, 'data/enquiries.db')),
          lockTimeoutMs: integer('SQLITE_LOCK_TIMEOUT_MS', env.SQLITE_LOCK_TIMEOUT_MS, 5_000, 100, DATABASE_WAIT_MAX_MS, DATABASE_WAIT_WHY),
        },
    adminToken: adminToken(env.ADMIN_TOKEN),
    siteOrigins: parseSiteOrigins(env.SITE_ORIGIN),
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 30, 1),
    bodyLimit: MAX_BODY_BYTES,
    workAbroadBodyLimit: MAX_WORK_ABROAD_BODY_BYTES,
    requestTimeoutMs,
    // Node requires the headers' time-out to be within the request's.
    headersTimeoutMs: Math.min(integer('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000, 1000), requestTimeoutMs),
    // Longer than the 60 s idle time-out of common reverse proxies, so the proxy closes first.
    keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 1000),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    staticDir: resolve(text(env.OUT_DIR, 'out')),
    basePath: text(env.NEXT_PUBLIC_BASE_PATH, '').replace(/\/+$/, ''),
    logLevel: text(env.LOG_LEVEL, 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    notifyTo: text(env.NOTIFY_TO, site.email)
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    mailFrom: text(env.MAIL_FROM, `${site.name} <${site.email}>`),
    ackEmails: !/^(0|false|no|off)$/i.test(env.ACK_EMAILS?.trim() ?? ''),
    mailDir: resolve(text(env.MAIL_DIR, 'data/mail')),
    retentionDays: integer('RETENTION_DAYS', env.RETENTION_DAYS, 730, 1),
    clockOffsetMs: integer('CLOCK_OFFSET_MS', env.CLOCK_OFFSET_MS, 0, 0),
    minFreeBytes: integer('MIN_FREE_MB', env.MIN_FREE_MB, 512, 0) * MB,
    resumeBytesPerDay: {
      perAddress: integer('RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY', env.RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY, 20 * MB, 0),
      total: integer('RESUME_MAX_BYTES_PER_DAY', env.RESUME_MAX_BYTES_PER_DAY, 2048 * MB, 0),
    },
  };
}
