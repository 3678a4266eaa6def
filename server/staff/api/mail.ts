import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { httpError } from '../../platform/http-error';
import type { Outbox } from '../../mail/register';
import { listMessages, retryMessage } from '../../mail/outbox';
import { setSpam } from '../enquiries';
import { decodeCursor, findSubject, SUBJECT_PAGE } from '../../privacy/personal-data';
import type { KeyHolder } from '../api-keys';

/** What a use of the API did, with counts (never the data itself): the request's one audit row says it. */
export type StaffAudit = (request: FastifyRequest, action: string, details: Record<string, unknown>) => void;

export type StaffMailRoutesOptions = { db: Db; outbox: Outbox; audit: StaffAudit; holderOf: (request: FastifyRequest) => KeyHolder };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STATUSES = ['failed', 'pending', 'sent', 'held', 'skipped'] as const;
type Status = (typeof STATUSES)[number];

/** Routes the inbox gives to administrators only. */
const admins = { config: { apiAccess: 'admin' as const } };

/**
 * Staff routes of the outbox and of data requests, registered by staffRoutes inside its key check:
 * messages by status (failed ones to retry), a spam enquiry marked genuine, a person's data by
 * address (access, an admin's key only). Erasure answers 403 to every key: it is done in the inbox.
 */
export async function staffMailRoutes(app: FastifyInstance, { db, outbox, audit, holderOf }: StaffMailRoutesOptions): Promise<void> {
  app.get('/messages', async (request) => {
    const { status = 'failed' } = request.query as { status?: unknown };
    if (typeof status !== 'string' || !(STATUSES as readonly string[]).includes(status)) throw httpError(400, `status: must be one of ${STATUSES.join(', ')}`);
    const items = await listMessages(db, { status: status as Status });
    audit(request, 'messages', { filter: { status }, rows: items.length });
    return { items };
  });

  app.post('/messages/:id/retry', async (request) => {
    const id = uuidParam(request);
    if (!(await retryMessage(db, id, outbox.clock))) throw httpError(404, 'id: no failed message with this id');
    audit(request, 'retry', { message: id });
    return { id, status: 'pending' };
  });

  app.post('/enquiries/:id/genuine', async (request) => {
    const id = uuidParam(request);
    // As the inbox's "Not spam" does, with the same entry in the enquiry's timeline (by the key's person).
    const holder = holderOf(request);
    const { found, messages: released } = await setSpam(db, id, false, { accountId: holder.accountId, now: outbox.clock() }, { via: 'api-key', key: holder.keyName });
    if (!found) throw httpError(404, 'id: no such enquiry');
    audit(request, 'genuine', { enquiry: id, released });
    return { id, spam: false, released };
  });

  // An access request sends the address in the body, never in the URL, where proxies and this
  // server's request log would keep it. A caller still using the old query form is told so, and its
  // request is logged without the query.
  const withoutQuery = { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.replace(/\?.*$/, '?[redacted]') }) };
  app.get('/subjects', { ...admins, logSerializers: withoutQuery }, async (_request, reply) => {
    reply.header('allow', 'POST');
    throw httpError(405, 'email: send the address in a JSON body, POST {"email": "asha@example.com"}, not in the URL');
  });

  app.post('/subjects', admins, async (request) => {
    const body = readBody(request.body, ['email', 'cursor', 'limit']);
    const email = readEmail(body.email);
    const after = body.cursor === undefined ? undefined : decodeCursor(typeof body.cursor === 'string' ? body.cursor : '');
    if (body.cursor !== undefined && !after) throw httpError(400, 'cursor: give the "next" of the previous page as it was answered');
    const limit = body.limit ?? SUBJECT_PAGE.default;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > SUBJECT_PAGE.max) throw httpError(400, `limit: must be a whole number from 1 to ${SUBJECT_PAGE.max}`);
    const page = await findSubject(db, email, { after, limit });
    audit(request, 'subject-access', { rows: page.enquiries.length, messages: page.messages.length, more: page.next !== null });
    return {
      email: page.email,
      enquiries: page.enquiries.map(({ resume_bytes: bytes, ...enquiry }) => ({
        ...enquiry,
        resume: bytes === null ? null : { bytes, url: `${app.prefix}/enquiries/${enquiry.id}/resume` },
      })),
      messages: page.messages,
      next: page.next,
    };
  });

  // Never with a key (the key check answers 403 first): an erasure asks for the person's password again,
  // which only the inbox can. The route stays so that a script that tries is told where it went.
  app.post('/erasure', { config: { apiAccess: 'never' } }, async () => {
    throw httpError(403, 'erasure: not available to API keys');
  });
}

function uuidParam(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!UUID.test(id)) throw httpError(404, 'id: no such record');
  return id;
}

/** A JSON object with no keys but `allowed`. */
function readBody(body: unknown, allowed: string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw httpError(400, 'body: send a JSON object, e.g. {"email": "asha@example.com"}');
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw httpError(400, `${unknown}: unknown key; send ${allowed.join(', ')}`);
  return body as Record<string, unknown>;
}

function readEmail(value: unknown): string {
  if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(value.trim())) throw httpError(400, 'email: give the address, e.g. {"email": "asha@example.com"}');
  return value;
}
