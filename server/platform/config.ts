import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { MAX_BODY_BYTES, MAX_WORK_ABROAD_BODY_BYTES } from '@/lib/enquiry/limits';
import { apiConfig } from '@/lib/env';
import { site } from '@/content/site';

/**
 * The intake API's configuration, read from the environment in one place. Every value has a default
 * (docs/configuration.md), so `npm start` on a fresh checkout serves the site and the API with SQLite.
 */

export type DatabaseConfig =
  /** lockTimeoutMs: longest wait for another process's write lock (retried by timers, never on the event loop). */
  | { kind: 'sqlite'; path: string; lockTimeoutMs?: number }
  /** Time-outs: longest wait for a pooled connection, longest statement; both well under the site's 60 s. */
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number; statementTimeoutMs?: number };

/** Where mail goes and how it is protected on the way (parsed from SMTP_URL and SMTP_INSECURE). */
export type SmtpConfig = {
  /** smtps://: TLS from the first byte. */
  secure: boolean;
  host: string;
  port: number;
  auth: { user: string; pass: string } | undefined;
  /** smtp://: refuse to go on in plain text when STARTTLS is not possible. */
  requireTls: boolean;
  /** Why an smtp:// server may be spoken to in plain text: it is on this machine, or the operator said so. */
  plaintextAllowed: 'loopback' | 'SMTP_INSECURE' | undefined;
};

/**
 * The enquiries mailbox the server reads (parsed from IMAP_URL, IMAP_INSECURE and IMAP_OAUTH_*): answers
 * from enquirers, placed on their enquiry (server/mail/inbound/).
 */
export type ImapConfig = {
  /** imaps://: TLS from the first byte; imap://: STARTTLS, required. */
  secure: boolean;
  host: string;
  port: number;
  /** The mailbox (folder) to read, e.g. INBOX. */
  mailbox: string;
  user: string;
  /** A password (or app password), or an OAuth 2 token fetched with a refresh token (XOAUTH2). */
  auth: { kind: 'password'; pass: string } | { kind: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string | undefined; refreshToken: string };
  /** IMAP_INSECURE=1: the server's certificate is not checked (a test server's self-signed one). */
  insecure: boolean;
  /** How often a server without IDLE is polled, and how long IDLE waits before it looks again anyway. */
  pollMs: number;
};

/** DKIM signing by this server, for relays that do not sign (nodemailer's `dkim` option). */
export type DkimConfig = { domainName: string; keySelector: string; privateKey: string };

export type Config = {
  host: string;
  port: number;
  /** The `{prefix}` segment, without slashes (NEXT_PUBLIC_API_PREFIX of the build must match). */
  apiPrefix: string;
  database: DatabaseConfig;
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
  smtp: SmtpConfig | undefined;
  /** Sign every message with DKIM (all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE), or not at all. */
  dkim: DkimConfig | undefined;
  /** Staff addresses every enquiry is notified to. */
  notifyTo: string[];
  /** The From of every message. */
  mailFrom: string;
  /** Acknowledge each enquiry to the enquirer (ACK_EMAILS=0 turns it off). */
  ackEmails: boolean;
  /** Acknowledgements one recipient address gets in 24 hours at most; past it they are not sent. */
  ackMaxPerAddress: number;
  /** Acknowledgements sent in an hour at most, to all; past it they wait for the hour to free. */
  ackMaxPerHour: number;
  /** Without SMTP_URL, every message is written here as an .eml file. */
  mailDir: string;
  /** Enquiries older than this are deleted (the privacy policy promises 24 months). */
  retentionDays: number;
  /** Added to the clock of the outbox and the retention (tests only: a day or a year later without waiting). */
  clockOffsetMs: number;
  /** The staff inbox's public origin: set-up links and the links in staff mail point here, and a form post from it passes the Origin check. */
  staffUrl: string;
  /** Working hours (business-hours.ts) an enquiry may stay New before it is past its response target and reminded. */
  responseTargetHours: number;
  /** Reminders of enquiries past their target and the morning digest (STAFF_REMINDERS=0 turns both off). */
  staffReminders: boolean;
  /** A staff session unused this long ends (default 30: ASVS 4.0.3 V3.3.2 at level 2). */
  staffSessionIdleMinutes: number;
  /** Below this many free bytes in the data folder (SQLite's) or the mail folder, enquiries are refused with 503; 0: not checked. */
  minFreeBytes: number;
  /** DISK_WATCH_PATH: on PostgreSQL, a folder on the disk it writes to, whose free space is watched as SQLite's data folder is. */
  diskWatchPath: string | undefined;
  /** Resume bytes stored per day (in India), from one client address and in all; past them 429 and 503. */
  resumeBytesPerDay: { perAddress: number; total: number };
  /** How long start-up waits, retrying with back-off, for a PostgreSQL or Redis that is not reachable yet. */
  startupWaitMs: number;
  /** Said at start, in every mode: variables that look like ours but are not (SMTP_URI), and in production's lenient mode (the commands) what the server would refuse. */
  warnings: string[];
  /**
   * The largest share of all enquiries (0 to 1) the automatic retention sweep deletes on its own; more
   * than this (and more than RETENTION_GUARD_FLOOR enquiries) waits for `npm run retention -- --apply`.
   * Default 0.05 (5 %). A lowered RETENTION_DAYS can otherwise delete years of enquiries at the next start.
   */
  retentionMaxShare: number;
  /** GET /metrics answers only when this is set (at least 32 characters), to `Authorization: Bearer <token>`; unset: 404. */
  metricsToken: string | undefined;
  /** Mail counts as not going out once a message has waited this long undelivered (default 15; decimals allowed, e.g. 0.5). */
  mailAlertMinutes: number;
  /**
   * MIGRATE_ON_START (default 1): the server applies pending migrations itself after it starts
   * listening. 0: it applies none and answers not-ready (503 on the API and staff pages) until
   * `npm run migrate` has applied them, checking every few seconds (rolling deploys: migrate once).
   */
  migrateOnStart: boolean;
  // Slice "sessions and last-admin guard" (issue 28).
  /** A staff session ends this long after sign-in, however busy (default 12: a working day, ASVS 4.0.3 V3.3.2). */
  staffSessionMaxHours: number;
  // Sign-in throttle (issue 28)
  /** STAFF_AUDIT_RETENTION_DAYS (default 730, two years): staff_audit rows older than this are deleted, at start and once a day. */
  staffAuditRetentionDays: number;
  // Slice "page counts and real visitors' page speed" (issue 30).
  /** VISITS_RATE_LIMIT_MAX (default 120): page-view and web-vitals beacons accepted per client address per minute, both together; past it 429. */
  visitsRateLimitMax: number;
  /** VISITS_MAX_SOURCES_PER_DAY (default 1000): new (referring host, campaign) pairs counted per day; past it new ones are counted as '(other)'. */
  visitsMaxSourcesPerDay: number;
  /** VITALS_MAX_TARGETS_PER_DAY (default 1000): new web-vitals targets (elements) counted per day; past it new ones are counted as '(other)'. */
  vitalsMaxTargetsPerDay: number;
  /** VISITS_MAX_NEW_ROWS_PER_DAY (default 20000): new rows page_view_day, vitals_day and vitals_target_day take per day, each client address at most 1 % of them (issue 37). */
  visitsMaxNewRowsPerDay: number;
  /** VISITS_RETENTION_DAYS (default 400): page counts, vitals and their folded days older than this are deleted by the daily sweep and npm run retention (issue 37). */
  visitsRetentionDays: number;
  // Slice "replying" (issue 40).
  /** REPLY_TO (default: MAIL_FROM's address): the mailbox whose plus-addresses (local+<token>@domain) route answers to staff replies back to their enquiry. */
  replyTo: string;
  // Slice "receiving" (issue 40).
  /** IMAP_URL (unset: no mail is read): the enquiries mailbox whose answers are placed on their enquiries. */
  imap: ImapConfig | undefined;
};

