import type { OpenSession } from './accounts';
import { csrfField, field, h, istTime, layout, notice, raw, type Html, type Viewer } from './pages';

/*
 * The account page every signed-in person has (/staff/account): one page, a section a task, each a
 * plain form that posts. A form sent with a mistake comes back as the same page with the error beside
 * its field and a summary at the top linking to it; passwords are never sent back.
 */

type SignedIn = NonNullable<Viewer>;

/** The field names of the page's forms: each is also its input's id, so they differ between forms. */
export type AccountField = 'current' | 'code' | 'password' | 'confirm' | 'renew-password' | 'renew-code' | 'move-code' | 'new-code';
export type AccountErrors = Partial<Record<AccountField, string>>;

export type AccountPageProps = {
  viewer: SignedIn;
  sessions: OpenSession[];
  /** The id hash of the session showing the page. */
  current: string;
  unusedCodes: number;
  message?: string;
  errors?: AccountErrors;
  /** What was typed, passwords left out, for a form shown again. */
  values?: Partial<Record<AccountField, string>>;
};

const hidden = (text: string) => h`<span class="visually-hidden">${text}</span>`;
const PATH = '/staff/account';

/** GOV.UK's error summary: what went wrong, each a link to its field. */
function errorSummary(errors: AccountErrors): Html | undefined {
  const entries = Object.entries(errors).filter(([, text]) => text);
  if (entries.length === 0) return undefined;
  return h`<div class="notice problem" role="alert"><p><strong>There is a problem</strong></p><ul>${entries.map(([name, text]) => h`<li><a href="#${name}">${text ?? ''}</a></li>`)}</ul></div>`;
}

export function accountPage(p: AccountPageProps): string {
  const { viewer } = p;
  const errors = p.errors ?? {};
  const values = p.values ?? {};
  const others = p.sessions.filter((s) => s.idHash !== p.current);
  const post = (action: string, label: Html, extra?: Html, className = 'secondary') =>
    h`<form method="post" action="${PATH}/${action}">${csrfField(viewer.csrf)}${extra}<button type="submit" class="${className}">${label}</button></form>`;
  return layout(
    'Your account',
    viewer,
    h`${notice(p.message)}${errorSummary(errors)}<h1>Your account</h1>
<dl class="facts">
  <dt>Name</dt><dd>${viewer.account.name}</dd>
  <dt>Email</dt><dd>${viewer.account.email}</dd>
  <dt>Role</dt><dd>${viewer.account.role === 'admin' ? 'Admin' : 'Staff'}</dd>
</dl>
<nav aria-label="On this page"><ul class="contents">
  <li><a href="#password-section">Password</a></li>
  <li><a href="#sessions-section">Your sessions</a></li>
  <li><a href="#codes-section">Recovery codes</a></li>
  <li><a href="#authenticator-section">Authenticator app</a></li>
  <li><a href="#keys-section">Keys for scripts</a></li>
</ul></nav>

<section class="part" aria-labelledby="password-section">
<h2 id="password-section">Password</h2>
<p>Give your current password and a code, then the new one. Every other session of yours ends: sign in there again with the new password.</p>
<form method="post" action="${PATH}/password" novalidate>
  ${csrfField(viewer.csrf)}
  ${field({ name: 'current', label: 'Current password', type: 'password', autocomplete: 'current-password', error: errors.current })}
  ${field({ name: 'code', label: 'Code from your app, or a recovery code', autocomplete: 'one-time-code', hint: 'Six digits, or a recovery code such as abcde-23456 (it works once).', value: values.code, error: errors.code })}
  ${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'At least 12 characters. Not a common password. A phrase of a few words is easy to type and hard to guess.', error: errors.password })}
  ${field({ name: 'confirm', label: 'The same new password again', type: 'password', autocomplete: 'new-password', error: errors.confirm })}
  <button type="submit">Change the password</button>
</form>
</section>

<section class="part" aria-labelledby="sessions-section">
<h2 id="sessions-section">Your sessions</h2>
<table class="cards">
  <caption class="hint">Where you are signed in, newest first. End any you do not recognise, then change your password.</caption>
  <thead><tr><th scope="col">Device</th><th scope="col">Network</th><th scope="col">Signed in</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
  <tbody>${p.sessions.map((session, i) => {
    const device = session.device ?? 'Unknown browser';
    const mine = session.idHash === p.current;
    return h`<tr${mine ? raw(' class="this-session"') : undefined}><th scope="row" data-label="Device">${device}</th><td data-label="Network">${session.network ?? 'Unknown'}</td><td data-label="Signed in">${istTime(session.createdAt)}</td><td data-label="Last used">${mine ? 'Now' : istTime(session.lastSeenAt)}</td><td>${
      mine
        ? h`<strong class="status">This session</strong>`
        : post('sessions/end', h`End${hidden(` the session on ${device}, signed in ${i + 1} of ${p.sessions.length}`)}`, h`<input type="hidden" name="session" value="${session.idHash}">`)
    }</td></tr>`;
  })}</tbody>
</table>
${others.length > 0 ? post('sessions/end-others', h`Sign out everywhere else`) : h`<p>You are signed in here only.</p>`}
</section>

<section class="part" aria-labelledby="codes-section">
<h2 id="codes-section">Recovery codes</h2>
<p${p.unusedCodes <= 2 ? raw(' class="notice problem"') : undefined}>${p.unusedCodes === 0 ? 'You have no unused recovery codes left.' : `${p.unusedCodes} unused ${p.unusedCodes === 1 ? 'code is' : 'codes are'} left.`} Each signs you in once without your phone.</p>
<p>New codes replace all the old ones at once: the old ones stop working. They are shown once, on the next page.</p>
<form method="post" action="${PATH}/recovery-codes" novalidate>
  ${csrfField(viewer.csrf)}
  ${field({ name: 'renew-password', label: 'Your password', type: 'password', autocomplete: 'current-password', required: false, hint: 'Your password or a code: one of them is enough.', error: errors['renew-password'] })}
  ${field({ name: 'renew-code', label: 'Or a code from your app, or a recovery code', autocomplete: 'one-time-code', required: false, value: values['renew-code'], error: errors['renew-code'] })}
  <button type="submit">Make new codes</button>
</form>
</section>

<section class="part" aria-labelledby="authenticator-section">
<h2 id="authenticator-section">Authenticator app</h2>
<p>Moving to a new phone: give a code from the app you use now (or a recovery code, if that phone is lost). The next page shows a new key for the new phone; once it gives a code, the old phone's codes stop working.</p>
<form method="post" action="${PATH}/authenticator" novalidate>
  ${csrfField(viewer.csrf)}
  ${field({ name: 'move-code', label: 'Code from your current app, or a recovery code', autocomplete: 'one-time-code', value: values['move-code'], error: errors['move-code'] })}
  <button type="submit">Continue to the new phone</button>
</form>
</section>

<section class="part" aria-labelledby="keys-section">
<h2 id="keys-section">Keys for scripts</h2>
<p>Scripts that read or change enquiries through the API use a key of their own, made and ended by you.</p>
<p><a href="${PATH}/keys">Manage your keys for scripts</a></p>
</section>`,
    PATH,
  );
}

