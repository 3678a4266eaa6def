import { site } from '@/content/site';
import { ENQUIRY_KINDS } from '@/lib/enquiry/kinds';
import { calculators, toolPath } from '@/lib/calculators/index';
import { isStale } from '@/lib/calculators/types';
import { CHANNEL_LABELS, CHANNELS, MAX_SOURCE_VALUE } from '@/lib/visit/source';
import { sourceDetails } from '../intake/source';
import { DEFAULT_LANGUAGE, languageLabel, LANGUAGE_NAMES, LANGUAGES } from '../intake/language';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../platform/db';
import { fieldLines, mailtoHref, serviceTitle } from '../mail/content';
import type { MessageSummary } from '../mail/outbox';
import { csrfField, h, istTime, layout, notice, raw, type Html, type Viewer } from './pages';
import { DELIVERY, replySection } from './reply-pages';
import { conversationSection } from './thread-pages';
import type { ReplySummary } from './replies';
import type { InboundSummary } from './mail-in';
import { OPEN_STATUSES, STATUS_LABELS, type EnquiryDetail, type InboxCounts, type InboxRow, type Note, type TimelineEntry } from './enquiries';

/*
 * The inbox's two screens: the list (counts, search, filters, one page of enquiries) and one enquiry
 * (its fields, how to answer, its messages, the workflow's forms, notes and timeline). Plain HTML:
 * the filters are a GET form, each action a POST form answered with a redirect back.
 */

type Signed = NonNullable<Viewer>;

/** "45 min", "3 h 20 min", "2 days 4 h" */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}

export type ListQuery = Record<string, string>;
const queryString = (query: ListQuery, extra: ListQuery = {}) => {
  const params = new URLSearchParams(Object.entries({ ...query, ...extra }).filter(([, v]) => v !== ''));
  const text = params.toString();
  return text ? `?${text}` : '';
};

function select(name: string, label: string, options: Array<[string, string]>, chosen: string): Html {
  return h`<div class="field"><label for="${name}">${label}</label><select id="${name}" name="${name}">${options.map(
    ([value, text]) => h`<option value="${value}"${value === chosen ? raw(' selected') : undefined}>${text}</option>`,
  )}</select></div>`;
}

function waiting(row: { createdAt: string; status: string; firstResponseAt: number | null }, now: number, late: boolean): Html {
  const received = Date.parse(row.createdAt);
  if (row.firstResponseAt !== null) return h`<span>answered in ${duration(row.firstResponseAt - received)}</span>`;
  if (row.status !== 'new') return h`<span>—</span>`;
  return late ? h`<span class="late">${duration(now - received)} <strong>past target</strong></span>` : h`<span>${duration(now - received)}</span>`;
}

/**
 * The points calculators whose review-by day has passed, named where staff look every day: their pages
 * already tell visitors the rules are being reviewed, and someone has to check them.
 */
export function staleToolsNotice(now: number, siteBase = ''): Html | undefined {
  const stale = calculators.filter((calculator) => isStale(calculator.rules, new Date(now)));
  if (stale.length === 0) return undefined;
  return h`<div class="notice problem tools-review"><p><strong>${stale.length === 1 ? 'A points calculator is' : `${stale.length} points calculators are`} due for review.</strong> Their pages tell visitors the rules are being reviewed; ask whoever maintains the site to check them against the official sources and update them.</p>
<ul>${stale.map((calculator) => h`<li><a href="${siteBase}${toolPath(calculator)}">${calculator.rules.title}</a>: rules as of ${calculator.rules.rulesAsOf}, due for review by ${calculator.rules.reviewBy}</li>`)}</ul></div>`;
}

