import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort, type NetworkNamespace } from './harness';

/*
 * For the integration tests: a real SMTP server (npm smtp-server) that requires a login, as a relay
 * would, and keeps every message it accepted, raw and parsed, with what it knows of the connection.
 */

export type Received = { envelopeTo: string[]; raw: string; mail: ParsedMail; messageId: string; secure: boolean; tlsVersion: string | undefined };

/**
 * How the sink speaks TLS: 'none' has no STARTTLS at all (the command is refused, as by a server, or
 * a man in the middle, that strips it); 'starttls' offers it; 'hidden-starttls' accepts it without
 * offering it; 'implicit' is TLS from the first byte (smtps://).
 */
export type SinkTls = 'none' | 'starttls' | 'hidden-starttls' | 'implicit';

export type SinkOptions = {
  port?: number;
  /** Address to listen on; loopback unless given. */
  host?: string;
  tls?: SinkTls;
  /** Key, certificate and any other TLS settings (maxVersion...) when tls is not 'none'. */
  tlsOptions?: Pick<SMTPServerOptions, 'key' | 'cert' | 'minVersion' | 'maxVersion' | 'ciphers'>;
};

export type SmtpSink = {
  port: number;
  /** SMTP_URL for the server under test. */
  url: string;
  /** SMTP_URL for a server reaching the sink at another address (through a tap). */
  urlAt: (host: string, port: number) => string;
  /** The password in the URLs: a test checks where it went. */
  password: string;
  received: Received[];
  /** Every login the sink accepted, and whether the connection was encrypted then. */
  logins: Array<{ user: string; secure: boolean }>;
  /** Envelopes begun (MAIL FROM accepted), delivered or not. */
  envelopes: number;
  /** Errors of the server after it started listening (failed TLS handshakes). */
  errors: string[];
  /** 'accept', or refuse every message with a temporary (451) or permanent (550) error. */
  mode: 'accept' | 'defer' | 'reject';
  /** Starts listening (again) on the same port. */
  listen: () => Promise<void>;
  /** Stops listening: connections are refused, as when the mail server is down. */
  close: () => Promise<void>;
};

const USER = 'intake';
const PASS = 'loopback-secret';

const STARTTLS: Record<SinkTls, Partial<SMTPServerOptions>> = {
  none: { disabledCommands: ['STARTTLS'] },
  starttls: {},
  'hidden-starttls': { hideSTARTTLS: true },
  implicit: { secure: true },
};

export async function createSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const chosen = options.port ?? (await freePort());
  const host = options.host ?? '127.0.0.1';
  const tls = options.tls ?? 'none';
  const scheme = tls === 'implicit' ? 'smtps' : 'smtp';
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port: chosen,
    url: `${scheme}://${USER}:${PASS}@${host}:${chosen}`,
    urlAt: (otherHost, otherPort) => `${scheme}://${USER}:${PASS}@${otherHost}:${otherPort}`,
    password: PASS,
    received: [],
    logins: [],
    envelopes: 0,
    errors: [],
    mode: 'accept',
    listen: () =>
      new Promise((resolveListen, rejectListen) => {
        server = new SMTPServer({
          ...STARTTLS[tls],
          ...options.tlsOptions,
          // Logins are taken whatever the connection, so a test sees one that should not have come in clear.
          allowInsecureAuth: true,
          logger: false,
          // The server under test keeps pooled connections open; closing must not wait for them.
          closeTimeout: 500,
          size: 10 * 1024 * 1024,
          onAuth(auth, session, callback) {
            if (auth.username === USER && auth.password === PASS) {
              sink.logins.push({ user: USER, secure: session.secure });
              callback(null, { user: USER });
            } else callback(new Error('535 Authentication failed'));
          },
          onMailFrom(_address, _session, callback) {
            sink.envelopes += 1;
            callback();
          },
          onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => {
              if (sink.mode !== 'accept') {
                const error = Object.assign(new Error(sink.mode === 'defer' ? 'Try again later' : 'Mailbox unavailable'), { responseCode: sink.mode === 'defer' ? 451 : 550 });
                callback(error);
                return;
              }
              const raw = Buffer.concat(chunks).toString('utf8');
              const cipher = session.tlsOptions === false ? undefined : session.tlsOptions;
              simpleParser(raw).then(
                (mail) => {
                  sink.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, mail, messageId: mail.messageId ?? '', secure: session.secure, tlsVersion: cipher?.version });
                  callback();
                },
                (error: Error) => callback(error),
              );
            });
          },
        });
        server.once('error', rejectListen);
        server.listen(chosen, host, () => {
          server?.off('error', rejectListen);
          // A handshake the client gives up on is an error of the server's; some tests cause them.
          server?.on('error', (error: Error) => sink.errors.push(error.message));
          resolveListen();
        });
      }),
    close: () =>
      new Promise((resolveClose) => {
        if (!server) return resolveClose();
        const closing = server;
        server = undefined;
        closing.close(() => resolveClose());
      }),
  };
  return sink;
}

/** Received messages by Message-ID: how many copies of each arrived. */
export function copiesById(received: readonly Received[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const message of received) copies.set(message.messageId, (copies.get(message.messageId) ?? 0) + 1);
  return copies;
}

/** A self-signed certificate for an IP address (openssl), which a client trusts through NODE_EXTRA_CA_CERTS=caFile. */
export function selfSignedCertificate(address: string): { key: string; cert: string; caFile: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'smtp-cert-'));
  const [keyFile, caFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=smtp.intake.test', '-addext', `subjectAltName=IP:${address}`, '-keyout', keyFile, '-out', caFile,
  ], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(caFile, 'utf8'), caFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/*
 * Runs inside the namespace: accepts connections and relays each to the sink outside, reporting
 * every byte the client sent as a JSON line ({"c": connection, "d": base64}).
 */
const TAP_SCRIPT = `
const net = require('node:net');
const [listenHost, listenPort, targetHost, targetPort] = process.argv.slice(1);
let next = 0;
const report = (line) => process.stdout.write(JSON.stringify(line) + '\\n');
net.createServer((client) => {
  const c = next++;
  const upstream = net.connect(Number(targetPort), targetHost);
  client.on('data', (chunk) => report({ c, d: chunk.toString('base64') }));
  client.pipe(upstream).on('error', () => client.destroy());
  upstream.pipe(client).on('error', () => upstream.destroy());
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
}).listen(Number(listenPort), listenHost, () => report({ listening: true }));
`;

export type Tap = {
  /** What each connection's client sent, as it crossed the wire. */
  sent: () => Buffer[];
  stop: () => Promise<void>;
};

/** A relay listening at host:port inside the namespace, to the sink's port at target, recording what clients send. */
export async function startTap(namespace: NetworkNamespace, listen: { host: string; port: number }, target: { host: string; port: number }): Promise<Tap> {
  const child: ChildProcess = namespace.spawn(process.execPath, ['-e', TAP_SCRIPT, listen.host, String(listen.port), target.host, String(target.port)]);
  const connections: Buffer[][] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, failed) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = JSON.parse(line) as { listening?: true; c?: number; d?: string };
      if (event.listening) ready();
      else if (event.c !== undefined && event.d !== undefined) (connections[event.c] ??= []).push(Buffer.from(event.d, 'base64'));
    });
    void exited.then(() => failed(new Error(`the tap in ${namespace.name} exited: ${stderr}`)));
  });
  return {
    sent: () => connections.map((chunks) => Buffer.concat(chunks)),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
