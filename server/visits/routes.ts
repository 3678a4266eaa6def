import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { httpError } from '../platform/http-error';
import { checkOrigin } from '../platform/origin';
import { clientKey } from '../platform/network';
import { fallbackRateLimitStore, sharedCounter } from '../platform/redis';
import { deviceClass, isBot, isPrefetch, MAX_BEACON_BYTES, parsePageView, parseVital } from './beacon';
import { pageOf, sitePages } from './pages';
import { COUNT_WINDOW_MS, visitStore } from './store';

/** What became of a beacon, for /metrics: counted, ignored on purpose (a bot, a prefetch, not a page), or refused (4xx/5xx). */
export type BeaconOutcome = 'counted' | 'ignored' | 'refused';
export type BeaconKind = 'page_view' | 'vitals';

export type VisitRoutesOptions = {
  db: Db;
  config: Config;
  /** Shared counters across instances; without it the limit is per process. */
  redis?: Redis;
  /** Counts each beacon's outcome (/metrics). */
  countBeacon?: (kind: BeaconKind, outcome: BeaconOutcome) => void;
};

const KINDS: Record<string, BeaconKind> = { '/visits/': 'page_view', '/vitals/': 'vitals' };
const outcomes = new WeakMap<FastifyRequest, BeaconOutcome>();

/**
 * POST /{prefix}/visits/ and /{prefix}/vitals/ (docs/intake-api.md, "Page views and web vitals"): the
 * site's beacons, counted into per-day aggregates. Neither answer carries a body: 204 whether counted
 * or ignored on purpose, so a bot learns nothing from trying. Nothing of the request is logged or kept
 * but the counted keys (the request log keeps its usual line: the client's network and the time, never the
 * body); the address is only the key of the rate limit and, hashed, of its share of the day's new rows
 * (store.ts), the User-Agent only read to a class.
 */
export async function visitRoutes(app: FastifyInstance, { db, config, redis, countBeacon }: VisitRoutesOptions): Promise<void> {
  const pages = sitePages(config.staticDir);
  const store = visitStore(db, {
    maxSourcesPerDay: config.visitsMaxSourcesPerDay,
    maxTargetsPerDay: config.vitalsMaxTargetsPerDay,
    maxNewRowsPerDay: config.visitsMaxNewRowsPerDay,
    // Shared through Redis like the limits (every instance draws on one budget); this process's own without it.
    counter: (name) => sharedCounter(redis, `intake-visits-${name}-`, COUNT_WINDOW_MS),
    // Once a day per process, without any visitor's data: an operator sees when a day ran out.
    exhausted: (day, total) =>
      app.log.warn({ day, total }, 'visits: the day\'s budget of new rows (VISITS_MAX_NEW_ROWS_PER_DAY) is spent: until midnight in India, new sources and targets are counted as (other) and vitals that need a new row are not counted'),
  });
  const clock = () => Date.now() + config.clockOffsetMs;
  // Our own hosts: a referrer among them is a visit going on, not a source.
  const ownHosts = new Set([...config.siteOrigins, config.staffUrl].map((origin) => new URL(origin).hostname));
  app.log.info({ pages: pages.size }, 'page views counted for the pages of the site');

  if (countBeacon) {
    app.addHook('onResponse', async (request, reply) => {
      const kind = KINDS[request.routeOptions.url?.slice(`/${config.apiPrefix}`.length) ?? ''];
      if (request.method !== 'POST' || !kind) return;
      countBeacon(kind, reply.statusCode >= 400 ? 'refused' : (outcomes.get(request) ?? 'ignored'));
    });
  }

  // Before the body is read or the limit counted: a page elsewhere must not feed our counts.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const verdict = checkOrigin(request, [...config.siteOrigins, config.staffUrl]);
    // Not logged: a stray beacon is not an operator's problem (the enquiry routes log theirs).
    if (!verdict.ok) throw httpError(403, `origin: beacons from ${verdict.origin} are not accepted`);
  });

  await app.register(rateLimit, {
    max: config.visitsRateLimitMax,
    timeWindow: '1 minute',
    ...(redis ? { store: fallbackRateLimitStore(redis, 'intake-visits-') } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => httpError(429, `rate limit: at most ${context.max} beacons a minute; retry in ${context.after}`),
  });

  // sendBeacon sends a string as text/plain (the server reads JSON only elsewhere; these routes read this
  // text and nothing else); a URL-encoded form is the same text.
  const asText = (_request: FastifyRequest, body: string, done: (error: Error | null, body?: string) => void) => done(null, body);
  app.addContentTypeParser(['text/plain', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, asText);

  /** A well-formed beacon nobody saw: a bot's, or a prefetch's. */
  const ignored = (request: FastifyRequest) => isBot(request.headers['user-agent']) || isPrefetch(request.headers);
  const device = (request: FastifyRequest) => deviceClass(request.headers['user-agent'], request.headers['sec-ch-ua-mobile']);
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: BeaconOutcome) => {
    outcomes.set(request, outcome);
    return reply.code(204).header('cache-control', 'no-store').send();
  };

  app.post('/visits/', { bodyLimit: MAX_BEACON_BYTES }, async (request, reply) => {
    const parsed = parsePageView(request.body);
    if (!parsed.ok) throw httpError(400, parsed.problem);
    const path = pageOf(pages, parsed.value.path, config.basePath);
    if (ignored(request) || !path) return answer(request, reply, 'ignored');
    const referrer = ownHosts.has(parsed.value.referrer) || parsed.value.referrer === request.hostname ? '' : parsed.value.referrer;
    await store.countPageView({ ...parsed.value, path, referrer, device: device(request), client: clientKey(request.ip) }, clock());
    return answer(request, reply, 'counted');
  });

  app.post('/vitals/', { bodyLimit: MAX_BEACON_BYTES }, async (request, reply) => {
    const parsed = parseVital(request.body);
    if (!parsed.ok) throw httpError(400, parsed.problem);
    const path = pageOf(pages, parsed.value.path, config.basePath);
    if (ignored(request) || !path) return answer(request, reply, 'ignored');
    // Past the day's budget of new rows a sample that needs one is not counted: answered as any other not counted on purpose.
    const counted = await store.countVital({ ...parsed.value, path, device: device(request), client: clientKey(request.ip) }, clock());
    return answer(request, reply, counted ? 'counted' : 'ignored');
  });
}
