import { COMMAND_LINE, type Account, type OpenSession } from './accounts';
import type { ErasureCounts } from '../privacy/personal-data';
import type { FailedMessage } from '../mail/outbox';
import { confirmField, csrfField, field, h, istTime, layout, notice, raw, type Html, type Viewer } from './pages';

/*
 * The admin pages (people, data requests, audit) and the failed-mail list: one task a screen, forms
 * that post and are answered 303, destructive actions behind a confirmation page. Tables become a
 * card a row on narrow screens (`table.cards` in style.ts), each cell labelled by its data-label.
 */

type SignedIn = NonNullable<Viewer>;
export type Person = Account & { sessions: number };

const hidden = (text: string) => h`<span class="visually-hidden">${text}</span>`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A person not yet set up is Invited while their link works; after that only a new link lets them in. */
export const statusOf = (person: Account, now: number) =>
  person.disabled ? 'Disabled' : person.hasTotp ? 'Active' : person.setupExpiresAt !== null && person.setupExpiresAt > now ? 'Invited' : 'Link expired';

// ---------------------------------------------------------------------------------------------
// People

export type InviteValues = { name: string; email: string; role: string };
export type InviteErrors = Partial<Record<keyof InviteValues, string>>;

export function peoplePage(p: { viewer: SignedIn; now: number; people: Person[]; values?: InviteValues; errors?: InviteErrors; message?: string }): string {
  const values = p.values ?? { name: '', email: '', role: 'staff' };
  const errors = p.errors ?? {};
  return layout(
    'People',
    p.viewer,
    h`${notice(p.message)}<h1>People</h1>
<table class="cards">
  <caption class="hint">Everyone with a staff account, and their open sessions. Choose a name to change the role, disable, reset or end sessions.</caption>
  <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Open sessions</th></tr></thead>
  <tbody>${p.people.map(
    (person) =>
      h`<tr><th scope="row" data-label="Name"><a href="/staff/people/${person.id}">${person.name}</a></th><td data-label="Email">${person.email}</td><td data-label="Role">${person.role}</td><td data-label="Status">${statusOf(person, p.now)}</td><td data-label="Open sessions">${person.sessions}</td></tr>`,
  )}</tbody>
</table>
<h2 id="invite">Invite someone</h2>
<form method="post" action="/staff/people" novalidate aria-labelledby="invite">
  ${csrfField(p.viewer.csrf)}
  ${field({ name: 'name', label: 'Name', autocomplete: 'off', value: values.name, error: errors.name })}
  ${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'off', value: values.email, error: errors.email })}
  ${roleSelect('role', 'Role', values.role, errors.role)}
  <button type="submit">Send the invitation</button>
</form>`,
    '/staff/people',
  );
}

function roleSelect(id: string, label: string, value: string, error?: string): Html {
  return h`<div class="field">
    <label for="${id}">${label}</label>
    <select id="${id}" name="role"${error ? h` aria-invalid="true" aria-describedby="${id}-error"` : undefined}>
      <option value="staff"${value !== 'admin' ? raw(' selected') : undefined}>Staff</option>
      <option value="admin"${value === 'admin' ? raw(' selected') : undefined}>Admin (can manage people, data requests and the audit)</option>
    </select>
    ${error ? h`<p class="error" id="${id}-error">${error}</p>` : undefined}
  </div>`;
}

