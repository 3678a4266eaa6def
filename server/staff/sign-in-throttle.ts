import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { clientKey } from '../platform/network';
import { sharedCounter } from '../platform/redis';

/*
 * The sign-in throttle (issue 28). Every attempt, at the password and at the code step, is counted
 * before it is checked, by one atomic add that returns the new count (INCR in Redis, ++ in memory), so
 * a burst gets at most the limit checked; an attempt that succeeds, or is never checked, is given back.
 *
 * Attempts are counted per account and client together, so nobody else's guesses refuse the owner's
 * right password from their own network. The client is the throttles' usual key (network.ts clientKey:
 * an IPv4 address as it is, an IPv6 /64): a /24 would let a stranger on the same carrier NAT pool or
 * hosting range lock the owner out, which is what this replaces. Someone guessing from many networks
 * meets the account's ceiling: past it each attempt waits, longer each time, before it is checked
 * (slowed, never refused, so the owner still gets in). One client's attempts on every account have a
 * limit of their own (spraying one password over many addresses).
 */

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Attempts per account from one client in the window. */
export const MAX_ATTEMPTS_PER_ACCOUNT_AND_CLIENT = 10;
/** Attempts from one client on every account together in the window. */
export const MAX_ATTEMPTS_PER_CLIENT = 30;
/** Attempts on one account from everywhere in an hour before each further one waits 1 s, 2 s, 4 s ... */
export const ACCOUNT_CEILING = 50;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** The longest wait: well inside a proxy's usual 60 s. */
export const MAX_DELAY_MS = 16_000;

/** What starts an episode (one audit row each): the first attempt refused, or the first slowed, in a window. */
export type Episode = 'account-and-client' | 'client' | 'account-slowed';

export type Admission = { refused: true; retryAfterSeconds: number } | { refused: false; giveBack: () => Promise<void> };

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function signInThrottle(redis: Redis | undefined) {
  const attempts = sharedCounter(redis, 'staff-sign-in-', SIGN_IN_WINDOW_MS);
  const perAccount = sharedCounter(redis, 'staff-sign-in-account-', ACCOUNT_WINDOW_MS);
  const refused = (): Admission => ({ refused: true, retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 });

  /**
   * Counts one attempt on the account (the hash of its normalised address) and answers whether it may
   * be checked now; `onEpisode` writes the audit row of an episode that this attempt starts.
   */
  const admit = async (request: FastifyRequest, accountKey: string, onEpisode: (episode: Episode) => Promise<void>): Promise<Admission> => {
    const client = clientKey(request.ip);
    const pair = `pair:${accountKey}:${client}`;
    const count = await attempts.add(pair);
    // Exactly one attempt sees the count one past the limit: it alone writes the episode's audit row.
    if (count > MAX_ATTEMPTS_PER_ACCOUNT_AND_CLIENT) {
      if (count === MAX_ATTEMPTS_PER_ACCOUNT_AND_CLIENT + 1) await onEpisode('account-and-client');
      return refused();
    }
    const fromClient = await attempts.add(`client:${client}`);
    if (fromClient > MAX_ATTEMPTS_PER_CLIENT) {
      await attempts.refund(pair);
      if (fromClient === MAX_ATTEMPTS_PER_CLIENT + 1) await onEpisode('client');
      return refused();
    }
    const onAccount = await perAccount.add(`account:${accountKey}`);
    if (onAccount > ACCOUNT_CEILING) {
      if (onAccount === ACCOUNT_CEILING + 1) await onEpisode('account-slowed');
      await sleep(Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(onAccount - ACCOUNT_CEILING - 1, 30)));
    }
    return {
      refused: false,
      giveBack: async () => {
        await Promise.all([attempts.refund(pair), attempts.refund(`client:${client}`), perAccount.refund(`account:${accountKey}`)]);
      },
    };
  };
  return { admit };
}
