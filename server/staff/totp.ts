import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { site } from '@/content/site';
import type { Db } from '../db';
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
