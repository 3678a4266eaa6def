import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { site } from '@/content/site';
import type { Db } from '../db';
import type { Clock } from './accounts';

const ISSUER = `${site.name} staff`;
const PERIOD_S = 30;

const totpFor = (secret: string, email: string) => new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret (160 bits, as RFC 4226 recommends), kept pending until a code from it is confirmed. */
export async function beginTotp(db: Db, accountId: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable('staff_account').set({ totp_pending: secret }).where('id', '=', accountId).execute();
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

/** The pending secret becomes the account's second factor once a code from it is accepted. */
export async function confirmTotp(db: Db, clock: Clock, account: { id: string; email: string }, code: string): Promise<boolean> {
  const row = await db.selectFrom('staff_account').select('totp_pending').where('id', '=', account.id).executeTakeFirst();
  if (!row?.totp_pending) return false;
  if (!(await acceptTotp(db, clock, account, row.totp_pending, code))) return false;
  await db.updateTable('staff_account').set({ totp_secret: row.totp_pending, totp_pending: null }).where('id', '=', account.id).execute();
  return true;
}

export async function checkTotp(db: Db, clock: Clock, account: { id: string; email: string }, code: string): Promise<boolean> {
  const row = await db.selectFrom('staff_account').select('totp_secret').where('id', '=', account.id).executeTakeFirst();
  return row?.totp_secret ? acceptTotp(db, clock, account, row.totp_secret, code) : false;
}
