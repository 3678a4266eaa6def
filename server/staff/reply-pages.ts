import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import { serviceTitle } from '../mail/content';
import { csrfField, h, istTime, layout, notice, raw, type Html, type Viewer } from './pages';
import { MAX_REPLY, MAX_SAVED_TITLE, type SavedReply } from './replies';

/*
 * The reply form and the replies sent, on the enquiry's page (inbox-pages.ts places them), and the
 * saved replies' pages. Plain forms: a saved reply is chosen by a GET form that loads the enquiry's
 * page again with its text in the box; a reply is posted and answered 303 with "Reply queued".
 */

type Signed = NonNullable<Viewer>;

/** Messages after the actions of this module, named in the redirect's query like pages.MESSAGES. */
export const REPLY_MESSAGES: Record<string, string> = {
  'reply-queued': 'Reply queued: it goes out within a minute.',
  'reply-scheduled': 'Reply queued for when the office opens.',
  'reply-spam': 'This enquiry is marked as spam: mark it as not spam before replying.',
  'reply-no-address': 'This enquiry has no email address to reply to.',
  'saved-reply-added': 'Saved reply added.',
  'saved-reply-saved': 'Saved reply saved.',
  'saved-reply-deleted': 'Saved reply deleted.',
};

export const DELIVERY: Record<string, string> = { pending: 'Queued', sent: 'Sent', failed: 'Failed' };

export type ReplyForm = { body: string; error?: string; when?: 'now' | 'office' };

/** The reply section of an enquiry's page. */
export function replySection(p: {
  viewer: Signed;
  enquiryId: string;
  /** Who it goes to, and whether it has an address at all. */
  to: string;
  spam: boolean;
  from: string;
  threaded: boolean;
  saved: SavedReply[];
  chosenSaved?: string;
  form?: ReplyForm;
  /** Outside office hours: when the office opens next. */
  nextOpening?: number;
}): Html {
  const action = `/staff/enquiries/${p.enquiryId}`;
  const error = p.form?.error;
  if (p.spam || !p.to) {
    return h`<section aria-labelledby="reply-heading" id="reply">
<h2 id="reply-heading">Reply by email</h2>
<p class="hint">${p.spam ? 'Marked as spam: nothing is sent for it. Mark it as not spam to reply.' : 'There is no email address to reply to.'}</p>
</section>`;
  }
  return h`<section aria-labelledby="reply-heading" id="reply">
<h2 id="reply-heading">Reply by email</h2>
<p class="hint">To ${p.to}, from ${p.from}${p.threaded ? ', in the thread of the acknowledgement they received' : ''}. Their answer goes to this enquiry's own address in the enquiries mailbox.</p>
${
  p.saved.length
    ? h`<form method="get" action="${action}#reply" class="inline-form">
  <div class="field"><label for="saved">Start from a saved reply</label><select id="saved" name="saved">${p.saved.map(
    (saved) => h`<option value="${saved.id}"${saved.id === p.chosenSaved ? raw(' selected') : undefined}>${saved.title}</option>`,
  )}</select></div>
  <button type="submit" class="secondary">Use it</button>
</form>`
    : undefined
}
<form method="post" action="${action}/reply" novalidate>
  ${csrfField(p.viewer.csrf)}
  <div class="field">
    <label for="reply-body">Your reply</label>
    <span class="hint" id="reply-hint">Plain text, sent as written and signed with your name, the company's and the reference. At most ${MAX_REPLY.toLocaleString('en')} characters.</span>
    <textarea id="reply-body" name="body" rows="8" aria-describedby="reply-hint${error ? ' reply-error' : ''}"${error ? raw(' aria-invalid="true"') : undefined}>${p.form?.body ?? ''}</textarea>
    ${error ? h`<p class="error" id="reply-error">${error}</p>` : undefined}
  </div>
  ${
    p.nextOpening !== undefined
      ? h`<fieldset class="choices">
    <legend>When</legend>
    <label><input type="radio" name="when" value="now"${p.form?.when !== 'office' ? raw(' checked') : undefined}> Now</label>
    <label><input type="radio" name="when" value="office"${p.form?.when === 'office' ? raw(' checked') : undefined}> When the office opens: ${istTime(p.nextOpening, 'short')}</label>
  </fieldset>`
      : undefined
  }
  <button type="submit">Send reply</button>
</form>
<p><a href="/staff/saved-replies">Manage saved replies</a></p>
</section>`;
}

// ---------------------------------------------------------------------------------------------
// Saved replies

