import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changePassword, endOtherSessions, endSessionOf, hashPassword, listSessions, newRecoveryCodes, passwordProblem, unusedRecoveryCodes } from './accounts';
import * as pages from './account-pages';
import { problemPage } from './pages';
import { fieldOf, type StaffContext } from './context';
import { MOVE_WINDOW_MS, moveTotp, movingTotp, startTotpMove, totpEnrolment } from './totp';

const WRONG_CODE = 'That code is not right, or was used already. Enter the code your app shows now, or an unused recovery code.';

/**
 * The account page of every signed-in person (/staff/account): their password, their sessions, their
 * recovery codes and their authenticator. Whatever changes the account asks for the password or a code
 * again first (context.verify: counted by the sign-in throttle, like a sign-in), so a session left open
 * on someone's desk is not enough to take the account over.
 */
export async function accountRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const { db, clock, limits, html, viewer, session, record, message, verify } = context;

  const accountPage = async (request: FastifyRequest, reply: FastifyReply, extra: Pick<pages.AccountPageProps, 'errors' | 'values' | 'message'> = {}, status = 200) => {
    const me = session(request);
    return html(
      reply,
      pages.accountPage({
        viewer: viewer(request),
        sessions: await listSessions(db, clock, limits, me.account.id),
        current: me.idHash,
        unusedCodes: await unusedRecoveryCodes(db, me.account.id),
        message: extra.message ?? message(request),
        ...extra,
      }),
      status,
    );
  };
  const back = (reply: FastifyReply, key: string, section: string) => reply.redirect(`/staff/account?m=${key}#${section}`, 303);

  app.get('/account', async (request, reply) => accountPage(request, reply));

  app.post('/account/password', async (request, reply) => {
    const me = session(request);
    const current = fieldOf(request.body, 'current');
    const code = fieldOf(request.body, 'code').trim();
    const password = fieldOf(request.body, 'password');
    const errors: pages.AccountErrors = {};
    if (!current) errors.current = 'Enter your current password';
    if (!code) errors.code = 'Enter a code from your app, or a recovery code';
    const problem = passwordProblem(password, me.account.email);
    if (problem) errors.password = problem;
    else if (password !== fieldOf(request.body, 'confirm')) errors.confirm = 'The two new passwords are not the same';
    // Checked before the code is: a mistake in the new password does not spend a recovery code.
    if (Object.keys(errors).length > 0) return accountPage(request, reply, { errors, values: { code } }, 400);
    const verdict = await verify(request, reply, { password: current, code });
    if (verdict === 'answered') return reply;
    if (verdict === 'wrong') return accountPage(request, reply, { errors: { current: 'Your current password or the code is not right', code: WRONG_CODE } }, 400);
    const ended = await changePassword(db, me.account.id, me.idHash, await hashPassword(password));
    await record(request, 'password-changed', { target: me.account.id, detail: { sessions_ended: ended } });
    return back(reply, 'password-changed', 'password-section');
  });

  app.post('/account/sessions/end', async (request, reply) => {
    const me = session(request);
    const idHash = fieldOf(request.body, 'session');
    // Only another session of one's own: an id of someone else's (or of this one) ends nothing.
    if (idHash === me.idHash || !(await endSessionOf(db, me.account.id, idHash))) {
      return html(reply, problemPage('Session not found', 'You have no other session with this id: it may have ended already.', viewer(request)), 404);
    }
    await record(request, 'session-ended', { target: me.account.id, detail: { sessions: 1 } });
    return back(reply, 'own-session-ended', 'sessions-section');
  });

  app.post('/account/sessions/end-others', async (request, reply) => {
    const me = session(request);
    const ended = await endOtherSessions(db, me.account.id, me.idHash);
    await record(request, 'session-ended', { target: me.account.id, detail: { sessions: ended, everywhere_else: true } });
    return back(reply, 'other-sessions-ended', 'sessions-section');
  });

  app.post('/account/recovery-codes', async (request, reply) => {
    const me = session(request);
    const password = fieldOf(request.body, 'renew-password');
    const code = fieldOf(request.body, 'renew-code').trim();
    if (!password && !code) return accountPage(request, reply, { errors: { 'renew-password': 'Enter your password, or a code below' } }, 400);
    const verdict = await verify(request, reply, { password: password || undefined, code: code || undefined });
    if (verdict === 'answered') return reply;
    if (verdict === 'wrong') {
      const errors: pages.AccountErrors = {};
      if (password) errors['renew-password'] = code ? 'The password or the code is not right' : 'That password is not right';
      if (code) errors['renew-code'] = WRONG_CODE;
      return accountPage(request, reply, { errors }, 400);
    }
    const codes = await newRecoveryCodes(db, me.account.id);
    await record(request, 'recovery-codes-renewed', { target: me.account.id });
    return html(reply, pages.newCodesPage({ viewer: viewer(request), codes }));
  });

  // Moving the authenticator: step 1 checks the current code, step 2 (this session, for ten minutes) the new app's.
  app.post('/account/authenticator', async (request, reply) => {
    const code = fieldOf(request.body, 'move-code').trim();
    if (!code) return accountPage(request, reply, { errors: { 'move-code': 'Enter a code from your current app, or a recovery code' } }, 400);
    const verdict = await verify(request, reply, { code });
    if (verdict === 'answered') return reply;
    if (verdict === 'wrong') return accountPage(request, reply, { errors: { 'move-code': WRONG_CODE } }, 400);
    await startTotpMove(db, clock, session(request).idHash);
    return reply.redirect('/staff/account/authenticator', 303);
  });

  const moveStep = async (request: FastifyRequest, reply: FastifyReply, error?: string) => {
    const me = session(request);
    const secret = await movingTotp(db, clock, me.account.id, me.idHash);
    if (!secret) return back(reply, 'move-start', 'authenticator-section');
    const enrolment = await totpEnrolment(secret, me.account.email);
    return html(reply, pages.moveAuthenticatorPage({ viewer: viewer(request), ...enrolment, minutes: MOVE_WINDOW_MS / 60_000, error }), error ? 400 : 200);
  };

  app.get('/account/authenticator', async (request, reply) => moveStep(request, reply));

  app.post('/account/authenticator/confirm', async (request, reply) => {
    const me = session(request);
    if (!(await movingTotp(db, clock, me.account.id, me.idHash))) return back(reply, 'move-start', 'authenticator-section');
    if (!(await moveTotp(db, clock, me.account, me.idHash, fieldOf(request.body, 'new-code')))) {
      return moveStep(request, reply, 'That code is not right. Enter the six digits the new app shows now.');
    }
    await record(request, 'authenticator-moved', { target: me.account.id });
    return back(reply, 'authenticator-moved', 'authenticator-section');
  });
}
