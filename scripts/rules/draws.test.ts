/**
 * `npm run rules:update` against a real HTTP server on 127.0.0.1 (node:http) serving a good feed, a malformed
 * one, an empty one, an older one, an incomplete one, an error, nothing in time, and no server at all; and
 * once through the command itself, as a maintainer runs it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import committed from '../../lib/calculators/canada-draws.json';
import { DEFAULT_FEED, kindOf, parseFeed, Refused, serialise, toRow, updateDraws, type Snapshot } from './draws';

const run = promisify(execFile);
const SNAPSHOT = join(__dirname, '..', '..', 'lib', 'calculators', 'canada-draws.json');

type FeedRound = Record<string, string>;

/** A committed row back as IRCC's feed writes a round. */
function feedRound(row: readonly string[]): FeedRound {
  const [, number, kind] = /^(\d+): (.*)$/.exec(row[1]!)!;
  return {
    drawNumber: number!,
    drawDate: new Date(Date.parse(`${row[0]} UTC`)).toISOString().slice(0, 10),
    drawName: kind!,
    drawSize: row[2]!,
    drawCRS: row[3]!,
    drawCutOff: 'not used',
  };
}

const snapshotRounds = committed.rows.map(feedRound);
const newer: FeedRound[] = [
  { drawNumber: '446', drawDate: '2026-10-01', drawName: 'Canadian Experience Class', drawSize: '3,000', drawCRS: '515' },
  { drawNumber: '445', drawDate: '2026-09-29', drawName: 'Research Occupations, 2026-Version 1', drawSize: '1,500', drawCRS: '481' },
];
// What the feed also holds before the table's first round: left out, as the table starts on 7 July 2025.
const older: FeedRound[] = [{ drawNumber: '353', drawDate: '2025-06-26', drawName: 'Canadian Experience Class', drawSize: '3,000', drawCRS: '521' }];