/**
 * STAFF_URL: an origin. https everywhere but on this machine, where browsers keep no Secure cookie over
 * http (the session cookie then drops its __Host- prefix and Secure flag; docs/staff-inbox.md, "Cookies on localhost").
 */
export function parseStaffUrl(value: string | undefined): string {
  const entry = text(value, 'http://localhost:3000');
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new ConfigError(`STAFF_URL: "${entry}" is not a URL; write the inbox's origin, e.g. STAFF_URL=https://intake.example.com`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') throw new ConfigError(`STAFF_URL: "${entry}" is not an origin (no path, query or user); write e.g. STAFF_URL=https://intake.example.com`);
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname.replace(/^\[(.*)\]$/, '$1'))) return url.origin;
  throw new ConfigError(`STAFF_URL: "${entry}" must be https:// (http:// only for localhost or 127.0.0.1): staff passwords and session cookies must not cross a network in plain text`);
}

/** A configuration a server must not start with; main prints the message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A start that cannot go on (a port in use, a database or Redis that never answered): one line, no stack trace. */
export class StartError extends Error {
  override name = 'StartError';
}

export const MIN_TOKEN_LENGTH = 32;

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

/** Hours, whole or decimal (1.5), greater than 0 and at most `max`. */
function hours(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > max) throw new ConfigError(`${name} must be a number of hours greater than 0 and at most ${max} (e.g. 4 or 1.5), got "${value}"`);
  return parsed;
}

