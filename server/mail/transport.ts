import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { DkimConfig, SmtpConfig } from '../platform/config';
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
 * `why`: the reason a message was not sent, in this module's own words or OpenSSL's, for the log. It
 * names no address (nodemailer's message for a refused envelope or body quotes the server, which may
 * quote one), so only failures before any envelope (TLS) get one.
 */
export type UndeliveredError = Error & { code?: string; why?: string };

/** Node's codes for a failed TLS handshake or certificate check. */
const TLS_FAILURE = /^(ERR_SSL_|ERR_TLS_|ERR_OSSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT|UNABLE_TO_|HOSTNAME_MISMATCH$)/;

function explained(error: unknown, smtp: SmtpConfig): unknown {
  const failure = error as UndeliveredError & { originalCode?: unknown; reason?: unknown };
  if (typeof failure?.message !== 'string') return error;
  if (failure.code === 'ETLS' && /upgrading connection with STARTTLS/i.test(failure.message)) {
    failure.why = smtp.requireTls
      ? 'the SMTP server does not accept STARTTLS, so nothing was sent: mail to a server off this machine goes encrypted or not at all (SMTP_INSECURE=1 would send it in plain text)'
      : 'the SMTP server offered STARTTLS, then refused it';
  } else if (failure.code === 'ETLS' || (typeof failure.originalCode === 'string' && TLS_FAILURE.test(failure.originalCode))) {
    // A handshake that failed: an untrusted certificate, no common protocol version (nodemailer
    // reports them as socket errors, keeping Node's code; OpenSSL's own message is long, its reason short).
    const detail = typeof failure.reason === 'string' ? failure.reason : failure.message.replace(/^Error initiating TLS - /, '');
    failure.why = `TLS with the SMTP server failed, so nothing was sent: ${detail}`;
  }
  return failure;
}

function describeSmtp(smtp: SmtpConfig): string {
  const tls = smtp.secure
    ? 'implicit TLS'
    : smtp.requireTls
      ? 'STARTTLS required'
      : smtp.plaintextAllowed === 'loopback'
        ? 'STARTTLS when offered: the server is on this machine'
        : 'STARTTLS when offered: SMTP_INSECURE=1';
  const host = isIP(smtp.host) === 6 ? `[${smtp.host}]` : smtp.host;
  return `${smtp.secure ? 'smtps' : 'smtp'}://${host}:${smtp.port} (${tls}, TLS 1.2 at least)`;
}

/**
 * SMTP through nodemailer (a pool, so a burst reuses connections; implicit TLS for smtps://, STARTTLS
 * required for smtp:// off this machine), or, without SMTP_URL, each message written as an .eml
 * file: the very bytes an SMTP server would have received. Signed with DKIM when configured.
 */
export function createMailTransport({ smtp, dkim, mailDir }: { smtp: SmtpConfig | undefined; dkim: DkimConfig | undefined; mailDir: string }): MailTransport {
  if (smtp) {
    const transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.auth,
      // Without it nodemailer goes on in plain text, login included, when the server (or whoever is
      // on the path) does not offer STARTTLS. With it, STARTTLS is sent even when not offered.
      requireTLS: smtp.requireTls,
      // Node's default already, but NODE_OPTIONS (--tls-min-v1.0) could lower it for the whole process.
      tls: { minVersion: 'TLSv1.2' },
      dkim,
      pool: true,
      maxConnections: 3,
      ...TIMEOUTS,
    });
    return {
      describe: describeSmtp(smtp),
      send: async (message, signal) => {
        try {
          await transport.sendMail(mailOptions(message, signal));
        } catch (error) {
          throw explained(error, smtp);
        }
      },
      close: () => transport.close(),
    };
  }

  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows', dkim });
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
