import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

/** The eight groups of an IPv6 address, each as four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  let groups = [...part(head)];
  let rest = part(tail);
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const v4 = (list: string[]) => {
    const last = list.at(-1);
    if (!last?.includes('.')) return list;
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    return [...list.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  if (tail === undefined) groups = v4(groups);
  else rest = v4(rest);
  const missing = 8 - groups.length - rest.length;
  return [...groups, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...rest].map((g) => g.padStart(4, '0'));
}

/**
 * Who a failed attempt is counted against: an IPv4 address as it is, an IPv6 one by its /64 (one home
 * or one server is given a whole /64, and could otherwise take a new address for every guess).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff') return ip.slice(ip.lastIndexOf(':') + 1);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

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
