import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { loggableError } from '../platform/loggable-error';
import type { MailAlarm } from '../mail/alarm';
import { checkOrigin } from '../platform/origin';
import { normalizeEmail } from '../intake/store';
import {
  accountForSetup,
  audit,
  completeSetupPassword,
  confirmSession,
  confirmedRecently,
  enrolmentOpen,
  endAllSessions,
  endSession,
  findAccount,
  hashPassword,
  newRecoveryCodes,
  openRecoveryCodes,
  openSession,
  passwordProblem,
  readSession,
  sealRecoveryCodes,
  sessionLimits,
  sha256,
  spendRecoveryCode,
  verifyPasswordBounded,
  type Clock,
  type Session,
} from './accounts';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { apiKeyRoutes } from './api-key-routes';
import { DRAFT_CHUNKS, DRAFT_MS, draftKey, openDraft, sealDraft } from './drafts';
import { inboxRoutes } from './inbox';
import { reportRoutes } from './report-routes';
import * as pages from './pages';
import { signInThrottle, type Admission, type Episode } from './sign-in-throttle';
import { fieldOf, type Form, type StaffContext } from './context';
import { STAFF_CSS } from './style';
import { checkTotp, confirmTotp, pendingTotp, totpEnrolment } from './totp';

export type StaffInboxOptions = {
  config: Config;
  db: Db;
  redis: Redis | undefined;
  /** Whether mail is going out: every signed-in page shows a banner while it is not. */
  mailAlarm?: MailAlarm;
};

/** The static pages' value (out/_headers), sent when STAFF_URL is https. */
const HSTS = 'max-age=63072000; includeSubDomains';
const CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const WRONG = 'Email or password is wrong';
const CONFIRM_WRONG = 'That is not your password, nor the code your app shows now. Try again.';
const CONFIRM_EMPTY = 'Enter your password or the code your app shows now';
const NOT_SET_UP = 'This account is not set up yet: finish from the set-up link in your invitation, or, if it has expired, ask an administrator for a new one.';


/** Six digits (spaces allowed) are a code from the app; anything else is the password (at least 12 characters). */
const givenSecret = (secret: string): { password?: string; code?: string } => (/^\d{6}$/.test(secret.replace(/\s/g, '')) ? { code: secret } : { password: secret });

/** Where Cancel leads from a confirmation: the page the action was on (its Referer, when ours), else the inbox. */
const backFrom = (request: FastifyRequest): string => {
  const referer = request.headers.referer;
  if (!referer) return '/staff/';
  try {
    const url = new URL(referer);
    return url.pathname.startsWith('/staff/') && url.host === request.host ? `${url.pathname}${url.search}` : '/staff/';
  } catch {
    return '/staff/';
  }
};

/**
 * A path of the inbox to go on to after a confirmation, as the browser will resolve it, never another
 * host's or outside /staff/: `/staff/../evil.example` reads as an
 * inbox path but leads out of it. Answered as the resolved path and query, percent-encoded, so that a
 * Location header can carry it whatever characters were sent.
 */
function staffPath(next: string): string | undefined {
  if (!next.startsWith('/') || /[\\\r\n]/.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, STAFF_BASE);
  } catch {
    return undefined;
  }
  return url.origin === STAFF_BASE && url.pathname.startsWith('/staff/') ? `${url.pathname}${url.search}` : undefined;
}
const STAFF_BASE = 'http://inbox.invalid';

type RequestState = { session: Session | undefined; sessionCookie: string | undefined; csrf: string };

/**
 * The staff inbox under /staff/: server-rendered pages for signing in (password, then a TOTP or
 * recovery code) and setting an account up from its one-time link; the inbox's own pages come from the
 * route modules (inbox.ts, admin.ts) registered in this scope.
 * Access is decided in one hook from each route's `staffAccess`; every POST passes the Origin check
 * and the session's (or, before sign-in, the visitor's) CSRF token first.
 */
