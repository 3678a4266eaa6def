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
  /** Takes one back (an attempt counted before it was checked that turned out not to be a failure); never below 0. */
  refund: (key: string) => Promise<void>;
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
    refund: async (key) => {
      const entry = counts.get(key);
      if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count--;
    },
  };
}

const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

// Only an existing key: a refund must not leave a key without its expiry.
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export function redisCounter(redis: Redis, prefix: string, windowMs: number): Counter {
  return {
    peek: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    add: async (key) => Number(await redis.eval(ADD, 1, prefix + key, String(windowMs))),
    refund: async (key) => void (await redis.eval(REFUND, 1, prefix + key)),
  };
}

/**
 * Runs at most `running` tasks at once, with at most `waiting` more in line; a task beyond that is
 * refused at once (undefined) rather than queued, so a burst cannot pile up work (Argon2's 19 MiB each).
 */
export function workGate(running: number, waiting: number): <T>(task: () => Promise<T>) => Promise<{ value: T } | undefined> {
  let active = 0;
  const line: Array<() => void> = [];
  return async (task) => {
    if (active < running) active++;
    else if (line.length < waiting) await new Promise<void>((go) => line.push(go));
    else return undefined;
    try {
      return { value: await task() };
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = line.shift();
      if (next) next();
      else active--;
    }
  };
}
