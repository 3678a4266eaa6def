import { spanInWords, type MailAlarmState } from '../mail/alarm';
import type { Account } from './accounts';

/*
 * The inbox's pages: plain server-rendered HTML, one task a page, forms that post and are answered with
 * a redirect (or the same form with the errors beside their fields). No script anywhere.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Markup already escaped, so that pages compose without escaping twice. */
export type Html = { html: string };
export const raw = (html: string): Html => ({ html });
export function h(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[] | undefined | false>): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join('');
    else if (typeof value === 'object') out += value.html;
    else if (value !== undefined && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return raw(out);
}

const IST_FORMATS = {
  /** "Wed 25 Nov, 10:24 am IST": notes, messages, the timeline */
  short: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
  /** "25 Nov 2026, 10:24 am IST": table cells */
  date: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
  /** "Wednesday, 25 November 2026 at 10:24 am IST": when an enquiry was received, on its page */
  long: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
};

/**
 * A moment as staff in India read it, with the exact instant for machines. `zone: false` leaves out
 * " IST" where the column's heading says it.
 */
export const istTime = (ms: number, style: keyof typeof IST_FORMATS = 'date', zone = true): Html =>
  h`<time datetime="${new Date(ms).toISOString()}">${IST_FORMATS[style].format(ms)}${zone ? ' IST' : ''}</time>`;

/** Who is signed in, and (for the banner) whether mail is going out, as last read by the mail alarm. */
/** `mustConfirm`: the password or a code was last given more than 10 minutes ago (CONFIRM_MS): a sensitive action asks again. */
export type Viewer = { account: Account; csrf: string; mailAlarm?: MailAlarmState; mustConfirm?: boolean } | undefined;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Staff see a failing relay where they work, not in the mail that is failing: what is wrong, that
 * enquiries are still stored, and whom to ask.
 */
export function mailAlarmBanner(state: MailAlarmState): Html {
  const waited =
    state.late > 0
      ? h` ${count(state.late, 'message has', 'messages have')} waited more than ${spanInWords(state.thresholdMinutes)}${state.oldestAt === undefined ? '' : h` (the oldest since ${istTime(state.oldestAt, 'short')})`}${state.cause ? `; the mail server answered: ${state.cause}` : '; no answer from the mail server is recorded yet'}.`
      : undefined;
  const failed =
    state.failed > 0
      ? h` ${count(state.failed, 'message', 'messages')} could not be sent at all and ${state.failed === 1 ? 'was' : 'were'} given up${state.late === 0 && state.cause ? ` (the mail server answered: ${state.cause})` : ''}: see <a href="/staff/messages">Failed mail</a>.`
      : undefined;
  const mailbox = state.mailbox
    ? h`<p><strong>Answers from enquirers are not being read.</strong> The enquiries mailbox could not be read since ${istTime(state.mailbox.since, 'short')} (${state.mailbox.cause}). They wait in the mailbox and appear here once it can be read: ask whoever runs the server to check IMAP_URL and the mailbox.</p>`
    : undefined;
  if (state.late === 0 && state.failed === 0) return h`<div class="alarm" role="alert">${mailbox}</div>`;
  return h`<div class="alarm" role="alert"><p><strong>Mail is not going out.</strong>${waited}${failed}</p>
<p>New enquiries are still stored here: answer them from the inbox, and ask whoever runs the server to check SMTP_URL and the mail server.</p>${mailbox}</div>`;
}

/** The pages of the header's navigation; the admin ones are shown to admins only. */
const NAV: Array<{ href: string; label: string; admin?: boolean }> = [
  { href: '/staff/', label: 'Inbox' },
  { href: '/staff/reports', label: 'Reports' },
  { href: '/staff/messages', label: 'Failed mail' },
  { href: '/staff/mail', label: 'Unmatched mail' },
  { href: '/staff/people', label: 'People', admin: true },
  { href: '/staff/data-requests', label: 'Data requests', admin: true },
  { href: '/staff/audit', label: 'Audit', admin: true },
  { href: '/staff/account', label: 'Your account' },
];

