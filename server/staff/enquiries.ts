import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { ENQUIRY_STATUSES, type Database, type Db, type EnquiryStatus } from '../platform/db';
import { wakeOutbox } from '../mail/outbox';
import type { StoredEnquiry } from '../intake/store';
import { SOURCE_SELECT, sourceOfRow } from '../intake/source';
import { languageOfRow, type Language } from '../intake/language';
import type { Channel } from '@/lib/visit/source';
import { istMidnight, pastTargetCutoff } from './business-hours';
import { prefixEnd, searchPrefixes } from './search';

/*
 * The inbox's reads and the workflow's changes. Every list is newest first, paged by keyset (the
 * received time and the id of the page's last row), so enquiries arriving meanwhile never shift or
 * repeat rows between pages. Every change writes its timeline event in the same transaction.
 */

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Consultation booked',
  client: 'Client',
  'not-fit': 'Not a fit',
};
export const OPEN_STATUSES: readonly EnquiryStatus[] = ['new', 'contacted', 'booked'];
export const isEnquiryStatus = (value: string): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly string[]).includes(value);

export type InboxFilter = {
  kind?: EnquiryKind;
  /** A status, or 'open' (New, Contacted, Consultation booked). */
  status?: EnquiryStatus | 'open';
  /** 'mine' is resolved to the viewer's id before the query; 'unassigned'; or an account id. */
  owner?: string;
  /** YYYY-MM-DD in India, inclusive. */
  from?: string;
  to?: string;
  /** Stored as spam (the honeypot was filled, or staff marked it): listed apart. */
  spam: boolean;
  /** New and past the response target. */
  late?: boolean;
  q?: string;
  /** The source channel, or 'none': not recorded (stored before sources were). */
  channel?: Channel | 'none';
  /** The utm_campaign exactly as stored. */
  campaign?: string;
  /** Answered by the lead by email since staff last replied (issue 40). */
  answered?: boolean;
  /** Sent in this language (issue 41). */
  language?: Language;
};

export type Cursor = { createdAt: string; id: string };
export const PAGE_SIZE = 25;

export type InboxRow = {
  id: string;
  reference: string | null;
  kind: EnquiryKind;
  createdAt: string;
  name: string;
  status: EnquiryStatus;
  ownerId: string | null;
  ownerName: string | null;
  firstResponseAt: number | null;
  hasResume: boolean;
  spam: boolean;
  /** Answered by the lead since staff last replied (issue 40). */
  leadAnsweredAt: number | null;
  language: Language;
};

type Query = SelectQueryBuilder<Database, 'enquiry', object>;
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Midnight IST of a YYYY-MM-DD date, as ISO. */
const dayStart = (date: string) => new Date(istMidnight(Date.parse(`${date}T12:00:00Z`))).toISOString();
const nextDay = (date: string) => new Date(istMidnight(Date.parse(`${date}T12:00:00Z`)) + 24 * 3_600_000).toISOString();

/**
 * A search of one word beginning more terms than this is common (a surname like Patel, two letters):
 * the list then walks newest first, checks each enquiry's own terms and stops at a page, where looking
 * up and sorting every match would read thousands. Otherwise (a rarer word: a full name, an address,
 * a phone number, a reference; or several words, which together match far fewer) the rarest word's
 * matches drive the query, so the list never walks every enquiry to find the few that match.
 */
const COMMON_TERMS = 2_000;
/**
 * A search's total is counted up to this and shown as "1,000+" past it: counting looks up every
 * match, and one word can match a fifth of the inbox.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * A search's prefixes, the one beginning the fewest terms (the rarest), whether the list is driven from
 * its matches, and whether those are the intersection of every word's (several words, each common).
 */
type Search = { prefixes: string[]; rarest?: string; driven: boolean; intersect?: boolean };

