/**
 * `npm run rules:update`'s work: read IRCC's Express Entry rounds feed, check it, and turn it into the
 * committed snapshot the Canada calculator shows (lib/calculators/canada-draws.json). A maintainer runs it,
 * reviews the diff and commits; the build reads only the committed file and never reaches the network.
 *
 * A feed is refused, saying why, when it cannot be read in time, is not JSON of the feed's shape, has no
 * rounds, has a round without its number, date, type, invitations or lowest score, or is older than the
 * snapshot (its newest round comes before the snapshot's, or it lacks a round the snapshot has).
 */
import { readFile, writeFile } from 'node:fs/promises';

/** IRCC's own feed, the JSON behind the rounds-of-invitations page (named in IRCC's page source). */
export const DEFAULT_FEED = 'https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json';
/** The feed is about 300 kB: a server that has not answered in this long is not going to. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Ten times the feed's size today: anything bigger is not the feed. */
const MAX_BYTES = 5 * 1024 * 1024;

/** Date, 'Round' (number and kind), invitations, lowest score: the row form the page's table shows. */
export type DrawRow = [day: string, round: string, invitations: string, lowestScore: string];

export type Snapshot = {
  feed: string;
  /** The day the feed was read (UTC). */
  readOn: string;
  latest: { round: number; date: string };
  /** Newest first. */
  rows: DrawRow[];
};

/** One round as checked: what the table needs and nothing else. */
export type Round = { number: number; date: string; name: string; kind: string; invitations: number; lowestScore: number };

export class Refused extends Error {
  override name = 'Refused';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WHOLE = /^\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+$/;

function isRealDay(day: string): boolean {
  const match = ISO_DAY.exec(day);
  if (!match) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** "2,000" or "2000" as 2000; anything else (empty, "n/a", "1.5") is not a count. */
function count(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!WHOLE.test(text) && !GROUPED.test(text)) return null;
  return Number(text.replace(/,/g, ''));
}

/**
 * IRCC names the same kind of round differently from one year's version to the next ("French language
 * proficiency (Version 1)", "French-Language proficiency 2026-Version 2"): the table names each kind one way.
 */
const KINDS: readonly [RegExp, string][] = [
  [/^canadian experience class/i, 'Canadian Experience Class'],
  [/^provincial nominee program/i, 'Provincial Nominee Program'],
  [/^federal skilled worker/i, 'Federal Skilled Worker'],
  [/^federal skilled trades/i, 'Federal Skilled Trades'],
  [/^no program specified/i, 'No program specified'],
  [/^french[- ]language proficiency/i, 'French-language proficiency'],
  [/^healthcare and social services occupations/i, 'Healthcare and social services occupations'],
  [/^healthcare occupations/i, 'Healthcare occupations'],
  [/^trades? occupations/i, 'Trade occupations'],
  [/^stem occupations/i, 'STEM occupations'],
  [/^transport occupations/i, 'Transport occupations'],
  [/^agriculture and agri-food occupations/i, 'Agriculture and agri-food occupations'],
  [/^education occupations/i, 'Education occupations'],
  [/^physicians with canadian work experience/i, 'Physicians with Canadian work experience'],
  [/^senior managers with canadian work experience/i, 'Senior managers with Canadian work experience'],
  [/^skilled military recruits/i, 'Skilled military recruits'],
];
const VERSION = /[\s,]*\(?\s*(\d{4}\s*-\s*)?version\s*\d+\s*\)?\s*$/i;
const PROPER = ['Canadian', 'Canada', 'French', 'English', 'STEM'];

/** The kind of round in the table's words: a known kind as the table names it, a new one in sentence case. */
export function kindOf(drawName: string): string {
  const bare = drawName.replace(VERSION, '').replace(/\s+/g, ' ').trim();
  const known = KINDS.find(([pattern]) => pattern.test(bare));
  if (known) return known[1];
  let words = bare.charAt(0).toUpperCase() + bare.slice(1).toLowerCase();
  for (const word of PROPER) words = words.replace(new RegExp(`\\b${word}\\b`, 'gi'), word);
  return words;
}

/** A known kind of round, so the update can point out one the table has not named before. */
export const isKnownKind = (drawName: string) => KINDS.some(([pattern]) => pattern.test(drawName.replace(VERSION, '').trim()));

/** The feed's text, checked: every round with its number, date, type, invitations and lowest score, newest first. */
export function parseFeed(text: string): Round[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Refused(`the feed is not JSON (${(error as Error).message})`);
  }
  const rounds = (json as { rounds?: unknown } | null)?.rounds;
  if (typeof json !== 'object' || json === null || !Array.isArray(rounds)) {
    throw new Refused('the feed is not IRCC’s rounds feed: it has no "rounds" list');
  }
  if (rounds.length === 0) throw new Refused('the feed lists no rounds');
  const seen = new Set<number>();
  const checked = rounds.map((entry: unknown, index): Round => {
    const round = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const label = `round ${typeof round.drawNumber === 'string' || typeof round.drawNumber === 'number' ? `"${round.drawNumber}"` : `at position ${index + 1}`}`;
    const number = count(round.drawNumber);
    if (number === null || number === 0) throw new Refused(`${label} has no round number (drawNumber)`);
    if (seen.has(number)) throw new Refused(`round ${number} is listed twice`);
    seen.add(number);
    if (typeof round.drawDate !== 'string' || !isRealDay(round.drawDate)) {
      throw new Refused(`round ${number} has no date as YYYY-MM-DD (drawDate: ${JSON.stringify(round.drawDate ?? null)})`);
    }
    if (typeof round.drawName !== 'string' || round.drawName.trim() === '') throw new Refused(`round ${number} has no type (drawName)`);
    const invitations = count(round.drawSize);
    if (invitations === null || invitations === 0) {
      throw new Refused(`round ${number} has no number of invitations (drawSize: ${JSON.stringify(round.drawSize ?? null)})`);
    }
    const lowestScore = count(round.drawCRS);
    if (lowestScore === null || lowestScore > 1200) {
      throw new Refused(`round ${number} has no lowest score from 0 to 1,200 (drawCRS: ${JSON.stringify(round.drawCRS ?? null)})`);
    }
    return { number, date: round.drawDate, name: round.drawName, kind: kindOf(round.drawName), invitations, lowestScore };
  });
  checked.sort((a, b) => b.number - a.number);
  for (let i = 1; i < checked.length; i++) {
    const later = checked[i - 1]!;
    const earlier = checked[i]!;
    if (earlier.date > later.date) {
      throw new Refused(`round ${earlier.number} (${earlier.date}) is dated after round ${later.number} (${later.date})`);
    }
  }
  return checked;
}