/** A share from 0 to 1, written as a decimal (0.05 for 5 %). */
function share(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new ConfigError(`${name} must be a share from 0 to 1 written as a decimal (0.05 for 5 %), got "${value}"`);
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

function secretToken(name: string, value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new ConfigError(
      `${name} is ${token.length} characters long; it must have at least ${MIN_TOKEN_LENGTH}. Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  return token;
}

/** MAIL_ALERT_MINUTES: minutes, whole or decimal, greater than 0 and at most three days (when the outbox gives up). */
function minutes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  const max = 3 * 24 * 60;
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > max) throw new ConfigError(`${name} must be a number of minutes greater than 0 and at most ${max} (e.g. 15 or 0.5), got "${value}"`);
  return parsed;
}

const SMTP_URL_FORM =
  'write smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (implicit TLS), with any @ : / ? # % in the user or password percent-encoded';

/** Addresses that never leave this machine: a relay there may be spoken to without TLS. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase().replace(/\.$/, '') === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

const DNS_NAME = /^(?=.{1,253}\.?$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.?$/i;

/**
 * SMTP_URL, checked before anything connects. No message quotes the value or a part of it: it holds
 * the password, and when the URL is malformed nothing says which part is the password.
 */
export function parseSmtpUrl(value: string | undefined, insecureValue: string | undefined): SmtpConfig | undefined {
  const insecure = insecureValue?.trim() ?? '';
  if (insecure !== '' && insecure !== '0' && insecure !== '1') {
    throw new ConfigError(`SMTP_INSECURE must be 1 (send in plain text to a server that does not offer STARTTLS) or empty, got "${insecure}"`);
  }
  const url = value?.trim();
  if (!url) {
    if (insecure === '1') throw new ConfigError('SMTP_INSECURE=1 is set but SMTP_URL is not: remove SMTP_INSECURE, or set SMTP_URL');
    return undefined;
  }
  const refuse = (why: string) => new ConfigError(`SMTP_URL ${why}; ${SMTP_URL_FORM}`);
  // The userinfo runs to the last @ before the host, as WHATWG URL reads it.
  const parts = /^([a-z][a-z0-9+.-]*):\/\/(?:([^/?#]*)@)?([^/?#@]*)(.*)$/is.exec(url);
  if (!parts) throw refuse('is not a URL of the form scheme://user:password@host:port');
  const [, rawScheme = '', userinfo, hostPort = '', rest = ''] = parts;
  const scheme = rawScheme.toLowerCase();
  if (scheme !== 'smtp' && scheme !== 'smtps') throw refuse(`has the scheme "${scheme}:"; only smtp: and smtps: are understood`);
  if (rest !== '' && rest !== '/') throw refuse('has a path, query or fragment (or an unencoded / ? # in the password); settings in the URL are not read');
  const hostAndPort = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/s.exec(hostPort);
  const bracketed = hostAndPort?.[1] ?? '';
  const host = bracketed.replace(/^\[(.*)\]$/s, '$1');
  if (host === '') throw refuse('has no host');
  const ipFamily = isIP(host);
  // A name ending in a number is a mistyped IPv4 address, not a name DNS could answer.
  const badName = ipFamily === 0 && (!DNS_NAME.test(host) || /(^|\.)\d+\.?$/.test(host));
  if (bracketed.startsWith('[') ? ipFamily !== 6 : badName) throw refuse('has a host that is neither a host name nor an IP address');
  if (ipFamily !== 0 && /^(0\.0\.0\.0|::|0:0:0:0:0:0:0:0)$/.test(host)) throw refuse('has the unspecified address as its host; write the mail server\'s name or address');
  const portText = hostAndPort?.[2];
  const port = portText === undefined || portText === '' ? (scheme === 'smtps' ? 465 : 587) : /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 1 && port <= 65535)) throw refuse('has a port that is not a whole number from 1 to 65535');
  let auth: SmtpConfig['auth'];
  if (userinfo !== undefined) {
    const colon = userinfo.indexOf(':');
    let user: string;
    let pass: string;
    try {
      user = decodeURIComponent(colon < 0 ? userinfo : userinfo.slice(0, colon));
      pass = decodeURIComponent(colon < 0 ? '' : userinfo.slice(colon + 1));
    } catch {
      throw refuse('has a malformed %-escape in the user or password');
    }
    if (user === '' || pass === '') throw refuse('has a user without a password, or a password without a user (leave both out for a relay that needs no login)');
    auth = { user, pass };
  }
  if (scheme === 'smtps' && insecure === '1') throw new ConfigError('SMTP_INSECURE=1 means nothing with smtps:// (always encrypted); remove it');
  const loopback = isLoopbackHost(host);
  const plaintextAllowed = scheme === 'smtps' ? undefined : insecure === '1' ? 'SMTP_INSECURE' : loopback ? 'loopback' : undefined;
  return { secure: scheme === 'smtps', host, port, auth, requireTls: scheme === 'smtp' && plaintextAllowed === undefined, plaintextAllowed };
}

/** RFC 8301: verifiers ignore signatures made with shorter RSA keys. */
const DKIM_MIN_RSA_BITS = 1024;

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE: all three or none. The key is never quoted. */
export function parseDkim(env: NodeJS.ProcessEnv): DkimConfig | undefined {
  const values = { DKIM_DOMAIN: env.DKIM_DOMAIN?.trim() ?? '', DKIM_SELECTOR: env.DKIM_SELECTOR?.trim() ?? '', DKIM_PRIVATE_KEY_FILE: env.DKIM_PRIVATE_KEY_FILE?.trim() ?? '' };
  const missing = Object.entries(values).filter(([, v]) => v === '').map(([name]) => name);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) throw new ConfigError(`DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together (or none of them); ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY_FILE: file } = values;
  if (!DNS_NAME.test(domain) || isIP(domain) !== 0) throw new ConfigError(`DKIM_DOMAIN: "${domain}" is not a domain name (the d= of the signature, e.g. sarthiglobal.example)`);
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i.test(selector)) {
    throw new ConfigError(`DKIM_SELECTOR: "${selector}" is not a selector (letters, digits and hyphens, e.g. mail2026; the key is published at <selector>._domainkey.<domain>)`);
  }
  const path = resolve(file);
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`DKIM_PRIVATE_KEY_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const generate = 'generate one with: openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out dkim.pem';
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(pem)) throw new ConfigError(`DKIM_PRIVATE_KEY_FILE: ${path} is encrypted; store it unencrypted, readable by this server only (openssl pkey -in encrypted.pem -out dkim.pem)`);
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem)) throw new ConfigError(`DKIM_PRIVATE_KEY_FILE: ${path} is not a PEM private key (-----BEGIN PRIVATE KEY-----); ${generate}`);
  let details: { type: string | undefined; bits: number | undefined };
  try {
    const key = createPrivateKey(pem);
    details = { type: key.asymmetricKeyType, bits: key.asymmetricKeyDetails?.modulusLength };
  } catch {
    throw new ConfigError(`DKIM_PRIVATE_KEY_FILE: ${path} looks like a PEM private key but cannot be read as one; ${generate}`);
  }
  // nodemailer signs with rsa-sha256 only.
  if (details.type !== 'rsa') throw new ConfigError(`DKIM_PRIVATE_KEY_FILE: ${path} holds an ${details.type ?? 'unknown'} key; DKIM signing here needs RSA: ${generate}`);
  if ((details.bits ?? 0) < DKIM_MIN_RSA_BITS) throw new ConfigError(`DKIM_PRIVATE_KEY_FILE: ${path} holds a ${details.bits ?? 0}-bit RSA key; receivers ignore signatures under ${DKIM_MIN_RSA_BITS} bits: ${generate}`);
  return { domainName: domain.replace(/\.$/, '').toLowerCase(), keySelector: selector, privateKey: pem };
}

/**
 * The passwords in SMTP_URL, DATABASE_URL, REDIS_URL and IMAP_URL, and the tokens (an old ADMIN_TOKEN too, IMAP's OAuth secrets), read leniently (a
 * malformed URL's password too), so that whatever prints an error can leave them out.
 */
export function secretsIn(env: Record<string, string | undefined> = process.env): string[] {
  const secrets: string[] = [];
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'REDIS_URL', 'IMAP_URL']) {
    // Everything between the user's colon and the last @ of the value: the password, however written.
    const password = /^[a-z][a-z0-9+.-]*:\/\/[^:@/]*:(.*)@/is.exec(env[name]?.trim() ?? '')?.[1];
    if (!password) continue;
    secrets.push(password);
    try {
      secrets.push(decodeURIComponent(password));
    } catch {
      // Not percent-encoded as a whole: the raw form above is what could be printed.
    }
  }
  for (const name of ['ADMIN_TOKEN', 'METRICS_TOKEN', 'IMAP_OAUTH_CLIENT_SECRET', 'IMAP_OAUTH_REFRESH_TOKEN']) {
    const token = env[name]?.trim();
    if (token) secrets.push(token);
  }
  return secrets;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  const level = text(value, 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/** HOST: the address to listen on, an IP address or a host name (127.0.0.1 behind a proxy on this machine, 0.0.0.0 or :: for every interface). */
function listenHost(value: string | undefined): string {
  const host = text(value, '127.0.0.1');
  if (isIP(host) === 0 && !DNS_NAME.test(host)) throw new ConfigError(`HOST must be an IP address or a host name to listen on (127.0.0.1 behind a proxy on this machine, 0.0.0.0 for every interface), got "${value}"`);
  return host;
}

export type LoadOptions = {
  /**
   * Production's refusals (see productionProblems) are thrown by default, as the server must not start
   * on a development default; the operator's commands pass false and only print them, since they run
   * beside a server whose configuration they share and must still work to fix it.
   */
  strict?: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, { strict = true }: LoadOptions = {}): Config {
  const config = readConfig(env);
  const problems = env.NODE_ENV?.trim() === 'production' ? productionProblems(env, config) : [];
  if (problems.length > 0 && strict) {
    throw new ConfigError(`NODE_ENV=production, but development defaults are in force:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSet them in the environment file (deploy/sarthi.env.example; docs/operations.md, "Configure").`);
  }
  const replaced = replacedVariables(env);
  if (replaced.length > 0 && strict) throw new ConfigError(replaced.join('\n'));
  return { ...config, warnings: [...unknownVariables(env), ...problems, ...replaced, ...hopsBeyondLoopback(config)] };
}

/**
 * TRUST_PROXY as a number of hops believes the last hops of X-Forwarded-For from whoever connects. Behind
 * a proxy on this machine, with the server listening on loopback only, that is the proxy; listening
 * beyond it, a client that reaches the port directly writes its own address for every limit.
 */
function hopsBeyondLoopback(config: Omit<Config, 'warnings'>): string[] {
  if (typeof config.trustProxy !== 'number' || isLoopbackHost(config.host)) return [];
  return [
    `TRUST_PROXY=${config.trustProxy} counts hops, and this server listens on ${config.host}, beyond loopback: a client that reaches its port directly chooses its own address for every limit. ` +
      'Write the proxy’s address instead (TRUST_PROXY=127.0.0.1,::1 behind Caddy or nginx on this machine, or its address or CIDR), or listen on 127.0.0.1 (HOST).',
  ];
}

/** Why ADMIN_TOKEN is refused (issue 28): what replaced it, and what to do. */
export const ADMIN_TOKEN_REFUSED =
  'ADMIN_TOKEN is no longer read: the shared token was replaced by per-person API keys in 1.2.0. Remove it from the environment; whoever runs scripts creates their own key on their account page (/staff/account/keys).';

/**
 * Variables an earlier release read and this one does not. The server refuses to start on one rather
 * than convert it: STAFF_SESSION_MAX_DAYS was mostly the template's 7, and honouring it would keep the
 * week-long sessions this release ends, with a warning nobody reads; ADMIN_TOKEN left set would look
 * like a working shared secret to whoever reads the environment file. The commands (not strict) only warn.
 */
function replacedVariables(env: NodeJS.ProcessEnv): string[] {
  const replaced: string[] = [];
  const days = env.STAFF_SESSION_MAX_DAYS?.trim();
  if (days) {
    const hours = /^\d+$/.test(days) ? ` (STAFF_SESSION_MAX_HOURS=${Number(days) * 24} keeps ${days} days)` : '';
    replaced.push(`STAFF_SESSION_MAX_DAYS is no longer read: it was replaced by STAFF_SESSION_MAX_HOURS, default 12 (a working day, ASVS 4.0.3 V3.3.2). Remove it, or set STAFF_SESSION_MAX_HOURS${hours}`);
  }
  if (env.ADMIN_TOKEN?.trim()) replaced.push(ADMIN_TOKEN_REFUSED);
  return replaced;
}

function readConfig(env: NodeJS.ProcessEnv): Omit<Config, 'warnings'> {
  const databaseUrl = env.DATABASE_URL?.trim();
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 1000);
  return {
    host: listenHost(env.HOST),
    port: integer('PORT', env.PORT, 3000, 0, 65_535),
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
    logLevel: logLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtp: parseSmtpUrl(env.SMTP_URL, env.SMTP_INSECURE),
    dkim: parseDkim(env),
    notifyTo: text(env.NOTIFY_TO, site.email)
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    mailFrom: text(env.MAIL_FROM, `${site.name} <${site.email}>`),
    ackEmails: !/^(0|false|no|off)$/i.test(env.ACK_EMAILS?.trim() ?? ''),
    ackMaxPerAddress: integer('ACK_MAX_PER_ADDRESS', env.ACK_MAX_PER_ADDRESS, 3, 1, 1_000_000),
    ackMaxPerHour: integer('ACK_MAX_PER_HOUR', env.ACK_MAX_PER_HOUR, 200, 1, 1_000_000),
    mailDir: resolve(text(env.MAIL_DIR, 'data/mail')),
    retentionDays: integer('RETENTION_DAYS', env.RETENTION_DAYS, 730, 1),
    clockOffsetMs: integer('CLOCK_OFFSET_MS', env.CLOCK_OFFSET_MS, 0, 0),
    staffUrl: parseStaffUrl(env.STAFF_URL),
    // At most two working weeks (10 days of 9 hours).
    responseTargetHours: hours('RESPONSE_TARGET_HOURS', env.RESPONSE_TARGET_HOURS, 4, 90),
    staffReminders: !/^(0|false|no|off)$/i.test(env.STAFF_REMINDERS?.trim() ?? ''),
    staffSessionIdleMinutes: integer('STAFF_SESSION_IDLE_MINUTES', env.STAFF_SESSION_IDLE_MINUTES, 30, 1, 60 * 24 * 30),
    minFreeBytes: integer('MIN_FREE_MB', env.MIN_FREE_MB, 512, 0) * MB,
    diskWatchPath: env.DISK_WATCH_PATH?.trim() ? resolve(env.DISK_WATCH_PATH.trim()) : undefined,
    resumeBytesPerDay: {
      perAddress: integer('RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY', env.RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY, 20 * MB, 0),
      total: integer('RESUME_MAX_BYTES_PER_DAY', env.RESUME_MAX_BYTES_PER_DAY, 2048 * MB, 0),
    },
    startupWaitMs: integer('STARTUP_WAIT_SECONDS', env.STARTUP_WAIT_SECONDS, 60, 0, 3600) * 1000,
    retentionMaxShare: share('RETENTION_MAX_SHARE', env.RETENTION_MAX_SHARE, 0.05),
    metricsToken: secretToken('METRICS_TOKEN', env.METRICS_TOKEN),
    mailAlertMinutes: minutes('MAIL_ALERT_MINUTES', env.MAIL_ALERT_MINUTES, 15),
    migrateOnStart: flag('MIGRATE_ON_START', env.MIGRATE_ON_START, true),
    // Slice "sessions and last-admin guard" (issue 28).
    staffSessionMaxHours: integer('STAFF_SESSION_MAX_HOURS', env.STAFF_SESSION_MAX_HOURS, 12, 1, 24 * 365),
    // Sign-in throttle (issue 28)
    staffAuditRetentionDays: integer('STAFF_AUDIT_RETENTION_DAYS', env.STAFF_AUDIT_RETENTION_DAYS, 730, 1, 36_500),
    // Slice "page counts and real visitors' page speed" (issue 30).
    visitsRateLimitMax: integer('VISITS_RATE_LIMIT_MAX', env.VISITS_RATE_LIMIT_MAX, 120, 1, 1_000_000),
    visitsMaxSourcesPerDay: integer('VISITS_MAX_SOURCES_PER_DAY', env.VISITS_MAX_SOURCES_PER_DAY, 1_000, 0, 1_000_000),
    vitalsMaxTargetsPerDay: integer('VITALS_MAX_TARGETS_PER_DAY', env.VITALS_MAX_TARGETS_PER_DAY, 1_000, 0, 1_000_000),
    visitsMaxNewRowsPerDay: integer('VISITS_MAX_NEW_ROWS_PER_DAY', env.VISITS_MAX_NEW_ROWS_PER_DAY, 20_000, 0, 10_000_000),
    visitsRetentionDays: integer('VISITS_RETENTION_DAYS', env.VISITS_RETENTION_DAYS, 400, 1, 36_500),
    // Slice "replying" (issue 40).
    replyTo: parseReplyTo(env.REPLY_TO, text(env.MAIL_FROM, `${site.name} <${site.email}>`)),
    // Slice "receiving" (issue 40).
    imap: parseImap(env),
  };
}

const IMAP_URL_FORM = 'write imaps://user:password@imap.example.com:993/INBOX (or imap:// for STARTTLS on 143), with any @ : / ? # % in the user or password percent-encoded';

/**
 * IMAP_URL, IMAP_INSECURE, IMAP_POLL_SECONDS and the OAuth 2 variables (IMAP_OAUTH_TOKEN_URL,
 * IMAP_OAUTH_CLIENT_ID, IMAP_OAUTH_CLIENT_SECRET, IMAP_OAUTH_REFRESH_TOKEN). No message quotes the URL:
 * it holds the password.
 */
export function parseImap(env: NodeJS.ProcessEnv): ImapConfig | undefined {
  const url = env.IMAP_URL?.trim();
  const insecure = flag('IMAP_INSECURE', env.IMAP_INSECURE, false);
  const oauth = { tokenUrl: env.IMAP_OAUTH_TOKEN_URL?.trim() ?? '', clientId: env.IMAP_OAUTH_CLIENT_ID?.trim() ?? '', clientSecret: env.IMAP_OAUTH_CLIENT_SECRET?.trim() ?? '', refreshToken: env.IMAP_OAUTH_REFRESH_TOKEN?.trim() ?? '' };
  const pollMs = integer('IMAP_POLL_SECONDS', env.IMAP_POLL_SECONDS, 60, 1, 3600) * 1000;
  if (!url) {
    const stray = [insecure ? 'IMAP_INSECURE' : '', ...Object.entries({ IMAP_OAUTH_TOKEN_URL: oauth.tokenUrl, IMAP_OAUTH_CLIENT_ID: oauth.clientId, IMAP_OAUTH_CLIENT_SECRET: oauth.clientSecret, IMAP_OAUTH_REFRESH_TOKEN: oauth.refreshToken }).filter(([, v]) => v).map(([name]) => name)].filter(Boolean);
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but IMAP_URL is not: set IMAP_URL (the enquiries mailbox), or remove ${stray.length > 1 ? 'them' : 'it'}`);
    return undefined;
  }
  const refuse = (why: string) => new ConfigError(`IMAP_URL ${why}; ${IMAP_URL_FORM}`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refuse('is not a URL');
  }
  const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'imap' && scheme !== 'imaps') throw refuse(`has the scheme "${scheme}:"; only imap: and imaps: are understood`);
  if (parsed.search || parsed.hash) throw refuse('has a query or fragment (or an unencoded ? # in the password)');
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw refuse('has no host');
  let user: string;
  let pass: string;
  let mailbox: string;
  try {
    user = decodeURIComponent(parsed.username);
    pass = decodeURIComponent(parsed.password);
    mailbox = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX';
  } catch {
    throw refuse('has a malformed %-escape');
  }
  if (!user) throw refuse('has no user (the mailbox\'s login, e.g. enquiries@your-domain)');
  const oauthSet = Object.entries(oauth).filter(([, v]) => v);
  let auth: ImapConfig['auth'];
  if (oauthSet.length > 0) {
    if (pass) throw refuse('has a password and IMAP_OAUTH_* is set too: with OAuth 2 the URL names the user only (imaps://user@host/INBOX)');
    const missing = (['tokenUrl', 'clientId', 'refreshToken'] as const).filter((key) => !oauth[key]);
    const names = { tokenUrl: 'IMAP_OAUTH_TOKEN_URL', clientId: 'IMAP_OAUTH_CLIENT_ID', refreshToken: 'IMAP_OAUTH_REFRESH_TOKEN' };
    if (missing.length > 0) throw new ConfigError(`OAuth 2 for IMAP needs IMAP_OAUTH_TOKEN_URL, IMAP_OAUTH_CLIENT_ID and IMAP_OAUTH_REFRESH_TOKEN (IMAP_OAUTH_CLIENT_SECRET when the provider gave one); ${missing.map((key) => names[key]).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
    let tokenUrl: URL;
    try {
      tokenUrl = new URL(oauth.tokenUrl);
    } catch {
      throw new ConfigError('IMAP_OAUTH_TOKEN_URL is not a URL; write the provider\'s token endpoint, e.g. https://oauth2.googleapis.com/token');
    }
    if (tokenUrl.protocol !== 'https:' && !(tokenUrl.protocol === 'http:' && isLoopbackHost(tokenUrl.hostname.replace(/^\[(.*)\]$/, '$1')))) {
      throw new ConfigError('IMAP_OAUTH_TOKEN_URL must be https:// (http:// only on this machine): the refresh token travels to it');
    }
    auth = { kind: 'oauth', tokenUrl: tokenUrl.toString(), clientId: oauth.clientId, clientSecret: oauth.clientSecret || undefined, refreshToken: oauth.refreshToken };
  } else {
    if (!pass) throw refuse('has no password (or set IMAP_OAUTH_* for OAuth 2)');
    auth = { kind: 'password', pass };
  }
  const port = parsed.port ? Number(parsed.port) : scheme === 'imaps' ? 993 : 143;
  return { secure: scheme === 'imaps', host, port, mailbox, user, auth, insecure, pollMs };
}

/**
 * REPLY_TO: a bare address (local@domain) without a plus part of its own, since each reply's Reply-To
 * is <local>+<token>@<domain>. Default: the address of MAIL_FROM.
 */
function parseReplyTo(value: string | undefined, mailFrom: string): string {
  const given = value?.trim();
  // MAIL_FROM's own plus part, if any, gives way to the token's.
  const address = given || (/<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim()).replace(/\+[^@]*@/, '@');
  if (!/^[A-Za-z0-9._%'!#$&*=?^`{|}~-]+@[A-Za-z0-9.-]+\.[A-Za-z0-9-]+$/.test(address)) {
    throw new ConfigError(`${given ? 'REPLY_TO' : 'REPLY_TO (from MAIL_FROM)'}: "${address}" is not a plain address; write the enquiries mailbox, e.g. REPLY_TO=enquiries@your-domain (no + in it: each reply adds its own)`);
  }
  return address.toLowerCase();
}