/** One person: their role, what can be done to the account, and their open sessions. */
export function personPage(p: { viewer: SignedIn; now: number; person: Account; sessions: OpenSession[]; message?: string; problem?: string }): string {
  const { person, viewer } = p;
  const base = `/staff/people/${person.id}`;
  const post = (action: string, label: Html, extra?: Html, secondary = true) =>
    h`<form method="post" action="${base}/${action}">${csrfField(viewer.csrf)}${extra}<button type="submit"${secondary ? raw(' class="secondary"') : undefined}>${label}</button></form>`;
  const self = person.id === viewer.account.id;
  return layout(
    person.name,
    viewer,
    h`${notice(p.message)}${notice(p.problem, true)}<p><a href="/staff/people">All people</a></p>
<h1>${person.name}${self ? ' (you)' : ''}</h1>
<dl class="facts">
  <dt>Email</dt><dd>${person.email}</dd>
  <dt>Status</dt><dd>${statusOf(person, p.now)}</dd>
  <dt>Role</dt><dd>${person.role === 'admin' ? 'Admin' : 'Staff'}</dd>
</dl>
<h2>Role</h2>
<form method="post" action="${base}/role"${viewer.mustConfirm ? raw(' novalidate') : undefined}>
  ${csrfField(viewer.csrf)}
  ${roleSelect('role', `Role of ${person.name}`, person.role)}
  ${viewer.mustConfirm ? confirmField() : undefined}
  <button type="submit">Save the role${hidden(` of ${person.name}`)}</button>
</form>
<h2>Account</h2>
<div class="actions">
  ${person.disabled ? post('enable', h`Enable ${person.name}`, undefined, false) : h`<a class="button danger" href="${base}/disable">Disable ${person.name}</a>`}
  <a class="button secondary" href="${base}/reset">Reset ${person.name}</a>
</div>
<p class="hint">Disabling signs them out at once and refuses their sign-in until enabled again. Resetting clears their password and authenticator, signs them out, and emails them a new set-up link.</p>
<h2>Open sessions</h2>
${
  p.sessions.length === 0
    ? h`<p>No open sessions.</p>`
    : h`<table class="cards">
  <caption class="hint">Signed-in sessions of ${person.name}, newest first</caption>
  <thead><tr><th scope="col">Signed in</th><th scope="col">Last seen</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
  <tbody>${p.sessions.map(
    (session, i) =>
      h`<tr><td data-label="Signed in">${istTime(session.createdAt)}</td><td data-label="Last seen">${istTime(session.lastSeenAt)}</td><td>${post(
        'sessions/end',
        h`End this session${hidden(` (${i + 1} of ${p.sessions.length}) of ${person.name}`)}`,
        h`<input type="hidden" name="session" value="${session.idHash}">`,
      )}</td></tr>`,
  )}</tbody>
</table>
${post('sessions/end-all', h`End all sessions of ${person.name}`)}`
}`,
    '/staff/people',
  );
}

/** The step between a tap and a destructive action: says what will happen, and asks once more. */
export function confirmPage(p: { viewer: SignedIn; title: string; text: Html; action: string; button: string; cancel: string; hiddenFields?: Html }): string {
  return layout(
    p.title,
    p.viewer,
    h`<h1>${p.title}</h1>
${p.text}
<form method="post" action="${p.action}"${p.viewer.mustConfirm ? raw(' novalidate') : undefined}>
  ${csrfField(p.viewer.csrf)}${p.hiddenFields}
  ${p.viewer.mustConfirm ? confirmField() : undefined}
  <div class="actions"><button type="submit" class="danger">${p.button}</button><a class="button secondary" href="${p.cancel}">Cancel</a></div>
</form>`,
    '/staff/people',
  );
}

// ---------------------------------------------------------------------------------------------
// Data requests

export function dataRequestPage(p: { viewer: SignedIn; email?: string; error?: string; erased?: ErasureCounts }): string {
  return layout(
    'Data requests',
    p.viewer,
    h`${p.erased ? notice(`Erased: ${countsInWords(p.erased)}.`) : undefined}<h1>Data requests</h1>
<p>When someone asks what we hold about them, or asks us to delete it: find their enquiries by the email address they used.</p>
<form method="post" action="/staff/data-requests" novalidate>
  ${csrfField(p.viewer.csrf)}
  ${field({ name: 'email', label: 'Their email address', type: 'email', autocomplete: 'off', value: p.email, error: p.error })}
  <button type="submit">Find</button>
</form>`,
    '/staff/data-requests',
  );
}