export function listPage(p: {
  viewer: Signed;
  message?: string;
  counts: InboxCounts;
  query: ListQuery;
  people: Array<{ id: string; name: string }>;
  /** Answered by the lead since staff last replied: at the top of the whole inbox's first page. */
  answered?: Array<{ id: string; reference: string | null; name: string; ownerName: string | null; answeredAt: number }>;
  rows: InboxRow[];
  total: number;
  /** The total is a lower bound: a search's count stops there. */
  totalCapped: boolean;
  older?: string;
  newer?: string;
  now: number;
  lateCutoff: string;
  problem?: string;
  /** Where the site's pages are (SITE_ORIGIN and the base path): the calculators' notice links there. */
  siteBase?: string;
}): string {
  const q = p.query;
  const filtersOn = ['kind', 'status', 'owner', 'from', 'to', 'spam', 'channel', 'campaign', 'language'].some((key) => (q[key] ?? '') !== '');
  const countLink = (label: string, n: number, extra: ListQuery, className = '') =>
    h`<li${className ? h` class="${className}"` : undefined}><a href="/staff/${queryString(extra)}"><strong>${n.toLocaleString('en-IN')}</strong> ${label}</a></li>`;
  const statusOptions: Array<[string, string]> = [['', 'Any status'], ['open', 'Open (not closed)'], ...ENQUIRY_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]])];
  const ownerOptions: Array<[string, string]> = [['', 'Anyone'], ['mine', 'Mine'], ['unassigned', 'Unassigned'], ...p.people.map((person): [string, string] => [person.id, person.name])];
  const kindOptions: Array<[string, string]> = [['', 'Every service'], ...ENQUIRY_KINDS.map((kind): [string, string] => [kind, serviceTitle(kind)])];
  const channelOptions: Array<[string, string]> = [['', 'Any source'], ...CHANNELS.map((channel): [string, string] => [channel, CHANNEL_LABELS[channel]]), ['none', 'Not recorded']];
  const languageOptions: Array<[string, string]> = [
    ['', 'Any language'],
    ...LANGUAGES.map((language): [string, string] => [language, language === DEFAULT_LANGUAGE ? LANGUAGE_NAMES[language].english : `${LANGUAGE_NAMES[language].english} (${LANGUAGE_NAMES[language].own})`]),
  ];
  const heading = q.spam === '1' ? 'Spam' : q.late === '1' ? 'Past the response target' : q.answered === '1' ? 'Answered by lead' : 'Inbox';
  const body = h`${notice(p.message)}${notice(p.problem, true)}${staleToolsNotice(p.now, p.siteBase)}
<h1>${heading}</h1>
<ul class="counts" aria-label="Waiting">
  ${countLink('new', p.counts.new, { status: 'new' })}
  ${countLink('unassigned', p.counts.unassigned, { status: 'open', owner: 'unassigned' })}
  ${countLink('past the response target', p.counts.late, { late: '1' }, p.counts.late > 0 ? 'late' : '')}
  ${countLink('answered by lead', p.counts.answered, { answered: '1' }, p.counts.answered > 0 ? 'answered' : '')}
</ul>
${
  p.answered && p.answered.length > 0
    ? h`<section aria-labelledby="answered-heading" class="answered-first"><h2 id="answered-heading">Answered by lead</h2>