/** How many terms each prefix begins, counted up to COMMON_TERMS + 1: one short index range each. */
async function planSearch(db: Db, q: string | undefined): Promise<Search> {
  const prefixes = searchPrefixes(q ?? '');
  if (prefixes.length === 0) return { prefixes, driven: false };
  const counted = await Promise.all(
    prefixes.map(async (prefix) => {
      const { n } = await db
        .selectFrom((eb) =>
          eb.selectFrom('enquiry_search_term').select('enquiry_search_term.enquiry_id').where('term', '>=', prefix).where('term', '<', prefixEnd(prefix)).limit(COMMON_TERMS + 1).as('found'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { prefix, terms: Number(n) };
    }),
  );
  const rarest = counted.reduce((a, b) => (b.terms < a.terms ? b : a));
  // Several words each beginning thousands of terms ("rajesh patel"): each word's matches alone are
  // thousands to check, but the words together match few, so their intersection, read from the
  // terms' index alone, drives the list.
  const intersect = prefixes.length > 1 && rarest.terms > COMMON_TERMS;
  return { prefixes, rarest: rarest.prefix, driven: prefixes.length > 1 || rarest.terms <= COMMON_TERMS, intersect };
}

/**
 * `driven`: the rarest prefix's matches are looked up as a set (an index range of its terms); every
 * other prefix, or all of them when not driven, is checked against each enquiry's own terms.
 */
function filtered(db: Db, filter: InboxFilter, cutoff: string, search: Search, driven: boolean): Query {
  let query = db.selectFrom('enquiry').where('enquiry.spam', '=', filter.spam ? 1 : 0);
  if (filter.late) query = query.where('enquiry.status', '=', 'new').where('enquiry.first_response_at', 'is', null).where('enquiry.created_at', '<=', cutoff);
  else if (filter.status === 'open') query = query.where('enquiry.status', 'in', OPEN_STATUSES);
  else if (filter.status) query = query.where('enquiry.status', '=', filter.status);
  if (filter.kind) query = query.where('enquiry.kind', '=', filter.kind);
  if (filter.owner === 'unassigned') query = query.where('enquiry.owner_id', 'is', null);
  else if (filter.owner) query = query.where('enquiry.owner_id', '=', filter.owner);
  if (filter.from) query = query.where('enquiry.created_at', '>=', dayStart(filter.from));
  if (filter.to) query = query.where('enquiry.created_at', '<', nextDay(filter.to));
  if (filter.channel === 'none') query = query.where('enquiry.source_channel', 'is', null);
  else if (filter.channel) query = query.where('enquiry.source_channel', '=', filter.channel);
  if (filter.campaign !== undefined) query = query.where('enquiry.utm_campaign', '=', filter.campaign);
  if (filter.answered) query = query.where('enquiry.lead_answered_at', 'is not', null);
  if (filter.language) query = query.where('enquiry.language', '=', filter.language);
  // Each word of the search must begin one of the enquiry's terms: index range scans of the terms.
  const termsOf = (eb: ExpressionBuilder<Database, 'enquiry'>, prefix: string) =>
    eb.selectFrom('enquiry_search_term').select('enquiry_search_term.enquiry_id').where('term', '>=', prefix).where('term', '<', prefixEnd(prefix));
  const [first, ...rest] = search.prefixes;
  if (driven && search.intersect && first !== undefined) {
    return query.where('enquiry.id', 'in', (eb) => rest.reduce((all, prefix) => all.intersect(termsOf(eb, prefix)), termsOf(eb, first)));
  }
  for (const prefix of search.prefixes) {
    const terms = (eb: ExpressionBuilder<Database, 'enquiry'>) => termsOf(eb, prefix);
    if (driven && prefix === search.rarest) query = query.where('enquiry.id', 'in', terms);
    else query = query.where((eb) => eb.exists(terms(eb).whereRef('enquiry_search_term.enquiry_id', '=', 'enquiry.id')));
  }
  return query;
}

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/** One page of the list: rows newest first after `before` (older), or before `after` (newer); the total of matches. */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  page: { before?: Cursor; after?: Cursor; now: number; targetHours: number; size?: number },
): Promise<{ rows: InboxRow[]; total: number; totalCapped: boolean; older: Cursor | undefined; newer: Cursor | undefined }> {
  const size = page.size ?? PAGE_SIZE;
  const cutoff = pastTargetCutoff(page.now, page.targetHours);
  const search = await planSearch(db, filter.q);
  let query = filtered(db, filter, cutoff, search, search.driven)
    .leftJoin('staff_account', 'staff_account.id', 'enquiry.owner_id')
    .select([
      'enquiry.id',
      'enquiry.reference',
      'enquiry.kind',
      'enquiry.created_at',
      'enquiry.payload',
      'enquiry.status',
      'enquiry.owner_id',
      'enquiry.first_response_at',
      'enquiry.spam',
      'enquiry.lead_answered_at',
      'enquiry.language',
      'staff_account.name as owner_name',
      (eb) => eb.exists(eb.selectFrom('enquiry_resume').select('enquiry_resume.enquiry_id').whereRef('enquiry_resume.enquiry_id', '=', 'enquiry.id')).as('has_resume'),
    ]);
  const { before, after } = page;
  if (after) {
    query = query
      .where((eb) => eb.or([eb('enquiry.created_at', '>', after.createdAt), eb.and([eb('enquiry.created_at', '=', after.createdAt), eb('enquiry.id', '>', after.id)])]))
      .orderBy('enquiry.created_at', 'asc')
      .orderBy('enquiry.id', 'asc');
  } else {
    if (before) query = query.where((eb) => eb.or([eb('enquiry.created_at', '<', before.createdAt), eb.and([eb('enquiry.created_at', '=', before.createdAt), eb('enquiry.id', '<', before.id)])]));
    query = query.orderBy('enquiry.created_at', 'desc').orderBy('enquiry.id', 'desc');
  }
  // Counting visits every match: a search's from the rarest word's set, each looked up in an index.
  const matches = filtered(db, filter, cutoff, search, true);
  const cap = search.prefixes.length > 0 ? SEARCH_TOTAL_CAP : undefined;
  const counting =
    cap === undefined
      ? matches.select((eb) => eb.fn.countAll<number | string>().as('total'))
      : db.selectFrom(matches.select('enquiry.id').limit(cap + 1).as('matched')).select((eb) => eb.fn.countAll<number | string>().as('total'));
  const [found, counted] = await Promise.all([query.limit(size + 1).execute(), counting.executeTakeFirstOrThrow()]);
  const total = Number(counted.total);
  const more = found.length > size;
  const rows = found.slice(0, size).map(
    (row): InboxRow => ({
      id: row.id,
      reference: row.reference,
      kind: row.kind as EnquiryKind,
      createdAt: iso(row.created_at),
      name: nameOf(row.payload),
      status: row.status,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      firstResponseAt: num(row.first_response_at),
      hasResume: Boolean(Number(row.has_resume)),
      spam: row.spam === 1,
      leadAnsweredAt: num(row.lead_answered_at),
      language: languageOfRow(row.language),
    }),
  );
  if (after) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const cursorOf = (row: InboxRow | undefined) => row && { createdAt: row.createdAt, id: row.id };
  return {
    rows,
    total: cap === undefined ? total : Math.min(total, cap),
    totalCapped: cap !== undefined && total > cap,
    // Paging towards older rows: there are more when this page came from `after` (we came back from them) or found more.
    older: (after ? true : more) ? cursorOf(last) : undefined,
    newer: (after ? more : Boolean(before)) ? cursorOf(first) : undefined,
  };
}

/** Every match of a filter, newest first, in batches: the CSV export. */
export async function* eachInInbox(db: Db, filter: InboxFilter, now: number, targetHours: number, batchSize = 500): AsyncGenerator<StoredEnquiry> {
  const cutoff = pastTargetCutoff(now, targetHours);
  const search = await planSearch(db, filter.q);
  let before: Cursor | undefined;
  for (;;) {
    const cursor = before;
    let query = filtered(db, filter, cutoff, search, search.driven)
      .leftJoin('enquiry_resume', 'enquiry_resume.enquiry_id', 'enquiry.id')
      .select(['enquiry.id', 'enquiry.reference', 'enquiry.kind', 'enquiry.created_at', 'enquiry.payload', 'enquiry.spam', 'enquiry_resume.bytes as resume_bytes', 'enquiry.language', ...SOURCE_SELECT])
      .orderBy('enquiry.created_at', 'desc')
      .orderBy('enquiry.id', 'desc')
      .limit(batchSize);
    if (cursor) query = query.where((eb) => eb.or([eb('enquiry.created_at', '<', cursor.createdAt), eb.and([eb('enquiry.created_at', '=', cursor.createdAt), eb('enquiry.id', '<', cursor.id)])]));
    const rows = await query.execute();
    for (const row of rows) {
      yield {
        id: row.id,
        reference: row.reference,
        kind: row.kind as EnquiryKind,
        created_at: iso(row.created_at),
        payload: JSON.parse(row.payload) as Record<string, unknown>,
        resume_bytes: row.resume_bytes,
        spam: row.spam === 1,
        source: sourceOfRow(row),
        language: languageOfRow(row.language),
      };
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    before = { createdAt: iso(last.created_at), id: last.id };
  }
}

export type InboxCounts = { new: number; unassigned: number; late: number; answered: number };

/** The counts at the top of the inbox: New, open and unassigned, and New with no reply sent past the response target (spam left out). */
export async function inboxCounts(db: Db, now: number, targetHours: number): Promise<InboxCounts> {
  const count = (query: Query) => query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const genuine = () => db.selectFrom('enquiry').where('enquiry.spam', '=', 0);
  const [fresh, unassigned, late, answered] = await Promise.all([
    count(genuine().where('enquiry.status', '=', 'new')),
    count(genuine().where('enquiry.status', 'in', OPEN_STATUSES).where('enquiry.owner_id', 'is', null)),
    count(genuine().where('enquiry.status', '=', 'new').where('enquiry.first_response_at', 'is', null).where('enquiry.created_at', '<=', pastTargetCutoff(now, targetHours))),
    count(genuine().where('enquiry.lead_answered_at', 'is not', null)),
  ]);
  return { new: Number(fresh.n), unassigned: Number(unassigned.n), late: Number(late.n), answered: Number(answered.n) };
}

/** At the top of the inbox: enquiries the lead has answered since staff last replied, latest answer first. */
export async function answeredByLead(db: Db, limit = 10): Promise<Array<{ id: string; reference: string | null; name: string; ownerName: string | null; answeredAt: number }>> {
  const rows = await db
    .selectFrom('enquiry')
    .leftJoin('staff_account', 'staff_account.id', 'enquiry.owner_id')
    .select(['enquiry.id', 'enquiry.reference', 'enquiry.payload', 'enquiry.lead_answered_at', 'staff_account.name as owner_name'])
    .where('enquiry.lead_answered_at', 'is not', null)
    .where('enquiry.spam', '=', 0)
    .orderBy('enquiry.lead_answered_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, reference: row.reference, name: nameOf(row.payload), ownerName: row.owner_name, answeredAt: Number(row.lead_answered_at) }));
}

function nameOf(payload: string): string {
  try {
    const name = (JSON.parse(payload) as { name?: unknown }).name;
    return typeof name === 'string' && name.trim() ? name.trim() : '(no name given)';
  } catch {
    return '(unreadable)';
  }
}

// ---------------------------------------------------------------------------------------------
// One enquiry

export type EnquiryDetail = StoredEnquiry & {
  status: EnquiryStatus;
  ownerId: string | null;
  ownerName: string | null;
  firstResponseAt: number | null;
  /** When the enquirer last answered by email and nobody has replied since (issue 40): "Answered by lead". */
  leadAnsweredAt: number | null;
};

export async function getDetail(db: Db, id: string): Promise<EnquiryDetail | undefined> {
  const row = await db
    .selectFrom('enquiry')
    .leftJoin('enquiry_resume', 'enquiry_resume.enquiry_id', 'enquiry.id')
    .leftJoin('staff_account', 'staff_account.id', 'enquiry.owner_id')
    .select([
      'enquiry.id',
      'enquiry.reference',
      'enquiry.kind',
      'enquiry.created_at',
      'enquiry.payload',
      'enquiry.spam',
      'enquiry.status',
      'enquiry.owner_id',
      'enquiry.first_response_at',
      'enquiry.lead_answered_at',
      'enquiry_resume.bytes as resume_bytes',
      'staff_account.name as owner_name',
      'enquiry.language',
      ...SOURCE_SELECT,
    ])
    .where('enquiry.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as EnquiryKind,
    created_at: iso(row.created_at),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    resume_bytes: row.resume_bytes,
    spam: row.spam === 1,
    source: sourceOfRow(row),
    language: languageOfRow(row.language),
    status: row.status,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    firstResponseAt: num(row.first_response_at),
    leadAnsweredAt: num(row.lead_answered_at),
  };
}

export type TimelineEntry = { at: number; who: string | null; action: string; detail: Record<string, unknown> };
export type Note = { id: string; at: number; author: string | null; body: string };

export async function timelineOf(db: Db, id: string): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom('enquiry_event')
    .leftJoin('staff_account', 'staff_account.id', 'enquiry_event.account_id')
    .select(['enquiry_event.at', 'enquiry_event.action', 'enquiry_event.detail', 'staff_account.name'])
    .where('enquiry_event.enquiry_id', '=', id)
    .orderBy('enquiry_event.at')
    .orderBy('enquiry_event.id')
    .execute();
  return rows.map((row) => ({ at: Number(row.at), who: row.name, action: row.action, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {} }));
}

export async function notesOf(db: Db, id: string): Promise<Note[]> {
  const rows = await db
    .selectFrom('enquiry_note')
    .leftJoin('staff_account', 'staff_account.id', 'enquiry_note.account_id')
    .select(['enquiry_note.id', 'enquiry_note.at', 'enquiry_note.body', 'staff_account.name'])
    .where('enquiry_note.enquiry_id', '=', id)
    .orderBy('enquiry_note.at')
    .orderBy('enquiry_note.id')
    .execute();
  return rows.map((row) => ({ id: row.id, at: Number(row.at), author: row.name, body: row.body }));
}

// ---------------------------------------------------------------------------------------------
// Changes

type Actor = { accountId: string | null; now: number };

/** A timeline event, in the caller's transaction (replies.ts writes a reply's with it). */
export async function writeEvent(trx: Transaction<Database>, id: string, actor: Actor, action: string, detail: Record<string, unknown> = {}): Promise<void> {
  await trx
    .insertInto('enquiry_event')
    .values({ id: randomUUID(), enquiry_id: id, at: actor.now, account_id: actor.accountId, action, detail: Object.keys(detail).length ? JSON.stringify(detail) : null })
    .execute();
}

/** A timeline entry on its own (a failed message queued again). */
export async function recordEvent(db: Db, id: string, actor: Actor, action: string, detail: Record<string, unknown> = {}): Promise<void> {
  await db.transaction().execute((trx) => writeEvent(trx, id, actor, action, detail));
}

/**
 * Moves an enquiry to a status. It records no first response: since 1.6.0 (issue 40) only the first
 * reply sent to the lead does (outbox.ts). Answers false when there is no such enquiry.
 */
export async function setStatus(db: Db, id: string, to: EnquiryStatus, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enquiry').select('status').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    if (current.status === to) return true;
    await trx.updateTable('enquiry').set({ status: to }).where('id', '=', id).execute();
    const reopened = !OPEN_STATUSES.includes(current.status) && OPEN_STATUSES.includes(to);
    await writeEvent(trx, id, actor, reopened ? 'reopened' : 'status', { from: current.status, to });
    return true;
  });
}

