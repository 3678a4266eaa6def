import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '@/content/site';
import type { Config } from '../platform/config';
import type { Db, StaffRole } from '../platform/db';
import { serviceOf } from '../mail/content';
import { domainOf, failedMessages, messageEnquiry, retryMessage, wakeOutbox } from '../mail/outbox';
import { countSubject, decodeCursor, eraseSubject, findSubject, SUBJECT_PAGE, type SubjectCursor, type SubjectPage } from '../privacy/personal-data';
import { normalizeEmail } from '../intake/store';
import {
  AccountExists,
  addAccount,
  disableAccount,
  type Ended,
  enableAccount,
  endAllSessions,
  endSessionOf,
  getAccount,
  isEmail,
  LastAdmin,
  listAccounts,
  listSessions,
  resetAccountIn,
  setRole,
  setupLink,
  type Account,
} from './accounts';
import * as pages from './admin-pages';
import { escapeHtml, h, problemPage } from './pages';
import { fieldOf, type Form, type StaffContext } from './context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FAILED_SHOWN = 200;
/** Any address as stored, for a lookup: one @, no spaces, nothing that separates two addresses. */
const STORED_ADDRESS = /^[^\s@,;<>]{1,64}@[^\s@,;<>]{1,255}$/;
const AUDIT_PAGE = 50;

const admin = { config: { staffAccess: 'admin' as const } };
/** An admin action that asks for the password or a code again when it was last given more than 10 minutes ago. */
const sensitive = (what: string) => ({ config: { staffAccess: 'admin' as const, staffConfirm: what } });