export type SavedReplyForm = { kind: string; title: string; body: string; errors: { kind?: string; title?: string; body?: string } };

const kindOptions = (chosen: string) =>
  ENQUIRY_KINDS.map((kind) => h`<option value="${kind}"${kind === chosen ? raw(' selected') : undefined}>${serviceTitle(kind)}</option>`);

function savedReplyFields(form: SavedReplyForm | undefined): Html {
  const e = form?.errors ?? {};
  const described = (name: string, hint: boolean) => [hint ? `${name}-hint` : '', e[name as keyof typeof e] ? `${name}-error` : ''].filter(Boolean).join(' ');
  return h`<div class="field">
    <label for="kind">Service</label>
    <select id="kind" name="kind"${e.kind ? raw(' aria-invalid="true" aria-describedby="kind-error"') : undefined}>${kindOptions(form?.kind ?? '')}</select>
    ${e.kind ? h`<p class="error" id="kind-error">${e.kind}</p>` : undefined}
  </div>
  <div class="field">
    <label for="title">Title</label>
    <span class="hint" id="title-hint">What staff choose it by, e.g. "Documents we need". At most ${MAX_SAVED_TITLE} characters.</span>
    <input id="title" name="title" type="text" value="${form?.title ?? ''}" maxlength="${MAX_SAVED_TITLE}" aria-describedby="${described('title', true)}"${e.title ? raw(' aria-invalid="true"') : undefined}>
    ${e.title ? h`<p class="error" id="title-error">${e.title}</p>` : undefined}
  </div>
  <div class="field">
    <label for="body">Text</label>
    <span class="hint" id="body-hint">Plain text. {name}, {reference} and {advisor} are filled in with the enquirer's name, the enquiry's reference and your name.</span>
    <textarea id="body" name="body" rows="8" aria-describedby="${described('body', true)}"${e.body ? raw(' aria-invalid="true"') : undefined}>${form?.body ?? ''}</textarea>
    ${e.body ? h`<p class="error" id="body-error">${e.body}</p>` : undefined}
  </div>`;
}

export function savedRepliesPage(p: { viewer: Signed; message?: string; replies: SavedReply[]; form?: SavedReplyForm }): string {
  const byKind = ENQUIRY_KINDS.map((kind): [EnquiryKind, SavedReply[]] => [kind, p.replies.filter((reply) => reply.kind === kind)]).filter(([, replies]) => replies.length > 0);
  const csrf = csrfField(p.viewer.csrf);
  const body = h`${notice(p.message)}
<h1>Saved replies</h1>
<p>Replies staff start from on an enquiry's page, offered on the enquiries of their service. Everyone signed in can add, change and delete them.</p>
${
  byKind.length === 0
    ? h`<p class="empty">No saved replies yet.</p>`
    : byKind.map(
        ([kind, replies]) => h`<h2>${serviceTitle(kind)}</h2>
<ol class="notes replies">${replies.map(
          (reply) => h`<li><p class="note-meta"><strong>${reply.title}</strong>: changed ${istTime(reply.updatedAt, 'short')}${reply.updatedBy ? ` by ${reply.updatedBy}` : ''}</p><p class="note-body">${reply.body}</p>
<div class="actions"><a class="button secondary" href="/staff/saved-replies/${reply.id}">Edit: ${reply.title}</a><form method="post" action="/staff/saved-replies/${reply.id}/delete">${csrf}<button type="submit" class="secondary">Delete: ${reply.title}</button></form></div></li>`,
        )}</ol>`,
      )
}
<h2 id="add">Add a saved reply</h2>
<form method="post" action="/staff/saved-replies" novalidate>
  ${csrf}
  ${savedReplyFields(p.form)}
  <button type="submit">Add saved reply</button>
</form>`;
  return layout('Saved replies', p.viewer, body);
}

export function savedReplyPage(p: { viewer: Signed; id: string; form: SavedReplyForm }): string {
  const csrf = csrfField(p.viewer.csrf);
  const body = h`<p class="back"><a href="/staff/saved-replies">← Saved replies</a></p>
<h1>Edit a saved reply</h1>
<form method="post" action="/staff/saved-replies/${p.id}" novalidate>
  ${csrf}
  ${savedReplyFields(p.form)}
  <div class="actions"><button type="submit">Save</button><a class="button secondary" href="/staff/saved-replies">Cancel</a></div>
</form>
<form method="post" action="/staff/saved-replies/${p.id}/delete">${csrf}<button type="submit" class="danger">Delete this saved reply</button></form>`;
  return layout('Edit a saved reply', p.viewer, body);
}
