import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './harness';

/*
 * For the integration tests: a real SMTP server on loopback (npm smtp-server) that requires a login,
 * as a relay would, and keeps every message it accepted, raw and parsed.
 */

export type Received = { envelopeTo: string[]; raw: string; mail: ParsedMail; messageId: string };

export type SmtpSink = {
  port: number;
  /** SMTP_URL for the server under test. */
  url: string;
  received: Received[];
  /** 'accept', or refuse every message with a temporary (451) or permanent (550) error. */
  mode: 'accept' | 'defer' | 'reject';
  /** Starts listening (again) on the same port. */
  listen: () => Promise<void>;
  /** Stops listening: connections are refused, as when the mail server is down. */
  close: () => Promise<void>;
};

const USER = 'intake';
const PASS = 'loopback-secret';

export async function createSmtpSink(port?: number): Promise<SmtpSink> {
  const chosen = port ?? (await freePort());
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port: chosen,
    url: `smtp://${USER}:${PASS}@127.0.0.1:${chosen}`,
    received: [],
    mode: 'accept',
    listen: () =>
      new Promise((resolveListen, rejectListen) => {
        server = new SMTPServer({
          // Loopback has no certificate to offer; the login goes over the plain connection.
          disabledCommands: ['STARTTLS'],
          allowInsecureAuth: true,
          logger: false,
          // The server under test keeps pooled connections open; closing must not wait for them.
          closeTimeout: 500,
          size: 10 * 1024 * 1024,
          onAuth(auth, _session, callback) {
            if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
            else callback(new Error('535 Authentication failed'));
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
              simpleParser(raw).then(
                (mail) => {
                  sink.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, mail, messageId: mail.messageId ?? '' });
                  callback();
                },
                (error: Error) => callback(error),
              );
            });
          },
        });
        server.once('error', rejectListen);
        server.listen(chosen, '127.0.0.1', () => resolveListen());
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