/** "16 September 2026", as the table writes a day. */
export function dayInWords(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const toRow = (round: Round): DrawRow => [
  dayInWords(round.date),
  `${round.number}: ${round.kind}`,
  round.invitations.toLocaleString('en-GB'),
  String(round.lowestScore),
];

const numberOfRow = (row: readonly string[]) => Number(/^(\d+):/.exec(row[1] ?? '')?.[1]);

export type UpdatePlan =
  | { changed: false; snapshot: Snapshot; message: string }
  | { changed: true; snapshot: Snapshot; message: string; added: number[]; corrected: number[]; newKinds: string[] };

/**
 * The next snapshot from the checked feed: the rounds from `since` (by default the snapshot's first day, so
 * the table keeps its span) to the newest. Refused when the feed is older than the snapshot.
 */
export function plan(rounds: Round[], current: Snapshot, options: { feed: string; today: string; since?: string }): UpdatePlan {
  const newest = rounds[0]!;
  if (newest.number < current.latest.round || newest.date < current.latest.date) {
    throw new Refused(
      `the feed is older than the snapshot: its newest round is ${newest.number} of ${dayInWords(newest.date)}, the snapshot already has round ${current.latest.round} of ${dayInWords(current.latest.date)}`,
    );
  }
  const byNumber = new Map(rounds.map((round) => [round.number, round]));
  const missing = current.rows.map(numberOfRow).filter((number) => !byNumber.has(number));
  if (missing.length > 0) {
    throw new Refused(`the feed lacks ${missing.length === 1 ? 'round' : 'rounds'} ${missing.slice(0, 10).join(', ')} that the snapshot has: it is not the whole feed`);
  }
  const firstDay = current.rows.length > 0 ? isoOfRow(current.rows.at(-1)!) : newest.date;
  const since = options.since ?? firstDay;
  if (!isRealDay(since)) throw new Refused(`--since must be a day as YYYY-MM-DD, not ${JSON.stringify(since)}`);
  const kept = rounds.filter((round) => round.date >= since);
  const rows = kept.map(toRow);
  const before = new Map(current.rows.map((row) => [numberOfRow(row), JSON.stringify(row)]));
  const added = kept.filter((round) => !before.has(round.number)).map((round) => round.number);
  const corrected = kept.filter((round) => before.has(round.number) && before.get(round.number) !== JSON.stringify(toRow(round))).map((round) => round.number);
  const dropped = current.rows.length + added.length - rows.length;
  if (added.length === 0 && corrected.length === 0 && dropped === 0) {
    return { changed: false, snapshot: current, message: `The snapshot is current: round ${current.latest.round} of ${dayInWords(current.latest.date)} is the feed's newest. Nothing changed.` };
  }
  const newKinds = [...new Set(kept.filter((round) => !isKnownKind(round.name)).map((round) => round.kind))];
  const snapshot: Snapshot = { feed: options.feed, readOn: options.today, latest: { round: newest.number, date: newest.date }, rows };
  const parts = [
    `The snapshot now runs to round ${newest.number} of ${dayInWords(newest.date)} (${rows.length} rounds from ${dayInWords(kept.at(-1)!.date)}).`,
    added.length ? `New: ${added.length === 1 ? 'round' : 'rounds'} ${added.join(', ')}.` : '',
    corrected.length ? `Changed by IRCC since the last update: ${corrected.length === 1 ? 'round' : 'rounds'} ${corrected.join(', ')}.` : '',
    newKinds.length ? `New kinds of round, named here in sentence case (check the wording): ${newKinds.join('; ')}.` : '',
    'Review the diff of lib/calculators/canada-draws.json, then commit it.',
  ];
  return { changed: true, snapshot, message: parts.filter(Boolean).join('\n'), added, corrected, newKinds };
}

function isoOfRow(row: readonly string[]): string {
  return new Date(Date.parse(`${row[0]} UTC`)).toISOString().slice(0, 10);
}

/** The snapshot as committed: one row a line, so that a new round is a one-line diff. */
export function serialise(snapshot: Snapshot): string {
  const rows = snapshot.rows.map((row) => `    [${row.map((cell) => JSON.stringify(cell)).join(', ')}]`).join(',\n');
  return (
    '{\n' +
    `  "feed": ${JSON.stringify(snapshot.feed)},\n` +
    `  "readOn": ${JSON.stringify(snapshot.readOn)},\n` +
    `  "latest": { "round": ${snapshot.latest.round}, "date": ${JSON.stringify(snapshot.latest.date)} },\n` +
    `  "rows": [\n${rows}\n  ]\n` +
    '}\n'
  );
}

/** The feed's text, or a refusal saying why it could not be had: no answer in time, no server, a bad status. */
export async function fetchFeed(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' }, redirect: 'follow' });
  } catch (error) {
    throw new Refused(`could not read the feed at ${url}: ${reason(error, timeoutMs)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Refused(`the feed at ${url} answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_BYTES) {
    await response.body?.cancel();
    throw new Refused(`the feed at ${url} is ${declared} bytes, more than the ${MAX_BYTES} a rounds feed can be`);
  }
  try {
    const text = await response.text();
    if (Buffer.byteLength(text) > MAX_BYTES) throw new Refused(`the feed at ${url} is more than the ${MAX_BYTES} bytes a rounds feed can be`);
    return text;
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(`could not read the feed at ${url}: ${reason(error, timeoutMs)}`);
  }
}

function reason(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  if (err.cause?.code === 'ECONNREFUSED') return 'the connection was refused (ECONNREFUSED)';
  if (err.cause?.code) return `${err.cause.code}${err.cause.message ? ` (${err.cause.message})` : ''}`;
  return err.cause?.message ?? err.message ?? String(error);
}

export type UpdateOptions = { feed: string; timeoutMs: number; file: string; today: string; since?: string };

/** Read, check, write: the whole of `npm run rules:update`. Throws Refused (and writes nothing) when the feed will not do. */
export async function updateDraws(options: UpdateOptions): Promise<UpdatePlan> {
  const current = JSON.parse(await readFile(options.file, 'utf8')) as Snapshot;
  const text = await fetchFeed(options.feed, options.timeoutMs);
  const rounds = parseFeed(text);
  const next = plan(rounds, current, { feed: options.feed, today: options.today, since: options.since });
  if (next.changed) await writeFile(options.file, serialise(next.snapshot));
  return next;
}
