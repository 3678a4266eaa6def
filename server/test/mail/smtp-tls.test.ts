import { createHash, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSmtpUrl } from '../../platform/config';
import { BACKENDS, createNetworkNamespace, createTestDatabase, fixture, postEnquiry, startServer, type NetworkNamespace, sleep, until, type RunningServer, type TestDatabase } from '../support/harness';
import { createSmtpSink, selfSignedCertificate, startTap, type SinkOptions, type SmtpSink, type Tap } from '../support/smtp-sink';
import { apiKeyFor } from '../support/staff-harness';

type Created = { id: string; reference: string };
type Message = { id: string; enquiry_id: string; status: string; attempts: number; last_error: string | null };

const logLines = (logs: string, message: string) =>
  logs
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('SMTP_URL is read strictly, and STARTTLS is required unless the server is on this machine', () => {
  it.each([
    ['smtp://u:p@mail.example.com:587', { secure: false, host: 'mail.example.com', port: 587, requireTls: true, plaintextAllowed: undefined }],
    ['smtp://u:p@198.18.0.2', { secure: false, host: '198.18.0.2', port: 587, requireTls: true }],
    ['smtp://u:p@[2001:db8::25]:2525', { host: '2001:db8::25', port: 2525, requireTls: true }],
    // A name is not resolved at start: only literal loopback addresses and localhost are exempt.
    ['smtp://u:p@127.0.0.1.nip.example:587', { host: '127.0.0.1.nip.example', requireTls: true }],
    ['smtps://u:p@mail.example.com', { secure: true, port: 465, requireTls: false, plaintextAllowed: undefined }],
    ['smtp://u:p@127.0.0.1:25', { requireTls: false, plaintextAllowed: 'loopback' }],
    ['smtp://u:p@127.8.9.10:25', { requireTls: false, plaintextAllowed: 'loopback' }],
    ['smtp://u:p@localhost:25', { requireTls: false, plaintextAllowed: 'loopback' }],
    ['smtp://u:p@[::1]:25', { host: '::1', requireTls: false, plaintextAllowed: 'loopback' }],
    ['smtp://u:p@[::ffff:127.0.0.1]:25', { requireTls: false, plaintextAllowed: 'loopback' }],
    ['smtp://relay.internal:25', { auth: undefined, requireTls: true }],
    ['SMTP://u%40corp:p%40ss%3Aw0rd@Mail.Example.com:587/', { auth: { user: 'u@corp', pass: 'p@ss:w0rd' }, requireTls: true }],
  ])('%s', (url, expected) => {
    expect(parseSmtpUrl(url, undefined)).toMatchObject(expected);
  });

  it('lets SMTP_INSECURE=1 allow plain text to a server off this machine, and nothing else', () => {
    expect(parseSmtpUrl('smtp://u:p@mail.example.com:587', '1')).toMatchObject({ requireTls: false, plaintextAllowed: 'SMTP_INSECURE' });
    expect(parseSmtpUrl('smtp://u:p@mail.example.com:587', '0')).toMatchObject({ requireTls: true });
    expect(() => parseSmtpUrl('smtps://u:p@mail.example.com', '1')).toThrow(/SMTP_INSECURE=1 means nothing with smtps:\/\//);
    expect(() => parseSmtpUrl('', '1')).toThrow(/SMTP_INSECURE=1 is set but SMTP_URL is not/);
    expect(() => parseSmtpUrl('smtp://u:p@mail.example.com', 'yes')).toThrow(/SMTP_INSECURE must be 1/);
  });
});

describe('refuses to start with a malformed SMTP_URL or DKIM setting, and never prints a password', () => {
  const PASSWORD = 'Sup3r-S3cret';
  let db: TestDatabase;
  // Named now: the table of cases below is built before beforeAll runs.
  const keys = mkdtempSync(join(tmpdir(), 'dkim-keys-'));
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(join(keys, 'public.pem'), rsa.publicKey.export({ type: 'spki', format: 'pem' }));
    writeFileSync(join(keys, 'ec.pem'), generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(join(keys, 'short.pem'), generateKeyPairSync('rsa', { modulusLength: 768 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(
      join(keys, 'encrypted.pem'),
      rsa.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'unused' }),
    );
  });
  afterAll(async () => {
    rmSync(keys, { recursive: true, force: true });
    await db?.drop();
  });
  const dkim = (file: string) => ({ DKIM_DOMAIN: 'sarthi.test', DKIM_SELECTOR: 'intake2026', DKIM_PRIVATE_KEY_FILE: join(keys, file) });

  it.each([
    ['an SMTP_URL with an out-of-range port', { SMTP_URL: `smtp://intake:${PASSWORD}@mail.example.com:99999` }, /Configuration error: SMTP_URL has a port that is not a whole number from 1 to 65535; write smtp:\/\/user:password@host:587/],
    ['an SMTP_URL with port 0', { SMTP_URL: `smtp://intake:${PASSWORD}@mail.example.com:0` }, /SMTP_URL has a port that is not a whole number/],
    ['an SMTP_URL that is http', { SMTP_URL: `http://intake:${PASSWORD}@mail.example.com:587` }, /SMTP_URL has the scheme "http:"; only smtp: and smtps: are understood/],
    ['an SMTP_URL without a host', { SMTP_URL: `smtp://intake:${PASSWORD}@:587` }, /SMTP_URL has no host/],
    ['an SMTP_URL with nodemailer settings in its query', { SMTP_URL: `smtp://intake:${PASSWORD}@mail.example.com:587?tls.rejectUnauthorized=false` }, /SMTP_URL has a path, query or fragment/],
    ['an SMTP_URL whose password holds an unencoded /', { SMTP_URL: `smtp://intake:${PASSWORD}/x@mail.example.com:587` }, /SMTP_URL has a path, query or fragment \(or an unencoded \/ \? # in the password\)/],
    ['an SMTP_URL with a mistyped address', { SMTP_URL: `smtp://intake:${PASSWORD}@192.168.1.300:587` }, /SMTP_URL has a host that is neither a host name nor an IP address/],
    ['an SMTP_URL with a user and no password', { SMTP_URL: 'smtp://intake@mail.example.com:587' }, /SMTP_URL has a user without a password/],
    ['SMTP_INSECURE=true', { SMTP_URL: `smtp://intake:${PASSWORD}@mail.example.com:587`, SMTP_INSECURE: 'true' }, /SMTP_INSECURE must be 1 .* got "true"/],
    ['DKIM without a key file', { DKIM_DOMAIN: 'sarthi.test', DKIM_SELECTOR: 'intake2026' }, /DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together \(or none of them\); DKIM_PRIVATE_KEY_FILE is not set/],
    ['a DKIM key file that does not exist', dkim('missing.pem'), /DKIM_PRIVATE_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/],
    ['a DKIM key file that holds a public key', dkim('public.pem'), /DKIM_PRIVATE_KEY_FILE: .*public\.pem is not a PEM private key/],
    ['a DKIM key file that is encrypted', dkim('encrypted.pem'), /DKIM_PRIVATE_KEY_FILE: .*encrypted\.pem is encrypted/],
    ['an EC DKIM key', dkim('ec.pem'), /DKIM_PRIVATE_KEY_FILE: .*ec\.pem holds an ec key; DKIM signing here needs RSA/],
    ['a 768-bit DKIM key', dkim('short.pem'), /short\.pem holds a 768-bit RSA key; receivers ignore signatures under 1024 bits/],
    ['a DKIM selector with a space', { ...dkim('public.pem'), DKIM_SELECTOR: 'intake 2026' }, /DKIM_SELECTOR: "intake 2026" is not a selector/],
    // Read by libraries, which may quote what they were given (node's URL parser keeps a URL it cannot
    // parse as `input`; pg masks it there today).
    ['a DATABASE_URL with an out-of-range port', { DATABASE_URL: `postgres://intake:${PASSWORD}@db.example.com:99999/enquiries` }, /Invalid URL/],
    ['a REDIS_URL that cannot be reached', { REDIS_URL: `redis://intake:${PASSWORD}@127.0.0.1:1`, STARTUP_WAIT_SECONDS: '0' }, /REDIS_URL: cannot connect/],
  ])('%s', async (_name, env, message) => {
    const failure = await startServer({ ...db.env, ...env }, 30_000).then(
      async (server) => {
        await server.stop();
        return new Error('started');
      },
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/exited \(1\) before it was ready/);
    expect(failure.message).toMatch(message);
    expect(failure.message).not.toContain('S3cret');
  });
});

/** The relaxed canonicalisation of RFC 6376 (3.4.2, 3.4.4), written from the RFC, not from nodemailer. */
const relaxedHeader = (field: string) => {
  const colon = field.indexOf(':');
  const value = field.slice(colon + 1).replace(/\r\n(?=[ \t])/g, '').replace(/[ \t]+/g, ' ').trim();
  return `${field.slice(0, colon).trim().toLowerCase()}:${value}`;
};
const relaxedBody = (body: string) => {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
};

/** Checks a message's DKIM-Signature as a receiving server would, with the public key it would fetch from DNS. */
function dkimVerdict(raw: string, publicKey: KeyObject): { tags: Record<string, string>; bodyHashMatches: boolean; signatureVerifies: boolean } {
  const split = raw.indexOf('\r\n\r\n');
  const fields = raw.slice(0, split).split(/\r\n(?![ \t])/);
  const body = raw.slice(split + 4);
  const signature = fields.find((field) => /^dkim-signature:/i.test(field));
  if (!signature) throw new Error('no DKIM-Signature');
  const tags = Object.fromEntries(
    signature
      .slice(signature.indexOf(':') + 1)
      .split(';')
      .map((tag) => tag.split('=').map((part) => part.replace(/\s+/g, '')))
      .filter(([name]) => name)
      .map(([name = '', ...value]) => [name, value.join('=')]),
  );
  const bodyHashMatches = createHash('sha256').update(relaxedBody(body)).digest('base64') === tags.bh;
  // Each name in h= takes the last instance not taken yet (bottom up); then the signature, b= empty.
  const remaining = [...fields];
  const signed = (tags.h ?? '').split(':').map((name) => {
    const index = remaining.findLastIndex((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return index < 0 ? '' : `${relaxedHeader(remaining.splice(index, 1)[0]!)}\r\n`;
  });
  const unsigned = relaxedHeader(signature.replace(/(^|;)(\s*b\s*=)[^;]*/, '$1$2'));
  const signatureVerifies = verify('RSA-SHA256', Buffer.from(signed.join('') + unsigned), publicKey, Buffer.from(tags.b ?? '', 'base64'));
  return { tags, bodyHashMatches, signatureVerifies };
}

describe.each(BACKENDS)('DKIM on %s', (backend) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let server: RunningServer | undefined;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDatabase(backend);
    sink = await createSmtpSink();
    await sink.listen();
    dir = mkdtempSync(join(tmpdir(), 'dkim-'));
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await sink?.close();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs every message with the configured domain and selector, and the signature verifies against the public key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = join(dir, 'dkim.pem');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    server = await startServer({ ...db.env, SMTP_URL: sink.url, MAIL_FROM: 'Sarthi Global <enquiries@sarthi.test>', DKIM_DOMAIN: 'sarthi.test', DKIM_SELECTOR: 'intake2026', DKIM_PRIVATE_KEY_FILE: keyFile });
    for (const kind of ['contact', 'work_abroad'] as const) expect((await postEnquiry(server.origin, kind, fixture(kind))).status).toBe(201);
    await until(() => sink.received.length >= 4, 30_000, 'four messages');
    expect(logLines(server.logs(), 'mail: sending through SMTP')[0]).toMatchObject({ dkim: 'intake2026._domainkey.sarthi.test' });

    const otherKey = createPublicKey(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    for (const { raw } of sink.received) {
      const verdict = dkimVerdict(raw, publicKey);
      expect(verdict.tags).toMatchObject({ v: '1', a: 'rsa-sha256', c: 'relaxed/relaxed', d: 'sarthi.test', s: 'intake2026' });
      expect(verdict.tags.h?.toLowerCase().split(':')).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'date', 'message-id']));
      expect([verdict.bodyHashMatches, verdict.signatureVerifies]).toEqual([true, true]);
      // The verifier can say no: another key, a changed subject, a changed body.
      expect(dkimVerdict(raw, otherKey).signatureVerifies).toBe(false);
      expect(dkimVerdict(raw.replace(/^Subject: /m, 'Subject: Re: '), publicKey).signatureVerifies).toBe(false);
      const [head, ...rest] = raw.split('\r\n\r\n');
      expect(dkimVerdict(`${head}\r\n\r\nP.S.\r\n${rest.join('\r\n\r\n')}`, publicKey).bodyHashMatches).toBe(false);
    }
  });
});

