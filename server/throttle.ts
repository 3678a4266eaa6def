import type { Redis } from 'ioredis';

/**
 * Counts events per key in fixed one-window buckets: in this process, or in Redis so that every
 * instance sees the same count (INCR and PEXPIRE in one script, as @fastify/rate-limit does).
 */
export type Counter = {
  /** The count in the current window, without adding to it. */
  peek: (key: string) => Promise<number>;
  /** Adds one and returns the new count (atomically: concurrent adds each see their own count). */
  add: (key: string) => Promise<number>;
};

export function memoryCounter(windowMs: number): Counter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const now = Date.now();
    const entry = counts.get(key);
    if (entry && entry.resetAt > now) return entry;
    // Expired entries go when their key is next used or on a sweep: the map never grows without bound.
    if (counts.size > 10_000) for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
    const fresh = { count: 0, resetAt: now + windowMs };
    counts.set(key, fresh);
    return fresh;
  };
  return {
    peek: async (key) => current(key).count,
    add: async (key) => ++current(key).count,
  };
}

const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

export function redisCounter(redis: Redis, prefix: string, windowMs: number): Counter {
  return {
    peek: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    add: async (key) => Number(await redis.eval(ADD, 1, prefix + key, String(windowMs))),
  };
}
