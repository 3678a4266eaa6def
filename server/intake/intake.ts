import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { payloadSchemas } from '@/lib/enquiry/contract';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { isLockBusy, type Db } from '../platform/db';
import { isStorageFull, type DiskWatch } from '../platform/disk';
import { loggableError } from '../platform/loggable-error';
import { decodePdfDataUrl, describeIssues, RESUME_KEY } from './payload';
import { checkResume } from './resume-check';
import { DuplicateKeyError, findByIdempotencyKey, insertEnquiry, ResumeCapError, type ResumeCaps } from './store';
import type { EnquirySource } from './source';
import type { Language } from './language';

/*
 * One enquiry from its decoded body to its answer, for the JSON endpoints and the native form posts
 * alike: validated with the shared payload schema, the resume taken apart, stored once per
 * idempotency key.
 */

/**
 * The answer to send: 201 stored, 200 a resend of a stored enquiry (same body as its 201), 4xx/503
 * refused with nothing stored (`visitor`: what the page of a native post says, when the status alone
 * does not tell).
 */
export type IntakeResult =
  | { status: 201 | 200; body: { id: string; reference?: string } }
  | { status: 400 | 409 | 429 | 503; body: { error_detail: string }; visitor?: string; reason: RefusalReason };

/** Why an enquiry post was not stored, as /metrics counts it (intake_enquiries_refused_total). */
export type RefusalReason =
  | 'validation'
  | 'origin'
  | 'rate_limit'
  | 'body_too_large'
  | 'disk_full'
  | 'unsupported_media'
  | 'resume_cap'
  | 'database_busy'
  | 'conflict'
  | 'other_4xx'
  | 'server_error';

/** Refusals for want of room or time, as the API and a visitor's page put them. */
const NOT_STORED = {
  disk: {
    detail: 'server: short of storage space, so the enquiry was not stored; send it again later',
    visitor: 'Our server is short of storage space just now, so your enquiry was not stored. Please send it again later, or call us.',
  },
  busy: {
    detail: 'server: the database stayed busy, so the enquiry was not stored; send it again in a moment',
    visitor: 'Our server was too busy to store your enquiry, so it was not received. Please go back and send it again in a moment, or call us.',
  },
};

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

function capRefusal(cap: ResumeCapError): IntakeResult {
  if (cap.scope === 'address') {
    return {
      reason: 'resume_cap',
      status: 429,
      body: { error_detail: `resume: at most ${megabytes(cap.cap)} of resumes a day from one address; the enquiry was not stored. Send it again tomorrow, or without the resume` },
      visitor: 'We have received the most resumes we can take from your connection today, so your enquiry was not stored. Please send it again tomorrow, or call us.',
    };
  }
  return {
    reason: 'resume_cap',
    status: 503,
    body: { error_detail: 'resume: the server takes no more resumes today; the enquiry was not stored. Send it again tomorrow, or without the resume' },
    visitor: 'We cannot take any more resumes today, so your enquiry was not stored. Please send it again tomorrow, or call us.',
  };
}

/** Texts for the page of a native post, set by the handler for its refusal (read by server/intake/native.ts). */
const visitorTexts = new WeakMap<object, string>();

export function explainToVisitor(request: object, text: string): void {
  visitorTexts.set(request, text);
}

export function visitorText(request: object): string | undefined {
  return visitorTexts.get(request);
}

/** Requests the native form path found with a filled honeypot: their handler stores them flagged as spam. */
const spamRequests = new WeakSet<object>();

export function flagAsSpam(request: object): void {
  spamRequests.add(request);
}

export function isFlaggedAsSpam(request: object): boolean {
  return spamRequests.has(request);
}

/** What a client may send as a key: a UUID in practice, any visible ASCII up to 255 characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header, or the `idempotency_key` field of a native form post. Missing is
 * fine (the enquiry is stored without one); malformed is a 400.
 */
export function readIdempotencyKey(value: unknown): { key?: string; problem?: string } {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'string' || !KEY.test(value)) return { problem: 'idempotency-key: must be 1 to 255 visible ASCII characters, e.g. a random UUID' };
  return { key: value };
}

function refused(status: 400 | 409, detail: string): IntakeResult {
  return { status, body: { error_detail: detail }, reason: status === 409 ? 'conflict' : 'validation' };
}

/** Takes the resume out of the payload (it is stored apart, as bytes) and decodes it. */
function splitResume(kind: EnquiryKind, data: Record<string, unknown>): { payload: Record<string, unknown>; resume?: Buffer; problem?: string } {
  const key = RESUME_KEY[kind];
  if (!key) return { payload: data };
  const { [key]: value, ...payload } = data;
  if (typeof value !== 'string' || value === '') return { payload };
  const decoded = decodePdfDataUrl(value);
  return decoded.ok ? { payload, resume: decoded.bytes } : { payload, problem: `${key}: ${decoded.problem}` };
}

