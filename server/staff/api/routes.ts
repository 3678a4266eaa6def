import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENQUIRY_KINDS, isEnquiryKind } from '@/lib/enquiry/kinds';
import type { Db } from '../../platform/db';
import { httpError } from '../../platform/http-error';
import { FIRST_DAY, isCalendarDate, LAST_DAY, readDay } from '../../platform/india-dates';
import type { Outbox } from '../../mail/register';
import { isLanguage, LANGUAGES } from '../../intake/language';
import { eachEnquiry, getEnquiry, getResume, listEnquiries, type EnquiryFilter, type StoredEnquiry } from '../../intake/store';
import { clientKey } from '../../platform/network';
import type { Counter } from '../../platform/throttle';
import { audit as writeAudit, type Clock } from '../accounts';
import { authenticateApiKey, type KeyHolder } from '../api-keys';
import { sendCsv } from '../csv';
import { staffMailRoutes, type StaffAudit } from './mail';
import { withThreadCounts } from '../thread-counts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which keys a staff API route takes beyond the scope: an admin's only, or none at all. */
    apiAccess?: 'admin' | 'never';
  }
}

export type StaffRoutesOptions = {
  db: Db;
  clock: Clock;
  /** Failed authentications per client address in the current minute (per process, or shared through Redis). */
  failures: Counter;
  /** The outbox's worker: with it, its routes and the data-request routes join these, behind the same keys. */
  outbox?: Outbox;
};

/** Failed authentications a client address (an IPv6 /64) may make in a minute before its wrong keys get a 429. */
export const MAX_FAILED_AUTH = 10;

const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAKE_A_KEY = 'make one on your account page in the staff inbox (/staff/account/keys)';
export const ERASURE_REFUSED = 'erasure: not available to API keys. Erase a person\u2019s data in the staff inbox (Data requests), signed in: your password is asked again there';


/**
 * Staff access for scripts behind `Authorization: Token <key>` (or `Bearer <key>`), a person's API key
 * (../staff/api-keys.ts): list (by kind and date, paged), fetch one, download its resume, export CSV;
 * with the outbox, its messages and data requests (./staff-mail.ts). A key may do what its person's
 * role allows and its scope too (a read key only GETs); erasure is never done with a key. Every use
 * writes one staff_audit row with the person and the key.
 */
