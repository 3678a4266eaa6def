import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { site } from '@/content/site';
import type { Db } from '../platform/db';
import type { Clock } from './accounts';

const ISSUER = `${site.name} staff`;
const PERIOD_S = 30;

const totpFor = (secret: string, email: string) => new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/**
 * The secret a session is setting up: the same on a reload, so an app that has scanned it keeps
 * working; new (160 bits, as RFC 4226 recommends) the first time. Kept with that session only, so two
 * people on the page never see the same key.
 */
export async function pendingTotp(db: Db, sessionIdHash: string): Promise<string> {
  const row = await db.selectFrom('staff_session').select('totp_pending').where('id_hash', '=', sessionIdHash).executeTakeFirst();
  if (row?.totp_pending) return row.totp_pending;
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable('staff_session').set({ totp_pending: secret }).where('id_hash', '=', sessionIdHash).execute();
  return secret;
}

/** What the set-up page shows: the QR code as a data: URL (made here, no third party sees the secret) and the secret as text. */
export async function totpEnrolment(secret: string, email: string): Promise<{ qr: string; secret: string }> {
  const uri = totpFor(secret, email).toString();
  return { qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }), secret: secret.replace(/(.{4})/g, '$1 ').trim() };
}

/**
 * Accepts a code from the previous, current or next 30-second step (clocks drift) that is newer than
 * the last one accepted, and records its step in the same statement: a code is good once, even when
 * two requests bring it at the same moment.
 */
export async function acceptTotp(db: Db, clock: Clock, account: { id: string; email: string }, secret: string, code: string): Promise<boolean> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const now = clock();
  const delta = totpFor(secret, account.email).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  const result = await db
    .updateTable('staff_account')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The session's pending secret becomes the account's second factor once a code from it is accepted,
 * if the account has none yet and its set-up link is unexpired (one statement: of two sessions
 * confirming at once, one wins). The link is spent, and every other half-finished set-up ends.
 */
export async function confirmTotp(db: Db, clock: Clock, account: { id: string; email: string }, sessionIdHash: string, code: string): Promise<boolean> {
  const row = await db.selectFrom('staff_session').select('totp_pending').where('id_hash', '=', sessionIdHash).where('account_id', '=', account.id).executeTakeFirst();
  if (!row?.totp_pending) return false;
  if (!(await acceptTotp(db, clock, account, row.totp_pending, code))) return false;
  const confirmed = await db
    .updateTable('staff_account')
    .set({ totp_secret: row.totp_pending, totp_pending: null, setup_token_hash: null, setup_expires_at: null })
    .where('id', '=', account.id)
    .where('totp_secret', 'is', null)
    .where('setup_expires_at', '>', clock())
    .where('disabled', '=', 0)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('staff_session').where('account_id', '=', account.id).where('stage', '=', 'enrol').where('id_hash', '!=', sessionIdHash).execute();
  return true;
}

export async function checkTotp(db: Db, clock: Clock, account: { id: string; email: string }, code: string): Promise<boolean> {
  const row = await db.selectFrom('staff_account').select('totp_secret').where('id', '=', account.id).executeTakeFirst();
  return row?.totp_secret ? acceptTotp(db, clock, account, row.totp_secret, code) : false;
}

/** How long after the current code (or a recovery code) was given the new phone's key may be confirmed. */
export const MOVE_WINDOW_MS = 10 * 60_000;

/*
 * Moving to a new phone keeps its key in the signed-in session's `totp_pending`, as enrolment does, with
 * when it was made in front ("<ms>.<key>"): only the step that checked the current code writes it, so the
 * new key's page opens from that step, in that session, for MOVE_WINDOW_MS. Enrolment reads only its own
 * (enrol-stage) sessions' keys, and never this form.
 */
const MOVE = /^(\d{1,16})\.([A-Z2-7]+)$/;

/** A new key for this session's move, made now (a key from an earlier start is replaced). */
export async function startTotpMove(db: Db, clock: Clock, sessionIdHash: string): Promise<void> {
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable('staff_session').set({ totp_pending: `${clock()}.${secret}` }).where('id_hash', '=', sessionIdHash).execute();
}

/** The key this session's move is setting up, while its window is open. */
export async function movingTotp(db: Db, clock: Clock, accountId: string, sessionIdHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('staff_session').select('totp_pending').where('id_hash', '=', sessionIdHash).where('account_id', '=', accountId).where('stage', '=', 'full').executeTakeFirst();
  const move = MOVE.exec(row?.totp_pending ?? '');
  return move && clock() - Number(move[1]) < MOVE_WINDOW_MS ? move[2] : undefined;
}

/**
 * The session's new key replaces the account's once a code from the new app is accepted: the secret and
 * the step of that code in one statement, so the old phone's codes stop at once and the accepted code
 * cannot be given again. The step is set, not compared: a code of the old key in the same 30 seconds
 * (the one that opened the move) must not refuse the new key's. The pending key is claimed first, so of
 * two requests bringing the same code one moves the account.
 */
export async function moveTotp(db: Db, clock: Clock, account: { id: string; email: string }, sessionIdHash: string, code: string): Promise<boolean> {
  const secret = await movingTotp(db, clock, account.id, sessionIdHash);
  const token = code.replace(/\s/g, '');
  if (!secret || !/^\d{6}$/.test(token)) return false;
  const now = clock();
  const delta = totpFor(secret, account.email).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('staff_session').set({ totp_pending: null }).where('id_hash', '=', sessionIdHash).where('totp_pending', 'like', `%.${secret}`).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const moved = await trx.updateTable('staff_account').set({ totp_secret: secret, totp_last_step: step }).where('id', '=', account.id).where('disabled', '=', 0).where('totp_secret', 'is not', null).executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  });
}