export type AcceptOptions = {
  idempotencyKey?: string;
  log: FastifyBaseLogger;
  /** A native post with the honeypot filled: stored flagged as spam (its messages held), answered as any other. */
  spam?: boolean;
  /** The client address and the daily caps on its resume bytes; without them resumes are not counted. */
  resumeLimit?: { client: string; caps: ResumeCaps };
  /** Free space of the data and mail folders: below MIN_FREE_MB nothing is stored. */
  disk?: DiskWatch;
  /** Where the visit came from (the Visit-Source header, cleaned): stored beside the payload, never in it. */
  source?: EnquirySource;
  /** The enquiry's language (the Content-Language header, read): stored beside the payload, never in it. */
  language?: Language;
};

export async function acceptEnquiry(db: Db, kind: EnquiryKind, body: unknown, { idempotencyKey, log, spam, resumeLimit, disk, source, language }: AcceptOptions): Promise<IntakeResult> {
  const shortage = disk?.shortage();
  if (shortage) {
    log.warn({ kind, ...shortage }, 'enquiry refused: disk space below MIN_FREE_MB; not stored');
    return { status: 503, body: { error_detail: NOT_STORED.disk.detail }, visitor: NOT_STORED.disk.visitor, reason: 'disk_full' };
  }
  const checked = payloadSchemas[kind].safeParse(body);
  if (!checked.success) {
    log.info({ kind, problems: checked.error.issues.map((i) => ({ code: i.code, path: i.path.join('.') })) }, 'enquiry rejected');
    return refused(400, describeIssues(checked.error.issues, body));
  }
  const { payload, resume, problem } = splitResume(kind, checked.data);
  if (problem) {
    log.info({ kind, problem }, 'enquiry rejected');
    return refused(400, problem);
  }
  // Read as a PDF before anything is stored: no scripts, actions or attachments reach staff.
  const check = resume ? await checkResume(resume) : undefined;
  if (check && !check.ok) {
    log.info({ kind, problem: `${RESUME_KEY[kind]}: ${check.why}`, resumeCheckMs: check.ms }, 'enquiry rejected');
    return refused(400, `${RESUME_KEY[kind]}: ${check.problem}`);
  }
  // Hashed after validation: the same values sent as JSON or as a native form post hash alike.
  const idempotency = idempotencyKey ? { key: idempotencyKey, hash: createHash('sha256').update(`${kind}\n${JSON.stringify(checked.data)}`).digest('hex') } : undefined;
  try {
    const { id, reference } = await insertEnquiry(db, { kind, payload, resume, idempotency, spam, resumeLimit, source, language });
    log.info({ kind, enquiry: id, reference, resumeBytes: resume?.length, resumeCheckMs: check?.ms, spam }, 'enquiry stored');
    return { status: 201, body: { id, reference } };
  } catch (error) {
    if (error instanceof ResumeCapError) {
      log.warn({ kind, resumeBytes: resume?.length, cap: error.scope, capBytes: error.cap }, 'enquiry refused: daily resume cap reached; not stored');
      return capRefusal(error);
    }
    if (isStorageFull(error)) {
      // The real cause (SQLITE_FULL, ENOSPC, PostgreSQL's disk_full), not a rollback's complaint.
      log.error({ kind, err: loggableError(error as Error) }, 'enquiry not stored: the disk is full');
      void disk?.measure();
      return { status: 503, body: { error_detail: NOT_STORED.disk.detail }, visitor: NOT_STORED.disk.visitor, reason: 'disk_full' };
    }
    if (isLockBusy(error)) {
      log.error({ kind, err: loggableError(error as Error) }, 'enquiry not stored: another process held the database lock past SQLITE_LOCK_TIMEOUT_MS');
      return { status: 503, body: { error_detail: NOT_STORED.busy.detail }, visitor: NOT_STORED.busy.visitor, reason: 'database_busy' };
    }
    if (!(error instanceof DuplicateKeyError) || !idempotency) throw error;
    // Insert first, look up only on a conflict: the common case costs no extra query, and concurrent
    // duplicates are settled by the unique index.
    const first = await findByIdempotencyKey(db, idempotency.key);
    if (!first) throw error;
    if (first.requestHash !== idempotency.hash) {
      log.info({ kind, enquiry: first.id }, 'enquiry rejected: idempotency key reused with other values');
      return refused(409, 'idempotency-key: already used for an enquiry with other values; send a new key with changed values');
    }
    log.info({ kind, enquiry: first.id }, 'enquiry resent: answered with the stored one');
    return { status: 200, body: first.reference ? { id: first.id, reference: first.reference } : { id: first.id } };
  }
}