export const countsInWords = (c: ErasureCounts) => `${plural(c.enquiries, 'enquiry', 'enquiries')}, ${plural(c.resumes, 'resume')}, ${plural(c.messages, 'message')}`;

export type HeldEnquiry = { id: string; reference: string | null; service: string; receivedAt: number; resume: boolean; messages: number };

/** What is held for an address, a page at a time; the address travels in each form's body, never in a URL. */
export function subjectPage(p: { viewer: SignedIn; email: string; counts: ErasureCounts; enquiries: HeldEnquiry[]; next: string | null; first: boolean }): string {
  const withEmail = (extra?: Html) => h`${csrfField(p.viewer.csrf)}<input type="hidden" name="email" value="${p.email}">${extra}`;
  return layout(
    'Data request',
    p.viewer,
    h`<p><a href="/staff/data-requests">Another address</a></p>
<h1>What we hold for ${p.email}</h1>
<p>${p.counts.enquiries === 0 ? 'Nothing: no enquiry was sent with this address.' : `${countsInWords(p.counts)}.`}</p>
${
  p.enquiries.length > 0
    ? h`<table class="cards">
  <caption class="hint">Enquiries sent with this address, oldest first${p.first ? '' : ' (continued)'}</caption>
  <thead><tr><th scope="col">Reference</th><th scope="col">Service</th><th scope="col">Received</th><th scope="col">Resume</th><th scope="col">Messages</th></tr></thead>
  <tbody>${p.enquiries.map(
    (e) =>
      h`<tr><th scope="row" data-label="Reference"><a href="/staff/enquiries/${e.id}">${e.reference ?? 'no reference'}</a></th><td data-label="Service">${e.service}</td><td data-label="Received">${istTime(e.receivedAt)}</td><td data-label="Resume">${e.resume ? 'Yes' : 'No'}</td><td data-label="Messages">${e.messages}</td></tr>`,
  )}</tbody>
</table>`
    : undefined
}
${p.next ? h`<form method="post" action="/staff/data-requests">${withEmail(h`<input type="hidden" name="after" value="${p.next}">`)}<button type="submit" class="secondary">Next enquiries${hidden(` of ${p.email}`)}</button></form>` : undefined}
${
  p.counts.enquiries > 0
    ? h`<h2>Access</h2>
<p>Everything held for this address, as one JSON file, to send to them.</p>
<form method="post" action="/staff/data-requests/download">${withEmail()}<button type="submit">Download as JSON${hidden(`: everything held for ${p.email}`)}</button></form>
<h2>Erasure</h2>
<p>Deletes every enquiry, resume and message of this address. You will be asked to confirm.</p>
<form method="post" action="/staff/data-requests/erase">${withEmail()}<button type="submit" class="danger">Erase${hidden(` everything held for ${p.email}`)}</button></form>`
    : undefined
}`,
    '/staff/data-requests',
  );
}

export function eraseConfirmPage(p: { viewer: SignedIn; email: string; counts: ErasureCounts }): string {
  return confirmPage({
    viewer: p.viewer,
    title: 'Erase this person’s data?',
    text: h`<p>Everything held for <strong>${p.email}</strong>: ${countsInWords(p.counts)} will be deleted. This cannot be undone.</p>`,
    action: '/staff/data-requests/erase/confirm',
    button: `Erase everything held for ${p.email}`,
    cancel: '/staff/data-requests',
    hiddenFields: h`<input type="hidden" name="email" value="${p.email}">`,
  });
}

// ---------------------------------------------------------------------------------------------
// Failed mail

const PURPOSES: Record<FailedMessage['purpose'], string> = {
  staff: 'Enquiry notification to staff',
  ack: 'Acknowledgement to the enquirer',
  invite: 'Set-up link to a staff member',
  alert: 'Alert to staff about the server',
  reminder: 'Reminder of an enquiry past its response time',
  digest: 'Morning digest to staff',
  summary: 'Weekly summary to staff',
  reply: 'Reply to the enquirer',
  answer: 'Notice to staff that an enquirer answered',
};

