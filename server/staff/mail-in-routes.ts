import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldOf, type StaffContext } from './context';
import { problemPage } from './pages';
import { attachToEnquiry, enquiryByReference, inboundFile, markMailSpam, unmatchedMail, unmatchedMessage } from './mail-in';
import { MAIL_MESSAGES, unmatchedPage } from './mail-in-pages';

/*
 * The Unmatched mail page and its two actions, and the download of a kept PDF (registered by inbox.ts,
 * inside the staff scope: the access hook, the CSRF check and the headers apply as to every other
 * form). Each action writes one audit row through `record`, naming ids, never an address or text.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function mailInRoutes(app: FastifyInstance, { db, clock, html, viewer, record, message }: Pick<StaffContext, 'db' | 'clock' | 'html' | 'viewer' | 'record' | 'message'>): Promise<void> {
  const idOf = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return UUID.test(id) ? id : undefined;
  };
  const gone = (reply: FastifyReply) => reply.redirect('/staff/mail?m=mail-gone', 303);
  const show = async (request: FastifyRequest, reply: FastifyReply, automatic: boolean, form?: { id: string; reference: string; error: string }) => {
    const found = await unmatchedMail(db, automatic);
    // A message the list's page no longer reaches is shown all the same when its form came back with an error.
    if (form && !found.messages.some((m) => m.id === form.id)) {
      const one = await unmatchedMessage(db, form.id);
      if (one) found.messages.unshift(one);
    }
    const text = message(request) ?? MAIL_MESSAGES[fieldOf(request.query, 'm')];
    return html(reply, unmatchedPage({ viewer: viewer(request), message: text, ...found, automatic, form }), form ? 400 : 200);
  };

  app.get('/mail', async (request, reply) => show(request, reply, fieldOf(request.query, 'show') === 'automatic'));

  app.post('/mail/:id/attach', async (request, reply) => {
    const id = idOf(request);
    if (!id) return gone(reply);
    const current = await unmatchedMessage(db, id);
    if (!current) return gone(reply);
    const reference = fieldOf(request.body, 'reference').trim();
    const enquiry = await enquiryByReference(db, reference);
    if (!enquiry) return show(request, reply, current.automatic !== null, { id, reference, error: reference ? `No enquiry has the reference ${reference}` : 'Write the enquiry’s reference' });
    const confirmSender = fieldOf(request.body, 'confirm_sender') === '1' && current.automatic === null;
    const signed = viewer(request);
    if (!(await attachToEnquiry(db, id, enquiry.id, { accountId: signed.account.id, now: clock(), confirmSender }))) return gone(reply);
    await record(request, 'mail-attached', { target: enquiry.id, detail: { message: id, senderConfirmed: confirmSender } });
    return reply.redirect(`/staff/mail?m=${confirmSender ? 'mail-attached-sender' : 'mail-attached'}`, 303);
  });

  app.post('/mail/:id/spam', async (request, reply) => {
    const id = idOf(request);
    if (!id || !(await markMailSpam(db, id, viewer(request).account.id))) return gone(reply);
    await record(request, 'mail-spam', { target: id });
    return reply.redirect('/staff/mail?m=mail-spam', 303);
  });

  app.get('/mail/files/:id', async (request, reply) => {
    const id = idOf(request);
    const file = id && (await inboundFile(db, id));
    if (!id || !file) return html(reply, problemPage('No such file', 'There is no file at this address. Its enquiry may have been erased.', viewer(request)), 404);
    await record(request, 'mail-file-downloaded', { target: file.enquiryId ?? id, detail: { file: id, bytes: file.content.length } });
    const safeName = file.name.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'attachment.pdf';
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${safeName}"`)
      // As a resume: opened in a tab all the same, it gets no script, no forms and no origin of ours.
      .header('content-security-policy', 'sandbox')
      .send(file.content);
  });
}
