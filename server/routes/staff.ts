import { createHash, timingSafeEqual } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { FORM_FIELDS, PAYLOAD_SOURCES } from '@/lib/enquiry/contract';
import { ENQUIRY_KINDS, isEnquiryKind, type EnquiryKind } from '@/lib/enquiry/kinds';
import type { Db } from '../db';
import { httpError } from '../http-error';
import { RESUME_KEY } from '../payload';
import { eachEnquiry, getEnquiry, getResume, listEnquiries, type EnquiryFilter, type StoredEnquiry } from '../store';

export type StaffRoutesOptions = { db: Db; adminToken: string };

const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Staff access behind `Authorization: Token <ADMIN_TOKEN>`: list (by kind and date, paged), fetch one,
 * download its resume, export CSV. Registered only when ADMIN_TOKEN is set.
 */
export async function staffRoutes(app: FastifyInstance, { db, adminToken }: StaffRoutesOptions): Promise<void> {
  app.addHook('onRequest', staffTokenHook(adminToken));

  const resumeUrl = (id: string) => `${app.prefix}/enquiries/${id}/resume`;
  const present = (enquiry: StoredEnquiry) => {
    const { resume_bytes: bytes, ...rest } = enquiry;
    return { ...rest, resume: bytes === null ? null : { bytes, url: resumeUrl(enquiry.id) } };
  };

  app.get('/enquiries', async (request) => {
    const query = request.query as Record<string, unknown>;
    const filter = readFilter(query);
    const limit = readInt(query, 'limit', DEFAULT_PAGE, 1, MAX_PAGE);
    const offset = readInt(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const { total, items } = await listEnquiries(db, filter, { limit, offset });
    return { total, limit, offset, items: items.map(present) };
  });

  app.get('/enquiries.csv', async (request, reply) => {
    const filter = readFilter(request.query as Record<string, unknown>);
    const kinds = filter.kind ? [filter.kind] : ENQUIRY_KINDS;
    const stamp = new Date().toISOString().slice(0, 10);
    const csv = stringify({ header: true, columns: csvColumns(kinds), bom: true });
    const rows = Readable.from(csvRecords(eachEnquiry(db, filter)));
    pipeline(rows, csv, (error) => {
      if (error) request.log.error({ err: error }, 'CSV export failed');
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="enquiries-${filter.kind ?? 'all'}-${stamp}.csv"`)
      .send(csv);
  });

  app.get('/enquiries/:id', async (request) => {
    const enquiry = await getEnquiry(db, enquiryId(request));
    if (!enquiry) throw httpError(404, 'id: no such enquiry');
    return present(enquiry);
  });

  app.get('/enquiries/:id/resume', async (request, reply) => {
    const id = enquiryId(request);
    const resume = await getResume(db, id);
    if (!resume) throw httpError(404, 'id: no resume for this enquiry');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="resume-${id}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .send(resume);
  });
}

/** `Authorization: Token <ADMIN_TOKEN>` or 401; shared by every plugin under /staff. */
export function staffTokenHook(adminToken: string): onRequestAsyncHookHandler {
  // Comparing digests keeps the comparison constant-time whatever the length of the token sent.
  const expected = createHash('sha256').update(adminToken).digest();
  return async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const match = /^Token\s+(\S+)\s*$/.exec(request.headers.authorization ?? '');
    const given = createHash('sha256')
      .update(match?.[1] ?? '')
      .digest();
    if (!timingSafeEqual(given, expected) || !match) {
      reply.header('www-authenticate', 'Token');
      throw httpError(401, match ? 'authorization: invalid token' : 'authorization: send "Authorization: Token <token>"');
    }
  };
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

/** A day (UTC) or an ISO 8601 timestamp; a day as `to` means the end of that day. */
function readDate(query: Record<string, unknown>, key: 'from' | 'to'): string | undefined {
  const value = readString(query, key);
  if (value === undefined) return undefined;
  const time = DAY.test(value) || TIMESTAMP.test(value) ? Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value) : Number.NaN;
  if (Number.isNaN(time)) throw httpError(400, `${key}: must be a date (2026-01-31) or an ISO 8601 timestamp with a time zone`);
  return new Date(DAY.test(value) && key === 'to' ? time + 86_400_000 : time).toISOString();
}

function readFilter(query: Record<string, unknown>): EnquiryFilter {
  const kind = readString(query, 'kind');
  if (kind !== undefined && !isEnquiryKind(kind)) throw httpError(400, `kind: must be one of ${ENQUIRY_KINDS.join(', ')}`);
  const status = readString(query, 'status');
  if (status !== undefined && status !== 'genuine' && status !== 'spam') throw httpError(400, 'status: must be genuine (the default) or spam');
  return { kind, from: readDate(query, 'from'), to: readDate(query, 'to'), status };
}

// ---------------------------------------------------------------------------------------------
// CSV export: one column per payload key, codes written as their labels from the form definitions.

function csvColumns(kinds: readonly EnquiryKind[]): string[] {
  const keys = kinds.flatMap((kind) => Object.keys(PAYLOAD_SOURCES[kind]).filter((key) => key !== RESUME_KEY[kind]));
  return ['id', 'reference', 'kind', 'created_at', ...new Set(keys), 'resume_bytes'];
}

/** kind -> payload key -> code -> label, for every select field. */
const CODE_LABELS = Object.fromEntries(
  ENQUIRY_KINDS.map((kind) => [
    kind,
    Object.fromEntries(
      Object.entries(PAYLOAD_SOURCES[kind]).flatMap(([key, source]) => {
        const options = 'field' in source ? FORM_FIELDS[kind].find((f) => f.name === source.field)?.options : undefined;
        return options ? [[key, new Map(options.map((o) => [o.value, o.label]))]] : [];
      }),
    ),
  ]),
) as Record<EnquiryKind, Record<string, Map<number, string>>>;

/**
 * A spreadsheet runs a cell that starts with = + - @ as a formula (CSV injection): such text gets a
 * leading apostrophe. Phone numbers such as "+91 98765 43210" are left as they are.
 */
function safeCell(text: string): string {
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text));
  return formula ? `'${text}` : text;
}

function cell(value: unknown, labels: Map<number, string> | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => cell(v, labels)).join('; ');
  if (typeof value === 'number') return labels?.get(value) ?? String(value);
  return safeCell(String(value));
}

async function* csvRecords(enquiries: AsyncIterable<StoredEnquiry>): AsyncGenerator<Record<string, string>> {
  for await (const enquiry of enquiries) {
    const labels = CODE_LABELS[enquiry.kind] ?? {};
    const fields = Object.fromEntries(Object.entries(enquiry.payload).map(([key, value]) => [key, cell(value, labels[key])]));
    yield { ...fields, id: enquiry.id, reference: enquiry.reference ?? '', kind: enquiry.kind, created_at: enquiry.created_at, resume_bytes: enquiry.resume_bytes === null ? '' : String(enquiry.resume_bytes) };
  }
}
