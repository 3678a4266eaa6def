import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { ImapConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { loggableError } from '../../platform/loggable-error';
import { DAY_MS } from '../../platform/repeat';
import { plainCause } from '../alarm';
import type { MailSettings } from '../content';
import { wakeOutbox, type Clock } from '../outbox';
import { queueAnswerNotice } from './answer';
import { keepAttachments } from './attachments';
import { MAX_INBOUND_BYTES, parseInbound, type ParsedInbound } from './parse';
import { isOwnMessage, placeMessage } from './place';
import { automaticSince, claimMailbox, isStored, mailboxProgress, recordMailboxHealth, releaseMailbox, saveProgress, storeInbound } from './store';

/*
 * The reader of the enquiries mailbox (IMAP_URL). One instance at a time holds the mailbox's lease
 * (inbound_mailbox) and reads it: new messages by UID after the last one stored, told of at once by IDLE
 * where the server has it, looked for every IMAP_POLL_SECONDS otherwise. Each message is stored once
 * by its key whoever reads it (store.ts), and the progress only moves past a message once it is stored,
 * so a reader stopped anywhere reads the rest next time. A mailbox that cannot be reached is retried
 * with back-off, and said where staff look (the mail alarm) while it stays unreachable.
 */

/** Automatic messages (auto-replies, bounces, lists) stored per sender address per day; past it they are dropped. */
export const AUTOMATIC_PER_ADDRESS_PER_DAY = 5;
/** First wait after a failure; doubled each time up to IMAP_POLL_SECONDS. */
const FIRST_BACKOFF_MS = 1_000;

export type ReaderSettings = {
  imap: ImapConfig;
  mail: MailSettings;
  domain: string;
  replyTo: string;
  clock: Clock;
  log: FastifyBaseLogger;
};

type OAuthToken = { value: string; expiresAt: number };

/** An access token from the provider's token endpoint, by the refresh token (RFC 6749 section 6). */
async function fetchAccessToken(auth: Extract<ImapConfig['auth'], { kind: 'oauth' }>): Promise<OAuthToken> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: auth.refreshToken, client_id: auth.clientId });
  if (auth.clientSecret) form.set('client_secret', auth.clientSecret);
  const response = await fetch(auth.tokenUrl, { method: 'POST', body: form, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
  if (!response.ok || typeof body.access_token !== 'string') {
    throw Object.assign(new Error(`the OAuth token endpoint refused the refresh token (HTTP ${response.status}${typeof body.error === 'string' ? `, ${body.error.slice(0, 60)}` : ''}): check IMAP_OAUTH_*`), { code: 'EAUTH' });
  }
  const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
  return { value: body.access_token, expiresAt: Date.now() + seconds * 1000 };
}

/** What is kept of a message that cannot be parsed: its key and size, and a note; unmatched for staff. */
function unreadable(raw: Buffer): ParsedInbound {
  return {
    dedupeKey: `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    messageId: undefined,
    threadIds: [],
    from: { address: '', name: '' },
    recipients: [],
    subject: '(unreadable message)',
    sentAt: undefined,
    automatic: undefined,
    body: '(This message could not be read. Look for it in the mailbox.)',
    quoted: '',
    attachments: [],
    pdfs: [],
    bytes: raw.length,
  };
}

export class MailboxReader {
  private readonly holder = randomUUID();
  private readonly key: string;
  private stopped = false;
  private client: ImapFlow | undefined;
  private wakeUp: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private token: OAuthToken | undefined;
  private failures = 0;
  /** New mail was announced (EXISTS) since the last read began: read again before waiting. */
  private announced = false;
  /** For the tests' log reading and the operator: counts since start. */
  readonly counts = { stored: 0, duplicates: 0, own: 0, automaticDropped: 0 };

  constructor(
    private readonly db: Db,
    private readonly settings: ReaderSettings,
  ) {
    const { imap } = settings;
    this.key = `${imap.user.toLowerCase()}@${imap.host.toLowerCase()}:${imap.port}/${imap.mailbox}`;
  }

  start(): void {
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.client?.logout().catch(() => this.client?.close());
    await this.running;
    await releaseMailbox(this.db, this.key, this.holder).catch(() => undefined);
  }

  /** The wait after the latest of `failures` failures in a row: 1 s, doubling, at most IMAP_POLL_SECONDS. */
  private backoff(): number {
    return Math.min(FIRST_BACKOFF_MS * 2 ** Math.min(this.failures - 1, 16), this.settings.imap.pollMs);
  }

  private get leaseMs(): number {
    return this.settings.imap.pollMs * 2 + 30_000;
  }

  /** Waits `ms`, or less when woken (new mail, a stop). */
  private pause(ms: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(finish, ms);
      timer.unref();
      function finish() {
        clearTimeout(timer);
        done();
      }
      this.wakeUp = finish;
    });
  }

  private async loop(): Promise<void> {
    const { log, imap } = this.settings;
    while (!this.stopped) {
      let holding = false;
      try {
        holding = await claimMailbox(this.db, this.key, this.holder, this.settings.clock(), this.leaseMs);
      } catch (error) {
        log.warn({ err: loggableError(error as Error) }, 'mail in: cannot read the mailbox lease from the database; trying again');
      }
      if (!holding) {
        // Another instance reads it; this one looks again in case that one stops.
        await this.pause(imap.pollMs);
        continue;
      }
      try {
        await this.session();
        this.failures = 0;
      } catch (error) {
        if (this.stopped) break;
        this.failures += 1;
        const failed = error as Error & { code?: string; authenticationFailed?: boolean; responseText?: string };
        const cause = failed.authenticationFailed
          ? 'the login was refused (the user or password in IMAP_URL, or IMAP_OAUTH_*)'
          : plainCause(`${failed.code ?? ''} ${failed.responseText ?? failed.message}`.trim()).replace(/SMTP_URL/g, 'IMAP_URL');
        await recordMailboxHealth(this.db, this.key, { at: this.settings.clock(), cause }).catch(() => undefined);
        if (this.failures === 1 || this.failures % 10 === 0) log.warn({ err: loggableError(error as Error), failures: this.failures, retryInMs: this.backoff(), mailbox: imap.mailbox }, 'mail in: the enquiries mailbox cannot be read (IMAP_URL); retrying with back-off');
      } finally {
        const client = this.client;
        this.client = undefined;
        client?.close();
      }
      if (!this.stopped && this.failures > 0) await this.pause(this.backoff());
    }
  }

  private async connect(): Promise<ImapFlow> {
    const { imap } = this.settings;
    let auth: { user: string; pass?: string; accessToken?: string };
    if (imap.auth.kind === 'oauth') {
      if (!this.token || this.token.expiresAt - 60_000 < Date.now()) this.token = await fetchAccessToken(imap.auth);
      auth = { user: imap.user, accessToken: this.token.value };
    } else auth = { user: imap.user, pass: imap.auth.pass };
    const client = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: imap.secure,
      // imap://: STARTTLS or nothing; never the password in plain text.
      doSTARTTLS: imap.secure ? undefined : true,
      tls: { rejectUnauthorized: !imap.insecure, minVersion: 'TLSv1.2' },
      auth,
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      socketTimeout: 5 * 60_000,
    });
    // An error after connect ends the session; the loop reconnects.
    client.on('error', () => undefined);
    this.client = client;
    await client.connect();
    return client;
  }

  /** One connection: read what is new, then wait (IDLE, or a pause) and read again, until it breaks or the reader stops. */
  private async session(): Promise<void> {
    const { imap, log } = this.settings;
    const client = await this.connect();
    const box = await client.mailboxOpen(imap.mailbox);
    const uidValidity = String(box.uidValidity);
    const idle = client.capabilities.has('IDLE');
    log.info({ mailbox: imap.mailbox, idle }, `mail in: reading the enquiries mailbox (${idle ? 'IDLE' : `polled every ${imap.pollMs / 1000} s`})`);
    await recordMailboxHealth(this.db, this.key, undefined);
    this.failures = 0;
    client.on('exists', () => {
      this.announced = true;
      this.wakeUp?.();
    });
    client.on('close', () => this.wakeUp?.());
    while (!this.stopped && client.usable) {
      if (!(await claimMailbox(this.db, this.key, this.holder, this.settings.clock(), this.leaseMs))) {
        log.info('mail in: another instance took the mailbox over; this one stands by');
        return;
      }
      this.announced = false;
      await this.readNew(client, uidValidity);
      if (this.stopped) return;
      // Announced while that read ran (an answer to its last command): no wait.
      if (this.announced) continue;
      const woken = this.pause(imap.pollMs);
      if (idle) {
        // Ends when any command is sent next (imapflow breaks IDLE first).
        client.idle().catch(() => undefined);
        await woken;
      } else {
        await woken;
        if (client.usable) await client.noop();
      }
    }
    if (!this.stopped && !client.usable) throw Object.assign(new Error('the connection to the mailbox closed'), { code: 'ECONNRESET' });
  }

  /** Stores every message after the last one stored, in UID order, moving the progress after each. */
  private async readNew(client: ImapFlow, uidValidity: string): Promise<void> {
    const progress = await mailboxProgress(this.db, this.key);
    // A new UIDVALIDITY renumbered the mailbox: read it all again (what was stored stays stored once, by key).
    const after = progress.uidValidity === uidValidity ? progress.lastUid : 0;
    const found: Array<{ uid: number; size: number; messageId: string | undefined }> = [];
    for await (const message of client.fetch(`${after + 1}:*`, { uid: true, size: true, envelope: true }, { uid: true })) {
      // n:* names the last message even when it is older than n.
      if (message.uid > after) found.push({ uid: message.uid, size: message.size ?? 0, messageId: message.envelope?.messageId });
    }
    found.sort((a, b) => a.uid - b.uid);
    for (const entry of found) {
      if (this.stopped) return;
      const key = entry.messageId?.match(/<[^<>\s]+>/)?.[0]?.toLowerCase();
      if (key && (await isStored(this.db, key))) this.counts.duplicates += 1;
      else await this.take(client, entry);
      await saveProgress(this.db, this.key, this.holder, { uidValidity, lastUid: entry.uid }, this.settings.clock());
    }
  }

  private async take(client: ImapFlow, entry: { uid: number; size: number }): Promise<void> {
    let message: ParsedInbound;
    if (entry.size > MAX_INBOUND_BYTES) {
      // Its headers only: staff see who sent what, not a body this large.
      const headers = await client.fetchOne(String(entry.uid), { uid: true, headers: true }, { uid: true });
      message = await parseInbound(Buffer.concat([headers && headers.headers ? headers.headers : Buffer.alloc(0), Buffer.from('\r\n')]));
      message.body = `(This message was ${(entry.size / 1024 / 1024).toFixed(1)} MB, more than the ${MAX_INBOUND_BYTES / 1024 / 1024} MB the inbox reads: its text and attachments were not downloaded. Read it in the mailbox.)`;
      message.quoted = '';
      message.bytes = entry.size;
    } else {
      const fetched = await client.fetchOne(String(entry.uid), { uid: true, source: true }, { uid: true });
      if (!fetched || !fetched.source) return;
      try {
        message = await parseInbound(fetched.source);
      } catch (error) {
        // A message mailparser cannot read at all is kept by its bytes' hash (so never read again), for staff to look at in the mailbox.
        this.settings.log.warn({ err: loggableError(error as Error), uid: entry.uid }, 'mail in: a message could not be parsed; recorded as unreadable');
        message = unreadable(fetched.source);
      }
    }
    await this.file(message);
  }

  /** Places a parsed message and stores it (once), or drops it when it is our own or one automatic message too many. */
  private async file(message: ParsedInbound): Promise<void> {
    const { log, clock } = this.settings;
    const now = clock();
    if (isOwnMessage(message, { replyTo: this.settings.replyTo, domain: this.settings.domain }, this.ownAddresses())) {
      this.counts.own += 1;
      return;
    }
    if (message.automatic && (await automaticSince(this.db, message.from.address, now - DAY_MS)) >= AUTOMATIC_PER_ADDRESS_PER_DAY) {
      this.counts.automaticDropped += 1;
      if (this.counts.automaticDropped === 1 || this.counts.automaticDropped % 100 === 0) log.warn({ dropped: this.counts.automaticDropped, why: message.automatic }, `mail in: automatic messages past ${AUTOMATIC_PER_ADDRESS_PER_DAY} a day from one address are not stored (an auto-reply loop or a flood)`);
      return;
    }
    const placement = await placeMessage(this.db, message, { replyTo: this.settings.replyTo, domain: this.settings.domain });
    const kept = await keepAttachments(message);
    const answer = placement.state === 'placed' && placement.by !== 'bcc' && !message.automatic;
    const id = await storeInbound(this.db, message, placement, kept, now, answer ? (trx, stored) => queueAnswerNotice(trx, placement.enquiryId, stored, { ...this.settings.mail, domain: this.settings.domain }, now) : undefined);
    if (id === undefined) {
      this.counts.duplicates += 1;
      return;
    }
    this.counts.stored += 1;
    if (answer) wakeOutbox(this.db);
    // No address, no subject: how it was filed.
    log.info({ inbound: id, state: placement.state, by: placement.state === 'placed' ? placement.by : undefined, automatic: message.automatic, attachments: message.attachments.length, kept: kept.length }, 'mail in: message stored');
  }

  private ownAddresses(): string[] {
    const from = /<([^<>]+)>\s*$/.exec(this.settings.mail.from)?.[1] ?? this.settings.mail.from;
    return [from.trim().toLowerCase(), this.settings.replyTo];
  }
}
