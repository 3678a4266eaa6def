import { csrfField, h, istTime, layout, notice, raw, type Html, type Viewer } from './pages';
import type { InboundSummary } from './mail-in';

/*
 * Mail from enquirers on the staff pages: the answers on an enquiry's page, and the Unmatched mail page
 * where staff attach a message to an enquiry or mark it spam. Text only, as the reader kept it (the
 * HTML part was converted to text; nothing in it is loaded); the quoted history and the signature
 * folded in a <details>; attachments listed by name, the kept PDFs downloadable.
 */

type Signed = NonNullable<Viewer>;

export const MAIL_MESSAGES: Record<string, string> = {
  'mail-attached': 'Message attached to the enquiry.',
  'mail-attached-sender': 'Message attached to the enquiry; its sender’s later messages will be placed on it too.',
  'mail-spam': 'Message marked as spam.',
  'mail-gone': 'Someone else has already attached that message or marked it spam.',
};

export const PLACED_BY: Record<string, string> = { token: 'its routing address', thread: 'its thread and sender', staff: 'staff', bcc: 'its BCC address' };

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function attachmentsOf(message: InboundSummary): Html | undefined {
  if (message.attachments.length === 0) return undefined;
  const files = [...message.files];
  return h`<ul class="attachments">${message.attachments.map((file) => {
    // Kept files pair with the listed ones by name, each once (two attachments may share a name).
    const at = file.stored ? files.findIndex((f) => f.name === file.name) : -1;
    const kept = at >= 0 ? files.splice(at, 1)[0] : undefined;
    return kept
      ? h`<li><a href="/staff/mail/files/${kept.id}" download>${file.name}</a> (PDF, ${size(file.bytes)})</li>`
      : h`<li>${file.name} (${size(file.bytes)}): not stored${file.refused ? h`, ${file.refused}` : h`, only PDFs are kept`}</li>`;
  })}</ul>`;
}

export function messageBody(message: InboundSummary): Html {
  return h`<p class="note-body">${message.body || '(no text)'}</p>
${message.quoted ? h`<details class="quoted"><summary>Quoted history and signature</summary><p class="note-body">${message.quoted}</p></details>` : undefined}
${attachmentsOf(message)}`;
}

export const sender = (message: InboundSummary) => (message.fromName ? h`${message.fromName} &lt;${message.fromAddress}&gt;` : h`${message.fromAddress || '(no sender)'}`);

export type AttachForm = { id: string; reference: string; error: string };

export function unmatchedPage(p: { viewer: Signed; message?: string; messages: InboundSummary[]; counts: { people: number; automatic: number }; automatic: boolean; form?: AttachForm }): string {
  const csrf = csrfField(p.viewer.csrf);
  const body = h`${notice(p.message)}
<h1>Unmatched mail</h1>
<p class="hint">Mail to the enquiries mailbox that could not be placed on an enquiry on proof: no routing address or thread of ours, or a sender who is not the enquiry’s. Attach each to its enquiry, or mark it spam. Nothing here is ever answered automatically.</p>
<ul class="counts">
  <li><a href="/staff/mail"${p.automatic ? undefined : raw(' aria-current="page"')}><strong>${p.counts.people.toLocaleString('en-IN')}</strong> from people</a></li>
  <li><a href="/staff/mail?show=automatic"${p.automatic ? raw(' aria-current="page"') : undefined}><strong>${p.counts.automatic.toLocaleString('en-IN')}</strong> automatic (auto-replies, bounces, lists)</a></li>
</ul>
${
  p.messages.length === 0
    ? h`<p class="empty">Nothing to place.</p>`
    : h`<ol class="notes unmatched">${p.messages.map((m) => {
        const error = p.form?.id === m.id ? p.form.error : undefined;
        const reference = p.form?.id === m.id ? p.form.reference : (m.suggested?.reference ?? '');
        const field = `reference-${m.id}`;
        return h`<li id="m-${m.id}"><p class="note-meta">${sender(m)}, ${istTime(m.receivedAt, 'short')}${m.automatic ? h` <strong>Automatic (${m.automatic})</strong>` : undefined}</p>
<p class="note-meta">Subject: ${m.subject || '(none)'}</p>
${m.suggested ? h`<p class="hint">It answers <a href="/staff/enquiries/${m.suggested.id}">${m.suggested.reference ?? m.suggested.id.slice(0, 8)}</a>, but the sender is not that enquiry’s address.</p>` : undefined}
${messageBody(m)}
<form method="post" action="/staff/mail/${m.id}/attach" class="inline-form">
  ${csrf}
  <div class="field${error ? ' has-error' : ''}"><label for="${field}">Enquiry reference</label>
  <input id="${field}" name="reference" type="text" value="${reference}" autocomplete="off" spellcheck="false" required${error ? raw(` aria-invalid="true" aria-describedby="${field}-error"`) : undefined}>
  ${error ? h`<span class="error" id="${field}-error">${error}</span>` : undefined}</div>
  <div class="field checkbox"><input id="sender-${m.id}" name="confirm_sender" type="checkbox" value="1"><label for="sender-${m.id}">Also place this sender’s later mail on it</label></div>
  <button type="submit">Attach</button>
</form>
<form method="post" action="/staff/mail/${m.id}/spam">${csrf}<button type="submit" class="secondary">Mark as spam</button></form></li>`;
      })}</ol>`
}`;
  return layout('Unmatched mail', p.viewer, body, '/staff/mail');
}
