import { randomBytes } from 'node:crypto';
import { ImapFlow } from 'imapflow';

/*
 * A mailbox of a test's own on the Dovecot that server/test/support/with-dovecot.sh started
 * (TEST_IMAP_URL), and the way mail arrives in it: IMAP APPEND, as a delivery agent would put it there.
 */

/** The Dovecot of this run, when the wrapper started one. */
export const IMAP_URL = process.env.TEST_IMAP_URL?.trim() || undefined;

export type TestMailbox = {
  /** IMAP_URL for a server that reads this mailbox. */
  url: string;
  name: string;
  /** Puts a message (raw RFC 5322 text) into the mailbox; answers its UID. */
  deliver: (raw: string | Buffer) => Promise<number>;
  /** Deletes the mailbox and makes it again under the same name: a new UIDVALIDITY, the UIDs counted from 1. */
  recreate: () => Promise<void>;
  /** UIDs of the messages in the mailbox, and which are \Seen. */
  messages: () => Promise<Array<{ uid: number; seen: boolean }>>;
  close: () => Promise<void>;
};

function client(url: URL): ImapFlow {
  return new ImapFlow({
    host: url.hostname,
    port: Number(url.port),
    secure: true,
    // The wrapper's certificate is self-signed.
    tls: { rejectUnauthorized: false },
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
  });
}

/** A new, empty mailbox on the test server, named for the test (and random, so runs never share one). */
export async function createTestMailbox(label = 'test'): Promise<TestMailbox> {
  if (!IMAP_URL) throw new Error('TEST_IMAP_URL is not set: run through server/test/support/with-dovecot.sh (bash server/test/support/with-dovecot.sh npx jest -c server/jest.config.mjs server/test/mail/inbound.test.ts)');
  const base = new URL(IMAP_URL);
  const name = `${label.replace(/[^a-z0-9-]/gi, '-')}-${randomBytes(4).toString('hex')}`;
  const imap = client(base);
  await imap.connect();
  await imap.mailboxCreate(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    deliver: async (raw) => {
      const appended = await imap.append(name, typeof raw === 'string' ? raw.replace(/\r?\n/g, '\r\n') : raw).catch((error: Error & { responseText?: string }) => {
        throw new Error(`APPEND to ${name} failed: ${error.responseText ?? error.message}`);
      });
      if (!appended) throw new Error('APPEND answered nothing');
      return Number(appended.uid);
    },
    recreate: async () => {
      await imap.mailboxDelete(name);
      await imap.mailboxCreate(name);
    },
    messages: async () => {
      const lock = await imap.getMailboxLock(name, { readOnly: true });
      try {
        const found: Array<{ uid: number; seen: boolean }> = [];
        if ((imap.mailbox && typeof imap.mailbox === 'object' ? imap.mailbox.exists : 0) === 0) return found;
        for await (const message of imap.fetch('1:*', { uid: true, flags: true })) found.push({ uid: message.uid, seen: message.flags?.has('\\Seen') ?? false });
        return found;
      } finally {
        lock.release();
      }
    },
    close: async () => {
      await imap.mailboxDelete(name).catch(() => undefined);
      await imap.logout().catch(() => undefined);
    },
  };
}

/** A message as a mail program would send it: headers first, a blank line, the body. */
export function rawMessage(headers: Record<string, string | undefined>, body: string): string {
  const lines = Object.entries(headers)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}: ${value}`);
  if (!('Message-ID' in headers)) lines.push(`Message-ID: <${randomBytes(8).toString('hex')}@mail.example.net>`);
  if (!('Date' in headers)) lines.push(`Date: ${new Date().toUTCString()}`);
  if (!('MIME-Version' in headers)) lines.push('MIME-Version: 1.0');
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) lines.push('Content-Type: text/plain; charset=utf-8');
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;
}
