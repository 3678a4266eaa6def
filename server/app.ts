import type { FastifyInstance } from 'fastify';
import { intakeApi } from './intake/api';
import { registerOutbox } from './mail/register';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import { watchDisk } from './platform/disk';
import { createFastify } from './platform/fastify';
import { Metrics } from './platform/health/metrics';
import { DatabaseProbe, readiness, type ReadinessSources } from './platform/health/readiness';
import { healthRoutes } from './platform/health/routes';
import type { Lifecycle } from './platform/lifecycle';
import { connectRedis, sharedCounter } from './platform/redis';
import { requestHandling } from './platform/request-handling';
import type { SchemaStatus } from './platform/schema-state';
import { registerStatic } from './platform/static';
import { staffRoutes } from './staff/api/routes';
import { staffInbox } from './staff/routes';
import { toolRoutes } from './tools/routes';
import { visitRoutes } from './visits/routes';

export type AppOptions = {
  config: Config;
  db: Db;
  /** The shutdown as the health paths tell it (main.ts); absent: never stopping. */
  lifecycle?: Lifecycle;
  /** Whether the database's schema is what this release needs; absent: always ready. While not ready, the API and the staff pages answer 503, /readyz says why, and the workers wait. */
  schema?: SchemaStatus;
};

/**
 * The intake API and the static site in one Fastify instance: the eleven POST endpoints and the staff
 * routes under `/{prefix}`, the static export everywhere else. Closing the app closes the database.
 */
export async function buildApp({ config, db, schema, lifecycle }: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(config);
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

  await requestHandling(app, { config, schema });

  await app.register(
    async (api) => {
      // API answers are data, never documents: no browser may sniff one into HTML.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff');
      });
      await api.register(intakeApi, { db, config, redis, disk, countEnquiry: metrics.countEnquiry });
      // The site's page-view and web-vitals beacons, counted per day without keeping anything of the visitor.
      await api.register(visitRoutes, { db, config, redis, countBeacon: metrics.countBeacon });
      // The points calculators' results for forms sent without script; nothing is stored.
      await api.register(toolRoutes, { config });
      // The staff API for scripts, with a person's own key; failed keys are counted per client address.
      const failures = sharedCounter(redis, 'intake-staff-auth-', 60_000);
      await api.register(staffRoutes, { prefix: '/staff', db, clock: () => Date.now() + config.clockOffsetMs, failures, outbox });
    },
    { prefix: `/${config.apiPrefix}` },
  );

  // The staff inbox's pages (signed in with accounts; the routes above are for scripts, with a person's API key).
  await app.register(staffInbox, { prefix: '/staff', config, db, redis, mailAlarm: outbox.alarm });

  await app.register(healthRoutes, { ...health, metricsToken: config.metricsToken, metrics });

  const apiPrefix = `/${config.apiPrefix}`;
  const site = await registerStatic(app, config.staticDir, config.basePath);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!site || path === apiPrefix || path.startsWith(`${apiPrefix}/`)) return reply.code(404).send({ error_detail: 'not found' });
    return site.notFound(reply);
  });

  app.log.info({ limits: redis ? 'shared through Redis' : 'per process' }, 'rate limits ready');
  return app;
}
