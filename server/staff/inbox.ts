import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEnquiryKind } from '@/lib/enquiry/kinds';
import { sendCsv } from './csv';
import { listMessages, retryMessage } from '../mail/outbox';
import { getResume } from '../intake/store';
import { addNote, answeredByLead, eachInInbox, getDetail, inboxCounts, isEnquiryStatus, listInbox, MAX_NOTE, notesOf, owners, recordEvent, setOwner, setSpam, setStatus, timelineOf, type Cursor, type InboxFilter } from './enquiries';
import { pastTargetCutoff } from './business-hours';
import { enquiryPage, listPage, type KeptForm, type ListQuery, type NoteForm } from './inbox-pages';
import { problemPage } from './pages';
import type { StaffContext } from './context';
import { isChannel, MAX_SOURCE_VALUE } from '@/lib/visit/source';
import { isLanguage } from '../intake/language';
import { FIRST_DAY, LAST_DAY, readDay } from '../platform/india-dates';
import { addressOf } from '../mail/content';
import { bccAddress, bccTokenOf, fillSavedReply, hasThread, inOfficeHours, nextOfficeHour, repliesOf, savedReplies, savedReply } from './replies';
import { REPLY_MESSAGES, type ReplyForm } from './reply-pages';
import { replyRoutes } from './reply-routes';
import { mailInRoutes } from './mail-in-routes';
import { answersOf } from './mail-in';
import { withThreadCounts } from './thread-counts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type Form = Record<string, unknown>;
const text = (source: unknown, key: string): string => {
  const value = (source as Form | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};

const encodeCursor = (cursor: Cursor | undefined) => cursor && Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
function decodeCursor(value: string): Cursor | undefined {
  const [createdAt = '', id = ''] = Buffer.from(value, 'base64url').toString().split('|');
  return !Number.isNaN(Date.parse(createdAt)) && UUID.test(id) ? { createdAt, id } : undefined;
}

/**
 * The list's query as given, kept only where understood (so the form shows what applies), and the
 * filter it means. What is not understood is named, not silently dropped.
 */
function readQuery(raw: Form, viewerId: string): { query: ListQuery; filter: InboxFilter; problem?: string } {
  const query: ListQuery = {};
  const filter: InboxFilter = { spam: false };
  const wrong: string[] = [];
  const kind = text(raw, 'kind');
  if (kind && isEnquiryKind(kind)) filter.kind = query.kind = kind;
  else if (kind) wrong.push('service');
  const status = text(raw, 'status');
  if (status === 'open' || isEnquiryStatus(status)) filter.status = query.status = status;
  else if (status) wrong.push('status');
  const owner = text(raw, 'owner');
  if (owner === 'mine' || owner === 'unassigned' || UUID.test(owner)) {
    query.owner = owner;
    filter.owner = owner === 'mine' ? viewerId : owner;
  } else if (owner) wrong.push('owner');
  for (const key of ['from', 'to'] as const) {
    const date = text(raw, key);
    // A calendar date (2026-02-30 is none) in years 2000 to 2099 (issue 37).
    const read = date ? readDay(date) : undefined;
    const name = key === 'from' ? 'received from' : 'received until';
    if (read === 'ok') filter[key] = query[key] = date;
    else if (read === 'out-of-range') wrong.push(`${name} (dates from ${FIRST_DAY} to ${LAST_DAY} only)`);
    else if (date) wrong.push(name);
  }
  if (text(raw, 'spam') === '1') {
    filter.spam = true;
    query.spam = '1';
  }
  if (text(raw, 'late') === '1') {
    filter.late = true;
    query.late = '1';
  }
  if (text(raw, 'answered') === '1') {
    filter.answered = true;
    query.answered = '1';
  }
  const channel = text(raw, 'channel');
  if (channel === 'none' || isChannel(channel)) filter.channel = query.channel = channel;
  else if (channel) wrong.push('source');
  // Exact, as stored (cleaned and cut to MAX_SOURCE_VALUE): the reports link here with the stored text.
  const campaign = text(raw, 'campaign');
  if (campaign && campaign.length <= MAX_SOURCE_VALUE) filter.campaign = query.campaign = campaign;
  else if (campaign) wrong.push('campaign');
  const language = text(raw, 'language');
  if (isLanguage(language)) filter.language = query.language = language;
  else if (language) wrong.push('language');
  const q = text(raw, 'q').trim().slice(0, 200);
  if (q) filter.q = query.q = q;
  return { query, filter, problem: wrong.length ? `Not understood, left out: ${wrong.join(', ')}.` : undefined };
}

/** The inbox: the enquiry list, the CSV export of what it shows, each enquiry's page, and the workflow's actions. */
export async function inboxRoutes(app: FastifyInstance, { config, db, clock, html, viewer, record, message, draft }: StaffContext): Promise<void> {
  const targetHours = config.responseTargetHours;

  app.get('/', async (request, reply) => {
    const signed = viewer(request);
    const raw = request.query as Form;
    const { query, filter, problem } = readQuery(raw, signed.account.id);
    const before = text(raw, 'before') ? decodeCursor(text(raw, 'before')) : undefined;
    const after = !before && text(raw, 'after') ? decodeCursor(text(raw, 'after')) : undefined;
    const now = clock();
    // The first page of the whole inbox starts with what the leads answered (issue 40).
    const first = !before && !after && Object.keys(query).length === 0;
    const [counts, people, page, answered] = await Promise.all([inboxCounts(db, now, targetHours), owners(db), listInbox(db, filter, { before, after, now, targetHours }), first ? answeredByLead(db) : []]);
    return html(
      reply,
      listPage({
        viewer: signed,
        message: message(request),
        counts,
        query,
        people,
        answered,
        rows: page.rows,
        total: page.total,
        totalCapped: page.totalCapped,
        older: encodeCursor(page.older),
        newer: encodeCursor(page.newer),
        now,
        lateCutoff: pastTargetCutoff(now, targetHours),
        problem,
        siteBase: `${config.siteOrigins[0] ?? ''}${config.basePath}`,
      }),
    );
  });

  app.get('/export.csv', { config: { staffConfirm: 'download enquiries as CSV' } }, async (request, reply) => {
    const signed = viewer(request);
    const { query, filter } = readQuery(request.query as Form, signed.account.id);
    // The filter in the audit, never what was searched for (a name, an address).
    const audited = { filter: { ...query, q: query.q ? 'given' : undefined } };
    return sendCsv(reply, request.log, {
      kind: filter.kind,
      now: clock(),
      enquiries: withThreadCounts(db, eachInInbox(db, filter, clock(), targetHours)),
      done: (exported, failed) => void record(request, 'export', { detail: { ...audited, rows: exported, failed } }).catch(() => undefined),
    });
  });

  const enquiryId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return UUID.test(id) ? id : undefined;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, problemPage('No such enquiry', 'There is no enquiry at this address. It may have been erased.', viewer(request)), 404);

  /** The message named by `m`: the inbox's own, or a reply's (reply-pages.ts). */
  const messageOf = (request: FastifyRequest) => message(request) ?? REPLY_MESSAGES[text(request.query, 'm')];

  const showEnquiry = async (request: FastifyRequest, reply: FastifyReply, id: string, note?: NoteForm, kept?: KeptForm, replyForm?: ReplyForm, chosenSaved?: string) => {
    const signed = viewer(request);
    const enquiry = await getDetail(db, id);
    if (!enquiry) return notFound(request, reply);
    const now = clock();
    const [messages, notes, timeline, people, replies, saved, threaded, answers] = await Promise.all([
      listMessages(db, { enquiryIds: [id] }),
      notesOf(db, id),
      timelineOf(db, id),
      owners(db),
      repliesOf(db, id),
      savedReplies(db, enquiry.kind),
      hasThread(db, id),
      answersOf(db, id),
    ]);
    await record(request, 'enquiry-viewed', { target: id });
    const bcc = enquiry.spam ? undefined : await bccTokenOf(db, id);
    const late = enquiry.status === 'new' && enquiry.firstResponseAt === null && !enquiry.spam && enquiry.created_at <= pastTargetCutoff(now, targetHours);
    const replySection = {
      from: `${signed.account.name} <${addressOf(config.mailFrom)}>`,
      threaded,
      saved,
      chosenSaved,
      form: replyForm,
      nextOpening: inOfficeHours(now) ? undefined : nextOfficeHour(now),
    };
    return html(
      reply,
      enquiryPage({ viewer: signed, message: messageOf(request), enquiry, messages, notes, timeline, people, now, late, note, kept, reply: replySection, replies, answers, bccAddress: bcc ? bccAddress(config.replyTo, bcc) : undefined }),
      note?.error || replyForm?.error ? 400 : 200,
    );
  };

  app.get('/enquiries/:id', async (request, reply) => {
    const id = enquiryId(request);
    if (!id) return notFound(request, reply);
    // What the note or status form held when the session ran out, shown again to be sent again.
    const kept = await draft(request, reply, `/staff/enquiries/${id}`);
    if (kept?.note !== undefined) return showEnquiry(request, reply, id, { body: kept.note }, { what: 'note' });
    if (kept?.body !== undefined) return showEnquiry(request, reply, id, undefined, { what: 'reply' }, { body: kept.body, when: kept.when === 'office' ? 'office' : 'now' });
    // A saved reply chosen by the GET form: the page again with its text in the reply's box.
    const chosen = text(request.query, 'saved');
    if (UUID.test(chosen)) {
      const [found, enquiry] = await Promise.all([savedReply(db, chosen), getDetail(db, id)]);
      if (found && enquiry) {
        const name = typeof enquiry.payload.name === 'string' ? enquiry.payload.name.trim().replace(/\s+/g, ' ') : '';
        const body = fillSavedReply(found.body, { name, reference: enquiry.reference ?? id, advisor: viewer(request).account.name });
        return showEnquiry(request, reply, id, undefined, undefined, { body }, chosen);
      }
    }
    const status = kept?.status ?? '';
    return showEnquiry(request, reply, id, undefined, isEnquiryStatus(status) ? { what: 'status', status } : undefined);
  });

  app.get('/enquiries/:id/resume', async (request, reply) => {
    const id = enquiryId(request);
    const resume = id && (await getResume(db, id));
    if (!id || !resume) return notFound(request, reply);
    const enquiry = await getDetail(db, id);
    await record(request, 'resume-downloaded', { target: id, detail: { bytes: resume.length } });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="resume-${enquiry?.reference ?? id}.pdf"`)
      // Opened in a browser tab all the same, the PDF gets no script, no forms, no navigation and no origin of ours.
      .header('content-security-policy', 'sandbox')
      .send(resume);
  });

  /** Runs a change and answers with the enquiry's page again (POST/redirect/GET), the outcome named. */
  const change = (path: string, run: (request: FastifyRequest, id: string, actor: { accountId: string; now: number }) => Promise<string | undefined>, keepDraft?: string[]) =>
    app.post(`/enquiries/:id/${path}`, { config: { keepDraft } }, async (request, reply) => {
      const id = enquiryId(request);
      if (!id) return notFound(request, reply);
      const actor = { accountId: viewer(request).account.id, now: clock() };
      const outcome = await run(request, id, actor);
      if (outcome === undefined) return notFound(request, reply);
      return reply.redirect(`/staff/enquiries/${id}?m=${outcome}`, 303);
    });

  change('status', async (request, id, actor) => {
    const status = text(request.body, 'status');
    if (!isEnquiryStatus(status)) return 'status-unknown';
    if (!(await setStatus(db, id, status, actor))) return undefined;
    await record(request, 'enquiry-status', { target: id, detail: { to: status } });
    return 'status-saved';
  }, ['status']);

  change('take', async (request, id, actor) => {
    const admin = viewer(request).account.role === 'admin';
    const outcome = await setOwner(db, id, actor.accountId, actor, !admin);
    if (outcome === 'missing') return undefined;
    if (outcome === 'taken') return 'taken-already';
    await record(request, 'enquiry-taken', { target: id });
    return 'taken';
  });

  change('owner', async (request, id, actor) => {
    if (viewer(request).account.role !== 'admin') return 'admins-only';
    const owner = text(request.body, 'owner');
    const people = await owners(db);
    if (owner !== '' && !people.some((person) => person.id === owner)) return 'owner-unknown';
    const outcome = await setOwner(db, id, owner || null, actor, false);
    if (outcome === 'missing') return undefined;
    await record(request, 'enquiry-assigned', { target: id, detail: { owner: owner || null } });
    return 'assigned';
  });

  change('spam', async (request, id, actor) => {
    const spam = text(request.body, 'spam') === '1';
    const { found } = await setSpam(db, id, spam, actor);
    if (!found) return undefined;
    await record(request, spam ? 'enquiry-spam' : 'enquiry-not-spam', { target: id });
    return spam ? 'marked-spam' : 'marked-not-spam';
  });

  app.post('/enquiries/:id/notes', { config: { keepDraft: ['note'] } }, async (request, reply) => {
    const id = enquiryId(request);
    if (!id) return notFound(request, reply);
    const body = text(request.body, 'note').replace(/\r\n?/g, '\n');
    const trimmed = body.trim();
    if (!trimmed) return showEnquiry(request, reply, id, { body, error: 'Write the note first' });
    if (trimmed.length > MAX_NOTE) return showEnquiry(request, reply, id, { body, error: `A note can be at most ${MAX_NOTE.toLocaleString('en')} characters; this one has ${trimmed.length.toLocaleString('en')}` });
    if (!(await addNote(db, id, trimmed, { accountId: viewer(request).account.id, now: clock() }))) return notFound(request, reply);
    await record(request, 'enquiry-note', { target: id });
    return reply.redirect(`/staff/enquiries/${id}?m=note-added#notes`, 303);
  });

  app.post('/enquiries/:id/messages/:message/retry', async (request, reply) => {
    const id = enquiryId(request);
    const { message: messageId } = request.params as { message: string };
    if (!id || !UUID.test(messageId)) return notFound(request, reply);
    const [found] = await listMessages(db, { enquiryIds: [id] }).then((all) => all.filter((m) => m.id === messageId));
    if (!found) return notFound(request, reply);
    const retried = await retryMessage(db, messageId, clock);
    if (retried) {
      await recordEvent(db, id, { accountId: viewer(request).account.id, now: clock() }, 'message-retried');
      await record(request, 'message-retried', { target: id });
    }
    return reply.redirect(`/staff/enquiries/${id}?m=${retried ? 'retried' : 'not-failed'}#messages`, 303);
  });

  await replyRoutes(app, { config, db, clock, html, viewer, record }, { enquiryId, notFound, showEnquiry, messageOf });
  // Mail from enquirers that could not be placed (issue 40, Receiving).
  await mailInRoutes(app, { db, clock, html, viewer, record, message });
}
