import type { AddressObject } from 'mailparser';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { FORM_FIELDS, PAYLOAD_SOURCES, plainLabel } from '@/lib/enquiry/contract';
import { ENQUIRY_KINDS, endpointPath, SERVICE_ENQUIRY_KIND, type EnquiryKind } from '@/lib/enquiry/kinds';
import { nativeFieldsOf } from '@/lib/enquiry/native';
import { sampleValues } from '@/lib/enquiry/sample-values';
import { PDF_DATA_URL_PREFIX } from '@/lib/enquiry/limits';
import { BACKENDS, createTestDatabase, fixture, postEnquiry, startServer, sleep, until, type RunningServer, type TestDatabase } from '../support/harness';
import { copiesById, createSmtpSink, type Received, type SmtpSink } from '../support/smtp-sink';
import { apiKeyFor } from '../support/staff-harness';

type Json = Record<string, unknown>;
type Created = { id: string; reference: string };

const NOTIFY_TO = ['leads@sarthi.test', 'partner@sarthi.test'];
const MAIL_FROM = 'Sarthi Global <enquiries@sarthi.test>';
const STAFF_URL = 'https://inbox.sarthi.test';

const SERVICE_TITLE = (kind: EnquiryKind) => (kind === 'contact' ? 'Contact' : (services.find((s) => SERVICE_ENQUIRY_KIND[s.id] === kind)?.title ?? kind));
const addresses = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));
const countLines = (logs: string, message: string) => logs.split('\n').filter((line) => line.includes(`"msg":"${message}`)).length;

