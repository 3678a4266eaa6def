import { randomUUID } from 'node:crypto';
import { loadConfig } from '../platform/config';
import { createDb, migrateToLatest, type Db } from '../platform/db';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../test/support/harness';
import { newReference } from '../intake/reference';
import { eachInInbox, listInbox, SEARCH_TOTAL_CAP, type Cursor, type InboxFilter } from './enquiries';
import { searchTerms } from './search';

/*
 * The inbox's search past its thresholds, which the HTTP tests' four enquiries never reach: a word
 * common enough to be walked newest first, a total past the cap, several common words together.
 */

type Stored = { id: string; createdAt: string; name: string; spam: boolean };

describe.each(BACKENDS)('inbox search on %s with 2,400 enquiries', (backend) => {
  let database: TestDatabase;
  let db: Db;
  const stored: Stored[] = [];
  const now = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    await migrateToLatest(db);
    // Oldest first, a minute apart; one in four an Asha, one in a hundred spam.
    for (let i = 0; i < 2_400; i++) {
      const ms = now - (2_400 - i) * 60_000;
      stored.push({ id: randomUUID(), createdAt: new Date(ms).toISOString(), name: `${i % 4 === 0 ? 'Asha' : 'Ravi'} Commonname Kumar`, spam: i % 100 === 7 });
    }
    for (let start = 0; start < stored.length; start += 200) {
      const batch = stored.slice(start, start + 200).map((e) => ({ ...e, reference: newReference(new Date(e.createdAt)), payload: { name: e.name, email: `${e.id}@example.com` } }));
      await db
        .insertInto('enquiry')
        .values(batch.map((e) => ({ id: e.id, kind: 'contact', created_at: e.createdAt, payload: JSON.stringify(e.payload), reference: e.reference, email: e.payload.email, spam: e.spam ? 1 : 0 })))
        .execute();
      await db
        .insertInto('enquiry_search_term')
        .values(batch.flatMap((e) => searchTerms(e.payload, e.reference).map((term) => ({ term, enquiry_id: e.id }))))
        .execute();
    }
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const expected = (match: (e: Stored) => boolean) =>
    stored
      .filter((e) => !e.spam && match(e))
      .map((e) => e.id)
      .reverse();
  /** Every page of a search, following the older cursor. */
  const pages = async (filter: InboxFilter) => {
    const ids: string[] = [];
    const totals = new Set<string>();
    let before: Cursor | undefined;
    do {
      const page = await listInbox(db, filter, { before, now, targetHours: 4, size: 100 });
      ids.push(...page.rows.map((row) => row.id));
      totals.add(`${page.total}${page.totalCapped ? '+' : ''}`);
      before = page.older;
    } while (before);
    return { ids, totals: [...totals] };
  };

  test('a common word: every match newest first, page after page, the total shown as 1,000+', async () => {
    const { ids, totals } = await pages({ spam: false, q: 'commonname' });
    expect(ids).toEqual(expected(() => true));
    expect(totals).toEqual([`${SEARCH_TOTAL_CAP}+`]);
  });

  test('two common words together: the enquiries with both, counted exactly under the cap', async () => {
    const { ids, totals } = await pages({ spam: false, q: 'asha commonname' });
    expect(ids).toEqual(expected((e) => e.name.startsWith('Asha')));
    expect(totals).toEqual([String(ids.length)]);
    expect((await pages({ spam: false, q: 'asha ravi' })).ids).toEqual([]);
    // Both past the threshold: the rarer one's matches drive the query all the same.
    expect(await pages({ spam: false, q: 'kumar commonname' })).toEqual({ ids: expected(() => true), totals: [`${SEARCH_TOTAL_CAP}+`] });
  });

  test('a common word with the spam list, and in the CSV export', async () => {
    const spam = await listInbox(db, { spam: true, q: 'commonname' }, { now, targetHours: 4 });
    expect(spam.rows.map((row) => row.id)).toEqual(
      stored
        .filter((e) => e.spam)
        .map((e) => e.id)
        .reverse(),
    );
    expect([spam.total, spam.totalCapped]).toEqual([24, false]);
    const exported: string[] = [];
    for await (const enquiry of eachInInbox(db, { spam: false, q: 'commonname' }, now, 4, 500)) exported.push(enquiry.id);
    expect(exported).toEqual(expected(() => true));
  });
});