/** Domains no mail is ever delivered to (RFC 2606, RFC 6761): an address there reaches nobody. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

function domainOf(address: string): string {
  return (/@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? '').toLowerCase();
}

/**
 * What production must not run with: every development default that would lose leads silently or
 * leak a session. Each names the variable and what to set.
 */
export function productionProblems(env: NodeJS.ProcessEnv, config: Omit<Config, 'warnings'>): string[] {
  const problems: string[] = [];
  const set = (name: string) => (env[name]?.trim() ?? '') !== '';
  if (!config.smtp) problems.push('SMTP_URL is not set: every email (staff notifications, acknowledgements, alerts) would be written to files in MAIL_DIR that nobody reads. Set SMTP_URL=smtp://user:password@your-mail-relay:587');
  else if (RESERVED_DOMAIN.test(config.smtp.host)) problems.push(`SMTP_URL names ${config.smtp.host}, the template's example relay: set your mail relay's host, user and password`);
  const sampleTo = config.notifyTo.filter((address) => RESERVED_DOMAIN.test(domainOf(address)));
  if (!set('NOTIFY_TO') || sampleTo.length > 0) problems.push(`NOTIFY_TO ${set('NOTIFY_TO') ? `holds ${sampleTo.join(', ')}, on a domain no mail reaches` : `is not set (the sample ${config.notifyTo.join(', ')})`}: nobody would hear of an enquiry. Set NOTIFY_TO to the staff addresses, comma-separated`);
  if (!set('MAIL_FROM') || RESERVED_DOMAIN.test(domainOf(config.mailFrom))) problems.push(`MAIL_FROM ${set('MAIL_FROM') ? `is ${config.mailFrom}, on a domain no mail is sent from` : 'is not set (the sample address)'}: relays refuse or junk such mail. Set MAIL_FROM="Company <enquiries@your-domain>"`);
  const sampleOrigins = [...config.siteOrigins.filter((origin) => RESERVED_DOMAIN.test(new URL(origin).hostname)).map((origin) => `SITE_ORIGIN holds ${origin}`), ...(set('STAFF_URL') && RESERVED_DOMAIN.test(new URL(config.staffUrl).hostname) ? [`STAFF_URL is ${config.staffUrl}`] : [])];
  for (const sample of sampleOrigins) problems.push(`${sample}, the template's example: set the public https:// origin of this site`);
  if (!config.staffUrl.startsWith('https://')) problems.push(`STAFF_URL is ${set('STAFF_URL') ? config.staffUrl : 'not set (http://localhost:3000)'}: set-up links would point at this machine and sessions would travel in plain text. Set STAFF_URL=https://<the public host>`);
  if (config.database.kind === 'sqlite' && !isAbsolute(env.SQLITE_PATH?.trim() ?? '')) problems.push(`SQLITE_PATH is ${set('SQLITE_PATH') ? `relative (${env.SQLITE_PATH?.trim()})` : 'not set (data/enquiries.db)'}: the database would move with the working folder. Set an absolute path, e.g. SQLITE_PATH=/var/lib/sarthi-global/enquiries.db (or DATABASE_URL for PostgreSQL)`);
  if (config.imap?.insecure) problems.push('IMAP_INSECURE=1: the mailbox server\'s certificate is not checked, so whoever sits between could take the mailbox\'s password. Remove it and use the provider\'s name in IMAP_URL, whose certificate is valid');
  // MAIL_DIR is only written without SMTP_URL, which is refused above.
  if (config.smtp && set('MAIL_DIR') && !isAbsolute(env.MAIL_DIR?.trim() ?? '')) problems.push(`MAIL_DIR is relative (${env.MAIL_DIR?.trim()}): set an absolute path, e.g. MAIL_DIR=/var/lib/sarthi-global/mail`);
  return problems;
}