export async function staffRoutes(app: FastifyInstance, { db, clock, failures, outbox }: StaffRoutesOptions): Promise<void> {
  const uses = new WeakMap<FastifyRequest, { holder: KeyHolder; action?: string; detail: Record<string, unknown> }>();
  const count = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      app.log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'staff throttle unavailable');
      throw httpError(503, 'staff routes: the sign-in throttle is unavailable; retry shortly');
    }
  };
  const audit: StaffAudit = (request, action, details) => {
    const use = uses.get(request);
    if (use) {
      use.action = action;
      Object.assign(use.detail, details);
    }
    request.log.info({ staff: { ip: request.ip, account: use?.holder.accountId, key: use?.holder.keyId }, action, ...details }, 'staff access');
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const match = /^(?:Token|Bearer)\s+(\S+)\s*$/.exec(request.headers.authorization ?? '');
    // A live key is never refused, whoever else failed from the same address: the throttle slows
    // guessing, not the owner (behind a proxy without TRUST_PROXY every visitor shares one address).
    const holder = match?.[1] ? await authenticateApiKey(db, clock, match[1], request.ip) : undefined;
    if (!holder) {
      // A wrong key is counted atomically before it is answered: of a burst of concurrent guesses, at
      // most MAX_FAILED_AUTH get a 401, the rest a 429.
      const failed = await count(() => failures.add(clientKey(request.ip)));
      if (failed > MAX_FAILED_AUTH) {
        reply.header('retry-after', '60');
        throw httpError(429, `authorization: more than ${MAX_FAILED_AUTH} failed attempts in a minute; retry in a minute`);
      }
      request.log.warn({ staff: { ip: request.ip }, failed }, 'staff authentication failed');
      reply.header('www-authenticate', 'Token');
      throw httpError(401, match ? 'authorization: this key is unknown, revoked or expired, or its person is disabled' : `authorization: send "Authorization: Token <your API key>"; ${MAKE_A_KEY}`);
    }
    uses.set(request, { holder, detail: { key: holder.keyId, keyName: holder.keyName } });
    const access = request.routeOptions.config.apiAccess;
    if (access === 'never') throw httpError(403, ERASURE_REFUSED);
    if (access === 'admin' && holder.role !== 'admin') throw httpError(403, 'authorization: only an administrator\u2019s key may do this');
    if (request.method !== 'GET' && request.method !== 'HEAD' && holder.scope !== 'write') throw httpError(403, `authorization: this key is read-only; for this, use a read-and-write key (${MAKE_A_KEY})`);
  });
  // One row per use, written once the answer is out (an export's count is known only then); a refused
  // or failed use too, with its status.
  app.addHook('onResponse', async (request, reply) => {
    const use = uses.get(request);
    if (!use) return;
    const action = use.action ? `api-${use.action}` : reply.statusCode === 403 ? 'api-refused' : 'api-other';
    try {
      const target = typeof use.detail.enquiry === 'string' ? use.detail.enquiry : undefined;
      await writeAudit(db, clock, { accountId: use.holder.accountId, action, ip: request.ip, target, detail: { ...use.detail, ...(use.action ? {} : { status: reply.statusCode }) } });
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name, message: (error as Error).message }, action }, 'staff audit not written');
    }
  });
  // Answers a preflight here (401, like any request without a key) rather than in the enquiry
  // routes' CORS catch-all: no web page is ever told it may call a staff route.
  app.options('/*', async () => {
    throw httpError(404, 'not found');
  });

  const resumeUrl = (id: string) => `${app.prefix}/enquiries/${id}/resume`;
  // The source, the language and the conversation's counts stay out of these answers: their keys are a
  // contract (docs/intake-api.md); all three are in the CSV.
  const present = (enquiry: StoredEnquiry) => {
    const { resume_bytes: bytes, source: _source, language: _language, ...rest } = enquiry;
    return { ...rest, resume: bytes === null ? null : { bytes, url: resumeUrl(enquiry.id) } };
  };

  app.get('/enquiries', async (request) => {
    const query = request.query as Record<string, unknown>;
    const filter = readFilter(query);
    const limit = readInt(query, 'limit', DEFAULT_PAGE, 1, MAX_PAGE);
    const offset = readInt(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const { total, items } = await listEnquiries(db, filter, { limit, offset });
    audit(request, 'list', { filter, rows: items.length, total });
    return { total, limit, offset, items: items.map(present) };
  });

  app.get('/enquiries.csv', async (request, reply) => {
    const filter = readFilter(request.query as Record<string, unknown>);
    return sendCsv(reply, request.log, { kind: filter.kind, now: Date.now(), enquiries: withThreadCounts(db, eachEnquiry(db, filter)), done: (exported, failed) => audit(request, 'export', { filter, rows: exported, failed }) });
  });

  app.get('/enquiries/:id', async (request) => {
    const enquiry = await getEnquiry(db, enquiryId(request));
    if (!enquiry) throw httpError(404, 'id: no such enquiry');
    audit(request, 'read', { enquiry: enquiry.id, rows: 1 });
    return present(enquiry);
  });

  app.get('/enquiries/:id/resume', async (request, reply) => {
    const id = enquiryId(request);
    const resume = await getResume(db, id);
    if (!resume) throw httpError(404, 'id: no resume for this enquiry');
    audit(request, 'resume', { enquiry: id, bytes: resume.length });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="resume-${id}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      // Opened in a browser tab all the same, the PDF gets no script, no forms, no navigation and no origin of ours.
      .header('content-security-policy', 'sandbox')
      .send(resume);
  });

  // A child plugin: the key check, the throttle and no-store above apply to its routes too.
  const holderOf = (request: FastifyRequest): KeyHolder => {
    const use = uses.get(request);
    if (!use) throw new Error('staff API route reached without a key');
    return use.holder;
  };
  if (outbox) await app.register(staffMailRoutes, { db, outbox, audit, holderOf });
}

function enquiryId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!UUID.test(id)) throw httpError(404, 'id: no such enquiry');
  return id;
}

function readString(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw httpError(400, `${key}: give it once`);
  return value;
}

function readInt(query: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const value = readString(query, key);
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) throw httpError(400, `${key}: must be a whole number from ${min} to ${max}`);
  return parsed;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (UTC) or an ISO 8601 timestamp, in years 2000 to 2099 (issue 37); a day as `to` means the end of that day. */
function readDate(query: Record<string, unknown>, key: 'from' | 'to'): string | undefined {
  const value = readString(query, key);
  if (value === undefined) return undefined;
  const day = DAY.test(value);
  // A day must be a calendar date (2026-02-30 is none); a timestamp's day is its day in UTC.
  const time = (day && isCalendarDate(value)) || TIMESTAMP.test(value) ? Date.parse(day ? `${value}T00:00:00Z` : value) : Number.NaN;
  if (Number.isNaN(time)) throw httpError(400, `${key}: must be a date (2026-01-31) or an ISO 8601 timestamp with a time zone`);
  if (readDay(new Date(time).toISOString().slice(0, 10)) !== 'ok') throw httpError(400, `${key}: must be from ${FIRST_DAY} to ${LAST_DAY}`);
  return new Date(day && key === 'to' ? time + 86_400_000 : time).toISOString();
}

function readFilter(query: Record<string, unknown>): EnquiryFilter {
  const kind = readString(query, 'kind');
  if (kind !== undefined && !isEnquiryKind(kind)) throw httpError(400, `kind: must be one of ${ENQUIRY_KINDS.join(', ')}`);
  const status = readString(query, 'status');
  if (status !== undefined && status !== 'genuine' && status !== 'spam') throw httpError(400, 'status: must be genuine (the default) or spam');
  const language = readString(query, 'language');
  if (language !== undefined && !isLanguage(language)) throw httpError(400, `language: must be one of ${LANGUAGES.join(', ')}`);
  return { kind, from: readDate(query, 'from'), to: readDate(query, 'to'), status, language };
}