/*
 * The SMTP server is off this machine as far as the intake server can tell: it connects to an
 * address inside a network namespace this test creates (198.18.0.0/15), where a tap records every
 * byte it sends and relays them to the sink. Needs root and iproute2.
 */
describe.each(BACKENDS)('mail to an SMTP server beyond loopback, on %s', (backend) => {
  let token = '';
  let namespace: NetworkNamespace;
  let certificate: ReturnType<typeof selfSignedCertificate>;
  let db: TestDatabase;
  let sink: SmtpSink | undefined;
  let tap: Tap | undefined;
  let server: RunningServer | undefined;

  beforeAll(() => {
    namespace = createNetworkNamespace();
    certificate = selfSignedCertificate(namespace.inside);
  });
  afterAll(() => {
    namespace?.remove();
    certificate?.remove();
  });
  beforeEach(async () => {
    db = await createTestDatabase(backend);
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await tap?.stop();
    await sink?.close();
    await db?.drop();
    [server, tap, sink] = [undefined, undefined, undefined];
  });

  /** A sink listening on this side of the link, reached through a tap inside the namespace at port. */
  async function remoteSink(options: SinkOptions, port: number): Promise<{ sink: SmtpSink; url: string }> {
    sink = await createSmtpSink({ ...options, host: namespace.outside, tlsOptions: { key: certificate.key, cert: certificate.cert, ...options.tlsOptions } });
    await sink.listen();
    tap = await startTap(namespace, { host: namespace.inside, port }, { host: namespace.outside, port: sink.port });
    return { sink, url: sink.urlAt(namespace.inside, port) };
  }
  async function start(env: Record<string, string>): Promise<RunningServer> {
    token = await apiKeyFor(db.env);
    server = await startServer({ ...db.env, NOTIFY_TO: 'leads@sarthi.test', MAIL_FROM: 'Sarthi Global <enquiries@sarthi.test>', ...env });
    return server;
  }
  const staffMessages = async (running: RunningServer, status: string) =>
    ((await (await fetch(`${running.origin}/api/staff/messages?status=${status}`, { headers: { authorization: `Token ${token}` } })).json()) as { items: Message[] }).items;
  async function enquire(running: RunningServer): Promise<Created> {
    const response = await postEnquiry(running.origin, 'contact', fixture('contact'));
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  }
  /** Everything the intake server sent on the wire, once the tap has reported it all. */
  async function wire(): Promise<string> {
    await sleep(500);
    return Buffer.concat(tap?.sent() ?? []).toString('latin1');
  }
  /** What must never cross the wire readable: the login, the envelope, the message. */
  function expectNothingReadable(sent: string, password: string, created: Created) {
    const login = Buffer.from(`\0intake\0${password}`).toString('base64');
    for (const secret of ['AUTH', 'MAIL FROM', 'RCPT TO', password, login, 'Asha Patel', created.reference]) expect([secret, sent.includes(secret)]).toEqual([secret, false]);
  }

  it('sends nothing to a server without STARTTLS: no login, no envelope, no message; both messages wait for a retry and the log says why', async () => {
    const remote = await remoteSink({ tls: 'none' }, 587);
    const running = await start({ SMTP_URL: remote.url });
    expect(logLines(running.logs(), 'mail: sending through SMTP')[0]).toMatchObject({ smtp: `smtp://${namespace.inside}:587 (STARTTLS required, TLS 1.2 at least)` });
    const created = await enquire(running);
    await until(() => logLines(running.logs(), 'outbox: message not delivered').length >= 2, 30_000, 'two refused attempts');

    expect([remote.sink.logins, remote.sink.envelopes, remote.sink.received]).toEqual([[], 0, []]);
    const sent = await wire();
    expect(sent).toMatch(/^EHLO [^\r]+\r\nSTARTTLS\r\n/);
    expectNothingReadable(sent, remote.sink.password, created);

    const pending = await staffMessages(running, 'pending');
    expect(pending.map((m) => [m.enquiry_id, m.attempts, m.last_error])).toEqual([
      [created.id, 1, expect.stringContaining('ETLS')],
      [created.id, 1, expect.stringContaining('ETLS')],
    ]);
    for (const line of logLines(running.logs(), 'outbox: message not delivered')) {
      expect(line).toMatchObject({ level: 40, code: 'ETLS', why: expect.stringContaining('does not accept STARTTLS, so nothing was sent'), retryInSeconds: expect.any(Number) });
    }
    expect(running.logs()).not.toContain(remote.sink.password);
  });

  it.each([
    ['offers STARTTLS', 'starttls'],
    ['accepts STARTTLS without offering it', 'hidden-starttls'],
  ] as const)('encrypts everything with STARTTLS (TLS 1.2 or later) to a server that %s: nothing readable crosses the wire', async (_name, tls) => {
    const remote = await remoteSink({ tls }, 587);
    const running = await start({ SMTP_URL: remote.url, NODE_EXTRA_CA_CERTS: certificate.caFile });
    const created = await enquire(running);
    await until(() => remote.sink.received.length >= 2, 30_000, 'both messages');
    expect(remote.sink.received.map((m) => [m.secure, m.tlsVersion])).toEqual([
      [true, expect.stringMatching(/^TLSv1\.[23]$/)],
      [true, expect.stringMatching(/^TLSv1\.[23]$/)],
    ]);
    expect(remote.sink.logins.every((login) => login.secure)).toBe(true);
    expect(remote.sink.received.map((m) => m.mail.subject)).toContain(`Contact: Asha Patel (${created.reference})`);
    const sent = await wire();
    expect(sent).toMatch(/^EHLO [^\r]+\r\nSTARTTLS\r\n\x16\x03/); // then a TLS handshake record
    expectNothingReadable(sent, remote.sink.password, created);
    expect(await staffMessages(running, 'sent')).toHaveLength(2);
  });

  it.each([
    [
      'offers only TLS 1.1, even when NODE_OPTIONS lowers the minimum for the process',
      { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' } as const,
      { NODE_EXTRA_CA_CERTS: '<ca>', NODE_OPTIONS: '--tls-min-v1.0 --tls-cipher-list=DEFAULT:@SECLEVEL=0' },
      /protocol version/,
    ],
    // As a machine in the middle would: STARTTLS offered, with a certificate of its own.
    ['presents a certificate this machine does not trust', {}, {}, /self-signed certificate/],
  ])('sends nothing to a server that %s', async (_name, tlsOptions, env, problem) => {
    const remote = await remoteSink({ tls: 'starttls', tlsOptions }, 587);
    const running = await start({ SMTP_URL: remote.url, ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '<ca>' ? certificate.caFile : v])) });
    const created = await enquire(running);
    await until(() => logLines(running.logs(), 'outbox: message not delivered').length >= 2, 30_000, 'two refused attempts');
    expect([remote.sink.logins, remote.sink.envelopes, remote.sink.received]).toEqual([[], 0, []]);
    expectNothingReadable(await wire(), remote.sink.password, created);
    const [line] = logLines(running.logs(), 'outbox: message not delivered');
    expect(line?.why).toMatch(/^TLS with the SMTP server failed, so nothing was sent: /);
    expect(line?.why).toMatch(problem);
    expect((await staffMessages(running, 'pending')).map((m) => m.enquiry_id)).toEqual([created.id, created.id]);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const remote = await remoteSink({ tls: 'implicit' }, 465);
    const running = await start({ SMTP_URL: remote.url, NODE_EXTRA_CA_CERTS: certificate.caFile });
    const created = await enquire(running);
    await until(() => remote.sink.received.length >= 2, 30_000, 'both messages');
    expect(remote.sink.received.map((m) => [m.secure, m.tlsVersion])).toEqual([
      [true, expect.stringMatching(/^TLSv1\.[23]$/)],
      [true, expect.stringMatching(/^TLSv1\.[23]$/)],
    ]);
    const sent = await wire();
    expect(sent).toMatch(/^\x16\x03/);
    expect(sent).not.toContain('EHLO');
    expectNothingReadable(sent, remote.sink.password, created);
  });

  it('sends in plain text to a server without STARTTLS only with SMTP_INSECURE=1, and warns at start', async () => {
    const remote = await remoteSink({ tls: 'none' }, 587);
    const running = await start({ SMTP_URL: remote.url, SMTP_INSECURE: '1' });
    expect(logLines(running.logs(), 'mail: SMTP_INSECURE=1')).toEqual([
      expect.objectContaining({ level: 40, smtp: `smtp://${namespace.inside}:587 (STARTTLS when offered: SMTP_INSECURE=1, TLS 1.2 at least)` }),
    ]);
    const created = await enquire(running);
    await until(() => remote.sink.received.length >= 2, 30_000, 'both messages');
    expect(remote.sink.received.map((m) => m.secure)).toEqual([false, false]);
    expect(remote.sink.logins.length).toBeGreaterThan(0);
    expect(remote.sink.logins.every((login) => !login.secure)).toBe(true);
    // What SMTP_INSECURE means, seen on the wire: the login and the enquiry, readable.
    const sent = await wire();
    expect(sent).toContain(`AUTH PLAIN ${Buffer.from(`\0intake\0${remote.sink.password}`).toString('base64')}`);
    expect(sent).toContain(`Subject: Contact: Asha Patel (${created.reference})`);
    expect(running.logs()).not.toContain(remote.sink.password);
  });
});