export type OwnerChange = 'done' | 'missing' | 'taken';

/**
 * Makes `owner` the enquiry's owner. `onlyIfFree` (staff taking one for themselves): refused when
 * someone else already has it, so two people pressing "Take it" at once cannot both think it theirs.
 */
export async function setOwner(db: Db, id: string, owner: string | null, actor: Actor, onlyIfFree: boolean): Promise<OwnerChange> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enquiry').select('owner_id').where('id', '=', id).executeTakeFirst();
    if (!current) return 'missing';
    if (current.owner_id === owner) return 'done';
    if (onlyIfFree && current.owner_id !== null) return 'taken';
    await trx.updateTable('enquiry').set({ owner_id: owner }).where('id', '=', id).execute();
    await writeEvent(trx, id, actor, owner === null ? 'unassigned' : owner === actor.accountId ? 'taken' : 'assigned', { from: current.owner_id, to: owner });
    return 'done';
  });
}

export const MAX_NOTE = 5_000;

export async function addNote(db: Db, id: string, body: string, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('enquiry').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) return false;
    await trx.insertInto('enquiry_note').values({ id: randomUUID(), enquiry_id: id, account_id: actor.accountId, at: actor.now, body }).execute();
    await writeEvent(trx, id, actor, 'note');
    return true;
  });
}