<ul>${p.answered.map((row) => h`<li><a href="/staff/enquiries/${row.id}#answers">${row.reference ?? row.id.slice(0, 8)}</a> ${row.name}, ${istTime(row.answeredAt, 'short')} (${row.ownerName ?? 'Unassigned'})</li>`)}</ul>
${p.counts.answered > p.answered.length ? h`<p><a href="/staff/?answered=1">All ${p.counts.answered.toLocaleString('en-IN')}</a></p>` : undefined}</section>`
    : undefined
}
<form method="get" action="/staff/" class="filters" role="search" aria-label="Enquiries">
  <div class="field search">
    <label for="q">Search by name, email, phone or reference</label>
    <input id="q" name="q" type="search" value="${q.q ?? ''}" autocomplete="off" spellcheck="false">
  </div>
  <details${filtersOn ? raw(' open') : undefined}>
    <summary>Filters${filtersOn ? ' (on)' : ''}</summary>
    <div class="filter-grid">
      ${select('kind', 'Service', kindOptions, q.kind ?? '')}
      ${select('status', 'Status', statusOptions, q.status ?? '')}
      ${select('owner', 'Owner', ownerOptions, q.owner ?? '')}
      <div class="field"><label for="from">Received from</label><input id="from" name="from" type="date" value="${q.from ?? ''}"></div>
      <div class="field"><label for="to">Received until</label><input id="to" name="to" type="date" value="${q.to ?? ''}"></div>
      ${select('spam', 'Genuine or spam', [['', 'Genuine'], ['1', 'Spam']], q.spam ?? '')}
      ${select('channel', 'Source', channelOptions, q.channel ?? '')}
      <div class="field"><label for="campaign">Campaign (exact utm_campaign)</label><input id="campaign" name="campaign" type="text" value="${q.campaign ?? ''}" maxlength="${MAX_SOURCE_VALUE}" autocomplete="off" spellcheck="false"></div>
      ${select('language', 'Language', languageOptions, q.language ?? '')}
    </div>
  </details>
  ${q.late === '1' ? h`<input type="hidden" name="late" value="1">` : undefined}
  ${q.answered === '1' ? h`<input type="hidden" name="answered" value="1">` : undefined}
  <div class="actions"><button type="submit">Show</button><a class="button secondary" href="/staff/">Clear</a></div>
</form>
<p class="summary"><span>${p.total.toLocaleString('en-IN')}${p.totalCapped ? '+' : ''} ${p.total === 1 && !p.totalCapped ? 'enquiry' : 'enquiries'}</span>
<a href="/staff/export.csv${queryString(q)}">Download these as CSV</a></p>
${
  p.rows.length === 0
    ? h`<p class="empty">No enquiries match.</p>`
    : h`<div class="table-wrap" role="region" aria-label="Enquiries" tabindex="0"><table class="enquiries cards">
  <caption class="visually-hidden">Enquiries, newest first; times in India (IST)</caption>
  <thead><tr><th scope="col">Reference</th><th scope="col">Name</th><th scope="col">Service</th><th scope="col">Received (IST)</th><th scope="col">Status</th><th scope="col">Owner</th><th scope="col">Waiting</th><th scope="col">Resume</th></tr></thead>
  <tbody>${p.rows.map((row) => {
    const late = row.status === 'new' && row.firstResponseAt === null && !row.spam && row.createdAt <= p.lateCutoff;
    return h`<tr${late ? raw(' class="late-row"') : undefined}>
    <th scope="row" data-label="Reference"><a href="/staff/enquiries/${row.id}">${row.reference ?? row.id.slice(0, 8)}</a></th>
    <td data-label="Name">${row.name}${row.language !== DEFAULT_LANGUAGE ? h` <span class="status language" lang="${row.language}" title="Sent in ${LANGUAGE_NAMES[row.language].english}">${LANGUAGE_NAMES[row.language].own}</span>` : undefined}</td>
    <td data-label="Service">${serviceTitle(row.kind)}</td>
    <td data-label="Received">${istTime(Date.parse(row.createdAt), 'date', false)}</td>
    <td data-label="Status"><span class="status status-${row.status}">${STATUS_LABELS[row.status]}</span>${row.spam ? h` <span class="status">Spam</span>` : undefined}${row.leadAnsweredAt !== null ? h` <span class="status answered">Answered by lead</span>` : undefined}</td>
    <td data-label="Owner">${row.ownerName ?? 'Unassigned'}</td>
    <td data-label="Waiting">${waiting(row, p.now, late)}</td>
    <td data-label="Resume">${row.hasResume ? 'Yes' : 'No'}</td>
  </tr>`;
  })}</tbody>
</table></div>`
}
${
  p.newer || p.older
    ? h`<nav class="pager" aria-label="Pages">${p.newer ? h`<a href="/staff/${queryString(q, { after: p.newer })}" rel="prev">Newer</a>` : h`<span></span>`}${
        p.older ? h`<a href="/staff/${queryString(q, { before: p.older })}" rel="next">Older</a>` : undefined
      }</nav>`
    : undefined
}`;
  return layout(heading, p.viewer, body, '/staff/');
}

// ---------------------------------------------------------------------------------------------
// One enquiry

const PURPOSES: Record<string, string> = { staff: 'Notification to staff', ack: 'Acknowledgement to the enquirer', reminder: 'Reminder to staff', digest: 'Digest', invite: 'Invitation', alert: 'Alert', reply: 'Reply to the enquirer', answer: 'Notice to staff: the enquirer answered' };
const MESSAGE_STATUS: Record<string, string> = { pending: 'Queued', sent: 'Sent', failed: 'Failed', held: 'Held (spam)', skipped: 'Not sent (limit for this address)' };

