import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { httpError } from '../http-error';
import type { Outbox } from '../mail/register';
import { listMessages, markGenuine, retryMessage } from '../outbox';
import { eraseSubject, findSubject } from '../privacy';
import type { StaffAudit } from './staff';

export type StaffMailRoutesOptions = { db: Db; outbox: Outbox; audit: StaffAudit };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STATUSES = ['failed', 'pending', 'sent', 'held', 'skipped'] as const;
type Status = (typeof STATUSES)[number];

/**
 * Staff routes of the outbox and of data requests, registered by staffRoutes inside its token check:
 * messages by status (failed ones to retry), a spam enquiry marked genuine, a person's data by
 * address (access) and its erasure.
 */
export async function staffMailRoutes(app: FastifyInstance, { db, outbox, audit }: StaffMailRoutesOptions): Promise<void> {
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
    return { id, status: 'pending' };
  });

  app.post('/enquiries/:id/genuine', async (request) => {
    const id = uuidParam(request);
    const { found, released } = await markGenuine(db, id, outbox.clock);
    if (!found) throw httpError(404, 'id: no such enquiry');
    request.log.info({ enquiry: id, released }, 'enquiry marked genuine');
    return { id, spam: false, released };
  });

  // The address is in the query string: the request log shows the path alone.
  const withoutQuery = { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.replace(/\?.*$/, '?[redacted]') }) };
  app.get('/subjects', { logSerializers: withoutQuery }, async (request) => {
    const email = readEmail((request.query as { email?: unknown }).email);
    const { enquiries, messages } = await findSubject(db, email);
    audit(request, 'subject access', { rows: enquiries.length, messages: messages.length });
    return {
      email: email.trim().toLowerCase(),
      enquiries: enquiries.map(({ resume_bytes: bytes, ...enquiry }) => ({
        ...enquiry,
        resume: bytes === null ? null : { bytes, url: `${app.prefix}/enquiries/${enquiry.id}/resume` },
      })),
      messages,
    };
  });

  app.post('/erasure', async (request) => {
    const body = request.body as { email?: unknown } | undefined;
    const email = readEmail(body?.email);
    const counts = await eraseSubject(db, email, { mailDir: outbox.mailDir, clock: outbox.clock });
    // Counts only: the address itself is never logged.
    audit(request, 'erasure', { ...counts });
    return counts;
  });
}

function uuidParam(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!UUID.test(id)) throw httpError(404, 'id: no such record');
  return id;
}

function readEmail(value: unknown): string {
  if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(value.trim())) throw httpError(400, 'email: give the address, e.g. email=asha@example.com');
  return value;
}