/**
 * Every variable this server, its commands and the shipped deploy files read. A name that looks like
 * one of these but is not (SMTP_URI, NOTIFYTO) is a typo that would otherwise be ignored without a word.
 */
export const KNOWN_VARIABLES = [
  'NODE_ENV', 'HOST', 'PORT', 'API_PREFIX', 'DATABASE_URL', 'PG_CONNECT_TIMEOUT_MS', 'PG_STATEMENT_TIMEOUT_MS', 'SQLITE_PATH', 'SQLITE_LOCK_TIMEOUT_MS',
  'ADMIN_TOKEN', 'SITE_ORIGIN', 'RATE_LIMIT_MAX', 'REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'REDIS_URL', 'OUT_DIR',
  'NEXT_PUBLIC_BASE_PATH', 'LOG_LEVEL', 'TRUST_PROXY', 'SMTP_URL', 'SMTP_INSECURE', 'DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE', 'NOTIFY_TO',
  'MAIL_FROM', 'ACK_EMAILS', 'ACK_MAX_PER_ADDRESS', 'ACK_MAX_PER_HOUR', 'MAIL_DIR', 'RETENTION_DAYS', 'CLOCK_OFFSET_MS', 'STAFF_URL',
  'RESPONSE_TARGET_HOURS', 'STAFF_REMINDERS', 'STAFF_SESSION_IDLE_MINUTES', 'STAFF_SESSION_MAX_DAYS', 'STAFF_SESSION_MAX_HOURS', 'MIN_FREE_MB', 'DISK_WATCH_PATH', 'RESUME_MAX_BYTES_PER_DAY',
  'RESUME_MAX_BYTES_PER_ADDRESS_PER_DAY', 'STARTUP_WAIT_SECONDS', 'ENV_FILE', 'MIGRATE_ON_START', 'METRICS_TOKEN', 'MAIL_ALERT_MINUTES', 'RETENTION_MAX_SHARE',
  'STAFF_AUDIT_RETENTION_DAYS',
  'VISITS_RATE_LIMIT_MAX', 'VISITS_MAX_SOURCES_PER_DAY', 'VITALS_MAX_TARGETS_PER_DAY', 'VISITS_MAX_NEW_ROWS_PER_DAY', 'VISITS_RETENTION_DAYS',
  'REPLY_TO',
  'IMAP_URL', 'IMAP_INSECURE', 'IMAP_POLL_SECONDS', 'IMAP_OAUTH_TOKEN_URL', 'IMAP_OAUTH_CLIENT_ID', 'IMAP_OAUTH_CLIENT_SECRET', 'IMAP_OAUTH_REFRESH_TOKEN',
  // Read by the shipped deploy files (Caddyfile, nginx template, litestream.yml), which may share the environment file.
  'SITE_DOMAIN', 'UPSTREAMS', 'TLS_ISSUER', 'HTTP_PORT', 'HTTPS_PORT', 'TLS_CERT', 'TLS_KEY', 'ACME_ROOT', 'UPSTREAM_SERVERS', 'CADDY_ADMIN',
  'LITESTREAM_REPLICA_URL', 'LITESTREAM_ACCESS_KEY_ID', 'LITESTREAM_SECRET_ACCESS_KEY',
];

