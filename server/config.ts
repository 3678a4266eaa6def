import { resolve } from 'node:path';
import { site } from '@/content/site';

/**
 * The intake API's configuration, read from the environment in one place. Every value has a default
 * (README, "Intake API"), so `npm start` on a fresh checkout serves the site and the API with SQLite.
 */

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

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
  /** Largest request body in bytes: a 2 MB resume is about 2.8 MB as base64. */
  bodyLimit: number;
  /** The static export to serve (`out/`); the API runs alone when it holds no index.html. */
  staticDir: string;
  /** NEXT_PUBLIC_BASE_PATH of the build, e.g. '/site'. */
  basePath: string;
  logLevel: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limit per visitor). */
  trustProxy: boolean;
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
};

export const BODY_LIMIT = 3 * 1024 * 1024;

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    host: text(env.HOST, '127.0.0.1'),
    port: integer('PORT', env.PORT, 3000, 0),
    apiPrefix: text(env.API_PREFIX, 'api').replace(/^\/+|\/+$/g, ''),
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', path: resolve(text(env.SQLITE_PATH, 'data/enquiries.db')) },
    adminToken: env.ADMIN_TOKEN?.trim() || undefined,
    siteOrigins: (env.SITE_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 30, 1),
    bodyLimit: BODY_LIMIT,
    staticDir: resolve(text(env.OUT_DIR, 'out')),
    basePath: text(env.NEXT_PUBLIC_BASE_PATH, '').replace(/\/+$/, ''),
    logLevel: text(env.LOG_LEVEL, 'info'),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY?.trim() ?? ''),
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
  };
}
