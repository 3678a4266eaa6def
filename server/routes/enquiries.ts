import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { payloadSchemas } from '@/lib/enquiry/contract';
import { ENDPOINT_PATHS, ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import type { Db } from '../db';
import { decodePdfDataUrl, describeIssues, RESUME_KEY } from '../payload';
import { insertEnquiry } from '../store';
import { httpError } from '../http-error';

export type EnquiryRoutesOptions = { db: Db; rateLimitMax: number };

/** The eleven POST endpoints, each validated with the payload schema the site itself sends with. */
export async function enquiryRoutes(app: FastifyInstance, { db, rateLimitMax }: EnquiryRoutesOptions): Promise<void> {
  // Registered in this plugin only, so the limit applies to the POST routes and nothing else.
  await app.register(rateLimit, {
    max: rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => httpError(429, `rate limit: at most ${context.max} enquiries a minute; retry in ${context.after}`),
  });

  for (const kind of ENQUIRY_KINDS) {
    app.post(ENDPOINT_PATHS[kind], async (request, reply) => {
      const checked = payloadSchemas[kind].safeParse(request.body);
      if (!checked.success) {
        request.log.info({ kind, problems: checked.error.issues.map((i) => ({ code: i.code, path: i.path.join('.') })) }, 'enquiry rejected');
        return reply.code(400).send({ error_detail: describeIssues(checked.error.issues, request.body) });
      }
      const { payload, resume, problem } = splitResume(kind, checked.data);
      if (problem) {
        request.log.info({ kind, problem }, 'enquiry rejected');
        return reply.code(400).send({ error_detail: problem });
      }
      const { id, reference } = await insertEnquiry(db, { kind, payload, resume });
      request.log.info({ kind, enquiry: id, reference, resumeBytes: resume?.length }, 'enquiry stored');
      return reply.code(201).send({ id, reference });
    });
  }
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