/** Prefixes only we use: an unknown variable with one of them is ours misspelt (not HTTP_, which HTTP_PROXY shares). */
const OUR_PREFIXES = ['SMTP', 'DATABASE', 'SQLITE', 'REDIS', 'STAFF', 'ACK', 'DKIM', 'NOTIFY', 'MAIL', 'RETENTION', 'RESUME', 'RESPONSE', 'SITE', 'ADMIN', 'TRUST', 'RATE', 'METRICS', 'MIGRATE', 'LITESTREAM', 'IMAP'];

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Variables that look like ours but are not, each with the closest known name. */
export function unknownVariables(env: NodeJS.ProcessEnv): string[] {
  const known = new Set(KNOWN_VARIABLES);
  const found: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (known.has(name) || name.startsWith('NEXT_') || name.startsWith('npm_')) continue;
    const upper = name.toUpperCase();
    const ranked = KNOWN_VARIABLES.map((candidate) => ({ candidate, distance: editDistance(upper, candidate) })).sort((a, b) => a.distance - b.distance);
    const closest = ranked[0]!;
    const ourPrefix = name.includes('_') && OUR_PREFIXES.includes(upper.split('_')[0]!);
    const nearMiss = closest.distance <= Math.min(2, Math.floor(closest.candidate.length / 4));
    if (ourPrefix || nearMiss) found.push(`${name} is not a variable this server reads; did you mean ${closest.candidate}? (it is ignored)`);
  }
  return found;
}

/** 1 or 0 (true/false, yes/no, on/off); anything else is refused rather than read as one of them. */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (trimmed === '') return fallback;
  if (/^(1|true|yes|on)$/.test(trimmed)) return true;
  if (/^(0|false|no|off)$/.test(trimmed)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}
