import { createServer } from 'node:http';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import { watchDisk } from './platform/disk';
import { drainBody } from './platform/drain';
import { Metrics } from './platform/health/metrics';
import { DatabaseProbe, readiness, type ReadinessSources } from './platform/health/readiness';
import { healthRoutes } from './platform/health/routes';
import { httpError } from './platform/http-error';
import { registerNativeForms } from './intake/native';
import { registerOutbox } from './mail/register';
import { enquiryRoutes } from './intake/routes';
import { staffRoutes } from './staff/api/routes';
import { staffInbox } from './staff/routes';
import { registerStatic } from './platform/static';
import type { SchemaStatus } from './platform/schema-state';
import { networkOf } from './platform/network';
import type { Lifecycle } from './platform/lifecycle';
import { loggableError } from './platform/loggable-error';
import { connectRedis, sharedCounter } from './platform/redis';

export type AppOptions = {
  config: Config;
  db: Db;
  /** The shutdown as the health paths tell it (main.ts); absent: never stopping. */
  lifecycle?: Lifecycle;
  /** Whether the database's schema is what this release needs; absent: always ready. While not ready, the API and the staff pages answer 503, /readyz says why, and the workers wait. */
  schema?: SchemaStatus;
};

/** Never in the logs: credentials, bodies (enquiries carry personal data and the resume). */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'payload', 'resume_base64', '*.resume_base64'];

/** Fastify's own rejections, worded like the validation errors: "where: what is wrong". */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: does not match the body',
};

/** What a client is told to wait before trying again while the schema is not ready. */
const SCHEMA_RETRY_AFTER_S = 5;

function bytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KiB`;
}

/**
 * The intake API and the static site in one Fastify instance: the eleven POST endpoints and the staff
 * routes under `/{prefix}`, the static export everywhere else. Closing the app closes the database.
 */
export async function buildApp({ config, db, schema, lifecycle }: AppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const app = Fastify({
    // While closing, a request already on its way (a keep-alive connection) is served, not answered 503:
    // the proxy in front has stopped sending new ones here (lifecycle.ts).
    return503OnClosing: false,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Fastify's own, but the client's network instead of its address, no client port, and the path
      // without its query: a query can hold personal data (the inbox's search for an address).
      serializers: { req: (request) => ({ method: request.method, url: request.url.split('?')[0], host: request.host, remoteAddress: networkOf(request.ip) }) },
    },
    // 64 KiB for every route but the work-abroad endpoints, which set their own (lib/enquiry/limits.ts).
    bodyLimit: config.bodyLimit,
    // A number of hops believes only that many addresses from the right of X-Forwarded-For.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    // Every time-out explicit: a client that stalls its headers or its body is cut off (408) rather
    // than holding a connection; Node checks them every second rather than every 30 s.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: config.headersTimeoutMs,
          keepAliveTimeout: config.keepAliveTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
        },
        handler,
      ),
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.startupWaitMs, app.log) : undefined;
  app.addHook('onClose', async () => {
    await db.destroy();
    await redis?.quit();
  });
  // Each enquiry's messages are written with it and delivered by a worker in this process.
  const outbox = registerOutbox(app, { config, db, schema });
  // Nothing is stored while the data or mail folder is short of space (MIN_FREE_MB); /readyz says so too.
  const disk = watchDisk(app, { config, db });

  // Health, readiness and metrics (server/platform/health/): registered below, at the root, ahead of the site.
  const health: ReadinessSources = {
    probe: new DatabaseProbe(db, config.database.kind === 'sqlite' ? config.database.path : undefined),
    schema,
    disk,
    worker: outbox.liveness,
    mailAlarm: outbox.alarm,
    lifecycle,
  };
  const metrics = new Metrics({
    db,
    clock: outbox.clock,
    folders: disk.folders,
    minFreeBytes: config.minFreeBytes,
    ready: async () => (await readiness(health)).ready,
    mailAlarm: () => outbox.alarm.current() !== undefined,
  });
  app.addHook('onResponse', metrics.observe);

  // Graceful shutdown: once closing, every answer still going out ends its keep-alive connection, so
  // the server is not left waiting for idle clients before it can close the database.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // A body refused before it was read is read to its end first, so a proxy in front gets the answer.
    if (reply.statusCode === 413 || reply.statusCode === 411) await drainBody(request.raw);
    return payload;
  });

  // Behind a proxy that is not declared, every client has the proxy's address: the per-address limits
  // then count all visitors together. Said once, on the first request that shows it.
  if (hops === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn('requests carry X-Forwarded-For but TRUST_PROXY is not set: every client behind the proxy shares its address for the rate limits; set TRUST_PROXY to the number of proxies in front (README, "Intake API")');
    });
  }

  // While the server migrates (or waits for `npm run migrate`), only what needs no database answers:
  // the pages of the site and the server's own health paths.
  const apiPrefix = `/${config.apiPrefix}`;
  if (schema) {
    app.addHook('onRequest', async (request, reply) => {
      if (schema.ready()) return;
      const path = request.url.split('?')[0] ?? '';
      const api = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
      if (!api && path !== '/staff' && !path.startsWith('/staff/')) return;
      const reason = schema.reason() ?? 'the schema is not ready';
      reply.code(503).header('retry-after', String(SCHEMA_RETRY_AFTER_S)).header('cache-control', 'no-store');
      if (api) return reply.send({ error_detail: `server: starting (${reason}), so nothing was stored; send it again in a few seconds` });
      return reply.type('text/plain; charset=utf-8').send(`The inbox is starting (${reason}). Try again in a few seconds.\n`);
    });
  }

  // Compressed request bodies are refused before anything reads them: a few KB of gzip can inflate
  // to megabytes past every body limit (@fastify/compress would decode them).
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw httpError(415, 'content-encoding: compressed request bodies are not accepted; send the body uncompressed');
  });

  // Gzip or Brotli for pages, scripts, styles and CSV exports, as static hosts do (visitors are often on
  // slow mobile networks); fonts, images and video are already compressed and skipped by type.
  await app.register(compress, { global: true });

  // JSON only: Fastify would otherwise hand a text/plain body to the handlers as a string.
  app.removeContentTypeParser('text/plain');

  // Every error body is {"error_detail": ...}: the site's error bus reads a 400 with `message` as a
  // uniqueness conflict, so `message` is never sent.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(status).send({ error_detail: 'internal error; the enquiry was not stored' });
    }
    request.log.info({ code: error.code, statusCode: status }, 'request rejected');
    const detail = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `body: larger than the ${bytes(request.routeOptions.bodyLimit ?? config.bodyLimit)} limit of this endpoint` : (error.code && CLIENT_ERRORS[error.code]) || error.message;
    return reply.code(status).send({ error_detail: detail });
  });

  await app.register(
    async (api) => {
      // API answers are data, never documents: no browser may sniff one into HTML.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff');
      });
      // CORS lives in the enquiry routes' own scope: the staff routes get no CORS header at all, not
      // even Vary, and a preflight to them never reaches the CORS plugin's catch-all OPTIONS route.
      await api.register(async (publicApi) => {
        // First, so that every enquiry route below counts its answers (stored, or refused and why).
        publicApi.addHook('onResponse', metrics.countEnquiry);
        await publicApi.register(cors, {
          // An empty allow-list sends no CORS headers: same-origin pages need none, other origins are refused.
          origin: config.siteOrigins.length > 0 ? config.siteOrigins : false,
          methods: ['POST'],
          allowedHeaders: ['Content-Type', 'Idempotency-Key'],
          maxAge: 600,
        });
        // Native form posts (no JavaScript) to the same endpoints: mapped to the JSON payload, answered 303 or a page.
        await registerNativeForms(publicApi, {
          apiPrefix,
          staticDir: config.staticDir,
          basePath: config.basePath,
          siteOrigins: config.siteOrigins,
          bodyLimit: config.bodyLimit,
          fileBodyLimit: config.workAbroadBodyLimit,
        });
        await publicApi.register(enquiryRoutes, { db, config, redis, disk });
      });
      const failures = sharedCounter(redis, 'intake-staff-auth-', 60_000);
      await api.register(staffRoutes, { prefix: '/staff', db, clock: () => Date.now() + config.clockOffsetMs, failures, outbox });
    },
    { prefix: apiPrefix },
  );

  // The staff inbox's pages (signed in with accounts; the routes above are for scripts, with a person's API key).
  await app.register(staffInbox, { prefix: '/staff', config, db, redis, mailAlarm: outbox.alarm });

  await app.register(healthRoutes, { ...health, metricsToken: config.metricsToken, metrics });

  const site = await registerStatic(app, config.staticDir, config.basePath);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!site || path === apiPrefix || path.startsWith(`${apiPrefix}/`)) return reply.code(404).send({ error_detail: 'not found' });
    return site.notFound(reply);
  });

  app.log.info({ limits: redis ? 'shared through Redis' : 'per process' }, 'rate limits ready');
  return app;
}