/** The page around every screen: the header's navigation (the current page marked), the main content, and who is signed in. */
export function layout(title: string, viewer: Viewer, body: Html, current?: string): string {
  const nav = viewer
    ? h`<ul>${NAV.filter((item) => !item.admin || viewer.account.role === 'admin').map(
        (item) => h`<li><a href="${item.href}"${item.href === current ? raw(' aria-current="page"') : undefined}>${item.label}</a></li>`,
      )}</ul>
        <form method="post" action="/staff/sign-out">${csrfField(viewer.csrf)}<button type="submit" class="secondary">Sign out</button></form>`
    : h`<span>Staff inbox</span>`;
  const footer = viewer
    ? h`<footer><p>Signed in as ${viewer.account.name} (${viewer.account.role}).</p>
<form method="post" action="/staff/sign-out-everywhere">${csrfField(viewer.csrf)}<button type="submit" class="secondary">Sign out everywhere</button></form></footer>`
    : undefined;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Staff inbox</title>
<link rel="stylesheet" href="/staff/staff.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Staff">${nav.html}</nav></header>
<main id="main" tabindex="-1">
${viewer?.mailAlarm ? mailAlarmBanner(viewer.mailAlarm).html : ''}${body.html}
</main>
${footer ? footer.html : ''}
</body>
</html>
`;
}

export const csrfField = (csrf: string) => h`<input type="hidden" name="csrf" value="${csrf}">`;

type FieldOptions = { name: string; label: string; type?: string; autocomplete?: string; value?: string; error?: string; hint?: string; inputmode?: string; required?: boolean };

export function field({ name, label, type = 'text', autocomplete, value, error, hint, inputmode, required = true }: FieldOptions): Html {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return h`<div class="field">
  <label for="${name}">${label}</label>
  ${hint ? h`<span class="hint" id="${name}-hint">${hint}</span>` : undefined}
  <input id="${name}" name="${name}" type="${type}"${autocomplete ? h` autocomplete="${autocomplete}"` : undefined}${inputmode ? h` inputmode="${inputmode}"` : undefined}${value !== undefined ? h` value="${value}"` : undefined}${required ? raw(' required') : undefined}${described ? h` aria-describedby="${described}"` : undefined}${error ? raw(' aria-invalid="true"') : undefined}>
  ${error ? h`<p class="error" id="${name}-error">${error}</p>` : undefined}
</div>`;
}

/** The field of a sensitive action's form (or of the page that asks) for the password or a code, given again. */
export const CONFIRM_FIELD = 'confirm_secret';

export const confirmField = (error?: string) =>
  field({
    name: CONFIRM_FIELD,
    label: 'Your password, or the 6-digit code from your authenticator app',
    type: 'password',
    autocomplete: 'current-password',
    hint: 'Asked again because it was last given more than 10 minutes ago.',
    error,
  });

/**
 * Asks for the password or a code before a sensitive action, when it was last given more than 10
 * minutes ago: the form posts the action again with what was sent (`fields`) and the answer, or, for
 * a download (a GET), posts to /staff/confirm, which sends the browser on to it.
 */
export function confirmIdentityPage(p: { viewer: NonNullable<Viewer>; what: string; action: string; fields: Array<[string, string]>; back: string; error?: string; download?: boolean }): string {
  return layout(
    'Confirm it is you',
    p.viewer,
    h`<h1>Confirm it is you</h1>
<p>To ${p.what}, enter your password or a code from your authenticator app.</p>
<form method="post" action="${p.action}" novalidate>
  ${csrfField(p.viewer.csrf)}${p.fields.map(([name, value]) => h`<input type="hidden" name="${name}" value="${value}">`)}
  ${confirmField(p.error)}
  <div class="actions"><button type="submit">Confirm</button><a class="button secondary" href="${p.back}">Cancel</a></div>
</form>
${p.download ? h`<p class="hint">The download starts once you confirm; this page stays. <a href="${p.back}">Back to where you were</a>.</p>` : undefined}`,
  );
}

export const notice = (message: string | undefined, problem = false) => (message ? h`<p class="notice${problem ? ' problem' : ''}" role="${problem ? 'alert' : 'status'}">${message}</p>` : undefined);

/** Messages after an action, named in the redirect's query (?m=...), so a reload shows the same page. */
export const MESSAGES = {
  'signed-out': 'Signed out.',
  'signed-out-everywhere': 'Signed out on every device.',
  'session-ended': 'Your session has ended. Sign in again.',
  'session-ended-kept': 'Your session ended before that was saved. Sign in again to go back to it: what you typed is kept in this browser for an hour.',
  'setup-done': 'Your account is ready.',
  invited: 'Invitation sent.',
  // The admin pages (admin.ts)
  'role-changed': 'Role changed.',
  'role-unchanged': 'The role was already that; nothing changed.',
  disabled: 'Account disabled. Its sessions have ended.',
  enabled: 'Account enabled. They can sign in again.',
  reset: 'Account reset. A new set-up link is on its way by email; their sessions have ended.',
  'session-closed': 'Session ended.',
  'session-gone': 'That session had ended already.',
  'sessions-closed': 'All their sessions have ended.',
  retried: 'Queued to send again.',
  'retry-gone': 'That message is no longer failed (retried already, or erased).',
  'recovery-used': 'Signed in with a recovery code. It cannot be used again.',
  'status-saved': 'Status saved.',
  'status-unknown': 'Choose one of the statuses listed.',
  taken: 'It is yours now.',
  'taken-already': 'Someone else took it first. An administrator can reassign it.',
  assigned: 'Owner saved.',
  'owner-unknown': 'Choose one of the people listed.',
  'admins-only': 'Only administrators can do that.',
  'marked-spam': 'Marked as spam: nothing more is sent for it.',
  'marked-not-spam': 'Marked as not spam: its held messages are on their way.',
  'note-added': 'Note added.',
  'not-failed': 'That message had not failed: nothing to retry.',
  // The account page (account.ts)
  'password-changed': 'Password changed. Your other sessions have ended: sign in there again with the new password.',
  'own-session-ended': 'Session ended: that device is signed out.',
  'other-sessions-ended': 'Signed out everywhere else: this is your only session now.',
  'codes-renewed': 'New recovery codes made: the old ones no longer work.',
  'move-start': 'Start again here: the new phone’s page opens only from this step, in the same session, for 10 minutes.',
  'authenticator-moved': 'Your authenticator is now the new phone: codes from the old one no longer work.',
  // Your API keys (api-key-routes.ts)
  'key-revoked': 'Key revoked: it stops working at once.',
  'key-gone': 'That key was revoked already, or is not yours.',
} as const;
export type MessageKey = keyof typeof MESSAGES;
export const messageFor = (key: unknown): string | undefined => (typeof key === 'string' && key in MESSAGES ? MESSAGES[key as MessageKey] : undefined);

export function signInPage(p: { csrf: string; email?: string; error?: string; message?: string }): string {
  return layout(
    'Sign in',
    undefined,
    h`<h1>Sign in</h1>
${notice(p.message)}${notice(p.error, true)}
<form method="post" action="/staff/sign-in" novalidate>
  ${csrfField(p.csrf)}
  ${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: p.email })}
  ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
  <button type="submit">Continue</button>
