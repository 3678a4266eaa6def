import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEnquiryKind } from '@/lib/enquiry/kinds';
import { domainOf } from '../mail/outbox';
import { fieldOf, type StaffContext } from './context';
import { problemPage } from './pages';
import type { KeptForm, NoteForm } from './inbox-pages';
import { addSavedReply, changeSavedReply, deleteSavedReply, MAX_REPLY, MAX_SAVED_TITLE, nextOfficeHour, queueReply, savedReplies, savedReply, type SavedReplyInput } from './replies';
import { REPLY_MESSAGES, savedRepliesPage, savedReplyPage, type ReplyForm, type SavedReplyForm } from './reply-pages';

/*
 * Replying from the enquiry's page, and the saved replies' pages (registered by inbox.ts, inside the
 * staff scope: the access hook, the CSRF check and the headers apply as to every other form). Each
 * action writes one audit row through `record`, naming ids, never the text.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type InboxHelpers = {
  enquiryId: (request: FastifyRequest) => string | undefined;
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  showEnquiry: (request: FastifyRequest, reply: FastifyReply, id: string, note?: NoteForm, kept?: KeptForm, replyForm?: ReplyForm) => Promise<FastifyReply>;
  messageOf: (request: FastifyRequest) => string | undefined;
};

/** Text as typed, with line ends made \n. */
const typed = (body: unknown, name: string) => fieldOf(body, name).replace(/\r\n?/g, '\n');

export async function replyRoutes(
  app: FastifyInstance,
  { config, db, clock, html, viewer, record }: Pick<StaffContext, 'config' | 'db' | 'clock' | 'html' | 'viewer' | 'record'>,
  { enquiryId, notFound, showEnquiry, messageOf }: InboxHelpers,
): Promise<void> {
  const settings = { mail: { from: config.mailFrom, notifyTo: config.notifyTo, staffUrl: config.staffUrl }, replyTo: config.replyTo, domain: domainOf(config.mailFrom) };

  app.post('/enquiries/:id/reply', { config: { keepDraft: ['body', 'when'] } }, async (request, reply) => {
    const id = enquiryId(request);
    if (!id) return notFound(request, reply);
    const body = typed(request.body, 'body').trimEnd();
    const when = fieldOf(request.body, 'when') === 'office' ? 'office' : 'now';
    const length = body.trim().length;
    if (length === 0) return showEnquiry(request, reply, id, undefined, undefined, { body, when, error: 'Write the reply first' });
    if (length > MAX_REPLY) return showEnquiry(request, reply, id, undefined, undefined, { body, when, error: `A reply can be at most ${MAX_REPLY.toLocaleString('en')} characters; this one has ${length.toLocaleString('en')}` });
    const signed = viewer(request);
    const now = clock();
    const sendAt = when === 'office' ? nextOfficeHour(now) : now;
    const queued = await queueReply(db, id, { body: body.replace(/^\n+/, ''), account: { id: signed.account.id, name: signed.account.name }, now, sendAt }, settings);
    if (queued === 'missing') return notFound(request, reply);
    if (queued === 'spam' || queued === 'no-address') return reply.redirect(`/staff/enquiries/${id}?m=reply-${queued}#reply`, 303);
    await record(request, 'enquiry-reply', { target: id, detail: { reply: queued.replyId, message: queued.outboxId, ...(sendAt > now ? { sendAt } : {}) } });
    return reply.redirect(`/staff/enquiries/${id}?m=${sendAt > now ? 'reply-scheduled' : 'reply-queued'}#reply`, 303);
  });

  // ---------------------------------------------------------------------------------------------
  // Saved replies: everyone signed in (staff and admins)

  const readForm = (body: unknown): { input?: SavedReplyInput; form: SavedReplyForm } => {
    const kind = fieldOf(body, 'kind');
    const title = fieldOf(body, 'title').replace(/\s+/g, ' ').trim();
    const text = typed(body, 'body').trim();
    const errors: SavedReplyForm['errors'] = {};
    if (!isEnquiryKind(kind)) errors.kind = 'Choose one of the services listed';
    if (!title) errors.title = 'Give it a title';
    else if (title.length > MAX_SAVED_TITLE) errors.title = `A title can be at most ${MAX_SAVED_TITLE} characters`;
    if (!text) errors.body = 'Write the text';
    else if (text.length > MAX_REPLY) errors.body = `A saved reply can be at most ${MAX_REPLY.toLocaleString('en')} characters; this one has ${text.length.toLocaleString('en')}`;
    const form = { kind, title, body: text, errors };
    return Object.keys(errors).length === 0 && isEnquiryKind(kind) ? { input: { kind, title, body: text }, form } : { form };
  };
  const savedId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return UUID.test(id) ? id : undefined;
  };
  const noSuchSaved = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, problemPage('No such saved reply', 'There is no saved reply at this address. Someone may have deleted it.', viewer(request)), 404);
  const actor = (request: FastifyRequest) => ({ accountId: viewer(request).account.id, now: clock() });

  app.get('/saved-replies', async (request, reply) => {
    const message = messageOf(request) ?? REPLY_MESSAGES[fieldOf(request.query, 'm')];
    return html(reply, savedRepliesPage({ viewer: viewer(request), message, replies: await savedReplies(db) }));
  });

  app.post('/saved-replies', async (request, reply) => {
    const { input, form } = readForm(request.body);
    if (!input) return html(reply, savedRepliesPage({ viewer: viewer(request), replies: await savedReplies(db), form }), 400);
    const id = await addSavedReply(db, input, actor(request));
    await record(request, 'saved-reply-added', { target: id, detail: { kind: input.kind } });
    return reply.redirect('/staff/saved-replies?m=saved-reply-added', 303);
  });

  app.get('/saved-replies/:id', async (request, reply) => {
    const id = savedId(request);
    const found = id && (await savedReply(db, id));
    if (!id || !found) return noSuchSaved(request, reply);
    return html(reply, savedReplyPage({ viewer: viewer(request), id, form: { kind: found.kind, title: found.title, body: found.body, errors: {} } }));
  });

  app.post('/saved-replies/:id', async (request, reply) => {
    const id = savedId(request);
    if (!id) return noSuchSaved(request, reply);
    const { input, form } = readForm(request.body);
    if (!input) return html(reply, savedReplyPage({ viewer: viewer(request), id, form }), 400);
    if (!(await changeSavedReply(db, id, input, actor(request)))) return noSuchSaved(request, reply);
    await record(request, 'saved-reply-changed', { target: id, detail: { kind: input.kind } });
    return reply.redirect('/staff/saved-replies?m=saved-reply-saved', 303);
  });

  app.post('/saved-replies/:id/delete', async (request, reply) => {
    const id = savedId(request);
    if (!id || !(await deleteSavedReply(db, id))) return noSuchSaved(request, reply);
    await record(request, 'saved-reply-deleted', { target: id });
    return reply.redirect('/staff/saved-replies?m=saved-reply-deleted', 303);
  });
}
