import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';

/** A message as the outbox hands it over: composed content plus its stable Message-ID. */
export type OutgoingMessage = {
  messageId: string;
  from: string;
  to: Array<string | { name: string; address: string }>;
  replyTo?: string | { name: string; address: string };
  subject: string;
  date: Date;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Attachment[];
  /** Names the .eml file when there is no SMTP server. */
  fileName: string;
};

export type MailTransport = {
  /** For the start-up log: where mail goes, without credentials. */
  describe: string;
  send: (message: OutgoingMessage, signal?: AbortSignal) => Promise<void>;
  /** Takes back a message sent by mistake where that is possible (an .eml file; SMTP has no recall). */
  forget?: (fileName: string) => Promise<void>;
  close: () => void;
};

/** Time limits well inside the outbox's lease, so a hung server cannot hold a message for long. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 15_000 };

function mailOptions(message: OutgoingMessage, signal?: AbortSignal) {
  return {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    date: message.date,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments,
    signal,
  };
}

/**
 * SMTP through nodemailer (a pool, so a burst reuses connections; STARTTLS whenever the server offers
 * it, `smtps://` for implicit TLS), or, without SMTP_URL, each message written as an .eml file: the
 * very bytes an SMTP server would have received.
 */
export function createMailTransport(smtpUrl: string | undefined, mailDir: string): MailTransport {
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const transport = createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...TIMEOUTS });
    return {
      describe: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`,
      send: async (message, signal) => {
        await transport.sendMail(mailOptions(message, signal));
      },
      close: () => transport.close(),
    };
  }

  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: mailDir,
    send: async (message) => {
      const info = await transport.sendMail(mailOptions(message));
      await writeMailFile(mailDir, message.fileName, info.message as Buffer);
    },
    forget: (fileName) => rm(join(mailDir, fileName), { force: true }),
    close: () => transport.close(),
  };
}

/** Mail files hold personal data: only the server's own user may read them (whatever the umask). */
const MAIL_FILE_MODE = 0o600;
const MAIL_DIR_MODE = 0o700;
const PARTIAL = '.tmp';

/**
 * Writes one message as an .eml file: whole, then renamed, so a reader never opens half a message and a
 * re-send replaces it. A write that fails (ENOSPC on a full disk) removes its partial file and throws:
 * the outbox keeps the message and retries it. Asynchronous: the file system's latency never holds up
 * the requests this process serves.
 */
async function writeMailFile(mailDir: string, fileName: string, bytes: Buffer): Promise<void> {
  await mkdir(mailDir, { recursive: true, mode: MAIL_DIR_MODE });
  const path = join(mailDir, fileName);
  try {
    await writeFile(`${path}${PARTIAL}`, bytes, { mode: MAIL_FILE_MODE });
    await rename(`${path}${PARTIAL}`, path);
  } catch (error) {
    await rm(`${path}${PARTIAL}`, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes partial .eml files a process left when it was killed mid-write (its message is still in the
 * outbox and is written again). Only those older than a minute: another instance sharing the folder may
 * be writing one right now.
 */
export async function removePartialMailFiles(mailDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(`.eml${PARTIAL}`))) {
    const path = join(mailDir, name);
    const modified = await stat(path).then((s) => s.mtimeMs, () => now);
    if (now - modified < 60_000) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