/** Admin pages: people, data requests, audit; and the failed-mail list every signed-in person sees. */
export async function adminRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const { config, db, clock, limits, html, viewer, record, message } = context;
  const notFound = (request: FastifyRequest, reply: FastifyReply) => html(reply, problemPage('Page not found', 'There is no such person.', viewer(request)), 404);

  // -------------------------------------------------------------------------------------------
  // People

  app.get('/people', admin, async (request, reply) => html(reply, pages.peoplePage({ viewer: viewer(request), now: clock(), people: await listAccounts(db, clock, limits), message: message(request) })));

  app.post('/people', admin, async (request, reply) => {
    const values = { name: fieldOf(request.body, 'name').trim(), email: fieldOf(request.body, 'email').trim(), role: fieldOf(request.body, 'role') };
    const errors: pages.InviteErrors = {};
    if (!values.name || values.name.length > 100) errors.name = 'Enter the person’s name (at most 100 characters)';
    if (!isEmail(values.email)) errors.email = 'Enter an email address, like name@example.com';
    if (values.role !== 'admin' && values.role !== 'staff') errors.role = 'Choose Staff or Admin';
    let invited: string | undefined;
    if (Object.keys(errors).length === 0) {
      try {
        invited = await db.transaction().execute(async (trx) => {
          const { id, token } = await addAccount(trx, clock, { email: values.email, name: values.name, role: values.role as StaffRole });
          await trx.insertInto('outbox_message').values(setupMail(config, clock(), values, setupLink(config.staffUrl, token), 'invite')).execute();
          return id;
        });
      } catch (error) {
        if (!(error instanceof AccountExists)) throw error;
        errors.email = 'Someone already has an account with this address';
      }
    }
    if (!invited) return html(reply, pages.peoplePage({ viewer: viewer(request), now: clock(), people: await listAccounts(db, clock, limits), values, errors }), 400);
    wakeOutbox(db);
    await record(request, 'invite', { target: invited, detail: { role: values.role } });
    return reply.redirect('/staff/people?m=invited', 303);
  });

  /** The account named in the path, or a 404 page (undefined). */
  const personOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Account | undefined> => {
    const { id } = request.params as { id: string };
    const person = UUID.test(id) ? await getAccount(db, id) : undefined;
    if (!person) await notFound(request, reply);
    return person;
  };
  const personPage = async (request: FastifyRequest, person: Account, extra: { message?: string; problem?: string } = {}) =>
    pages.personPage({ viewer: viewer(request), now: clock(), person, sessions: await listSessions(db, clock, limits, person.id), message: extra.message ?? message(request), problem: extra.problem });
  const back = (reply: FastifyReply, person: Account, key: string) => reply.redirect(`/staff/people/${person.id}?m=${key}`, 303);
  const LAST_ADMIN = 'Refused: there would be no active administrator left. Make someone else an admin first.';

  app.get('/people/:id', admin, async (request, reply) => {
    const person = await personOf(request, reply);
    return person && html(reply, await personPage(request, person));
  });

  app.post('/people/:id/role', sensitive('change a person’s role'), async (request, reply) => {
    const person = await personOf(request, reply);
    if (!person) return reply;
    const role = fieldOf(request.body, 'role');
    if (role !== 'admin' && role !== 'staff') return html(reply, await personPage(request, person, { problem: 'Choose Staff or Admin.' }), 400);
    if (role === person.role) return back(reply, person, 'role-unchanged');
    try {
      await setRole(db, { id: person.id }, role);
    } catch (error) {
      if (!(error instanceof LastAdmin)) throw error;
      return html(reply, await personPage(request, person, { problem: LAST_ADMIN }), 409);
    }
    await record(request, 'role-changed', { target: person.id, detail: { from: person.role, to: role } });
    return back(reply, person, 'role-changed');
  });

  app.get('/people/:id/disable', admin, async (request, reply) => {
    const person = await personOf(request, reply);
    return (
      person &&
      html(
        reply,
        pages.confirmPage({
          viewer: viewer(request),
          title: `Disable ${person.name}?`,
          text: h`<p>${person.name} will be signed out at once, on every device, and cannot sign in until an admin enables the account again. Their enquiries and notes stay as they are.</p>`,
          action: `/staff/people/${person.id}/disable`,
          button: `Disable ${person.name}`,
          cancel: `/staff/people/${person.id}`,
        }),
      )
    );
  });

  app.post('/people/:id/disable', sensitive('disable an account'), async (request, reply) => {
    const person = await personOf(request, reply);
    if (!person) return reply;
    let ended: Ended | undefined;
    try {
      ended = await disableAccount(db, { id: person.id }, { keepAnAdmin: true, now: clock() });
    } catch (error) {
      if (!(error instanceof LastAdmin)) throw error;
      return html(reply, await personPage(request, person, { problem: LAST_ADMIN }), 409);
    }
    await record(request, 'account-disabled', { target: person.id, detail: ended && { sessions_ended: ended.sessions } });
    for (const key of ended?.keys ?? []) await record(request, 'api-key-revoked', { target: person.id, detail: { key: key.id, name: key.name } });
    // Disabling oneself ends this session too: the redirect then leads to the sign-in page.
    return back(reply, person, 'disabled');
  });

  app.post('/people/:id/enable', admin, async (request, reply) => {
    const person = await personOf(request, reply);
    if (!person) return reply;
    await enableAccount(db, { id: person.id });
    await record(request, 'account-enabled', { target: person.id });
    return back(reply, person, 'enabled');
  });

  app.get('/people/:id/reset', admin, async (request, reply) => {
    const person = await personOf(request, reply);
    return (
      person &&
      html(
        reply,
        pages.confirmPage({
          viewer: viewer(request),
          title: `Reset ${person.name}?`,
          text: h`<p>${person.name}’s password, authenticator and recovery codes will be cleared and they will be signed out at once. A new set-up link, valid for 24 hours, will be emailed to ${person.email}.</p>`,
          action: `/staff/people/${person.id}/reset`,
          button: `Reset ${person.name}`,
          cancel: `/staff/people/${person.id}`,
        }),
      )
    );
  });

  app.post('/people/:id/reset', sensitive('reset an account'), async (request, reply) => {
    const person = await personOf(request, reply);
    if (!person) return reply;
    const ended = await db.transaction().execute(async (trx) => {
      const reset = await resetAccountIn(trx, clock, { id: person.id });
      if (reset) await trx.insertInto('outbox_message').values(setupMail(config, clock(), reset.account, setupLink(config.staffUrl, reset.token), 'reset')).execute();
      return reset?.ended;
    });
    wakeOutbox(db);
    await record(request, 'account-reset', { target: person.id, detail: ended && { sessions_ended: ended.sessions } });
    for (const key of ended?.keys ?? []) await record(request, 'api-key-revoked', { target: person.id, detail: { key: key.id, name: key.name } });
    return back(reply, person, 'reset');
  });

  app.post('/people/:id/sessions/end', admin, async (request, reply) => {
    const person = await personOf(request, reply);
    if (!person) return reply;
    const ended = await endSessionOf(db, person.id, fieldOf(request.body, 'session'));
    if (ended) await record(request, 'session-ended', { target: person.id, detail: { sessions: 1 } });
    return back(reply, person, ended ? 'session-closed' : 'session-gone');
  });

  app.post('/people/:id/sessions/end-all', admin, async (request, reply) => {
    const person = await personOf(request, reply);
    if (!person) return reply;
    const sessions = await endAllSessions(db, person.id);
    await record(request, 'sessions-ended', { target: person.id, detail: { sessions } });
    return back(reply, person, 'sessions-closed');
  });

  // -------------------------------------------------------------------------------------------
  // Data requests. The address travels only in form bodies (never a URL, which proxies and the
  // request log keep), and every page of the answer is rendered from the post that asked for it.

  app.get('/data-requests', admin, async (request, reply) => {
    const { erased } = request.query as { erased?: string };
    const counts = /^\d+\.\d+\.\d+$/.test(erased ?? '') ? (erased ?? '').split('.').map(Number) : undefined;
    return html(reply, pages.dataRequestPage({ viewer: viewer(request), erased: counts && { enquiries: counts[0] ?? 0, resumes: counts[1] ?? 0, messages: counts[2] ?? 0 } }));
  });

  /**
   * The address posted, or the form again with its error (undefined). Looked up, never written to: an
   * address stored before the intake's grammar (a precomposed É) must still be found and erased, now
   * that the inbox is the only place an erasure is done.
   */
  const postedEmail = async (request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> => {
    const email = fieldOf(request.body, 'email').trim();
    if (isEmail(email) || STORED_ADDRESS.test(email)) return normalizeEmail(email);
    await html(reply, pages.dataRequestPage({ viewer: viewer(request), email, error: 'Enter an email address, like name@example.com' }), 400);
    return undefined;
  };

  app.post('/data-requests', admin, async (request, reply) => {
    const email = await postedEmail(request, reply);
    if (!email) return reply;
    const afterText = fieldOf(request.body, 'after');
    const after = afterText ? decodeCursor(afterText) : undefined;
    const [counts, page] = await Promise.all([countSubject(db, email), findSubject(db, email, { after, limit: SUBJECT_PAGE.default })]);
    const messagesOf = new Map<string, number>();
    for (const m of page.messages) messagesOf.set(m.enquiry_id, (messagesOf.get(m.enquiry_id) ?? 0) + 1);
    const enquiries = page.enquiries.map((e) => ({
      id: e.id,
      reference: e.reference,
      service: serviceOf({ id: e.id, kind: e.kind, reference: e.reference ?? '', receivedAt: new Date(e.created_at), payload: e.payload, resumeBytes: e.resume_bytes }),
      receivedAt: new Date(e.created_at).getTime(),
      resume: e.resume_bytes !== null,
      messages: messagesOf.get(e.id) ?? 0,
    }));
    // Counts only: the address is never recorded.
    await record(request, 'data-request-found', { detail: { ...counts, page: after ? 'next' : 'first' } });
    return html(reply, pages.subjectPage({ viewer: viewer(request), email, counts, enquiries, next: page.next, first: !after }));
  });

  app.post('/data-requests/download', sensitive('download everything held for a person'), async (request, reply) => {
    const email = await postedEmail(request, reply);
    if (!email) return reply;
    const counts = await countSubject(db, email);
    await record(request, 'data-request-downloaded', { detail: { ...counts } });
    const day = new Date(clock()).toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="data-request-${day}.json"`);
    return reply.type('application/json; charset=utf-8').send(Readable.from(subjectJson(db, email)));
  });

  app.post('/data-requests/erase', admin, async (request, reply) => {
    const email = await postedEmail(request, reply);
    if (!email) return reply;
    return html(reply, pages.eraseConfirmPage({ viewer: viewer(request), email, counts: await countSubject(db, email) }));
  });

  app.post('/data-requests/erase/confirm', sensitive('erase a person’s data'), async (request, reply) => {
    const email = await postedEmail(request, reply);
    if (!email) return reply;
    const { timing, ...counts } = await eraseSubject(db, email, { mailDir: config.mailDir, clock });
    const { enquiries, resumes, messages } = counts;
    // Counts and how long it held the event loop, as the API's erasure logged them; never the address.
    request.log.info({ action: 'erasure', ...counts, ...timing }, 'staff access');
    await record(request, 'data-request-erased', { detail: { enquiries, resumes, messages } });
    return reply.redirect(`/staff/data-requests?erased=${enquiries}.${resumes}.${messages}`, 303);
  });

  // -------------------------------------------------------------------------------------------
  // Failed mail: for everyone signed in

  app.get('/messages', async (request, reply) => html(reply, pages.messagesPage({ viewer: viewer(request), messages: await failedMessages(db, FAILED_SHOWN), limit: FAILED_SHOWN, message: message(request) })));

  app.post('/messages/:id/retry', async (request, reply) => {
    const { id } = request.params as { id: string };
    const found = UUID.test(id) ? await messageEnquiry(db, id) : undefined;
    const retried = found !== undefined && (await retryMessage(db, id, clock));
    if (!retried) return reply.redirect('/staff/messages?m=retry-gone', 303);
    await record(request, 'message-retried', { target: found.enquiryId ?? undefined, detail: { purpose: found.purpose } });
    return reply.redirect('/staff/messages?m=retried', 303);
  });

  // -------------------------------------------------------------------------------------------
  // Audit: newest first, a page at a time by (at, id), so entries written meanwhile never shift a page.

  app.get('/audit', admin, async (request, reply) => {
    const query = request.query as Form;
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const person = text('person') === 'none' || UUID.test(text('person')) ? text('person') : '';
    const action = /^[a-z][a-z-]{0,59}$/.test(text('action')) ? text('action') : '';
    const before = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(text('before'));
    let rows = db
      .selectFrom('staff_audit')
      .leftJoin('staff_account as actor', 'actor.id', 'staff_audit.account_id')
      .leftJoin('staff_account as subject', 'subject.id', 'staff_audit.target')
      .leftJoin('enquiry', 'enquiry.id', 'staff_audit.target')
      .select(['staff_audit.id', 'staff_audit.at', 'staff_audit.action', 'staff_audit.target', 'staff_audit.detail', 'actor.name as actor', 'subject.name as subject', 'enquiry.id as enquiry_id', 'enquiry.reference'])
      .orderBy('staff_audit.at', 'desc')
      .orderBy('staff_audit.id', 'desc')
      .limit(AUDIT_PAGE + 1);
    if (person === 'none') rows = rows.where('staff_audit.account_id', 'is', null);
    else if (person) rows = rows.where('staff_audit.account_id', '=', person);
    if (action) rows = rows.where('staff_audit.action', '=', action);
    if (before) {
      const at = Number(before[1]);
      const id = before[2] ?? '';
      rows = rows.where((eb) => eb.or([eb('staff_audit.at', '<', at), eb.and([eb('staff_audit.at', '=', at), eb('staff_audit.id', '<', id)])]));
    }
    const found = await rows.execute();
    const shown = found.slice(0, AUDIT_PAGE);
    const last = shown.at(-1);
    return html(
      reply,
      pages.auditPage({
        viewer: viewer(request),
        rows: shown.map((row) => ({
          id: row.id,
          at: Number(row.at),
          action: row.action,
          actor: row.actor,
          target: row.target === null ? null : row.subject !== null ? { account: row.subject } : row.enquiry_id !== null ? { enquiryId: row.enquiry_id, reference: row.reference } : { gone: true },
          detail: parseDetail(row.detail),
        })),
        people: await listAccounts(db, clock, limits),
        person,
        action,
        next: found.length > AUDIT_PAGE && last ? `${Number(last.at)}.${last.id}` : null,
        first: !before,
      }),
    );
  });
}

/**
 * Everything held for an address as JSON, in the shape of POST /api/staff/subjects (every page in one,
 * without `next`), written a page at a time: one address may hold tens of thousands of enquiries, and
 * neither the whole answer in memory nor one long JSON.stringify on the event loop would do. The
 * enquiries go first, then the same pages again for their messages.
 */
async function* subjectJson(db: Db, email: string): AsyncGenerator<string> {
  yield `{"email":${JSON.stringify(email)},"enquiries":[`;
  yield* eachPage(db, email, (page) => page.enquiries.map(({ resume_bytes: bytes, ...enquiry }) => ({ ...enquiry, resume: bytes === null ? null : { bytes } })));
  yield '],"messages":[';
  yield* eachPage(db, email, (page) => page.messages);
  yield ']}';
}

/** What `pick` takes from each page of an access request, as JSON array items. */
async function* eachPage(db: Db, email: string, pick: (page: SubjectPage) => unknown[]): AsyncGenerator<string> {
  let after: SubjectCursor | undefined;
  let first = true;
  do {
    const page = await findSubject(db, email, { after, limit: SUBJECT_PAGE.max });
    for (const item of pick(page)) {
      yield `${first ? '' : ','}${JSON.stringify(item)}`;
      first = false;
    }
    after = page.next ? decodeCursor(page.next) : undefined;
  } while (after);
}

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * An invitation, or a reset's new link, as an outbox row: delivered by the same worker, with the same
 * retries, as enquiry mail.
 */
function setupMail(config: Config, now: number, person: { name: string; email: string }, link: string, why: 'invite' | 'reset') {
  const id = randomUUID();
  const opening =
    why === 'invite'
      ? `You have been given an account on the ${site.name} staff inbox. Set it up here (the link works for 24 hours, until you have set the account up):`
      : `Your account on the ${site.name} staff inbox has been reset by an administrator. Set it up again here (the link works for 24 hours, until you have set the account up):`;
  const text = `Hello ${person.name},

${opening}

${link}

You will choose a password and set up an authenticator app on your phone.

If you did not expect this, ignore this message.
`;
  const escape = escapeHtml;
  const htmlBody = `<p>Hello ${escape(person.name)},</p><p>${escape(opening)}</p><p><a href="${escape(link)}">${escape(link)}</a></p><p>You will choose a password and set up an authenticator app on your phone.</p><p>If you did not expect this, ignore this message.</p>`;
  const content = {
    from: config.mailFrom,
    to: [normalizeEmail(person.email)],
    subject: why === 'invite' ? `Your ${site.name} staff account` : `Your ${site.name} staff account was reset`,
    date: new Date(now).toISOString(),
    text,
    html: htmlBody,
    attachResume: false,
    headers: {},
    fileName: `${new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${why}-${id}.eml`,
  };
  // A reset's link goes as an 'invite' too: the outbox's purposes name the kind of message, a set-up link.
  return { id, enquiry_id: null, purpose: 'invite' as const, message_id: `<${id}.${why}@${domainOf(config.mailFrom)}>`, status: 'pending' as const, attempts: 0, created_at: now, next_attempt_at: now, content: JSON.stringify(content) };
}