export function messagesPage(p: { viewer: SignedIn; messages: FailedMessage[]; limit: number; message?: string }): string {
  const label = (m: FailedMessage) => (m.reference ? `${PURPOSES[m.purpose]} for ${m.reference}` : PURPOSES[m.purpose]);
  return layout(
    'Failed mail',
    p.viewer,
    h`${notice(p.message)}<h1>Failed mail</h1>
<p>Messages the server gave up sending after three days of tries. Retry one once the cause is fixed (the last error says what went wrong).</p>
${
  p.messages.length === 0
    ? h`<p>No failed messages.</p>`
    : h`<table class="cards">
  <caption class="hint">Failed messages, newest first${p.messages.length === p.limit ? ` (the ${p.limit} newest)` : ''}</caption>
  <thead><tr><th scope="col">Enquiry</th><th scope="col">Message</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col">Failed</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
  <tbody>${p.messages.map(
    (m) =>
      h`<tr><th scope="row" data-label="Enquiry">${m.enquiryId ? h`<a href="/staff/enquiries/${m.enquiryId}">${m.reference ?? 'no reference'}</a>` : 'None'}</th><td data-label="Message">${PURPOSES[m.purpose]}</td><td data-label="Attempts">${m.attempts}</td><td data-label="Last error" class="wrap">${m.lastError ?? '–'}</td><td data-label="Failed">${istTime(m.failedAt)}</td><td><form method="post" action="/staff/messages/${m.id}/retry">${csrfField(p.viewer.csrf)}<button type="submit" class="secondary">Retry${hidden(`: ${label(m)}`)}</button></form></td></tr>`,
  )}</tbody>
</table>`
}`,
    '/staff/messages',
  );
}

// ---------------------------------------------------------------------------------------------
// Audit

/** The audit's actions in words; an action not listed here is shown as it is stored. */
export const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-recovery-code': 'Signed in with a recovery code',
  'sign-in-failed-password': 'Sign-in failed: address or password',
  'sign-in-failed-code': 'Sign-in failed: code',
  'sign-in-throttled': 'Sign-in refused: too many attempts',
  'sign-in-slowed': 'Sign-in slowed: too many attempts on the account',
  'confirm-failed': 'Gave a wrong password or code when asked again',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  'password-set': 'Chose a password',
  'second-factor-set-up': 'Set up an authenticator',
  invite: 'Invited',
  'account-disabled': 'Disabled an account',
  'account-enabled': 'Enabled an account',
  'account-reset': 'Reset an account',
  'role-changed': 'Changed a role',
  'session-ended': 'Ended a session',
  'sessions-ended': 'Ended all sessions',
  'data-request-found': 'Looked up a data request',
  'data-request-downloaded': 'Downloaded a data request',
  'data-request-erased': 'Erased a person’s data',
  'message-retried': 'Retried a failed message',
  'enquiry-viewed': 'Viewed an enquiry',
  'resume-downloaded': 'Downloaded a resume',
  export: 'Exported enquiries (CSV)',
  'enquiry-status': 'Changed a status',
  'enquiry-taken': 'Took an enquiry',
  'enquiry-assigned': 'Assigned an enquiry',
  'enquiry-note': 'Added a note',
  'enquiry-spam': 'Marked as spam',
  'enquiry-not-spam': 'Marked as not spam',
  'password-changed': 'Changed their password',
  'recovery-codes-renewed': 'Made new recovery codes',
  'authenticator-moved': 'Moved their authenticator to a new phone',
  'api-key-created': 'Made an API key',
  'api-key-revoked': 'Revoked an API key',
  'api-list': 'API key: listed enquiries',
  'api-export': 'API key: exported enquiries (CSV)',
  'api-read': 'API key: read an enquiry',
  'api-resume': 'API key: downloaded a resume',
  'api-messages': 'API key: listed messages',
  'api-retry': 'API key: retried a message',
  'api-genuine': 'API key: marked as not spam',
  'api-subject-access': 'API key: looked up a data request',
  'api-refused': 'API key: refused (scope or role)',
  'api-other': 'API key: other request (not found, not understood)',
};

