import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { createTestMailbox, rawMessage, type TestMailbox } from '../support/imap-mailbox';

/*
 * The load the issue names (issue 40, Receiving): 2,000 messages delivered to the mailbox, with
 * duplicates, auto-replies (one address looping), bounces, oversized and malformed ones, while two
 * instances of the server on one database read it, one of them stopped half-way. Every placeable
 * message is stored exactly once, every answer on its enquiry; nothing automatic is an answer; the
 * loop is capped. Prints its figures.
 */

const MESSAGES = 2_000;
const LEADS = 40;
const MAIL_FROM = 'Sarthi Global <enquiries@sarthi.test>';

describe.each(BACKENDS)('2,000 messages read by two instances on %s', (backend) => {
  let database: TestDatabase;
  let mailbox: TestMailbox;
  let db: Db;
  const servers: RunningServer[] = [];
  const env = () => ({ ...database.env, MAIL_FROM, REPLY_TO: 'replies@sarthi.test', NOTIFY_TO: 'team@sarthi.test', RATE_LIMIT_MAX: '100000', ACK_EMAILS: '0', IMAP_URL: mailbox.url, IMAP_INSECURE: '1', IMAP_POLL_SECONDS: '1' });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    mailbox = await createTestMailbox(`load-${backend}`);
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await db?.destroy();
    await mailbox?.close();
    await database?.drop();
  });

  test('every placeable message is stored exactly once, each answer on its enquiry; automatic mail is never an answer and a loop is capped', async () => {
    servers.push(await startServer(env()), await startServer(env()));
    const leads: Array<{ id: string; email: string }> = [];
    for (let i = 0; i < LEADS; i++) {
      const email = `load.lead${i}@example.com`;
      const response = await postEnquiry(servers[0]!.origin, 'contact', { ...fixture('contact'), email });
      expect(response.status).toBe(201);
      leads.push({ id: ((await response.json()) as { id: string }).id, email });
    }

    // What goes in, and what must come out.
    const answers = new Map<string, string>(); // dedupe key -> enquiry id
    const unmatched = new Set<string>();
    const automatic = new Set<string>();
    const sent: Buffer[] = [];
    let duplicates = 0;
    let oversized = 0;
    let malformed = 0;
    let loop = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const kind = i % 20;
      const id = `<load-${i}-${backend}@example.com>`;
      let raw: string;
      if (kind < 9) {
        const lead = leads[i % LEADS]!;
        raw = rawMessage({ From: lead.email, To: 'hello@sarthi.test', Subject: `Answer ${i}`, 'Message-ID': id, 'In-Reply-To': `<${lead.id}.ack@sarthi.test>` }, `Answer number ${i}.`);
        answers.set(id, lead.id);
      } else if (kind < 12 && sent.length > 0) {
        // A message delivered again (a forward rule, a client's re-upload): the same bytes.
        sent.push(sent[(i * 7) % sent.length]!);
        duplicates += 1;
        continue;
      } else if (kind < 14) {
        raw = rawMessage({ From: `stranger${i}@elsewhere.example`, To: 'hello@sarthi.test', Subject: 'Hello', 'Message-ID': id }, 'Is this the right address?');
        unmatched.add(id);
      } else if (kind < 16) {
        // An out-of-office answering every message from one address: a loop.
        raw = rawMessage({ From: 'away@loop.example', To: 'hello@sarthi.test', Subject: 'Out of office', 'Message-ID': id, 'Auto-Submitted': 'auto-replied' }, 'Away.');
        loop += 1;
      } else if (kind < 18) {
        raw = rawMessage(
          { From: `MAILER-DAEMON@relay${i}.example`, To: 'hello@sarthi.test', Subject: 'Undelivered', 'Message-ID': id, 'Return-Path': '<>', 'Content-Type': 'multipart/report; report-type=delivery-status; boundary="r"' },
          '--r\nContent-Type: text/plain\n\nDelivery failed.\n--r--\n',
        );
        automatic.add(id);
      } else if (kind === 18 && oversized < 2) {
        const lead = leads[i % LEADS]!;
        raw = rawMessage({ From: lead.email, To: 'hello@sarthi.test', Subject: 'Big scan', 'Message-ID': id, 'In-Reply-To': `<${lead.id}.ack@sarthi.test>` }, `${'x'.repeat(1023)}\n`.repeat(10_500));
        answers.set(id, lead.id);
        oversized += 1;
      } else {
        // Malformed: no Message-ID, a broken MIME boundary, a header without a colon, 8-bit junk.
        raw = `From: ${i % 2 ? 'not an address' : `odd${i}@example.com`}\r\nSubject: =?utf-8?B?broken\r\nContent-Type: multipart/mixed; boundary="never-closed"\r\nNo colon here\r\n\r\n--never-closed\r\n\u00ff\u00fe junk ${i}\r\n`;
        malformed += 1;
      }
      sent.push(Buffer.from(raw.replace(/\r?\n/g, '\r\n'), 'latin1'));
    }

    const started = Date.now();
    // Delivered while both read; half-way the instance holding the mailbox stops and the other takes over.
    const half = Math.floor(sent.length / 2);
    for (const raw of sent.slice(0, half)) await mailbox.deliver(raw);
    await until(async () => Number((await db.selectFrom('inbound_message').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n) > 100, 120_000, 'the first hundred stored');
    const holder = await db.selectFrom('inbound_mailbox').select('holder').executeTakeFirstOrThrow();
    const reading = servers.find((server) => server.logs().includes('mail in: reading the enquiries mailbox'));
    expect(reading).toBeDefined();
    await reading!.stop();
    for (const raw of sent.slice(half)) await mailbox.deliver(raw);
    const delivered = Date.now();
    const lastUid = (await mailbox.messages()).at(-1)!.uid;
    await until(async () => Number((await db.selectFrom('inbound_mailbox').select('last_uid').executeTakeFirstOrThrow()).last_uid) === lastUid, 300_000, 'every message read');
    const done = Date.now();
    expect((await db.selectFrom('inbound_mailbox').select('holder').executeTakeFirstOrThrow()).holder).not.toBe(holder.holder);

    const rows = await db.selectFrom('inbound_message').select(['dedupe_key', 'state', 'enquiry_id', 'automatic', 'from_address']).execute();
    const byKey = new Map(rows.map((row) => [row.dedupe_key, row]));
    expect(byKey.size).toBe(rows.length);
    // Every answer once, on its enquiry, as an answer.
    for (const [key, enquiry] of answers) expect([key, byKey.get(key)?.enquiry_id, byKey.get(key)?.automatic]).toEqual([key, enquiry, null]);
    for (const key of unmatched) expect([key, byKey.get(key)?.state]).toEqual([key, 'unmatched']);
    for (const key of automatic) expect(byKey.get(key)?.automatic).toBe('bounce (empty Return-Path)');
    // The loop: five a day from one address, the rest dropped.
    expect(rows.filter((row) => row.from_address === 'away@loop.example')).toHaveLength(5);
    // The malformed ones are stored too (each by its bytes' hash), never placed.
    const hashed = rows.filter((row) => row.dedupe_key.startsWith('sha256:'));
    expect(hashed).toHaveLength(malformed);
    expect(hashed.every((row) => row.state === 'unmatched')).toBe(true);
    expect(rows).toHaveLength(answers.size + unmatched.size + automatic.size + 5 + malformed);
    // Answered by lead on every enquiry that was answered, and nothing else marked.
    const answered = await db.selectFrom('enquiry').select('id').where('lead_answered_at', 'is not', null).execute();
    expect(answered).toHaveLength(new Set(answers.values()).size);

    console.log(
      `${backend}: ${sent.length} messages delivered (${answers.size} answers, ${oversized} over 10 MB, ${duplicates} duplicates, ${unmatched.size} unmatched, ${automatic.size} bounces, ${loop} from one auto-reply loop, ${malformed} malformed); ` +
        `${rows.length} stored in ${((done - started) / 1000).toFixed(1)} s (${((done - delivered) / 1000).toFixed(1)} s after the last delivery), the reading instance stopped half-way`,
    );
  }, 600_000);
});
