import type { core } from 'zod/mini';
import { FORM_FIELDS, PAYLOAD_SOURCES } from '@/lib/enquiry/contract';
import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import { MAX_RESUME_BYTES, PDF_DATA_URL_PREFIX } from '@/lib/enquiry/limits';

/*
 * What the intake API adds to the shared contract: error messages a person can act on, and the
 * resume taken out of the payload and decoded. The schemas themselves are lib/enquiry/contract.ts.
 */

function resumeKey(kind: EnquiryKind): string | undefined {
  const keys = Object.entries(PAYLOAD_SOURCES[kind])
    .filter(([, source]) => 'field' in source && FORM_FIELDS[kind].find((f) => f.name === source.field)?.type === 'file')
    .map(([key]) => key);
  // One resume per enquiry is what the storage holds (table enquiry_resume).
  if (keys.length > 1) throw new Error(`Intake API: ${kind} has ${keys.length} file fields; storage holds one`);
  return keys[0];
}

/** The payload key of each kind's file upload (the work-abroad resume), derived from the contract. */
export const RESUME_KEY: Partial<Record<EnquiryKind, string>> = Object.fromEntries(
  ENQUIRY_KINDS.flatMap((kind) => {
    const key = resumeKey(kind);
    return key ? [[kind, key]] : [];
  }),
);

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

const EXPECTED: Record<string, string> = {
  string: 'must be a string',
  number: 'must be an integer',
  int: 'must be an integer',
  boolean: 'must be a boolean',
  array: 'must be an array',
  object: 'must be a JSON object',
};

function count(n: number | bigint, origin: string): string {
  const unit = origin === 'string' ? 'character' : 'item';
  return `${n} ${unit}${Number(n) === 1 ? '' : 's'}`;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return { found: false, value: undefined };
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value };
}

function pathName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** One issue as "field: problem". Never quotes the value sent: it may be personal data. */
function describe(issue: core.$ZodIssue, body: unknown): string {
  const field = pathName(issue.path);
  if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
  if (body === undefined) return 'body: is empty; send a JSON object (Content-Type: application/json)';
  const { found, value } = valueAt(body, issue.path);
  if (!found) return `${field}: is required`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field}: ${EXPECTED[issue.expected] ?? `must be ${issue.expected}`}, got ${typeName(value)}`;
    case 'invalid_value':
      return `${field}: must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'too_small':
      if (Number(issue.minimum) === 1) return `${field}: must not be empty`;
      return `${field}: must have at least ${count(issue.minimum, issue.origin)}`;
    case 'too_big':
      return `${field}: must be at most ${count(issue.maximum, issue.origin)}`;
    default:
      // Refinements in the contract carry their own wording ("must be one of 1, 2, 3").
      return `${field}: ${issue.message}`;
  }
}

const MAX_LISTED = 5;

/** The `error_detail` of a 400: every problem, field first, most important first. */
export function describeIssues(issues: readonly core.$ZodIssue[], body: unknown): string {
  // Unknown keys first: a client on an old contract learns the real cause before the consequences.
  const ordered = [...issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
  const lines = [...new Set(ordered.map((issue) => describe(issue, body)))];
  const more = lines.length > MAX_LISTED ? [`and ${lines.length - MAX_LISTED} more`] : [];
  return [...lines.slice(0, MAX_LISTED), ...more].join('; ');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export type DecodedFile = { ok: true; bytes: Buffer } | { ok: false; problem: string };

/**
 * The schema has checked the prefix and the encoded size; this decodes for real, so a resume is stored
 * only if its bytes are a PDF of at most MAX_RESUME_BYTES (Buffer.from alone would skip bad characters).
 */
export function decodePdfDataUrl(dataUrl: string): DecodedFile {
  if (!dataUrl.startsWith(PDF_DATA_URL_PREFIX)) return { ok: false, problem: `must be a data URL starting with ${PDF_DATA_URL_PREFIX}` };
  const base64 = dataUrl.slice(PDF_DATA_URL_PREFIX.length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, problem: 'is not valid base64' };
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { ok: false, problem: 'must be a PDF (it does not start with %PDF-)' };
  if (bytes.length > MAX_RESUME_BYTES) return { ok: false, problem: `must not exceed 2 MB (${MAX_RESUME_BYTES.toLocaleString('en')} bytes)` };
  return { ok: true, bytes };
}
