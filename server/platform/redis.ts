import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { StartError } from './config';
import { redactCredentials } from './loggable-error';
import { memoryCounter, redisCounter, type Counter } from './throttle';

/*
 * Redis shares the limits across instances. It is not where enquiries live, so its absence never costs
 * one: at start it is waited for (it may come up after us at boot), and when it goes away later every
 * limit falls back to this process's own count, said once at error, until it is back.
 */

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Connected before the server listens, retrying with back-off for at most `waitMs`. */
export async function connectRedis(url: string, waitMs: number, log: Log): Promise<Redis> {
  // No offline queue and one retry: a command fails fast while Redis is away instead of holding a request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down || redis.status === 'wait') return;
    down = true;
    log.error(`Redis is not reachable (${redactCredentials(error.message)}): limits are counted per process until it is back (REDIS_URL)`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: limits are shared across instances again');
  });
  const deadline = Date.now() + waitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await redis.connect();
      down = false;
      return redis;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        redis.disconnect();
        throw new StartError(`REDIS_URL: cannot connect (${redactCredentials((error as Error).message)})`);
      }
      log.warn(`Redis is not reachable yet (${redactCredentials((error as Error).message)}); retrying for up to ${waitMs / 1000} s (STARTUP_WAIT_SECONDS)`);
      redis.disconnect();
      await sleep(delay);
    }
  }
}

/** A counter in Redis that counts in this process while Redis fails. */
export function sharedCounter(redis: Redis | undefined, prefix: string, windowMs: number): Counter {
  const local = memoryCounter(windowMs);
  if (!redis) return local;
  const shared = redisCounter(redis, prefix, windowMs);
  return {
    peek: (key) => shared.peek(key).catch(() => local.peek(key)),
    add: (key) => shared.add(key).catch(() => local.add(key)),
    refund: (key) => shared.refund(key).catch(() => local.refund(key)),
  };
}

const requireCjs = createRequire(__filename);
type StoreFunction = new (...args: unknown[]) => FastifyRateLimitStore;
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore') as StoreFunction;
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore') as StoreFunction;

/** @fastify/rate-limit's Redis store, answered by its in-process store while Redis fails. */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const both = (shared: FastifyRateLimitStore, local: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) =>
      shared.incr(key, (error, result) => (error ? local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max),
    child: (routeOptions) => both(shared.child(routeOptions), local.child(routeOptions)),
  });
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return both(new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace), new LocalStore(options.continueExceeding, options.exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
