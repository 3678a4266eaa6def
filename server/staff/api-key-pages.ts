import type { ApiKeyScope } from '../platform/db';
import { API_KEY_DAYS, type ApiKey } from './api-keys';
import { csrfField, field, h, istTime, layout, notice, raw, type Html, type Viewer } from './pages';

/*
 * The API keys page of a person's account: their keys (never the keys themselves), a form for a new
 * one, and the page that shows a new key, once.
 */

type SignedIn = NonNullable<Viewer>;

export type KeyValues = { name: string; scope: string; days: string };
export type KeyErrors = Partial<Record<keyof KeyValues | 'code', string>>;

const SCOPES: Record<ApiKeyScope, string> = { read: 'Read only', write: 'Read and write' };
const stateOf = (key: ApiKey, now: number): Html | string =>
  key.revokedAt !== null ? h`Revoked ${istTime(key.revokedAt)}` : key.expiresAt <= now ? h`Expired ${istTime(key.expiresAt)}` : h`Expires ${istTime(key.expiresAt)}`;

export function apiKeysPage(p: { viewer: SignedIn; now: number; keys: ApiKey[]; values?: KeyValues; errors?: KeyErrors; message?: string }): string {
  const values = p.values ?? { name: '', scope: 'read', days: '90' };
  const errors = p.errors ?? {};
  const live = (key: ApiKey) => key.revokedAt === null && key.expiresAt > p.now;
  return layout(
    'API keys',
    p.viewer,
    h`${notice(p.message)}<p><a href="/staff/account">Your account</a></p>
<h1>API keys</h1>
<p>A key lets a script use the staff API (<code>/api/staff/</code>) as you: it can do what you can, read only or read and write as you choose, but never erase anyone’s data or change anyone’s role. Send it as <code>Authorization: Token &lt;key&gt;</code>. Every use is in the audit, with your name and the key’s.</p>
${
  p.keys.length === 0
    ? h`<p>You have no API keys.</p>`
    : h`<table class="cards">
  <caption class="hint">Your keys, newest first. A key is shown only once, when it is made: here only its first characters.</caption>
  <thead><tr><th scope="col">Name</th><th scope="col">Scope</th><th scope="col">Key</th><th scope="col">Made</th><th scope="col">State</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
  <tbody>${p.keys.map(
    (key) =>
      h`<tr><th scope="row" data-label="Name">${key.name}</th><td data-label="Scope">${SCOPES[key.scope]}</td><td data-label="Key"><span class="secret">${key.prefix}…</span></td><td data-label="Made">${istTime(key.createdAt)}</td><td data-label="State">${stateOf(key, p.now)}</td><td data-label="Last used">${
        key.lastUsedAt === null ? 'Never' : h`${istTime(key.lastUsedAt)}${key.lastUsedNetwork ? ` from ${key.lastUsedNetwork}` : ''}`
      }</td><td data-label="Action">${
        live(key)
          ? h`<form method="post" action="/staff/account/keys/${key.id}/revoke">${csrfField(p.viewer.csrf)}<button type="submit" class="secondary">Revoke<span class="visually-hidden"> ${key.name}</span></button></form>`
          : undefined
      }</td></tr>`,
  )}</tbody>
</table>`
}
<h2 id="new-key">Make a key</h2>
<form method="post" action="/staff/account/keys" novalidate aria-labelledby="new-key">
  ${csrfField(p.viewer.csrf)}
  ${field({ name: 'name', label: 'Name', hint: 'What it is for, so you can tell your keys apart: “weekly export”.', autocomplete: 'off', value: values.name, error: errors.name })}
  ${choices('scope', 'What it may do', Object.entries(SCOPES), values.scope, errors.scope)}
  <div class="field">
    <label for="days">Works for</label>
    <select id="days" name="days"${errors.days ? raw(' aria-invalid="true" aria-describedby="days-error"') : undefined}>${API_KEY_DAYS.map(
      (days) => h`<option value="${days}"${String(days) === values.days ? raw(' selected') : undefined}>${days === 365 ? 'A year' : `${days} days`}</option>`,
    )}</select>
    ${errors.days ? h`<p class="error" id="days-error">${errors.days}</p>` : undefined}
  </div>
  ${field({ name: 'code', label: 'Code from your authenticator app', hint: 'Six digits: a key acts as you, so it asks for your second factor.', autocomplete: 'one-time-code', inputmode: 'numeric', error: errors.code })}
  <button type="submit">Make the key</button>
</form>`,
  );
}

function choices(name: string, legend: string, options: Array<[string, string]>, value: string, error?: string): Html {
  return h`<fieldset class="choices"${error ? h` aria-describedby="${name}-error"` : undefined}>
  <legend>${legend}</legend>
  ${options.map(([option, label]) => h`<label><input type="radio" name="${name}" value="${option}"${option === value ? raw(' checked') : undefined}> ${label}</label>`)}
  ${error ? h`<p class="error" id="${name}-error">${error}</p>` : undefined}
</fieldset>`;
}

/** The new key, this once: the page is not reached by a redirect, so a reload cannot show it again. */
export function newApiKeyPage(p: { viewer: SignedIn; name: string; scope: ApiKeyScope; expiresAt: number; key: string }): string {
  return layout(
    'Your new API key',
    p.viewer,
    h`<h1>Your new API key “${p.name}”</h1>
<p class="notice" role="status">Copy it now into your script’s secret store: it is shown only this once. If it is lost, revoke it and make another.</p>
<p><span class="secret" id="key">${p.key}</span></p>
<dl class="facts"><dt>Scope</dt><dd>${SCOPES[p.scope]}</dd><dt>Works until</dt><dd>${istTime(p.expiresAt)}</dd></dl>
<p>Use it as <code>curl -H "Authorization: Token $SARTHI_API_KEY" …/api/staff/enquiries</code>.</p>
<p><a href="/staff/account/keys">Back to your API keys</a></p>`,
  );
}