/** `delivery`: each outbox message's status by its id (a reply's state on the timeline). */
function eventText(entry: TimelineEntry, names: Map<string, string>, delivery: Map<string, string>): string {
  const d = entry.detail;
  const status = (value: unknown) => (typeof value === 'string' && value in STATUS_LABELS ? STATUS_LABELS[value as keyof typeof STATUS_LABELS] : String(value));
  const person = (value: unknown) => (typeof value === 'string' ? (names.get(value) ?? 'a former colleague') : 'nobody');
  switch (entry.action) {
    case 'status':
      return `Status ${status(d.from)} → ${status(d.to)}`;
    case 'reopened':
      return `Reopened: ${status(d.from)} → ${status(d.to)}`;
    case 'taken':
      return 'Took it';
    case 'assigned':
      return `Assigned to ${person(d.to)}`;
    case 'unassigned':
      return 'Unassigned';
    case 'note':
      return 'Added a note';
    case 'spam':
      return `Marked as spam (${String(d.messages ?? 0)} unsent messages held)`;
    case 'not-spam':
      return `Marked as not spam (${String(d.messages ?? 0)} held messages sent)`;
    case 'reminder-sent':
      return 'Reminder sent: past the response target';
    case 'message-retried':
      return 'Failed message queued again';
    case 'mail-attached':
      return d.senderConfirmed ? 'Attached a message from Unmatched mail, and accepted its sender for this enquiry' : 'Attached a message from Unmatched mail';
    case 'reply': {
      const state = typeof d.message === 'string' ? delivery.get(d.message) : undefined;
      const shown = state === undefined ? 'no longer held' : (DELIVERY[state] ?? state);
      return `${typeof d.sendAt === 'number' ? 'Replied to the enquirer, to go when the office opens' : 'Replied to the enquirer'}: ${shown}`;
    }
    default:
      return entry.action;
  }
}

/** A phone number as digits with the country code (wa.me and tel: want it), and whether one was typed. */
function phoneDigits(phone: string): { digits: string; international: boolean } {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  return { digits: trimmed.replace(/\D/g, '').replace(/^00/, ''), international };
}

export type NoteForm = { body: string; error?: string };
/** A form kept when the session ran out (drafts.ts): the note is in NoteForm, a status here. */
export type KeptForm = { what: 'note' } | { what: 'reply' } | { what: 'status'; status: EnquiryStatus };

