import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readiness, type ReadinessSources } from './readiness';
import type { Metrics } from './metrics';

export type HealthRoutesOptions = ReadinessSources & {
  /** METRICS_TOKEN: /metrics answers 404 without it. */
  metricsToken: string | undefined;
  metrics: Metrics;
};

/** Byte-for-byte equal in a time that does not depend on where they differ (nor on the length given). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET (and HEAD) /healthz, /readyz and /metrics at the server's root, whatever the API prefix and the
 * site's base path: routes of their own, so the static site's catch-all never answers them with its
 * not-found page. Polled every few seconds by proxies and monitors, so they log nothing below a
 * warning; readiness logs its own changes instead.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions): Promise<void> {
  const { metricsToken, metrics } = options;
  const quiet = { logLevel: 'warn' as const };

  app.addHook('onRequest', async (_request, reply) => {
    options.lifecycle?.polled();
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
  });

  // 503 once shutting down, while requests are still served: a proxy polling it moves on first.
  app.get('/healthz', quiet, async (_request, reply) => (options.lifecycle?.stopping ? reply.code(503).send({ status: 'stopping' }) : reply.send({ status: 'ok' })));

  let wasReady: boolean | undefined;
  const ready = async () => {
    const state = await readiness(options);
    if (wasReady !== undefined && state.ready !== wasReady) {
      if (state.ready) app.log.info('readiness: ready again');
      else app.log.warn({ reasons: state.reasons }, 'readiness: not ready (GET /readyz answers 503)');
    }
    wasReady = state.ready;
    return state;
  };

  app.get('/readyz', quiet, async (_request, reply) => {
    const { ready: isReady, reasons, warnings } = await ready();
    const extra = warnings.length > 0 ? { warnings } : {};
    if (isReady) return reply.send({ status: 'ready', ...extra });
    return reply.code(503).send({ status: 'not ready', reasons, ...extra });
  });

  app.get('/metrics', quiet, async (request, reply: FastifyReply) => {
    if (!metricsToken) return reply.code(404).send({ error_detail: 'not found' });
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined || !sameToken(bearer, metricsToken)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).send({ error_detail: 'authorization: send Authorization: Bearer <METRICS_TOKEN>' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.scrape());
  });
}