let server: Server;
let base: string;
let dir: string;
let file: string;
/** What the server answers at each path. */
const routes = new Map<string, { status?: number; body?: string; hang?: boolean }>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) return void response.writeHead(404).end('not here');
    if (route.hang) return; // accepts the request and never answers
    response.writeHead(route.status ?? 200, { 'content-type': 'application/json' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'rules-update-'));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  file = join(dir, `draws-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, await readFile(SNAPSHOT, 'utf8'));
});

const serve = (path: string, route: { status?: number; body?: string; hang?: boolean }) => {
  routes.set(path, route);
  return `${base}${path}`;
};
const feedOf = (rounds: FeedRound[]) => JSON.stringify({ rounds });
const update = (feed: string, timeoutMs = 2000) => updateDraws({ feed, timeoutMs, file, today: '2026-10-02' });

async function expectRefused(feed: string, reason: RegExp, timeoutMs?: number) {
  const before = await readFile(file, 'utf8');
  const error = await update(feed, timeoutMs).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refused);
  expect((error as Error).message).toMatch(reason);
  // A refused feed leaves the committed snapshot as it was.
  expect(await readFile(file, 'utf8')).toBe(before);
}

describe('npm run rules:update against a local feed', () => {
  it('takes a good feed: the new rounds on top in the table’s row form, the rest unchanged, the day read and the latest round recorded', async () => {
    const feed = serve('/good.json', { body: feedOf([...newer, ...snapshotRounds, ...older]) });
    const result = await update(feed);
    expect(result.changed).toBe(true);
    expect(result.message).toContain('round 446 of 1 October 2026');
    expect(result.message).toContain('New: rounds 446, 445.');
    // A kind of round the table has not named before is pointed out for the maintainer to check.
    expect(result.message).toContain('New kinds of round, named here in sentence case (check the wording): Research occupations.');
    const written = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
    expect(written.latest).toEqual({ round: 446, date: '2026-10-01' });
    expect(written.readOn).toBe('2026-10-02');
    expect(written.feed).toBe(feed);
    expect(written.rows.slice(0, 3)).toEqual([
      ['1 October 2026', '446: Canadian Experience Class', '3,000', '515'],
      ['29 September 2026', '445: Research occupations', '1,500', '481'],
      ['16 September 2026', '444: Senior managers with Canadian work experience', '250', '389'],
    ]);
    expect(written.rows.slice(2)).toEqual(committed.rows);
    expect(written.rows.at(-1)).toEqual(['7 July 2025', '354: Provincial Nominee Program', '356', '750']);
  });

  it('leaves the file alone when the feed has nothing new', async () => {
    const feed = serve('/same.json', { body: feedOf([...snapshotRounds, ...older]) });
    const before = await stat(file);
    const result = await update(feed);
    expect(result.changed).toBe(false);
    expect(result.message).toMatch(/current: round 444 of 16 September 2026/);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('picks up a round IRCC corrected, and says which', async () => {
    const corrected = snapshotRounds.map((round) => (round.drawNumber === '401' ? { ...round, drawCRS: '398' } : round));
    const result = await update(serve('/corrected.json', { body: feedOf([...newer, ...corrected]) }));
    expect(result.message).toContain('Changed by IRCC since the last update: round 401.');
    const written = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
    expect(written.rows).toContainEqual(['4 March 2026', '401: French-language proficiency', '5,500', '398']);
  });

  it('refuses a malformed feed, saying why, and writes nothing', async () => {
    await expectRefused(serve('/html.json', { body: '<!doctype html><title>Maintenance</title>' }), /not JSON/);
    await expectRefused(serve('/shape.json', { body: JSON.stringify({ draws: snapshotRounds }) }), /no "rounds" list/);
    const noScore = [{ ...newer[0]!, drawCRS: '' }, ...snapshotRounds];
    await expectRefused(serve('/no-score.json', { body: feedOf(noScore) }), /round 446 has no lowest score/);
    const noDate = [{ ...newer[0]!, drawDate: 'October 1, 2026' }, ...snapshotRounds];
    await expectRefused(serve('/no-date.json', { body: feedOf(noDate) }), /round 446 has no date as YYYY-MM-DD/);
    const noType = [{ ...newer[0]!, drawName: ' ' }, ...snapshotRounds];
    await expectRefused(serve('/no-type.json', { body: feedOf(noType) }), /round 446 has no type/);
    const noSize = [{ ...newer[0]!, drawSize: 'n/a' }, ...snapshotRounds];
    await expectRefused(serve('/no-size.json', { body: feedOf(noSize) }), /round 446 has no number of invitations/);
    const noNumber = [{ ...newer[0]!, drawNumber: '' }, ...snapshotRounds];
    await expectRefused(serve('/no-number.json', { body: feedOf(noNumber) }), /has no round number/);
    await expectRefused(serve('/twice.json', { body: feedOf([newer[0]!, newer[0]!, ...snapshotRounds]) }), /round 446 is listed twice/);
    const misdated = [{ ...newer[0]!, drawDate: '2026-01-01' }, ...snapshotRounds];
    await expectRefused(serve('/misdated.json', { body: feedOf(misdated) }), /round 444 \(2026-09-16\) is dated after round 446/);
  });

  it('refuses an empty feed', async () => {
    await expectRefused(serve('/empty.json', { body: feedOf([]) }), /lists no rounds/);
  });

  it('refuses a feed older than the snapshot, naming both', async () => {
    const stale = snapshotRounds.filter((round) => Number(round.drawNumber) <= 440);
    await expectRefused(
      serve('/older.json', { body: feedOf(stale) }),
      /older than the snapshot: its newest round is 440 of 3 September 2026, the snapshot already has round 444 of 16 September 2026/,
    );
  });

  it('refuses a feed that lacks rounds the snapshot has', async () => {
    const holed = [...newer, ...snapshotRounds.filter((round) => round.drawNumber !== '401')];
    await expectRefused(serve('/holed.json', { body: feedOf(holed) }), /lacks round 401 that the snapshot has/);
  });

  it('refuses when there is no feed: an error status, no server, no answer in time', async () => {
    await expectRefused(serve('/down.json', { status: 503, body: 'down' }), /answered HTTP 503/);
    await expectRefused(`${base}/nothing-here.json`, /answered HTTP 404/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectRefused(`http://127.0.0.1:${port}/feed.json`, /connection was refused/);
    const started = Date.now();
    await expectRefused(serve('/hang.json', { hang: true }), /no answer within 0.3 s/, 300);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('npm run rules:update as a command', () => {
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/rules/update.ts', ...args], { cwd: join(__dirname, '..', '..') }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('exits 0 after rewriting the snapshot, 1 with the reason when the feed is refused', async () => {
    const good = await cli([`--feed=${serve('/cli-good.json', { body: feedOf([...newer, ...snapshotRounds]) })}`, `--file=${file}`]);
    expect(good).toMatchObject({ code: 0, stderr: '' });
    expect(good.stdout).toContain('round 446 of 1 October 2026');
    const bad = await cli([`--feed=${serve('/cli-bad.json', { body: '{"rounds": 5}' })}`, `--file=${file}`]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Refused, the snapshot is unchanged: the feed is not IRCC’s rounds feed');
    expect((JSON.parse(await readFile(file, 'utf8')) as Snapshot).latest.round).toBe(446);
  }, 30_000);
});