export type AuditRow = {
  id: string;
  at: number;
  action: string;
  actor: string | null;
  /** An account acted on, or an enquiry (while it exists), or an id no longer found. */
  target: { account: string } | { enquiryId: string; reference: string | null } | { gone: true } | null;
  detail: Record<string, unknown> | null;
};

function who(row: AuditRow): string {
  if (row.actor) return row.actor;
  const system = row.detail?.[COMMAND_LINE];
  if (typeof system === 'string') return `Command line (${system})`;
  return row.action.startsWith('sign-in') ? 'unknown address' : 'nobody signed in';
}

/** Counts and filters as "enquiries 3, resumes 1"; nested values (a filter) as their JSON. */
function detailInWords(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .filter(([key]) => key !== COMMAND_LINE)
    .map(([key, value]) => `${key.replace(/[_-]/g, ' ')} ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}

function targetCell(row: AuditRow): Html | string {
  const target = row.target;
  if (!target) return '';
  if ('account' in target) return target.account;
  if ('enquiryId' in target) return h`<a href="/staff/enquiries/${target.enquiryId}">${target.reference ?? 'enquiry'}</a>`;
  return 'deleted';
}

export function auditPage(p: { viewer: SignedIn; rows: AuditRow[]; people: Account[]; person: string; action: string; next: string | null; first: boolean }): string {
  const actions = Object.entries(ACTIONS);
  if (p.action && !ACTIONS[p.action]) actions.push([p.action, p.action]);
  const query = (extra: Record<string, string>) => new URLSearchParams(Object.entries({ person: p.person, action: p.action, ...extra }).filter(([, v]) => v !== '')).toString();
  return layout(
    'Audit',
    p.viewer,
    h`<h1>Audit</h1>
<form method="get" action="/staff/audit" class="audit-filters">
  <div class="field"><label for="person">Person</label>
    <select id="person" name="person"><option value="">Everyone</option><option value="none"${p.person === 'none' ? raw(' selected') : undefined}>No account (command line, unknown address)</option>${p.people.map(
      (person) => h`<option value="${person.id}"${person.id === p.person ? raw(' selected') : undefined}>${person.name}</option>`,
    )}</select></div>
  <div class="field"><label for="action">Action</label>
    <select id="action" name="action"><option value="">Any action</option>${actions.map(([value, words]) => h`<option value="${value}"${value === p.action ? raw(' selected') : undefined}>${words}</option>`)}</select></div>
  <button type="submit">Show</button>
</form>
${
  p.rows.length === 0
    ? h`<p>Nothing ${p.first ? 'recorded' : 'more'}${p.person || p.action ? ' for this filter' : ''}.</p>`
    : h`<table class="cards">
  <caption class="hint">What staff did, newest first${p.first ? '' : ' (older)'}</caption>
  <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Acted on</th><th scope="col">Detail</th></tr></thead>
  <tbody>${p.rows.map(
    (row) =>
      h`<tr><td data-label="When">${istTime(row.at)}</td><td data-label="Who">${who(row)}</td><td data-label="Action">${ACTIONS[row.action] ?? row.action}</td><td data-label="Acted on">${targetCell(row)}</td><td data-label="Detail" class="wrap">${detailInWords(row.detail)}</td></tr>`,
  )}</tbody>
</table>`
}
<p class="actions">${p.first ? undefined : h`<a href="/staff/audit${p.person || p.action ? `?${query({})}` : ''}">Newest</a>`}${p.next ? h`<a href="/staff/audit?${query({ before: p.next })}">Older entries</a>` : undefined}</p>`,
    '/staff/audit',
  );
}
