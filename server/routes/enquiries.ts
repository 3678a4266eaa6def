import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ENDPOINT_PATHS, ENQUIRY_KINDS } from '@/lib/enquiry/kinds';
import type { Config } from '../config';
import type { Db } from '../db';
import type { DiskWatch } from '../disk';
import { noteIntake } from '../health/metrics';
import { httpError } from '../http-error';
import { acceptEnquiry, explainToVisitor, isFlaggedAsSpam, readIdempotencyKey } from '../intake';

export type EnquiryRoutesOptions = {
  db: Db;
  /** The rate limit, the body limit of work abroad (the others keep the server's 64 KiB), the disk and resume limits. */
  config: Config;
  /** Shared counters across instances; without it the limit is per process. */
  redis?: Redis;
  /** Free space of the data and mail folders (MIN_FREE_MB): nothing is stored while short. */
  disk: DiskWatch;
};

/** The eleven POST endpoints, each validated with the payload schema the site itself sends with. */
/**
 * Why a post comes from a page that is not the site's, or undefined when it may be the site's: a page
 * elsewhere must not make its visitors' browsers post enquiries (and so acknowledgements to addresses it
 * chose). Same origin is judged by host alone, since a proxy in front may change the scheme; a listed
 * SITE_ORIGIN is the site wherever it is. Requests without these headers (scripts, old browsers) pass.
 */
export function foreignOrigin(headers: { origin?: string; host?: string; 'sec-fetch-site'?: string | string[] }, siteOrigins: readonly string[]): string | undefined {
  const { origin, host } = headers;
  const listed = origin !== undefined && siteOrigins.includes(origin);
  if (listed) return undefined;
  if (origin !== undefined) {
    let ownHost = false;
    try {
      ownHost = origin !== 'null' && new URL(origin).host === host;
    } catch {
      ownHost = false;
    }
    if (!ownHost) return `origin: posts from ${origin.slice(0, 100)} are not accepted; send the form from the site itself`;
  }
  if (headers['sec-fetch-site'] === 'cross-site') return 'origin: posts from another site are not accepted; send the form from the site itself';
  return undefined;
}

export async function enquiryRoutes(app: FastifyInstance, { db, config, redis, disk }: EnquiryRoutesOptions): Promise<void> {
  // Before the body is read, the rate limit counted or anything stored.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const foreign = foreignOrigin(request.headers as Parameters<typeof foreignOrigin>[0], config.siteOrigins);
    if (foreign) {
      request.log.info({ origin: request.headers.origin?.slice(0, 100), site: request.headers['sec-fetch-site'] }, 'enquiry refused: posted from another site');
      throw httpError(403, foreign);
    }
  });

  // Registered in this plugin only, so the limit applies to the POST routes and nothing else.
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'intake-enquiry-',
    // A Redis outage must not cost a visitor's enquiry: the limit lapses, and the failure is logged.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => httpError(429, `rate limit: at most ${context.max} enquiries a minute; retry in ${context.after}`),
  });
  for (const kind of ENQUIRY_KINDS) {
    app.post(ENDPOINT_PATHS[kind], kind === 'work_abroad' ? { bodyLimit: config.workAbroadBodyLimit } : {}, async (request, reply) => {
      const { key, problem } = readIdempotencyKey(request.headers['idempotency-key']);
      if (problem) throw httpError(400, problem);
      const result = await acceptEnquiry(db, kind, request.body, {
        idempotencyKey: key,
        log: request.log,
        spam: isFlaggedAsSpam(request),
        // The address behind TRUST_PROXY's hops, as the rate limit counts it.
        resumeLimit: { client: request.ip, caps: config.resumeBytesPerDay },
        disk,
      });
      if ('visitor' in result && result.visitor) explainToVisitor(request, result.visitor);
      noteIntake(request, { kind, result, spam: isFlaggedAsSpam(request) });
      return reply.code(result.status).send(result.body);
    });
  }
}