/**
 * Spam or not. Marked spam: messages not yet sent are held, nothing more goes out. Marked not spam:
 * held messages are queued (the staff notification, and the acknowledgement unless it was skipped),
 * as POST /api/staff/enquiries/:id/genuine does. Answers how many messages were held or released.
 */
export async function setSpam(db: Db, id: string, spam: boolean, actor: Actor, detail: Record<string, unknown> = {}): Promise<{ found: boolean; messages: number }> {
  const result = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enquiry').select('spam').where('id', '=', id).executeTakeFirst();
    if (!current) return undefined;
    if ((current.spam === 1) === spam) return 0;
    await trx
      .updateTable('enquiry')
      .set({ spam: spam ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    const moved = await trx
      .updateTable('outbox_message')
      .set(spam ? { status: 'held', lease_owner: null } : { status: 'pending', created_at: actor.now, next_attempt_at: actor.now })
      .where('enquiry_id', '=', id)
      .where('status', '=', spam ? 'pending' : 'held')
      .executeTakeFirst();
    const messages = Number(moved.numUpdatedRows);
    await writeEvent(trx, id, actor, spam ? 'spam' : 'not-spam', { ...detail, messages });
    return messages;
  });
  if (result === undefined) return { found: false, messages: 0 };
  if (!spam) wakeOutbox(db);
  return { found: true, messages: result };
}

/** Accounts that can own enquiries: everyone not disabled, by name. */
export async function owners(db: Db): Promise<Array<{ id: string; name: string }>> {
  return db.selectFrom('staff_account').select(['id', 'name']).where('disabled', '=', 0).orderBy('name').execute();
}