describe('the committed snapshot', () => {
  it('is written exactly as the update writes it, so an update with nothing new is no diff', async () => {
    expect(serialise(committed as Snapshot)).toBe(await readFile(SNAPSHOT, 'utf8'));
    expect(committed.feed).toBe(DEFAULT_FEED);
    expect(DEFAULT_FEED).toBe('https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json');
  });

  it('names IRCC’s rounds as the table does, whatever the year’s version suffix (names as the feed gives them)', () => {
    expect(kindOf('Senior managers with Canadian Work Experience, 2026-Version 1')).toBe('Senior managers with Canadian work experience');
    expect(kindOf('French-Language proficiency 2026-Version 2')).toBe('French-language proficiency');
    expect(kindOf('French language proficiency (Version 1)')).toBe('French-language proficiency');
    expect(kindOf('Healthcare and Social Services Occupations, 2026-Version 3')).toBe('Healthcare and social services occupations');
    expect(kindOf('Healthcare and social services occupations (Version 2)')).toBe('Healthcare and social services occupations');
    expect(kindOf('Trades Occupations, 2026-Version 3')).toBe('Trade occupations');
    expect(kindOf('Trade occupations (Version 2)')).toBe('Trade occupations');
    expect(kindOf('Physicians with Canadian Work Experience, 2026-Version 1')).toBe('Physicians with Canadian work experience');
    expect(kindOf('Skilled Military Recruits, 2026-Version 1')).toBe('Skilled military recruits');
    expect(kindOf('Transport Occupations, 2026-Version 2')).toBe('Transport occupations');
    expect(kindOf('Education occupations (Version 1)')).toBe('Education occupations');
    expect(kindOf('Canadian Experience Class')).toBe('Canadian Experience Class');
    expect(kindOf('Provincial Nominee Program')).toBe('Provincial Nominee Program');
    // A kind not seen before: sentence case, proper names kept.
    expect(kindOf('Research Occupations with Canadian Work Experience, 2027-Version 1')).toBe('Research occupations with Canadian work experience');
  });

  it('turns rounds as IRCC’s feed gives them into the committed rows', () => {
    const rounds = parseFeed(
      JSON.stringify({
        rounds: [
          { drawNumber: '444', drawDate: '2026-09-16', drawName: 'Senior managers with Canadian Work Experience, 2026-Version 1', drawSize: '250', drawCRS: '389' },
          { drawNumber: '401', drawDate: '2026-03-04', drawName: 'French-Language proficiency 2026-Version 2', drawSize: '5,500', drawCRS: '397' },
          { drawNumber: '388', drawDate: '2025-12-17', drawName: 'French language proficiency (Version 1)', drawSize: '6,000', drawCRS: '399' },
        ],
      }),
    );
    for (const round of rounds) expect(committed.rows).toContainEqual(toRow(round));
  });
});
