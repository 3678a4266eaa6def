import { createServer, type Server } from 'node:http';
import { parse } from 'csv-parse/sync';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { BACKENDS, createTestDatabase, fixture, freePort, postEnquiry, runStaffCli, sleep, startServer, until, type RunningServer, type TestDatabase } from '../support/harness';
import { createTestMailbox, rawMessage, type TestMailbox } from '../support/imap-mailbox';
import { createSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { apiKeyFor, Browser, linkPath, setUpFromLink, TEST_PASSWORD } from '../support/staff-harness';
import { classicPdf, HOSTILE } from '../support/test-pdfs';

/*
 * Mail from enquirers (issue 40, "Receiving"), read by the real server from a real IMAP mailbox (Dovecot,
 * server/test/support/with-dovecot.sh) on SQLite and PostgreSQL: placed on its enquiry only on proof,
 * stored once however often it is read, never taken for an answer when a machine sent it, and a mailbox
 * that cannot be read raises the mail alarm. Without TEST_IMAP_URL it fails, saying how to run it.
 */

const MAIL_FROM = 'Sarthi Global <enquiries@sarthi.test>';
const REPLY_TO = 'replies@sarthi.test';
const ROUTING = /^replies\+([0-9a-f]{32})@sarthi\.test$/;

type Created = { id: string; reference: string };
type Stored = { id: string; state: string; enquiry_id: string | null; placed_by: string | null; automatic: string | null; body: string; quoted: string; subject: string };

describe.each(BACKENDS)('mail from enquirers on %s', (backend) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let mailbox: TestMailbox;
  let server: RunningServer;
  let db: Db;
  let staff: Browser;
  let leads = 0;
  let staffId = '';
  const env = (extra: Record<string, string> = {}) => ({
    ...database.env,
    SMTP_URL: sink.url,
    MAIL_FROM,
    REPLY_TO,
    NOTIFY_TO: 'team@sarthi.test',
    RATE_LIMIT_MAX: '100000',
    IMAP_URL: mailbox.url,
    // Dovecot's certificate in the wrapper is self-signed.
    IMAP_INSECURE: '1',
    IMAP_POLL_SECONDS: '2',
    ...extra,
  });

  const enquire = async (email = `lead${++leads}@example.com`): Promise<Created & { email: string }> => {
    const response = await postEnquiry(server.origin, 'contact', { ...fixture('contact'), name: 'Asha Patel', email });
    expect(response.status).toBe(201);
    return { ...((await response.json()) as Created), email };
  };
  /** A staff reply through the enquiry page, as staff send one: answers its routing address (Reply-To). */
  const replyTo = async (enquiry: Created): Promise<{ routing: string; messageId: string }> => {
    const sent = await staff.submit(`/staff/enquiries/${enquiry.id}`, `/staff/enquiries/${enquiry.id}/reply`, { body: 'Could you send us your IELTS scores?' });
    expect(sent.status).toBe(303);
    await until(() => sink.received.some((m) => m.messageId.startsWith(`<${enquiry.id}.reply.`)), 20_000, 'the reply');
    const mail = sink.received.find((m) => m.messageId.startsWith(`<${enquiry.id}.reply.`))!;
    const routing = mail.mail.replyTo?.value[0]?.address ?? '';
    expect(routing).toMatch(ROUTING);
    return { routing, messageId: mail.messageId };
  };
  const storedFrom = (address: string) => db.selectFrom('inbound_message').selectAll().where('from_address', '=', address).orderBy('received_at').execute() as Promise<Stored[]>;
  const waitStored = async (address: string, count = 1): Promise<Stored[]> => {
    await until(async () => (await storedFrom(address)).length >= count, 30_000, `${count} message(s) from ${address} stored`);
    return storedFrom(address);
  };
  /** This suite's mailbox's row (progress, lease, health): others' rows are of other mailboxes. */
  const progress = () => db.selectFrom('inbound_mailbox').selectAll().where('mailbox', 'like', `%/${mailbox.name}`);
  const answeredAt = async (id: string) => (await db.selectFrom('enquiry').select('lead_answered_at').where('id', '=', id).executeTakeFirstOrThrow()).lead_answered_at;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    sink = await createSmtpSink();
    await sink.listen();
    mailbox = await createTestMailbox(`inbound-${backend}`);
    server = await startServer(env());
    db = createDb(loadConfig({ NODE_ENV: 'test', ...database.env }).database);
    const added = runStaffCli(database.env, ['add', '--email', 'ravi@sarthi.test', '--name', 'Ravi Mehta', '--role', 'staff']);
    expect(added.code).toBe(0);
    staff = new Browser(server, '198.51.100.7');
    await setUpFromLink(staff, linkPath(added.stdout));
    staffId = (await db.selectFrom('staff_account').select('id').where('email', '=', 'ravi@sarthi.test').executeTakeFirstOrThrow()).id;
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await sink?.close();
    await mailbox?.close();
    await database?.drop();
  });

  test('an answer to a staff reply, sent to its routing address under another subject, lands on its enquiry, marks it answered by the lead and tells the team', async () => {
    const enquiry = await enquire();
    const { routing, messageId } = await replyTo(enquiry);
    expect(await answeredAt(enquiry.id)).toBeNull();
    await mailbox.deliver(
      rawMessage(
        { From: `Asha Patel <${enquiry.email.toUpperCase()}>`, To: `Sarthi Global <${routing}>`, Subject: 'My IELTS scores (and a question)', 'In-Reply-To': messageId, References: messageId },
        'Here they are: 7.5 overall.\n\nOn Mon, 30 Nov 2026 at 10:00, Ravi Mehta <enquiries@sarthi.test> wrote:\n> Could you send us your IELTS scores?\n',
      ),
    );
    const [stored] = await waitStored(enquiry.email);
    expect(stored).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, placed_by: 'token', automatic: null, subject: 'My IELTS scores (and a question)' });
    expect(stored?.body).toBe('Here they are: 7.5 overall.');
    expect(stored?.quoted).toMatch(/^On Mon, 30 Nov 2026 at 10:00, Ravi Mehta <enquiries@sarthi.test> wrote:\n> Could you send us your IELTS scores\?$/);
    expect(Number(await answeredAt(enquiry.id))).toBeGreaterThan(0);
    // The enquiry has no owner: the team hears of it, without a word of what the lead wrote.
    await until(() => sink.received.some((m) => m.messageId === `<${enquiry.id}.answer.${stored!.id}@sarthi.test>`), 20_000, 'the notice to the team');
    const notice = sink.received.find((m) => m.messageId === `<${enquiry.id}.answer.${stored!.id}@sarthi.test>`)!;
    expect(notice.envelopeTo).toEqual(['team@sarthi.test']);
    expect(notice.mail.subject).toBe(`Answered by lead: ${enquiry.reference}`);
    expect(notice.mail.text).not.toContain('7.5');
  });

  test('an answer to the acknowledgement (no routing address) is placed by its thread when the sender is the lead', async () => {
    const enquiry = await enquire();
    const ack = `<${enquiry.id}.ack@sarthi.test>`;
    await mailbox.deliver(rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'Re: We have received your enquiry', 'In-Reply-To': ack, References: ack }, 'Thanks! When can we talk?'));
    const [stored] = await waitStored(enquiry.email);
    expect(stored).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, placed_by: 'thread' });
  });

  test('a reply from a different person to the same message is not merged into the thread: it goes to Unmatched mail, its enquiry suggested', async () => {
    const enquiry = await enquire();
    const { routing, messageId } = await replyTo(enquiry);
    // The lead forwarded our reply to a colleague, who answers it: same routing address, same thread.
    await mailbox.deliver(rawMessage({ From: 'Vikram Rao <vikram@other.example>', To: routing, Subject: 'Re: Your enquiry', 'In-Reply-To': messageId, References: messageId }, 'I am Asha’s husband; please call me instead.'));
    const [stored] = await waitStored('vikram@other.example');
    expect(stored).toMatchObject({ state: 'unmatched', enquiry_id: null, placed_by: `suggested:${enquiry.id}` });
    expect(await answeredAt(enquiry.id)).toBeNull();
    // Nor when the thread names one enquiry and an older Reference another whose lead the sender is.
    const other = await enquire('vikram.lead@example.com');
    await mailbox.deliver(rawMessage({ From: 'vikram.lead@example.com', To: 'hello@sarthi.test', Subject: 'Re: x', 'In-Reply-To': messageId, References: `<${other.id}.ack@sarthi.test> ${messageId}` }, 'Mixed thread.'));
    const [mixed] = await waitStored('vikram.lead@example.com');
    expect(mixed).toMatchObject({ state: 'unmatched', placed_by: `suggested:${enquiry.id}` });
  });

  test('headers rewritten on the way: Outlook without In-Reply-To and with References folded and in capitals; Gmail with its own IDs in the thread but our routing address', async () => {
    const outlook = await enquire();
    const ack = `<${outlook.id}.ack@sarthi.test>`;
    await mailbox.deliver(
      rawMessage(
        { From: `"Patel, Asha" <${outlook.email}>`, To: 'hello@sarthi.test', Subject: 'RE: We have received your enquiry', References: `<AM0PR01MB1234ABCD@eurprd01.prod.outlook.com>\r\n ${ack.toUpperCase()}`, 'Thread-Index': 'AQHZ1234' },
        'Yes, Tuesday works.\r\n\r\n________________________________\r\nFrom: Sarthi Global <enquiries@sarthi.test>\r\nSent: Monday, November 30, 2026 10:00 AM\r\nSubject: We have received your enquiry\r\n\r\nThank you.',
      ),
    );
    const [fromOutlook] = await waitStored(outlook.email);
    expect(fromOutlook).toMatchObject({ state: 'placed', enquiry_id: outlook.id, placed_by: 'thread', body: 'Yes, Tuesday works.' });
    expect(fromOutlook?.quoted).toMatch(/^_{10,}\nFrom: Sarthi Global/);

    const gmail = await enquire();
    const { routing } = await replyTo(gmail);
    // A relay that rewrote our Message-ID: the thread names only Gmail's own IDs, the routing address still leads home.
    await mailbox.deliver(rawMessage({ From: gmail.email, To: routing.toUpperCase(), Subject: 'Re: Re: Your enquiry', 'In-Reply-To': '<CAF=abc123@mail.gmail.com>', References: '<CAF=abc123@mail.gmail.com>' }, 'Sent from my phone'));
    const [fromGmail] = await waitStored(gmail.email);
    expect(fromGmail).toMatchObject({ state: 'placed', enquiry_id: gmail.id, placed_by: 'token' });
  });

  test('mail a machine sent is never an answer from the lead, our own is not stored, and automatic mail from one address is capped per day', async () => {
    const enquiry = await enquire();
    const { routing, messageId } = await replyTo(enquiry);
    const thread = { To: routing, 'In-Reply-To': messageId, References: messageId };
    await mailbox.deliver(rawMessage({ From: enquiry.email, ...thread, Subject: 'Out of office', 'Auto-Submitted': 'auto-replied' }, 'I am away until Monday.'));
    const [auto] = await waitStored(enquiry.email);
    expect(auto).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, automatic: 'auto-submitted: auto-replied' });
    expect(await answeredAt(enquiry.id)).toBeNull();
    expect(sink.received.some((m) => m.messageId.startsWith(`<${enquiry.id}.answer.`))).toBe(false);

    const kinds: Array<[Record<string, string>, string, string]> = [
      [{ Precedence: 'bulk' }, 'news@lists.example', 'precedence: bulk'],
      [{ 'List-Id': '<offers.lists.example>' }, 'offers@lists.example', 'mailing list'],
      [{ 'Return-Path': '<>' }, 'bounces@relay.example', 'bounce (empty Return-Path)'],
      [{ 'Content-Type': 'multipart/report; report-type=delivery-status; boundary="b1"' }, 'mailer@relay2.example', 'bounce (delivery report)'],
    ];
    for (const [headers, from, why] of kinds) {
      const body = headers['Content-Type'] ? '--b1\r\nContent-Type: text/plain\r\n\r\nDelivery failed.\r\n--b1--\r\n' : 'Automatic.';
      await mailbox.deliver(rawMessage({ From: from, To: 'hello@sarthi.test', Subject: 'Automatic', ...headers }, body));
      const [stored] = await waitStored(from);
      expect(stored?.automatic).toBe(why);
    }

    // Our own message coming back (a copy, a loop): recognised by its Message-ID and never stored.
    await mailbox.deliver(rawMessage({ From: 'someone@example.org', To: 'hello@sarthi.test', Subject: 'Ours', 'Message-ID': `<${enquiry.id}.ack@sarthi.test>` }, 'Our own.'));
    // An auto-reply loop: seven from one address in a day, five stored.
    for (let i = 0; i < 7; i++) await mailbox.deliver(rawMessage({ From: 'loop@auto.example', To: routing, Subject: `Auto ${i}`, 'Auto-Submitted': 'auto-replied' }, `Auto ${i}`));
    const marker = 'after-the-loop@example.net';
    await mailbox.deliver(rawMessage({ From: marker, To: 'hello@sarthi.test', Subject: 'Marker' }, 'Read after the rest.'));
    await waitStored(marker);
    expect(await storedFrom('loop@auto.example')).toHaveLength(5);
    expect(await storedFrom('someone@example.org')).toHaveLength(0);
  });

  /** A multipart message with attachments (name, type, bytes). */
  const withFiles = (headers: Record<string, string>, text: string, files: Array<[string, string, Buffer]>) =>
    rawMessage(
      { ...headers, 'Content-Type': 'multipart/mixed; boundary="part"' },
      [`--part\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`, ...files.map(([name, type, bytes]) => `--part\r\nContent-Type: ${type}; name="${name}"\r\nContent-Disposition: attachment; filename="${name}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${bytes.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`), '--part--\r\n'].join(''),
    );

  test('the enquiry page shows the answer as text, its quoted history folded, a clean PDF kept for staff and other files listed only; the inbox puts it first and filters it; a reply clears it', async () => {
    const enquiry = await enquire();
    const { routing } = await replyTo(enquiry);
    // Ravi takes it: the answer's notice goes to him, not the team.
    expect((await staff.submit(`/staff/enquiries/${enquiry.id}`, `/staff/enquiries/${enquiry.id}/take`, {})).status).toBe(303);
    const pdf = classicPdf();
    await mailbox.deliver(
      withFiles({ From: enquiry.email, To: routing, Subject: 'Documents' }, 'My CV and passport scan.\r\n\r\nOn Tue, Ravi wrote:\r\n> Please send them.', [
        ['cv.pdf', 'application/pdf', pdf],
        ['hostile.pdf', 'application/pdf', HOSTILE['a launch action when the page opens']],
        ['setup.exe', 'application/octet-stream', Buffer.from('MZ not really')],
      ]),
    );
    const [stored] = await waitStored(enquiry.email);
    const files = await db.selectFrom('inbound_attachment').select(['id', 'name', 'bytes']).where('message_id', '=', stored!.id).execute();
    expect(files.map((f) => f.name)).toEqual(['cv.pdf']);
    await until(() => sink.received.some((m) => m.messageId === `<${enquiry.id}.answer.${stored!.id}@sarthi.test>`), 20_000, 'the notice to the owner');
    expect(sink.received.find((m) => m.messageId === `<${enquiry.id}.answer.${stored!.id}@sarthi.test>`)?.envelopeTo).toEqual(['ravi@sarthi.test']);

    const page = await staff.page(`/staff/enquiries/${enquiry.id}`);
    expect(page.html).toContain('Answered by lead');
    expect(page.html).toContain('<p class="note-body">My CV and passport scan.</p>');
    expect(page.html).toMatch(/<details class="quoted"><summary>Quoted history and signature<\/summary><p class="note-body">On Tue, Ravi wrote:\n&gt; Please send them.<\/p><\/details>/);
    expect(page.html).toContain(`<a href="/staff/mail/files/${files[0]!.id}" download>cv.pdf</a>`);
    expect(page.html).toMatch(/hostile\.pdf \(\d+ KB\): not stored, PDF contains active content \(a launch action\)/);
    expect(page.html).toMatch(/setup\.exe \(1 KB\): not stored, only PDFs are kept/);
    const download = await staff.request(`/staff/mail/files/${files[0]!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await db.selectFrom('staff_audit').select('target').where('action', '=', 'mail-file-downloaded').where('target', '=', enquiry.id).execute()).toHaveLength(1);

    const inbox = await staff.page('/staff/');
    expect(inbox.html).toMatch(new RegExp(`<section aria-labelledby="answered-heading" class="answered-first">[\\s\\S]*?/staff/enquiries/${enquiry.id}#answers`));
    const filtered = await staff.page('/staff/?answered=1');
    expect(filtered.html).toContain(`/staff/enquiries/${enquiry.id}"`);
    const others = await enquire();
    expect(filtered.html).not.toContain(others.id);

    // Staff answer: it is no longer waiting on them.
    await replyTo({ ...enquiry, id: enquiry.id });
    expect(await answeredAt(enquiry.id)).toBeNull();
    expect((await staff.page('/staff/?answered=1')).html).not.toContain(`/staff/enquiries/${enquiry.id}"`);
  });

  test('Unmatched mail: staff attach a message to its enquiry and accept its sender, whose next message is then placed on it; another is marked spam; CSRF and the audit', async () => {
    const enquiry = await enquire();
    const stranger = 'assistant@family.example';
    await mailbox.deliver(rawMessage({ From: `Meera <${stranger}>`, To: 'hello@sarthi.test', Subject: `About ${enquiry.reference}` }, 'Writing for my mother, Asha.'));
    const [first] = await waitStored(stranger);
    expect(first?.state).toBe('unmatched');
    const list = await staff.page('/staff/mail');
    expect(list.html).toContain('Writing for my mother, Asha.');
    expect(list.html).toMatch(new RegExp(`<form method="post" action="/staff/mail/${first!.id}/attach" class="inline-form">\\s*<input type="hidden" name="csrf"`));

    const forged = await staff.request(`/staff/mail/${first!.id}/attach`, { method: 'POST', form: { reference: enquiry.reference } });
    expect(forged.status).toBe(403);
    const wrong = await staff.submit('/staff/mail', `/staff/mail/${first!.id}/attach`, { reference: 'SG-0000-NONE' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('No enquiry has the reference SG-0000-NONE');
    const attached = await staff.submit('/staff/mail', `/staff/mail/${first!.id}/attach`, { reference: enquiry.reference.toLowerCase(), confirm_sender: '1' });
    expect(attached.status).toBe(303);
    expect(attached.location).toBe('/staff/mail?m=mail-attached-sender');
    expect(await storedFrom(stranger)).toMatchObject([{ state: 'placed', enquiry_id: enquiry.id, placed_by: 'staff' }]);
    const audit = await db.selectFrom('staff_audit').select(['account_id', 'detail']).where('action', '=', 'mail-attached').where('target', '=', enquiry.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.account_id).toBe(staffId);
    expect(audit[0]!.detail).not.toContain(stranger);

    // Accepted: the sender's next answer in the thread is placed on the enquiry without staff.
    await mailbox.deliver(rawMessage({ From: stranger, To: 'hello@sarthi.test', Subject: 'Re: x', 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, 'She can talk on Friday.'));
    await waitStored(stranger, 2);
    expect((await storedFrom(stranger))[1]).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, placed_by: 'thread' });

    const spammer = 'win-a-prize@spam.example';
    await mailbox.deliver(rawMessage({ From: spammer, To: 'hello@sarthi.test', Subject: 'You won' }, 'Click here.'));
    const [spam] = await waitStored(spammer);
    const marked = await staff.submit('/staff/mail', `/staff/mail/${spam!.id}/spam`, {});
    expect(marked.location).toBe('/staff/mail?m=mail-spam');
    expect(await storedFrom(spammer)).toMatchObject([{ state: 'spam' }]);
    expect((await staff.page('/staff/mail')).html).not.toContain('Click here.');
    // Once handled, a second action finds it gone.
    expect((await staff.submit('/staff/mail', `/staff/mail/${spam!.id}/spam`, {})).location).toBe('/staff/mail?m=mail-gone');
  });

  test('a message over 10 MB is recorded by its headers, its body and attachments never downloaded', async () => {
    const enquiry = await enquire();
    const big = rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'Scans', 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, `${'0123456789abcdef'.repeat(64)}\n`.repeat(11 * 1024));
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    await mailbox.deliver(big);
    const [stored] = await waitStored(enquiry.email);
    expect(stored).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, subject: 'Scans' });
    expect(stored?.body).toMatch(/^\(This message was 11\.\d MB, more than the 10 MB the inbox reads: its text and attachments were not downloaded\. Read it in the mailbox\.\)$/);
  });

  test('a mailbox renumbered (a new UIDVALIDITY) is read again from its start, and what was stored stays stored once', async () => {
    // A mailbox and a reader of their own: the mailbox is deleted under the reader.
    const moved = await createTestMailbox(`moved-${backend}`);
    const reader = await startServer(env({ IMAP_URL: moved.url, IMAP_POLL_SECONDS: '1' }));
    const row = () => db.selectFrom('inbound_mailbox').selectAll().where('mailbox', 'like', `%/${moved.name}`).executeTakeFirstOrThrow();
    try {
      const enquiry = await enquire();
      const first = rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'Before', 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, 'Before the move.');
      await moved.deliver(first);
      await waitStored(enquiry.email);
      const before = await row();
      // The provider moved the mailbox: the same message again under new UIDs, and a new one.
      await moved.recreate();
      await moved.deliver(first);
      await moved.deliver(rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'After', 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, 'After the move.'));
      await waitStored(enquiry.email, 2);
      // Up to a minute: the reader found the mailbox gone and retries with back-off, longer on a busy machine.
      await until(async () => (await row()).uid_validity !== before.uid_validity && Number((await row()).last_uid) === 2, 60_000, 'the new UIDVALIDITY and its progress recorded');
      expect((await storedFrom(enquiry.email)).map((m) => m.subject)).toEqual(['Before', 'After']);
      // The moment the mailbox was gone was retried, not left as a failure.
      await until(async () => (await row()).failing_since === null, 60_000, 'the failure cleared');
    } finally {
      await reader.stop();
      await moved.close();
    }
  });

  test('a message is stored once however often it is read: delivered twice, read again from the start after a restart, and by two instances at once', async () => {
    const enquiry = await enquire();
    const raw = rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'Twice', 'Message-ID': `<twice-${enquiry.id}@example.com>`, 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, 'Once only, please.');
    await mailbox.deliver(raw);
    await mailbox.deliver(raw);
    // A message without a Message-ID, twice: the same bytes, the same hash.
    const bare = `From: ${enquiry.email}\r\nTo: hello@sarthi.test\r\nSubject: No id\r\nIn-Reply-To: <${enquiry.id}.ack@sarthi.test>\r\n\r\nNo Message-ID here.\r\n`;
    await mailbox.deliver(bare);
    await mailbox.deliver(bare);
    await waitStored(enquiry.email, 2);

    // Progress lost (a restored backup): the mailbox is read again from its first message, by two instances.
    await server.stop();
    await db.updateTable('inbound_mailbox').set({ last_uid: 0, holder: null, lease_until: 0 }).execute();
    const [first, second] = await Promise.all([startServer(env()), startServer(env())]);
    server = first!;
    staff.server = first!;
    try {
      const marker = `marker-${enquiry.id}@example.net`;
      await mailbox.deliver(rawMessage({ From: marker, To: 'hello@sarthi.test', Subject: 'Marker' }, 'Last.'));
      await waitStored(marker);
      const stored = await storedFrom(enquiry.email);
      expect(stored.map((m) => m.subject).sort()).toEqual(['No id', 'Twice']);
      // Everything earlier tests stored is still there once: no key twice.
      const keys = await db.selectFrom('inbound_message').select('dedupe_key').execute();
      expect(new Set(keys.map((k) => k.dedupe_key)).size).toBe(keys.length);
      // One mailbox row, its progress at the last message once that is stored.
      const lastUid = (await mailbox.messages()).at(-1)!.uid;
      await until(async () => Number((await progress().executeTakeFirstOrThrow()).last_uid) === lastUid, 10_000, 'the progress at the last message');
      expect(await progress().execute()).toHaveLength(1);
    } finally {
      await second!.stop();
    }
  });

  test('a server without IDLE is polled, and OAuth 2 (XOAUTH2) logs in with a token fetched by the refresh token; a refused refresh token raises the alarm', async () => {
    // The token endpoint of a provider: an access token for the right refresh token and client only.
    const calls: URLSearchParams[] = [];
    const tokens: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        calls.push(form);
        const ok = request.method === 'POST' && form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-me' && form.get('client_id') === 'client-1';
        response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        // Dovecot in the wrapper checks an OAuth token as the user's password.
        response.end(JSON.stringify(ok ? { access_token: process.env.TEST_IMAP_PASSWORD, expires_in: 3600, token_type: 'Bearer' } : { error: 'invalid_grant' }));
      });
    });
    await new Promise<void>((done) => tokens.listen(0, '127.0.0.1', done));
    const polled = await createTestMailbox(`polled-${backend}`);
    const url = new URL(polled.url);
    url.hostname = process.env.TEST_IMAP_NO_IDLE_HOST ?? '127.0.0.2';
    url.password = '';
    const oauth = { IMAP_URL: url.toString(), IMAP_POLL_SECONDS: '1', IMAP_OAUTH_TOKEN_URL: `http://127.0.0.1:${(tokens.address() as AddressInfo).port}/token`, IMAP_OAUTH_CLIENT_ID: 'client-1', IMAP_OAUTH_CLIENT_SECRET: 'secret-1' };
    const reader = await startServer(env({ ...oauth, IMAP_OAUTH_REFRESH_TOKEN: 'refresh-me' }));
    let refused: RunningServer | undefined;
    try {
      const enquiry = await enquire();
      await until(() => reader.logs().includes('mail in: reading the enquiries mailbox (polled every 1 s)'), 20_000, 'the reader polling');
      await polled.deliver(rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'Polled', 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, 'Found without IDLE.'));
      const [stored] = await waitStored(enquiry.email);
      expect(stored).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, body: 'Found without IDLE.' });
      expect(calls.some((form) => form.get('refresh_token') === 'refresh-me' && form.get('client_secret') === 'secret-1')).toBe(true);
      // Read without marking anything seen: staff may read the mailbox with their own mail program.
      expect((await polled.messages()).map((m) => m.seen)).toEqual([false]);

      // The same mailbox with a revoked refresh token, once the first reader let its lease go.
      await reader.stop();
      refused = await startServer(env({ ...oauth, IMAP_OAUTH_REFRESH_TOKEN: 'revoked', MAIL_ALERT_MINUTES: '0.05' }));
      const origin = refused.origin;
      const readyz = async () => (await (await fetch(`${origin}/readyz`)).json()) as { warnings?: string[] };
      await until(async () => ((await readyz()).warnings ?? []).some((w) => w.startsWith('mail: the enquiries mailbox cannot be read')), 30_000, 'the alarm for a refused token');
      expect(refused.logs()).toContain('the OAuth token endpoint refused the refresh token (HTTP 400, invalid_grant)');
      expect(refused.logs()).not.toContain('revoked');
      expect(refused.logs()).not.toContain('secret-1');
    } finally {
      await refused?.stop();
      await reader.stop();
      await polled.close();
      await new Promise((done) => tokens.close(done));
      await db.updateTable('inbound_mailbox').set({ failing_since: null, last_error: null }).execute();
    }
  });

  test('a mailbox that cannot be read is retried with back-off and raises the mail alarm: the banner, /readyz and the metric', async () => {
    const port = await freePort();
    const down = await startServer(env({ IMAP_URL: `imaps://nobody:secret-pw@127.0.0.1:${port}/INBOX`, IMAP_POLL_SECONDS: '1', MAIL_ALERT_MINUTES: '0.05', METRICS_TOKEN: 'm'.repeat(40) }));
    try {
      const readyz = async () => (await (await fetch(`${down.origin}/readyz`)).json()) as { status: string; warnings?: string[] };
      await until(async () => ((await readyz()).warnings ?? []).some((w) => w.startsWith('mail: the enquiries mailbox cannot be read')), 30_000, 'the warning in /readyz');
      expect((await readyz()).status).toBe('ready');
      const metrics = await (await fetch(`${down.origin}/metrics`, { headers: { authorization: `Bearer ${'m'.repeat(40)}` } })).text();
      expect(metrics).toMatch(/^intake_mail_alarm 1$/m);
      staff.server = down;
      const inbox = await staff.page('/staff/');
      expect(inbox.html).toContain('Answers from enquirers are not being read.');
      expect(inbox.html).toContain('connection refused');
      expect(down.logs()).toContain('mail alarm: the enquiries mailbox cannot be read (IMAP_URL)');
      expect(down.logs()).not.toContain('secret-pw');
      // Back-off: a few attempts in those seconds, not one per loop turn.
      const failures = [...down.logs().matchAll(/"failures":(\d+)/g)].map((m) => Number(m[1]));
      expect(failures[0]).toBe(1);
    } finally {
      staff.server = server;
      await down.stop();
      await db.updateTable('inbound_mailbox').set({ failing_since: null, last_error: null }).execute();
    }
  });
  // Last: it moves the clock 91 days on, past every session of the suite.
  test("the CSV of the inbox and of the staff API carry the conversation: replies sent, the lead's answers (automatic mail left out) and the time of the last of each", async () => {
    const enquiry = await enquire();
    const quiet = await enquire();
    const { routing, messageId } = await replyTo(enquiry);
    const thread = { To: routing, 'In-Reply-To': messageId, References: messageId };
    await mailbox.deliver(rawMessage({ From: enquiry.email, ...thread, Subject: 'Re: scores' }, 'First answer.'));
    await waitStored(enquiry.email, 1);
    await mailbox.deliver(rawMessage({ From: enquiry.email, ...thread, Subject: 'Out of office', 'Auto-Submitted': 'auto-replied' }, 'I am away.'));
    await waitStored(enquiry.email, 2);
    await mailbox.deliver(rawMessage({ From: enquiry.email, ...thread, Subject: 'Re: scores again' }, 'Second answer.'));
    const stored = await waitStored(enquiry.email, 3);
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow()).status === 'sent', 10_000, 'the reply recorded as sent');
    const { sent_at: sentAt } = await db.selectFrom('outbox_message').select('sent_at').where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow();
    const lastAnswer = Math.max(...stored.filter((m) => m.automatic === null).map((m) => Number((m as Stored & { received_at: number | string }).received_at)));
    const expected = { replies_sent: '1', answers_received: '2', last_reply_at: new Date(Number(sentAt)).toISOString(), last_answer_at: new Date(lastAnswer).toISOString() };
    const none = { replies_sent: '0', answers_received: '0', last_reply_at: '', last_answer_at: '' };

    const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;
    const key = await apiKeyFor(database.env, { scope: 'read', role: 'staff' });
    const api = await fetch(`${server.origin}/api/staff/enquiries.csv?kind=contact`, { headers: { authorization: `Token ${key}` } });
    expect(api.status).toBe(200);
    const fromApi = rowsOf(await api.text());
    expect(fromApi.find((r) => r.id === enquiry.id)).toMatchObject(expected);
    expect(fromApi.find((r) => r.id === quiet.id)).toMatchObject(none);

    const inbox = await staff.request('/staff/export.csv?kind=contact');
    expect(inbox.status).toBe(200);
    const fromInbox = rowsOf(await inbox.text());
    expect(fromInbox.find((r) => r.id === enquiry.id)).toMatchObject(expected);
    expect(fromInbox.find((r) => r.id === quiet.id)).toMatchObject(none);

    // The JSON keeps its keys (a contract, docs/intake-api.md): the counts are in the CSV only.
    const json = (await (await fetch(`${server.origin}/api/staff/enquiries/${enquiry.id}`, { headers: { authorization: `Token ${key}` } })).json()) as Record<string, unknown>;
    expect(Object.keys(json)).not.toContain('replies_sent');
  });

  test('the enquiry page shows the conversation as one thread in order: the enquiry, the acknowledgement, a note, the reply with its delivery, the answer, a later note; without script', async () => {
    const enquiry = await enquire();
    await until(() => sink.received.some((m) => m.messageId === `<${enquiry.id}.ack@sarthi.test>`), 20_000, 'the acknowledgement');
    const page = `/staff/enquiries/${enquiry.id}`;
    expect((await staff.submit(page, `${page}/notes`, { note: 'thread-note-one: will write to her' })).status).toBe(303);
    const { routing, messageId } = await replyTo(enquiry);
    await until(async () => (await db.selectFrom('outbox_message').select('status').where('purpose', '=', 'reply').where('enquiry_id', '=', enquiry.id).executeTakeFirstOrThrow()).status === 'sent', 10_000, 'the reply recorded as sent');
    await mailbox.deliver(rawMessage({ From: `Asha Patel <${enquiry.email}>`, To: routing, Subject: 'Re: scores', 'In-Reply-To': messageId, References: messageId }, 'thread-answer-one: 7.5 overall.'));
    await waitStored(enquiry.email);
    expect((await staff.submit(page, `${page}/notes`, { note: 'thread-note-two: scores are fine' })).status).toBe(303);

    const { html } = await staff.page(page);
    const thread = /<ol class="notes thread">([\s\S]*?)<\/ol>\s*<\/section>/.exec(html)?.[1] ?? '';
    const items = thread.split(/<li class="thread-item /).slice(1);
    expect(items.map((item) => /<strong>([^<]+)<\/strong>/.exec(item)?.[1])).toEqual(['Enquiry', 'Acknowledgement', 'Internal note', 'Reply', 'Answer', 'Internal note']);
    expect(items[0]).toContain(`from Asha Patel &lt;${enquiry.email}&gt;`);
    expect(items[1]).toMatch(/sent automatically, <time[^>]*>[^<]+<\/time>: <strong>Sent<\/strong>/);
    expect(items[2]).toMatch(/by Ravi Mehta, <time[\s\S]*thread-note-one: will write to her/);
    expect(items[3]).toMatch(/from Ravi Mehta, <time[^>]*>[^<]+<\/time>: <strong>Sent<\/strong> <time[\s\S]*Could you send us your IELTS scores\?/);
    expect(items[4]).toMatch(/^thread-theirs" id="answers"><p class="note-meta"><strong>Answer<\/strong> from Asha Patel &lt;[^&]+&gt;, <time[\s\S]*thread-answer-one: 7\.5 overall\./);
    expect(items[5]).toContain('thread-note-two: scores are fine');
    // Each entry's time is no earlier than the one before it.
    const times = items.map((item) => Date.parse(/<time datetime="([^"]+)"/.exec(item)?.[1] ?? ''));
    expect(times.every((t, i) => Number.isFinite(t) && (i === 0 || t >= times[i - 1]!))).toBe(true);
    // Nothing of it needs script: the page ships none for it.
    expect(thread).not.toContain('<script');
  });

  test("mail an advisor sends from their own program with the enquiry's BCC address is logged on the thread as ours, on its token alone; never an answer, never notified; from anyone else, or automatic, it is unmatched", async () => {
    const enquiry = await enquire();
    await until(() => sink.received.some((m) => m.messageId === `<${enquiry.id}.ack@sarthi.test>`), 20_000, 'the acknowledgement');
    const page = `/staff/enquiries/${enquiry.id}`;
    const bcc = /<strong class="bcc-address">([^<]+)<\/strong>/.exec((await staff.page(page)).html)?.[1] ?? '';
    const token = /^replies\+bcc-([0-9a-f]{32})@sarthi\.test$/.exec(bcc)?.[1];
    expect(token).toBeDefined();
    // Its own token, not the routing one the lead sees in every reply; the same on every visit.
    const row = await db.selectFrom('enquiry').select(['bcc_token', 'reply_token']).where('id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(row.bcc_token).toBe(token);
    expect(row.reply_token).not.toBe(token);
    expect((await staff.page(page)).html).toContain(bcc);

    // A Bcc recipient is in no header the sender writes: the delivering server's Delivered-To has it.
    await mailbox.deliver(rawMessage({ From: 'Ravi Mehta <Ravi@sarthi.test>', To: `Asha Patel <${enquiry.email}>`, 'Delivered-To': bcc, Subject: 'Your visa options' }, 'bcc-logged-text: we can meet on Friday.'));
    const [logged] = await waitStored('ravi@sarthi.test');
    expect(logged).toMatchObject({ state: 'placed', enquiry_id: enquiry.id, placed_by: 'bcc', automatic: null });
    const stored = await db.selectFrom('enquiry').select(['lead_answered_at', 'first_response_at']).where('id', '=', enquiry.id).executeTakeFirstOrThrow();
    expect(stored.lead_answered_at).toBeNull();
    expect(stored.first_response_at).not.toBeNull();

    // From a stranger who learnt the address, and an auto-reply from staff: Unmatched, nothing marked.
    await mailbox.deliver(rawMessage({ From: 'mallory@example.net', To: enquiry.email, 'Delivered-To': bcc, Subject: 'Log me' }, 'Not staff.'));
    await mailbox.deliver(rawMessage({ From: 'ravi@sarthi.test', To: enquiry.email, 'Delivered-To': bcc, Subject: 'Away', 'Auto-Submitted': 'auto-replied' }, 'Out of office.'));
    expect(await waitStored('mallory@example.net')).toEqual([expect.objectContaining({ state: 'unmatched', enquiry_id: null, placed_by: `suggested:${enquiry.id}` })]);
    expect((await waitStored('ravi@sarthi.test', 2)).map((m) => [m.subject, m.state])).toEqual([
      ['Your visa options', 'placed'],
      ['Away', 'unmatched'],
    ]);

    const { html } = await staff.page(page);
    const thread = /<ol class="notes thread">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(thread).toMatch(/<li class="thread-item thread-ours"><p class="note-meta"><strong>Email<\/strong> from Ravi Mehta &lt;ravi@sarthi\.test&gt;, <time[\s\S]*?logged by the BCC address[\s\S]*?bcc-logged-text: we can meet on Friday\./);
    expect(thread).not.toContain('Not staff.');
    expect(thread).not.toContain('Out of office.');

    // Counted as ours in the CSV; nothing was sent to anyone for it: no notice, no answer.
    const key = await apiKeyFor(database.env, { scope: 'read', role: 'staff' });
    const csvRows = parse(await (await fetch(`${server.origin}/api/staff/enquiries.csv?kind=contact`, { headers: { authorization: `Token ${key}` } })).text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(csvRows.find((r) => r.id === enquiry.id)).toMatchObject({ replies_sent: '1', answers_received: '0' });
    await sleep(1_000);
    // What any enquiry gets (the team's notification, the acknowledgement), and nothing more: no answer notice, no reply.
    expect(sink.received.filter((m) => m.messageId.startsWith(`<${enquiry.id}.`)).map((m) => m.messageId).sort()).toEqual([`<${enquiry.id}.ack@sarthi.test>`, `<${enquiry.id}.staff@sarthi.test>`].sort());
    expect(sink.received.filter((m) => m.envelopeTo.includes('mallory@example.net'))).toEqual([]);
  });

  test('the access request carries the answers; erasure deletes them, their PDFs and the address’s unmatched mail; unmatched mail goes after 90 days', async () => {
    const enquiry = await enquire('kiran.rao@example.com');
    await mailbox.deliver(
      withFiles({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'My CV', 'In-Reply-To': `<${enquiry.id}.ack@sarthi.test>` }, 'Attached.', [['cv.pdf', 'application/pdf', classicPdf()]]),
    );
    await mailbox.deliver(rawMessage({ From: enquiry.email, To: 'hello@sarthi.test', Subject: 'Another thing' }, 'Not in any thread.'));
    const stranger = 'old.unmatched@example.net';
    await mailbox.deliver(rawMessage({ From: stranger, To: 'hello@sarthi.test', Subject: 'Hello?' }, 'Nobody placed me.'));
    await waitStored(enquiry.email, 2);
    await waitStored(stranger);

    const pdfs = async () => Number((await db.selectFrom('inbound_attachment').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const pdfsBefore = await pdfs();
    const key = await apiKeyFor(database.env);
    const access = await fetch(`${server.origin}/api/staff/subjects`, { method: 'POST', headers: { authorization: `Token ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ email: enquiry.email }) });
    expect(access.status).toBe(200);
    const held = (await access.json()) as { enquiries: Array<{ id: string; answers: Array<{ subject: string; text: string; attachments: string[] }> }> };
    expect(held.enquiries[0]!.answers).toEqual([expect.objectContaining({ subject: 'My CV', text: 'Attached.', attachments: ['cv.pdf'] })]);

    const added = runStaffCli(database.env, ['add', '--email', 'priya@sarthi.test', '--name', 'Priya Shah', '--role', 'admin']);
    expect(added.code).toBe(0);
    const admin = new Browser(server, '198.51.100.8');
    await setUpFromLink(admin, linkPath(added.stdout));
    const erased = await admin.submit('/staff/data-requests', '/staff/data-requests/erase/confirm', { email: enquiry.email, confirm_secret: TEST_PASSWORD });
    expect(erased.status).toBe(303);
    expect(await storedFrom(enquiry.email)).toEqual([]);
    // Only this person's PDF went: another enquiry's stays.
    expect(await pdfs()).toBe(pdfsBefore - 1);
    expect(await storedFrom(stranger)).toHaveLength(1);

    // 91 days on, the sweep at start deletes unmatched mail older than 90 days; placed answers stay with their enquiry.
    const placed = Number((await db.selectFrom('inbound_message').select((eb) => eb.fn.countAll<number | string>().as('n')).where('state', '=', 'placed').executeTakeFirstOrThrow()).n);
    await server.stop();
    server = await startServer(env({ CLOCK_OFFSET_MS: String(91 * 24 * 3_600_000) }));
    await until(async () => (await storedFrom(stranger)).length === 0, 20_000, 'old unmatched mail deleted');
    expect(await db.selectFrom('inbound_message').select('id').where('state', 'in', ['unmatched', 'spam']).execute()).toEqual([]);
    expect(Number((await db.selectFrom('inbound_message').select((eb) => eb.fn.countAll<number | string>().as('n')).where('state', '=', 'placed').executeTakeFirstOrThrow()).n)).toBe(placed);
  });
});