export async function staffInbox(app: FastifyInstance, { config, db, redis, mailAlarm }: StaffInboxOptions): Promise<void> {
  const clock: Clock = () => Date.now() + config.clockOffsetMs;
  const limits = sessionLimits(config);
  // Browsers keep neither a Secure cookie nor a __Host- one over http://localhost (docs/staff-inbox.md, "Cookies on localhost").
  const secure = config.staffUrl.startsWith('https:');
  const SESSION = secure ? '__Host-staff_session' : 'staff_session';
  const PRE_SESSION = secure ? '__Host-staff_csrf' : 'staff_csrf';
  const DRAFT = secure ? '__Host-staff_draft' : 'staff_draft';
  const cookieOptions = { path: '/', httpOnly: true, secure, sameSite: 'strict' as const };
  const throttle = signInThrottle(redis);
  // Unknown addresses are checked against this, so they take as long to refuse as a wrong password.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  const state = new WeakMap<FastifyRequest, RequestState>();
  const stateOf = (request: FastifyRequest): RequestState => {
    const found = state.get(request);
    if (!found) throw new Error('staff request state missing');
    return found;
  };

  const csrfOf = (key: string) => createHmac('sha256', key).update('staff-csrf').digest('base64url');
  const tokenFits = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  // Read at first use: a server that migrates after it starts listening has no secret before that.
  let sealing: Promise<Buffer> | undefined;
  const sealingKey = () => (sealing ??= draftKey(db).catch((error: unknown) => {
    sealing = undefined;
    throw error;
  }));
  const draftCookies = (request: FastifyRequest) => Array.from({ length: DRAFT_CHUNKS }, (_, i) => request.cookies[`${DRAFT}${i}`] ?? '');
  const setDraftCookies = (request: FastifyRequest, reply: FastifyReply, chunks: string[]) => {
    for (let i = 0; i < DRAFT_CHUNKS; i++) {
      const chunk = chunks[i];
      if (chunk) reply.setCookie(`${DRAFT}${i}`, chunk, { ...cookieOptions, maxAge: DRAFT_MS / 1000 });
      else if (request.cookies[`${DRAFT}${i}`]) reply.clearCookie(`${DRAFT}${i}`, cookieOptions);
    }
  };
  /**
   * A form sent after its session ran out, with that session's own token (so from its page, not from
   * anyone else's): its fields are kept in the browser for the sign-in that follows, not refused.
   */
  const keepDraft = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const names = request.routeOptions.config.keepDraft;
    const ended = request.cookies[SESSION];
    const path = request.url.split('?')[0]?.replace(/\/[^/]*$/, '') ?? '';
    if (!names || !ended || stateOf(request).session || !/^\/staff\/[\w/-]+$/.test(path) || !tokenFits(fieldOf(request.body, 'csrf'), csrfOf(ended))) return false;
    const chunks = sealDraft(await sealingKey(), { path, fields: Object.fromEntries(names.map((name) => [name, fieldOf(request.body, name)])), at: clock() });
    if (chunks) setDraftCookies(request, reply, chunks);
    return chunks !== undefined;
  };
  const draftOf = async (request: FastifyRequest) => (draftCookies(request).some(Boolean) ? openDraft(await sealingKey(), draftCookies(request), clock()) : undefined);

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-robots-tag', 'noindex');
    reply.header('content-security-policy', CSP);
    reply.header('cache-control', 'no-store');
    // Not no-referrer: under it a browser sends `Origin: null` with the inbox's own form posts (Fetch
    // serialises a navigation's origin as null then), and the Origin check below would refuse them all.
    // same-origin still tells other sites nothing, set-up links included.
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (secure) reply.header('strict-transport-security', HSTS);
    const sessionCookie = request.cookies[SESSION] || undefined;
    const session = sessionCookie ? await readSession(db, clock, limits, sessionCookie) : undefined;
    if (sessionCookie && !session) reply.clearCookie(SESSION, cookieOptions);
    // The synchronizer token: derived from the session id once there is one (a new one at every sign-in),
    // before that from a random cookie of this browser's own.
    let key = session ? sessionCookie : request.cookies[PRE_SESSION];
    if (!key) {
      key = randomBytes(32).toString('base64url');
      reply.setCookie(PRE_SESSION, key, cookieOptions);
    }
    state.set(request, { session, sessionCookie: session ? sessionCookie : undefined, csrf: csrfOf(key) });
  });

  app.addHook('preHandler', async (request, reply) => {
    const { session, csrf } = stateOf(request);
    if (request.method === 'POST') {
      const verdict = checkOrigin(request, [config.staffUrl]);
      if (!verdict.ok) {
        request.log.warn({ staff: 'csrf', why: 'foreign origin', origin: verdict.origin, expected: verdict.expected }, 'staff post refused: sent from an origin that is not the inbox\'s (STAFF_URL, or the host the proxy forwards when TRUST_PROXY trusts it)');
        return reply.code(403).type('text/html').send(pages.problemPage('Not allowed', 'This form was sent from another site. Go back to the inbox and try again.'));
      }
      if (!tokenFits(fieldOf(request.body, 'csrf'), csrf)) {
        if (await keepDraft(request, reply)) return reply.redirect('/staff/sign-in?m=session-ended-kept', 303);
        const given = fieldOf(request.body, 'csrf');
        request.log.warn({ staff: 'csrf', why: given === '' ? 'no token' : 'wrong token' }, 'staff post refused');
        return reply.code(403).type('text/html').send(pages.problemPage('Not allowed', 'This form has expired or did not come from this page. Go back, reload the page and try again.'));
      }
    }
    const access = request.routeOptions.config.staffAccess ?? 'full';
    if (access === 'public') return;
    const wanted = access === 'admin' ? 'full' : access;
    // Someone signed in who follows an old link into a sign-in or set-up step is simply home.
    if (session?.stage === 'full' && wanted !== 'full') return reply.redirect('/staff/', 303);
    if (session?.stage !== wanted) return reply.redirect(request.cookies[SESSION] ? '/staff/sign-in?m=session-ended' : '/staff/sign-in', 303);
    if (access === 'admin' && session.account.role !== 'admin') {
      return reply.code(403).type('text/html').send(pages.problemPage('Not allowed', 'Only administrators can see this page.', viewerOf(request)));
    }
    const what = request.routeOptions.config.staffConfirm;
    if (what && !confirmedRecently(session, clock())) return askToConfirm(request, reply, what);
  });

  /**
   * The password or a code, asked again: a post that carries the answer goes on to its route once it is
   * right; anything else gets the page that asks, which sends the same post again with the answer.
   */
  const askToConfirm = async (request: FastifyRequest, reply: FastifyReply, what: string) => {
    const viewer = viewerOf(request) as NonNullable<pages.Viewer>;
    const url = request.url;
    const download = request.method === 'GET';
    const fields: Array<[string, string]> = download
      ? [['next', url]]
      : Object.entries((request.body ?? {}) as Form).flatMap(([name, value]) =>
          name === 'csrf' || name === pages.CONFIRM_FIELD ? [] : (Array.isArray(value) ? value : [value ?? '']).map((v): [string, string] => [name, v]),
        );
    const page = (error?: string) =>
      pages.confirmIdentityPage({ viewer, what, action: download ? '/staff/confirm' : url, fields, back: backFrom(request), error, download });
    // Asked on the action's own form (admin-pages.ts confirmPage) or on this page: an empty answer is an error.
    const answered = request.method === 'POST' && pages.CONFIRM_FIELD in ((request.body ?? {}) as Form);
    const secret = answered ? fieldOf(request.body, pages.CONFIRM_FIELD) : '';
    if (!secret) return html(reply, page(answered ? CONFIRM_EMPTY : undefined), answered ? 400 : 200);
    const verdict = await verify(request, reply, givenSecret(secret));
    if (verdict === 'answered') return reply;
    if (verdict === 'wrong') return html(reply, page(CONFIRM_WRONG), 400);
    // Confirmed: the route runs.
    return undefined;
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'staff request failed');
    const text = status >= 500 ? 'Something went wrong on our side. Try again in a moment.' : 'The request could not be understood. Go back and try again.';
    return reply.code(status).type('text/html').send(pages.problemPage(status >= 500 ? 'Something went wrong' : 'Not understood', text));
  });

  // Unknown pages under /staff/ get this scope's headers and a page of its own: a route rather than a
  // not-found handler, because the static site's catch-all route would otherwise answer them.
  app.all('/*', { config: { staffAccess: 'public' } }, async (request, reply) => html(reply, pages.problemPage('Page not found', 'There is no page at this address.', viewerOf(request)), 404));

  const viewerOf = (request: FastifyRequest): pages.Viewer => {
    const { session, csrf } = stateOf(request);
    return session?.stage === 'full' ? { account: session.account, csrf, mailAlarm: mailAlarm?.current(), mustConfirm: !confirmedRecently(session, clock()) } : undefined;
  };
  const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const startSession = async (request: FastifyRequest, reply: FastifyReply, accountId: string, stage: Session['stage']) => {
    // A new id whenever the session changes hands or stage: an id planted before sign-in is worth nothing after.
    const old = stateOf(request).session;
    if (old) await endSession(db, old.idHash);
    const id = await openSession(db, clock, limits, accountId, stage, { userAgent: request.headers['user-agent'], ip: request.ip });
    reply.setCookie(SESSION, id, cookieOptions);
    return id;
  };
  /** Counts the attempt before anything is checked; an episode of refusals or delays is audited once, by the attempt that starts it. */
  const admit = (request: FastifyRequest, email: string, accountId: () => Promise<string | null>) =>
    throttle.admit(request, sha256(normalizeEmail(email)), async (episode: Episode) =>
      audit(db, clock, { accountId: episode === 'client' ? null : await accountId(), action: episode === 'account-slowed' ? 'sign-in-slowed' : 'sign-in-throttled', ip: request.ip, detail: { by: episode } }),
    );
  const tooMany = (reply: FastifyReply, refused: Extract<Admission, { refused: true }>) => {
    reply.header('retry-after', String(refused.retryAfterSeconds));
    return html(reply, pages.problemPage('Too many attempts', 'Too many failed attempts. Wait 15 minutes, then try again.'), 429);
  };
  const busy = (reply: FastifyReply) => {
    reply.header('retry-after', '5');
    return html(reply, pages.problemPage('Busy', 'Too many people are signing in at this moment. Wait a few seconds, then try again.'), 503);
  };

  const verify: StaffContext['verify'] = async (request, reply, given) => {
    const session = stateOf(request).session as Session;
    const { account } = session;
    const attempt = await admit(request, account.email, async () => account.id);
    if (attempt.refused) {
      await tooMany(reply, attempt);
      return 'answered';
    }
    let ok = given.password !== undefined || given.code !== undefined;
    if (ok && given.password !== undefined) {
      const stored = (await db.selectFrom('staff_account').select('password_hash').where('id', '=', account.id).executeTakeFirst())?.password_hash;
      const checked = await verifyPasswordBounded(stored ?? (await dummyHash), given.password);
      if (checked === undefined) {
        await attempt.giveBack();
        await busy(reply);
        return 'answered';
      }
      ok = checked && Boolean(stored);
    }
    if (ok && given.code !== undefined) {
      const code = given.code.trim();
      ok = (/^\d[\d\s]*$/.test(code) && (await checkTotp(db, clock, account, code))) || (await spendRecoveryCode(db, clock, account.id, code));
    }
    if (!ok) {
      await audit(db, clock, { accountId: account.id, action: 'confirm-failed', ip: request.ip });
      return 'wrong';
    }
    await attempt.giveBack();
    await confirmSession(db, clock, session.idHash);
    return 'ok';
  };

  const context: StaffContext = {
    config,
    db,
    clock,
    limits,
    viewer: (request) => {
      const viewer = viewerOf(request);
      if (!viewer) throw new Error('staff route reached without a session');
      return viewer;
    },
    session: (request) => {
      const { session } = stateOf(request);
      if (session?.stage !== 'full') throw new Error('staff route reached without a session');
      return session;
    },
    html,
    record: (request, action, extra = {}) => audit(db, clock, { accountId: stateOf(request).session?.account.id ?? null, action, ip: request.ip, ...extra }),
    message: (request) => pages.messageFor((request.query as Form).m),
    draft: async (request, reply, path) => {
      if (!draftCookies(request).some(Boolean)) return undefined;
      const draft = await draftOf(request);
      if (draft?.path === path || !draft) setDraftCookies(request, reply, []);
      return draft?.path === path ? draft.fields : undefined;
    },
    verify,
  };
  await inboxRoutes(app, context);
  await adminRoutes(app, context);
  await accountRoutes(app, context);
  await apiKeyRoutes(app, context);
  await reportRoutes(app, context);

  // The confirmation of a download (a GET): once the password or code is right, on to the download.
  app.post('/confirm', async (request, reply) => {
    const next = staffPath(fieldOf(request.body, 'next'));
    if (!next) return html(reply, pages.problemPage('Not understood', 'There is nothing to confirm here. Go back and try again.', viewerOf(request)), 400);
    const secret = fieldOf(request.body, pages.CONFIRM_FIELD);
    const page = (error: string) => pages.confirmIdentityPage({ viewer: viewerOf(request) as NonNullable<pages.Viewer>, what: 'download this', action: '/staff/confirm', fields: [['next', next]], back: backFrom(request), error, download: true });
    if (!secret) return html(reply, page(CONFIRM_EMPTY), 400);
    const verdict = await verify(request, reply, givenSecret(secret));
    if (verdict === 'answered') return reply;
    if (verdict === 'wrong') return html(reply, page(CONFIRM_WRONG), 400);
    return reply.redirect(next, 303);
  });

  app.get('/staff.css', { config: { staffAccess: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/css; charset=utf-8').send(STAFF_CSS);
  });

  app.get('/sign-in', { config: { staffAccess: 'public' } }, async (request, reply) => {
    if (viewerOf(request)) return reply.redirect('/staff/', 303);
    return html(reply, pages.signInPage({ csrf: stateOf(request).csrf, message: pages.messageFor((request.query as Form).m) }));
  });

  app.post('/sign-in', { config: { staffAccess: 'public' } }, async (request, reply) => {
    const email = fieldOf(request.body, 'email').trim();
    const password = fieldOf(request.body, 'password');
    const again = (status: number) => html(reply, pages.signInPage({ csrf: stateOf(request).csrf, email, error: WRONG }), status);
    const attempt = await admit(request, email, async () => (email ? ((await findAccount(db, email))?.id ?? null) : null));
    if (attempt.refused) return tooMany(reply, attempt);
    const account = email ? await findAccount(db, email) : undefined;
    const stored = account && !account.disabled && account.hasPassword ? (await db.selectFrom('staff_account').select('password_hash').where('id', '=', account.id).executeTakeFirst())?.password_hash : undefined;
    // Every refusal costs one Argon2 verification, so the time taken does not tell whether the address has an account.
    const ok = await verifyPasswordBounded(stored ?? (await dummyHash), password);
    if (ok === undefined) {
      await attempt.giveBack();
      return busy(reply);
    }
    if (!ok || !account || !stored) {
      await audit(db, clock, { accountId: account?.id ?? null, action: 'sign-in-failed-password', ip: request.ip });
      return again(400);
    }
    // A right password is not a failure: its count is given back (not reset, so the owner's sign-in
    // never wipes someone else's failures from the same network).
    await attempt.giveBack();
    // Until the authenticator is confirmed, the set-up link is the only way in: a password alone never enrols one.
    if (!account.hasTotp) {
      await audit(db, clock, { accountId: account.id, action: 'sign-in-not-set-up', ip: request.ip });
      return html(reply, pages.signInPage({ csrf: stateOf(request).csrf, email, error: NOT_SET_UP }), 403);
    }
    await startSession(request, reply, account.id, 'password');
    return reply.redirect('/staff/sign-in/code', 303);
  });

  app.get('/sign-in/code', { config: { staffAccess: 'password' } }, async (request, reply) => html(reply, pages.codePage({ csrf: stateOf(request).csrf })));

  app.post('/sign-in/code', { config: { staffAccess: 'password' } }, async (request, reply) => {
    const { account } = stateOf(request).session as Session;
    const attempt = await admit(request, account.email, async () => account.id);
    if (attempt.refused) return tooMany(reply, attempt);
    const code = fieldOf(request.body, 'code').trim();
    const byTotp = /^\d[\d\s]*$/.test(code) && (await checkTotp(db, clock, account, code));
    const byRecovery = !byTotp && (await spendRecoveryCode(db, clock, account.id, code));
    if (!byTotp && !byRecovery) {
      await audit(db, clock, { accountId: account.id, action: 'sign-in-failed-code', ip: request.ip });
      return html(reply, pages.codePage({ csrf: stateOf(request).csrf, error: 'That code is not right, or was used already. Enter the code your app shows now, or an unused recovery code.' }), 400);
    }
    await attempt.giveBack();
    await startSession(request, reply, account.id, 'full');
    await audit(db, clock, { accountId: account.id, action: byTotp ? 'sign-in' : 'sign-in-recovery-code', ip: request.ip });
    // Back to the page whose form was kept when the session before ran out, if one was.
    const home = (await draftOf(request))?.path ?? '/staff/';
    return reply.redirect(byTotp ? home : `${home}?m=recovery-used`, 303);
  });

  // The token is in the path: these routes log nothing below a warning, so no log holds a working link.
  app.get('/setup/:token', { config: { staffAccess: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const account = await accountForSetup(db, clock, token);
    if (!account) return html(reply, pages.setupInvalidPage(), 410);
    return html(reply, pages.setupPasswordPage({ csrf: stateOf(request).csrf, token, name: account.name, errors: {} }));
  });

  app.post('/setup/:token', { config: { staffAccess: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const account = await accountForSetup(db, clock, token);
    if (!account) return html(reply, pages.setupInvalidPage(), 410);
    const password = fieldOf(request.body, 'password');
    const confirm = fieldOf(request.body, 'confirm');
    const problem = passwordProblem(password, account.email);
    const errors = problem ? { password: problem } : password !== confirm ? { confirm: 'The two passwords are not the same' } : {};
    if (problem || password !== confirm) return html(reply, pages.setupPasswordPage({ csrf: stateOf(request).csrf, token, name: account.name, errors }), 400);
    const accountId = await completeSetupPassword(db, clock, token, await hashPassword(password));
    if (!accountId) return html(reply, pages.setupInvalidPage(), 410);
    await audit(db, clock, { accountId, action: 'password-set', ip: request.ip });
    await startSession(request, reply, accountId, 'enrol');
    return reply.redirect('/staff/setup/totp', 303);
  });

  // Only a session opened by the set-up link is at this stage, and only while that link is unexpired.
  app.get('/setup/totp', { config: { staffAccess: 'enrol' } }, async (request, reply) => {
    const { account, idHash } = stateOf(request).session as Session;
    if (!enrolmentOpen(account, clock())) return html(reply, pages.setupInvalidPage(), 410);
    const enrolment = await totpEnrolment(await pendingTotp(db, idHash), account.email);
    return html(reply, pages.enrolPage({ csrf: stateOf(request).csrf, ...enrolment }));
  });

  app.post('/setup/totp', { config: { staffAccess: 'enrol' } }, async (request, reply) => {
    const { account, idHash } = stateOf(request).session as Session;
    if (!enrolmentOpen(account, clock())) return html(reply, pages.setupInvalidPage(), 410);
    if (!(await confirmTotp(db, clock, account, idHash, fieldOf(request.body, 'code')))) {
      const enrolment = await totpEnrolment(await pendingTotp(db, idHash), account.email);
      return html(reply, pages.enrolPage({ csrf: stateOf(request).csrf, ...enrolment, error: 'That code is not right. Enter the six digits your app shows now.' }), 400);
    }
    const codes = await newRecoveryCodes(db, account.id);
    const id = await startSession(request, reply, account.id, 'full');
    // Kept with the new session, sealed with its cookie, only until the next page shows them once.
    await db.updateTable('staff_session').set({ recovery_codes: sealRecoveryCodes(id, codes) }).where('id_hash', '=', sha256(id)).execute();
    await audit(db, clock, { accountId: account.id, action: 'second-factor-set-up', ip: request.ip });
    return reply.redirect('/staff/setup/recovery-codes', 303);
  });

  app.get('/setup/recovery-codes', async (request, reply) => {
    const { session, sessionCookie } = stateOf(request);
    const codes = session?.recoveryCodes && sessionCookie ? openRecoveryCodes(sessionCookie, session.recoveryCodes) : undefined;
    if (session?.recoveryCodes) await db.updateTable('staff_session').set({ recovery_codes: null }).where('id_hash', '=', session.idHash).execute();
    if (!codes) return reply.redirect('/staff/', 303);
    return html(reply, pages.recoveryCodesPage({ codes }));
  });

  // Any stage may sign out: a half-finished sign-in too.
  app.post('/sign-out', { config: { staffAccess: 'public' } }, async (request, reply) => {
    const { session } = stateOf(request);
    if (session) {
      await endSession(db, session.idHash);
      await audit(db, clock, { accountId: session.account.id, action: 'sign-out', ip: request.ip });
    }
    reply.clearCookie(SESSION, cookieOptions);
    return reply.redirect('/staff/sign-in?m=signed-out', 303);
  });

  app.post('/sign-out-everywhere', async (request, reply) => {
    const { account } = stateOf(request).session as Session;
    await endAllSessions(db, account.id);
    await audit(db, clock, { accountId: account.id, action: 'sign-out-everywhere', ip: request.ip });
    reply.clearCookie(SESSION, cookieOptions);
    return reply.redirect('/staff/sign-in?m=signed-out-everywhere', 303);
  });
}