</form>`,
  );
}

export function codePage(p: { csrf: string; error?: string }): string {
  return layout(
    'Enter your code',
    undefined,
    h`<h1>Enter your code</h1>
<form method="post" action="/staff/sign-in/code" novalidate>
  ${csrfField(p.csrf)}
  ${field({ name: 'code', label: 'Code from your authenticator app, or a recovery code', autocomplete: 'one-time-code', hint: 'Six digits, or a recovery code such as abcde-23456. A recovery code works once.', error: p.error })}
  <button type="submit">Sign in</button>
</form>
<p><a href="/staff/sign-in">Start again</a></p>`,
  );
}

export function setupPasswordPage(p: { csrf: string; token: string; name: string; errors: { password?: string; confirm?: string } }): string {
  return layout(
    'Choose a password',
    undefined,
    h`<h1>Welcome, ${p.name}: choose a password</h1>
<p>Then you will set up an authenticator app: a second step at every sign-in.</p>
<form method="post" action="/staff/setup/${p.token}" novalidate>
  ${csrfField(p.csrf)}
  ${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'At least 12 characters. Not a common password. A phrase of a few words is easy to type and hard to guess.', error: p.errors.password })}
  ${field({ name: 'confirm', label: 'The same password again', type: 'password', autocomplete: 'new-password', error: p.errors.confirm })}
  <button type="submit">Save the password</button>
</form>`,
  );
}

export function setupInvalidPage(): string {
  return layout(
    'Link not valid',
    undefined,
    h`<h1>This set-up link does not work</h1>
<p>It has been used already, or it is more than 24 hours old. Ask an administrator for a new one.</p>
<p><a href="/staff/sign-in">Sign in</a></p>`,
  );
}

export function enrolPage(p: { csrf: string; qr: string; secret: string; error?: string }): string {
  return layout(
    'Set up your authenticator',
    undefined,
    h`<h1>Set up your authenticator app</h1>
<ol>
  <li>Open an authenticator app on your phone and add an account.</li>
  <li>Scan this code, or type the key below.</li>
  <li>Enter the six-digit code the app shows.</li>
</ol>
<p><img src="${p.qr}" width="240" height="240" alt="QR code to add this account to an authenticator app; the same key is written below"></p>
<p>Key: <span class="secret">${p.secret}</span></p>
<form method="post" action="/staff/setup/totp" novalidate>
  ${csrfField(p.csrf)}
  ${field({ name: 'code', label: 'Six-digit code', autocomplete: 'one-time-code', inputmode: 'numeric', error: p.error })}
  <button type="submit">Confirm</button>
</form>`,
  );
}

export function recoveryCodesPage(p: { codes: string[] }): string {
  return layout(
    'Your recovery codes',
    undefined,
    h`<h1>Your recovery codes</h1>
<p class="notice">Keep these somewhere safe, away from your phone. Each one signs you in once, instead of a code from the app. They are shown only this once.</p>
<ol class="codes">${p.codes.map((code) => h`<li>${code}</li>`)}</ol>
<p><a href="/staff/?m=setup-done">I have saved them: continue</a></p>`,
  );
}

export function problemPage(title: string, text: string, viewer?: Viewer): string {
  return layout(title, viewer, h`<h1>${title}</h1><p>${text}</p><p><a href="/staff/">Back to the inbox</a></p>`);
}