describe.each(BACKENDS)('mail on %s', (backend) => {
  let token = '';
  let db: TestDatabase;
  let sink: SmtpSink;
  let env: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    db = await createTestDatabase(backend);
    sink = await createSmtpSink();
    await sink.listen();
    // Every test sends its acknowledgements to the fixtures' few addresses: their rationing is tested in intake-hardening.test.ts.
    token = await apiKeyFor(db.env);
    env = { ...db.env, RATE_LIMIT_MAX: '1000000', SMTP_URL: sink.url, NOTIFY_TO: NOTIFY_TO.join(', '), MAIL_FROM, STAFF_URL, ACK_MAX_PER_ADDRESS: '1000', ACK_MAX_PER_HOUR: '1000000' };
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
    await sink?.close();
    await db?.drop();
  });

  async function start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const server = await startServer({ ...env, ...extra });
    servers.push(server);
    return server;
  }
  const staff = (server: RunningServer, path: string, init: RequestInit = {}) =>
    fetch(`${server.origin}/api/staff${path}`, { ...init, headers: { authorization: `Token ${token}`, 'content-type': 'application/json', ...init.headers } });
  const post = async (server: RunningServer, kind: EnquiryKind, body: Json): Promise<Created> => {
    const response = await postEnquiry(server.origin, kind, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  };
  const byId = (id: string, purpose: 'staff' | 'ack'): Received[] => sink.received.filter((m) => m.messageId === `<${id}.${purpose}@sarthi.test>`);

  it('sends staff a notification and the enquirer an acknowledgement for each kind, with the content each needs', async () => {
    const server = await start();
    const created = {} as Record<EnquiryKind, Created>;
    for (const kind of ENQUIRY_KINDS) created[kind] = await post(server, kind, fixture(kind));
    await until(() => sink.received.length >= 2 * ENQUIRY_KINDS.length, 60_000, 'every message');
    await sleep(500);
    expect(sink.received).toHaveLength(2 * ENQUIRY_KINDS.length);

    for (const kind of ENQUIRY_KINDS) {
      const { id, reference } = created[kind];
      const payload = fixture(kind);
      const stored = (await (await staff(server, `/enquiries/${id}`)).json()) as { created_at: string; reference: string };
      expect(stored.reference).toBe(reference);

      // To staff: subject, Reply-To the enquirer, every field under its label, the reply link, IST time.
      const [notification] = byId(id, 'staff');
      if (!notification) throw new Error(`no notification for ${kind}`);
      const { mail } = notification;
      expect(notification.envelopeTo.sort()).toEqual([...NOTIFY_TO].sort());
      expect(mail.subject).toBe(`${SERVICE_TITLE(kind)}: Asha Patel (${reference})`);
      expect(addresses(mail.from)).toEqual(['enquiries@sarthi.test']);
      expect(addresses(mail.replyTo)).toEqual([payload.email]);
      expect(mail.date?.toISOString()).toBe(stored.created_at.replace(/\.\d+Z$/, '.000Z')); // the Date header has whole seconds
      const text = mail.text ?? '';
      const html = String(mail.html);
      expect(text).toContain(`Reference: ${reference}`);
      expect(text).toMatch(/Received: \w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} (AM|PM) IST/);
      const link = { 1: 'mailto:asha.patel@example.com', 2: 'tel:+919876543210', 3: 'https://wa.me/919876543210' }[payload.pref_conatct_method as 1 | 2 | 3];
      expect(text).toContain(link);
      expect(html).toContain(`href="${link}`);
      // The enquiry's page in the staff inbox.
      expect(text).toContain(`In the inbox: ${STAFF_URL}/staff/enquiries/${id}\n`);
      expect(html).toContain(`<a href="${STAFF_URL}/staff/enquiries/${id}">`);
      for (const field of FORM_FIELDS[kind]) {
        const key = Object.entries(PAYLOAD_SOURCES[kind]).find(([, s]) => 'field' in s && s.field === field.name)?.[0] ?? '';
        const value = payload[key];
        if (field.type === 'file') {
          expect(text).toContain(`${plainLabel(field)}:\n  attached (resume-${reference}.pdf`);
          continue;
        }
        const label = (code: unknown) => field.options?.find((o) => o.value === code)?.label;
        const shown = Array.isArray(value) ? value.map(label).join(', ') : field.options ? label(value) : value === '' || value === null ? '(not given)' : String(value);
        expect([kind, text]).toEqual([kind, expect.stringContaining(`${plainLabel(field)}:\n  ${String(shown)}\n`)]);
        expect(html).toContain(String(shown).replace(/&/g, '&amp;'));
      }
      if (kind === 'work_abroad') {
        const resume = Buffer.from(String(payload.resume_base64).slice(PDF_DATA_URL_PREFIX.length), 'base64');
        expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`resume-${reference}.pdf`, 'application/pdf']]);
        expect(mail.attachments[0]?.content.equals(resume)).toBe(true);
      } else {
        expect(mail.attachments).toEqual([]);
      }

      // To the enquirer: thanks, service, reference, next steps and hours, phone, privacy; nothing else.
      const [ack] = byId(id, 'ack');
      if (!ack) throw new Error(`no acknowledgement for ${kind}`);
      expect(ack.envelopeTo).toEqual([payload.email]);
      expect(ack.mail.subject).toContain(reference);
      expect(ack.mail.headers.get('auto-submitted')).toBe('auto-replied');
      expect(ack.mail.attachments).toEqual([]);
      const ackText = ack.mail.text ?? '';
      const ackHtml = String(ack.mail.html);
      const service = kind === 'contact' ? 'Work Abroad' : SERVICE_TITLE(kind);
      for (const part of ['Dear Asha Patel,', service, reference, site.hours.label, 'one working day', site.phone, 'https://www.sarthiglobal.example/privacy-policy/']) {
        expect([kind, ackText]).toEqual([kind, expect.stringContaining(part)]);
        expect([kind, ackHtml]).toEqual([kind, expect.stringContaining(part.replace(/&/g, '&amp;'))]);
      }
      for (const [key, value] of Object.entries(payload)) {
        if (key === 'name' || typeof value !== 'string' || value.length < 3) continue;
        for (const body of [ackText, ackHtml]) expect([kind, key, body.includes(value.slice(0, 40))]).toEqual([kind, key, false]);
      }
      for (const field of FORM_FIELDS[kind].filter((f) => f.options && !(kind === 'contact' && f.name === 'service'))) {
        const key = Object.entries(PAYLOAD_SOURCES[kind]).find(([, s]) => 'field' in s && s.field === field.name)?.[0] ?? '';
        const codes = ([] as unknown[]).concat(payload[key]);
        for (const label of field.options?.filter((o) => codes.includes(o.value)).map((o) => o.label) ?? []) {
          expect([kind, key, new RegExp(`\\b${label.replace(/[$()+.]/g, '\\$&')}\\b`).test(ackText)]).toEqual([kind, key, false]);
        }
      }
    }
  });

  it('keeps messages through an SMTP outage and delivers them on its first retry (within 30 s) once it is back', async () => {
    await sink.close();
    const server = await start();
    const acknowledged: Created[] = [];
    for (let i = 0; i < 10; i++) acknowledged.push(await post(server, i % 3 === 0 ? 'work_abroad' : 'contact', { ...fixture(i % 3 === 0 ? 'work_abroad' : 'contact'), name: `Outage ${i}` }));
    // Every message has been tried once and refused (connection refused), and is scheduled again.
    await until(() => countLines(server.logs(), 'outbox: message not delivered') >= 20, 30_000, 'first attempts');
    const retries = [...server.logs().matchAll(/"retryInSeconds":(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...retries)).toBeLessThanOrEqual(30);

    await sink.listen();
    const back = Date.now();
    await until(() => copiesById(sink.received).size >= 20, 60_000, 'delivery after the outage');
    const recoveredInS = (Date.now() - back) / 1000;
    await sleep(3_000);
    const copies = copiesById(sink.received);
    const figures = { acknowledged: acknowledged.length, messages: 2 * acknowledged.length, delivered: copies.size, duplicates: sink.received.length - copies.size, recoveredInS };
    console.log(`[${backend}] SMTP outage: ${JSON.stringify(figures)}`);
    for (const { id } of acknowledged) {
      expect(byId(id, 'staff')).toHaveLength(1);
      expect(byId(id, 'ack')).toHaveLength(1);
    }
    expect(figures.duplicates).toBe(0);
    expect(recoveredInS).toBeLessThan(35);
  });

  it('delivers every acknowledged enquiry after a SIGKILL mid-burst and a restart, a re-sent copy with the same Message-ID', async () => {
    const server = await start();
    const answered = new Map<string, Created>();
    let running = true;
    async function poster(w: number): Promise<void> {
      for (let n = 0; running; n++) {
        const kind: EnquiryKind = n % 4 === 0 ? 'work_abroad' : 'contact';
        try {
          const response = await postEnquiry(server.origin, kind, { ...fixture(kind), name: `Burst ${w}-${n}` });
          if (response.status !== 201) return;
          answered.set(`${w}-${n}`, (await response.json()) as Created);
        } catch {
          return; // the server is gone
        }
      }
    }
    const posters = Array.from({ length: 6 }, (_, w) => poster(w));
    // Killed while enquiries are coming in and messages are going out.
    await until(() => answered.size >= 40 && sink.received.length >= 10, 90_000, 'a burst under way');
    server.child.kill('SIGKILL');
    running = false;
    await Promise.all(posters);
    await server.stop();
    const beforeRestart = sink.received.length;

    const restarted = await start();
    const stored = (await (await staff(restarted, '/enquiries?limit=1')).json()) as { total: number };
    // The lease of a message the killed process was sending runs out after 60 s: then it is sent again.
    await until(() => copiesById(sink.received).size >= 2 * stored.total, 150_000, 'every stored enquiry notified');
    await sleep(3_000);
    const copies = copiesById(sink.received);
    const figures = {
      acknowledged: answered.size,
      stored: stored.total,
      messages: 2 * stored.total,
      deliveredBeforeKill: beforeRestart,
      delivered: copies.size,
      duplicates: sink.received.length - copies.size,
    };
    console.log(`[${backend}] SIGKILL mid-burst: ${JSON.stringify(figures)}`);
    for (const { id } of answered.values()) {
      expect([id, byId(id, 'staff').length > 0, byId(id, 'ack').length > 0]).toEqual([id, true, true]);
    }
    expect(copies.size).toBe(2 * stored.total);
    // At least once: only a message in flight at the kill can arrive twice, and then as the same message.
    expect(figures.duplicates).toBeLessThanOrEqual(10);
    // Its own waits (a burst, then a lease of 60 s) are longer than the default test timeout.
  }, 300_000);

  it('retries a refused message for 3 days, then lists it as failed; a staff retry delivers it (ACK_EMAILS=0)', async () => {
    sink.mode = 'reject';
    const server = await start({ ACK_EMAILS: '0' });
    const { id } = await post(server, 'contact', { ...fixture('contact'), name: 'Refused Once' });
    await until(() => countLines(server.logs(), 'outbox: message not delivered') >= 1, 30_000, 'a refused attempt');
    await server.stop();

    // Three days and a minute later, by the injected clock: the next refusal is the last. (The enquiry is
    // past its response target by then: its reminder is staff-reminders.test's, not this test's.)
    const later = await start({ ACK_EMAILS: '0', STAFF_REMINDERS: '0', CLOCK_OFFSET_MS: String(3 * 86_400_000 + 60_000) });
    const failed = async () => ((await (await staff(later, '/messages?status=failed')).json()) as { items: Json[] }).items;
    await until(async () => (await failed()).length === 1, 30_000, 'the message marked failed');
    expect((await failed())[0]).toMatchObject({ enquiry_id: id, purpose: 'staff', status: 'failed', attempts: 2, last_error: expect.stringContaining('550') });
    expect(sink.received).toHaveLength(0);

    sink.mode = 'accept';
    const messageId = String((await failed())[0]?.id);
    const retried = await staff(later, `/messages/${messageId}/retry`, { method: 'POST', body: '{}' });
    expect(retried.status).toBe(200);
    await until(() => sink.received.length >= 1, 30_000, 'the retried message');
    await sleep(2_500);
    expect(sink.received.map((m) => m.messageId)).toEqual([`<${id}.staff@sarthi.test>`]);
    const sent = ((await (await staff(later, '/messages?status=sent')).json()) as { items: Json[] }).items;
    expect(sent).toEqual([expect.objectContaining({ id: messageId, status: 'sent', sent_at: expect.any(String) })]);
    expect((await staff(later, `/messages/${messageId}/retry`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('sends nothing for an enquiry stored as spam, lists it apart, and notifies once staff mark it genuine', async () => {
    const server = await start();
    // A native form post with the honeypot filled, as a bot (or an autofilling browser) sends it.
    const { fields } = nativeFieldsOf('contact', { ...sampleValues.contact, fullName: 'Maybe Bot', website: 'https://spam.example' });
    const native = await fetch(`${server.origin}${endpointPath('contact', 'api')}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(native.status).toBe(303);
    const reference = new URL(String(native.headers.get('location')), server.origin).searchParams.get('ref');
    const found = ((await (await staff(server, '/enquiries?status=spam')).json()) as { items: Array<{ id: string; reference: string }> }).items;
    expect(found.map((item) => item.reference)).toEqual([reference]);
    const spam = found[0]!;
    const genuine = await post(server, 'contact', { ...fixture('contact'), name: 'Real Person' });
    await until(() => byId(genuine.id, 'ack').length > 0 && byId(genuine.id, 'staff').length > 0, 30_000, 'the genuine enquiry');
    await sleep(2_500); // more than a poll of the worker
    expect(sink.received.map((m) => m.messageId).filter((m) => m.includes(spam.id))).toEqual([]);

    const list = async (query: string) => ((await (await staff(server, `/enquiries?${query}`)).json()) as { items: Array<{ id: string; spam: boolean }> }).items.map((i) => [i.id, i.spam]);
    expect(await list('')).toEqual([[genuine.id, false]]);
    expect(await list('status=spam')).toEqual([[spam.id, true]]);
    const held = ((await (await staff(server, '/messages?status=held')).json()) as { items: Json[] }).items;
    expect(held.map((m) => m.purpose).sort()).toEqual(['ack', 'staff']);

    const marked = await staff(server, `/enquiries/${spam.id}/genuine`, { method: 'POST', body: '{}' });
    expect(await marked.json()).toEqual({ id: spam.id, spam: false, released: 2 });
    await until(() => byId(spam.id, 'staff').length > 0 && byId(spam.id, 'ack').length > 0, 30_000, 'the released messages');
    expect(byId(spam.id, 'staff')[0]?.mail.subject).toBe(`Contact: Maybe Bot (${spam.reference})`);
    expect(await list('status=spam')).toEqual([]);
    expect((await list('')).map(([id]) => id).sort()).toEqual([genuine.id, spam.id].sort());
  });

  // Several instances share PostgreSQL only (SQLite is one file on one machine).
  if (backend === 'postgres') it('delivers each message once with two servers on one PostgreSQL database', async () => {
    const first = await start();
    const second = await start();
    const created: Created[] = [];
    await Promise.all(
      [first, second].map(async (server, s) => {
        for (let i = 0; i < 20; i++) created.push(await post(server, 'contact', { ...fixture('contact'), name: `Pair ${s}-${i}` }));
      }),
    );
    await until(() => copiesById(sink.received).size >= 2 * created.length, 60_000, 'every message');
    await sleep(5_000); // time for a second copy, were one to come
    const copies = copiesById(sink.received);
    const perServer = [first, second].map((s) => countLines(s.logs(), 'outbox: message delivered'));
    console.log(`[postgres] two servers: ${JSON.stringify({ enquiries: created.length, messages: 2 * created.length, delivered: copies.size, duplicates: sink.received.length - copies.size, perServer })}`);
    expect(copies.size).toBe(2 * created.length);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect((perServer[0] ?? 0) + (perServer[1] ?? 0)).toBe(2 * created.length);
  });
});