/** Step 2 of moving the authenticator: the new key, and the field for the new app's first code. */
export function moveAuthenticatorPage(p: { viewer: SignedIn; qr: string; secret: string; minutes: number; error?: string }): string {
  return layout(
    'Set up the new phone',
    p.viewer,
    h`${p.error ? errorSummary({ 'new-code': p.error }) : undefined}<p class="back"><a href="${PATH}#authenticator-section">Back to your account</a></p>
<h1>Set up the new phone</h1>
<ol>
  <li>Open an authenticator app on the new phone and add an account.</li>
  <li>Scan this code, or type the key below.</li>
  <li>Enter the six-digit code the new app shows, within ${p.minutes} minutes.</li>
</ol>
<p><img src="${p.qr}" width="240" height="240" alt="QR code to add this account to the new phone’s authenticator app; the same key is written below"></p>
<p>Key: <span class="secret">${p.secret}</span></p>
<p class="hint">Until you confirm, the old phone keeps working.</p>
<form method="post" action="${PATH}/authenticator/confirm" novalidate>
  ${csrfField(p.viewer.csrf)}
  ${field({ name: 'new-code', label: 'Six-digit code from the new app', autocomplete: 'one-time-code', inputmode: 'numeric', error: p.error })}
  <button type="submit">Use the new phone</button>
</form>`,
    PATH,
  );
}

/** The new recovery codes, shown once: the page of the post that made them (no-store, as every staff page). */
export function newCodesPage(p: { viewer: SignedIn; codes: string[] }): string {
  return layout(
    'Your new recovery codes',
    p.viewer,
    h`<h1>Your new recovery codes</h1>
<p class="notice">Keep these somewhere safe, away from your phone. Each one signs you in once, instead of a code from the app. The old ones no longer work. These are shown only this once.</p>
<ol class="codes">${p.codes.map((code) => h`<li>${code}</li>`)}</ol>
<p><a href="${PATH}?m=codes-renewed">I have saved them: back to your account</a></p>`,
    PATH,
  );
}