export function enquiryPage(p: {
  viewer: Signed;
  message?: string;
  enquiry: EnquiryDetail;
  messages: MessageSummary[];
  notes: Note[];
  timeline: TimelineEntry[];
  people: Array<{ id: string; name: string }>;
  now: number;
  late: boolean;
  note?: NoteForm;
  kept?: KeptForm;
  /** The reply section (reply-pages.ts), without what this page already has. */
  reply: Omit<Parameters<typeof replySection>[0], 'viewer' | 'enquiryId' | 'spam' | 'to'>;
  /** The enquiry's BCC address, when it can be written to (not spam, an address to write to). */
  bccAddress?: string;
  /** The replies sent from this page, oldest first. */
  replies: ReplySummary[];
  /** What the enquirer answered by email (issue 40, Receiving), oldest first. */
  answers: InboundSummary[];
}): string {
  const { enquiry: e, viewer } = p;
  const csrf = csrfField(viewer.csrf);
  const reference = e.reference ?? e.id;
  const received = Date.parse(e.created_at);
  const name = typeof e.payload.name === 'string' && e.payload.name.trim() ? e.payload.name.trim() : '(no name given)';
  const email = typeof e.payload.email === 'string' ? e.payload.email : '';
  const phone = typeof e.payload.phone === 'string' ? phoneDigits(e.payload.phone) : undefined;
  const lines = fieldLines({ id: e.id, kind: e.kind, reference, receivedAt: new Date(received), payload: e.payload, resumeBytes: e.resume_bytes });
  const names = new Map(p.people.map((person) => [person.id, person.name]));
  const delivery = new Map(p.messages.map((m) => [m.id, m.status]));
  const admin = viewer.account.role === 'admin';
  const mine = e.ownerId === viewer.account.id;
  const action = (path: string) => `/staff/enquiries/${e.id}/${path}`;
  const whatsappText = `Hello ${name}, this is ${site.name} about your enquiry ${reference}.`;

  const chosen = p.kept?.what === 'status' ? p.kept.status : e.status;
  const kept =
    p.kept?.what === 'status'
      ? `Your session ended before the status was saved. ${STATUS_LABELS[p.kept.status]} is chosen again below: save it to keep it.`
      : p.kept?.what === 'reply'
        ? 'Your session ended before your reply was sent. It is back in the form below: send it to keep it.'
        : p.kept
          ? 'Your session ended before your note was saved. It is back in the form below: add it to keep it.'
          : undefined;
  const body = h`${notice(p.message)}${notice(kept)}
<p class="back"><a href="/staff/">← Inbox</a></p>
<h1><span class="reference">${reference}</span> ${name}</h1>
<dl class="enquiry-facts">
  <div><dt>Service</dt><dd>${serviceTitle(e.kind)}</dd></div>
  <div><dt>Received</dt><dd>${istTime(received, 'long')}</dd></div>
  <div><dt>Language</dt><dd>${languageLabel(e.language)}</dd></div>
  <div><dt>Status</dt><dd><span class="status status-${e.status}">${STATUS_LABELS[e.status]}</span>${e.spam ? h` <span class="status">Spam: nothing is sent</span>` : undefined}${
    e.leadAnsweredAt !== null ? h` <a class="status answered" href="#answers">Answered by lead ${istTime(e.leadAnsweredAt, 'short')}</a>` : undefined
  }</dd></div>
  <div><dt>Owner</dt><dd>${e.ownerName ?? 'Unassigned'}</dd></div>
  <div><dt>First response</dt><dd>${
    e.firstResponseAt !== null
      ? h`after ${duration(e.firstResponseAt - received)}`
      : e.status === 'new'
        ? h`<span${p.late ? raw(' class="late"') : undefined}>waiting ${duration(p.now - received)}${p.late ? h` <strong>past target</strong>` : undefined}</span>`
        : h`none recorded`
  }</dd></div>
</dl>

<section aria-labelledby="answer">
<h2 id="answer">Answer</h2>
<ul class="contact-links">
  ${email ? h`<li><a href="${mailtoHref(email, `Re: ${reference}`)}">Email ${email}</a></li>` : undefined}
  ${phone && phone.digits ? h`<li><a href="tel:${phone.international ? '+' : ''}${phone.digits}">Call ${String(e.payload.phone)}</a></li>` : undefined}
  ${phone && phone.digits ? h`<li><a href="https://wa.me/${phone.digits}?text=${encodeURIComponent(whatsappText)}">WhatsApp ${String(e.payload.phone)}</a></li>` : undefined}
</ul>
${phone && phone.digits && !phone.international ? h`<p class="hint">The number was typed without a country code: check it before calling or messaging.</p>` : undefined}
</section>

${conversationSection({ enquiry: { kind: e.kind, receivedAt: received, name, email }, messages: p.messages, replies: p.replies, answers: p.answers, notes: p.notes, bccAddress: p.bccAddress })}

${replySection({ ...p.reply, viewer, enquiryId: e.id, spam: e.spam, to: email })}

<section aria-labelledby="work">
<h2 id="work">Work on it</h2>
<div class="work">
<form method="post" action="${action('status')}" class="inline-form">
  ${csrf}
  <div class="field"><label for="status">Status</label><select id="status" name="status">${ENQUIRY_STATUSES.map(
    (s) => h`<option value="${s}"${s === chosen ? raw(' selected') : undefined}>${STATUS_LABELS[s]}${OPEN_STATUSES.includes(s) ? '' : ' (closed)'}</option>`,
  )}</select></div>
  <button type="submit">Save status</button>
</form>
${
  admin
    ? h`<form method="post" action="${action('owner')}" class="inline-form">
  ${csrf}
  <div class="field"><label for="owner">Owner</label><select id="owner" name="owner"><option value=""${e.ownerId === null ? raw(' selected') : undefined}>Unassigned</option>${p.people.map(
    (person) => h`<option value="${person.id}"${person.id === e.ownerId ? raw(' selected') : undefined}>${person.name}</option>`,
  )}</select></div>
  <button type="submit">Assign</button>
</form>`
    : undefined
}
${
  !mine && (e.ownerId === null || admin)
    ? h`<form method="post" action="${action('take')}">${csrf}<button type="submit"${admin ? raw(' class="secondary"') : undefined}>Take it</button></form>`
    : !mine
      ? h`<p class="hint">${e.ownerName ?? 'Someone'} has this one. An administrator can reassign it.</p>`
      : undefined
}
<form method="post" action="${action('spam')}">
  ${csrf}
  <input type="hidden" name="spam" value="${e.spam ? '0' : '1'}">
  <button type="submit" class="secondary">${e.spam ? 'Not spam: send its held messages' : 'Mark as spam'}</button>
</form>
</div>
</section>

<section aria-labelledby="fields">
<h2 id="fields">What they sent</h2>
<dl class="fields">${lines.map((line) => h`<div><dt>${line.label}</dt><dd>${line.value}</dd></div>`)}</dl>
${e.resume_bytes !== null ? h`<p><a class="button secondary" href="${action('resume')}" download>Download the resume (PDF, ${Math.max(1, Math.round(e.resume_bytes / 1024))} KB)</a></p>` : undefined}
</section>

<section aria-labelledby="source">
<h2 id="source">Where they came from</h2>
<dl class="fields">${sourceDetails(e.source).map((line) => h`<div><dt>${line.label}</dt><dd>${line.value}</dd></div>`)}</dl>
</section>

<section aria-labelledby="notes">
<h2 id="notes">Internal notes</h2>
<p class="hint">${p.notes.length === 0 ? 'No notes yet.' : h`${p.notes.length === 1 ? 'One note' : `${p.notes.length} notes`}, in the <a href="#conversation">conversation</a> where they were written.`}</p>
<form method="post" action="${action('notes')}" novalidate>
  ${csrf}
  <div class="field">
    <label for="note">Add a note</label>
    <span class="hint" id="note-hint">Only staff see notes; they are never sent to the enquirer.</span>
    <textarea id="note" name="note" rows="4" aria-describedby="note-hint${p.note?.error ? ' note-error' : ''}"${p.note?.error ? raw(' aria-invalid="true"') : undefined}>${p.note?.body ?? ''}</textarea>
    ${p.note?.error ? h`<p class="error" id="note-error">${p.note.error}</p>` : undefined}
  </div>
  <button type="submit">Add note</button>
</form>
</section>

<section aria-labelledby="messages">
<h2 id="messages">Messages</h2>
${
  p.messages.length === 0
    ? h`<p class="hint">No messages for this enquiry.</p>`
    : h`<ul class="messages">${p.messages.map(
        (m) => h`<li><strong>${PURPOSES[m.purpose] ?? m.purpose}</strong>: ${MESSAGE_STATUS[m.status] ?? m.status}${m.status === 'sent' && m.sent_at ? h`, ${istTime(Date.parse(m.sent_at), 'short')}` : undefined}${
          m.status === 'failed'
            ? h` after ${m.attempts} attempts${m.last_error ? h` (${m.last_error})` : undefined}
          <form method="post" action="${action(`messages/${m.id}/retry`)}">${csrf}<button type="submit" class="secondary">Retry: ${PURPOSES[m.purpose] ?? m.purpose}</button></form>`
            : undefined
        }</li>`,
      )}</ul>`
}
</section>

<section aria-labelledby="timeline">
<h2 id="timeline">Timeline</h2>
<ol class="timeline">
  <li>${istTime(received, 'short')}: received</li>
  ${p.timeline.map((entry) => h`<li>${istTime(entry.at, 'short')}: ${whoDid(entry)}: ${eventText(entry, names, delivery)}</li>`)}
</ol>
</section>`;
  return layout(`${reference} ${name}`, viewer, body);
}

/** Who made a timeline entry: a person, a person's API key, or (before 1.2.0) a script with the shared token. */
function whoDid(entry: TimelineEntry): string {
  const key = entry.detail.via === 'api-key' && typeof entry.detail.key === 'string' ? ` (API key \u201c${entry.detail.key}\u201d)` : '';
  if (entry.who !== null) return `${entry.who}${key}`;
  return entry.detail.via === 'token' ? 'a script (the shared token of releases before 1.2.0)' : entry.detail.via === 'api-key' ? `a person no longer listed${key}` : 'the inbox';
}
