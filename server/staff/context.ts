import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { Clock, Session } from './accounts';
import type { Viewer } from './pages';

/*
 * What the inbox's route modules (inbox.ts, admin.ts, account.ts, ...) are given by routes.ts, which
 * registers them: below all of them, so none imports the file that registers it.
 */

/** Who may reach a route: anyone, half-way through a sign-in or a set-up, signed in, or an admin. */
type Access = 'public' | 'password' | 'enrol' | 'full' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAccess?: Access;
    /** The fields of this form kept across a sign-in when its session has run out (drafts.ts). */
    keepDraft?: string[];
    /**
     * A sensitive action, in words ("disable an account"): when the password or a code was last given
     * more than 10 minutes ago, it is asked for again before the route runs (pages.confirmIdentityPage).
     */
    staffConfirm?: string;
  }
}

/** A posted form, as @fastify/formbody parses it. */
export type Form = Record<string, string | string[] | undefined>;

/** A text field of a posted form ('' when absent or repeated). */
export const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Form | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * What the inbox's route modules (inbox.ts, admin.ts, ...) share: registered inside this scope, their
 * routes get the access hook (each route's `staffAccess`, default 'full'), the CSRF check and the headers.
 */
export type StaffContext = {
  config: Config;
  db: Db;
  clock: Clock;
  limits: { idleMs: number; maxMs: number };
  /** The signed-in person and the page's CSRF token (on routes of access 'full' or 'admin'). */
  viewer: (request: FastifyRequest) => NonNullable<Viewer>;
  /** The signed-in session itself (its id's hash: which session is this one), on the same routes. */
  session: (request: FastifyRequest) => Session;
  html: (reply: FastifyReply, body: string, status?: number) => FastifyReply;
  /** An audit entry for the signed-in person (or, before sign-in, none). */
  record: (request: FastifyRequest, action: string, extra?: { target?: string; detail?: Record<string, unknown> }) => Promise<void>;
  /** The message named in the query's `m` (after a redirect), if any. */
  message: (request: FastifyRequest) => string | undefined;
  /** The fields kept for this page when a session ran out (drafts.ts), once: they are gone after this. */
  draft: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<Record<string, string> | undefined>;
  /**
   * Checks what the signed-in person gives again (their password, a code from their app or an unused
   * recovery code; every one given must be right), counted by the sign-in throttle like a sign-in.
   * 'ok': the session is confirmed now (confirmed_at). 'wrong': the caller shows its form again with
   * its message. 'answered': refused by the throttle (429) or too busy (503); the reply is sent.
   */
  verify: (request: FastifyRequest, reply: FastifyReply, given: { password?: string; code?: string }) => Promise<'ok' | 'wrong' | 'answered'>;
};
