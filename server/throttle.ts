import type { Redis } from 'ioredis';

/**
 * Counts events per key in fixed one-window buckets: in this process, or in Redis so that every
 * instance sees the same count (INCR and PEXPIRE in one script, as @fastify/rate-limit does).
 */
export type Counter = {
  /** Adds one and returns the new count (atomically: concurrent adds each see their own count). */
  add: (key: string) => Promise<number>;
  /** Takes back one add of the current window (never below zero, never into a new window). */
  undo: (key: string) => Promise<void>;
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
    add: async (key) => ++current(key).count,
    undo: async (key) => {
      const entry = counts.get(key);
      if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count -= 1;
    },
  };
}

const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;
// DECR keeps the key's expiry; a key that has expired is not brought back as -1 without one.
const UNDO = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export function redisCounter(redis: Redis, prefix: string, windowMs: number): Counter {
  return {
    add: async (key) => Number(await redis.eval(ADD, 1, prefix + key, String(windowMs))),
    undo: async (key) => {
      await redis.eval(UNDO, 1, prefix + key);
    },
  };
}
