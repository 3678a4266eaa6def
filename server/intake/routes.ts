import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ENDPOINT_PATHS, ENQUIRY_KINDS } from '@/lib/enquiry/kinds';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { DiskWatch } from '../platform/disk';
import { noteIntake } from '../platform/health/metrics';
import { httpError } from '../platform/http-error';
import { acceptEnquiry, explainToVisitor, isFlaggedAsSpam, readIdempotencyKey } from './intake';
import { checkOrigin } from '../platform/origin';
import { readSource } from './source';
import { LANGUAGE_HEADER, readLanguage } from './language';
import { SOURCE_HEADER } from '@/lib/visit/source';
import { fallbackRateLimitStore } from '../platform/redis';

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
export async function enquiryRoutes(app: FastifyInstance, { db, config, redis, disk }: EnquiryRoutesOptions): Promise<void> {
  // Before the body is read, the rate limit counted or anything stored.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const verdict = checkOrigin(request, [...config.siteOrigins, config.staffUrl]);
    if (!verdict.ok) {
      // Warn: behind a misconfigured proxy this refuses every visitor, and nobody must miss it.
      request.log.warn({ origin: verdict.origin, expected: verdict.expected, site: request.headers['sec-fetch-site'] }, 'enquiry refused: posted from an origin that is not ours (set SITE_ORIGIN to the public origin, or TRUST_PROXY so the proxy\'s X-Forwarded-Host is believed)');
      throw httpError(403, `origin: posts from ${verdict.origin} are not accepted; send the form from the site itself`);
    }
  });

  // Registered in this plugin only, so the limit applies to the POST routes and nothing else.
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Shared through Redis; counted in this process while Redis is away (a Redis outage never costs an enquiry).
    ...(redis ? { store: fallbackRateLimitStore(redis, 'intake-enquiry-') } : {}),
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
        source: readSource(request.headers[SOURCE_HEADER.toLowerCase()]),
        language: readLanguage(request.headers[LANGUAGE_HEADER.toLowerCase()]),
      });
      if ('visitor' in result && result.visitor) explainToVisitor(request, result.visitor);
      noteIntake(request, { kind, result, spam: isFlaggedAsSpam(request) });
      return reply.code(result.status).send(result.body);
    });
  }
}
