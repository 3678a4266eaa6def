import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { test as isCommonPassword } from 'fxa-common-password-list';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, SessionStage, StaffRole } from '../db';
import { networkOf } from '../network';
import { normalizeEmail } from '../store';
import { workGate } from '../throttle';

/*
 * Staff accounts, shared by the inbox's pages (./routes.ts) and the command line (../cli/staff.ts):
 * passwords, set-up links, recovery codes, sessions and the audit, all in the database, so that every
 * instance and the command line see the same state at once.
 */

export type Clock = () => number;

export const MIN_PASSWORD_LENGTH = 12;
export const SETUP_LINK_MS = 24 * 3_600_000;
export const RECOVERY_CODES = 10;

/** OWASP's Argon2id choice (m=19456 KiB, t=2, p=1); @node-rs/argon2 hashes with Argon2id by default. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
/** 32 random bytes, base64url: session ids and set-up tokens. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Two verifications at once per process and eight in line: a burst of sign-ins cannot queue hundreds
// of 19 MiB hashes (the sign-in throttle admits ten per account and client, so one burst fits).
const argon2Gate = workGate(2, 8);

/** verifyPassword, unless this process already has as many verifications running and waiting as it takes: then undefined at once. */
export async function verifyPasswordBounded(stored: string, password: string): Promise<boolean | undefined> {
  return (await argon2Gate(() => verifyPassword(stored, password)))?.value;
}

/** Why a new password is refused, or undefined when it will do. */
export function passwordProblem(password: string, email: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Enter at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > 256) return 'Enter at most 256 characters';
  // Mozilla's list (the top 50,000 of SecLists' 10 million, 8 characters or more), as typed and lower-cased.
  if (isCommonPassword(password) || isCommonPassword(password.toLowerCase())) return 'This password is too common; choose another';
  if (password.toLowerCase().includes(email.split('@')[0]?.toLowerCase() || '\u0000')) return 'Do not use your email address in the password';
  return undefined;
}

export const isEmail = (email: string): boolean => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) && email.length <= 254;

export type Account = { id: string; email: string; name: string; role: StaffRole; disabled: boolean; hasPassword: boolean; hasTotp: boolean };

const accountColumns = ['id', 'email', 'name', 'role', 'disabled', 'password_hash', 'totp_secret'] as const;
type AccountRow = { id: string; email: string; name: string; role: StaffRole; disabled: number; password_hash: string | null; totp_secret: string | null };
const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: Number(row.disabled) === 1,
  hasPassword: row.password_hash !== null,
  hasTotp: row.totp_secret !== null,
});

export async function findAccount(db: Db, email: string): Promise<Account | undefined> {
  const row = await db.selectFrom('staff_account').select(accountColumns).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row && toAccount(row);
}

export async function getAccount(db: Db, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('staff_account').select(accountColumns).where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

export async function listAccounts(db: Db, clock: Clock, limits: SessionLimits): Promise<Array<Account & { sessions: number }>> {
  const now = clock();
  const rows = await db
    .selectFrom('staff_account')
    .leftJoin('staff_session', (join) =>
      join
        .onRef('staff_session.account_id', '=', 'staff_account.id')
        .on('staff_session.stage', '=', 'full')
        .on('staff_session.last_seen_at', '>', now - limits.idleMs)
        .on('staff_session.created_at', '>', now - limits.maxMs),
    )
    .select(['staff_account.id', 'staff_account.email', 'staff_account.name', 'staff_account.role', 'staff_account.disabled', 'staff_account.password_hash', 'staff_account.totp_secret'])
    .select((eb) => eb.fn.count<number | string>('staff_session.id_hash').as('sessions'))
    .groupBy(['staff_account.id', 'staff_account.email', 'staff_account.name', 'staff_account.role', 'staff_account.disabled', 'staff_account.password_hash', 'staff_account.totp_secret'])
    .orderBy('staff_account.name')
    .execute();
  return rows.map((row) => ({ ...toAccount(row), sessions: Number(row.sessions) }));
}

export class AccountExists extends Error {}

/** A new account with a set-up link (the token, to put in the link; only its hash is stored). */
export async function addAccount(db: Db, clock: Clock, input: { email: string; name: string; role: StaffRole }): Promise<{ id: string; token: string }> {
  const email = normalizeEmail(input.email);
  if (await db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirst()) throw new AccountExists(email);
  const token = newSecret();
  const id = randomUUID();
  await db
    .insertInto('staff_account')
    .values({ id, email, name: input.name.trim(), role: input.role, created_at: clock(), setup_token_hash: sha256(token), setup_expires_at: clock() + SETUP_LINK_MS })
    .execute();
  return { id, token };
}

/** An account named by its address (the command line) or its id (the pages). */
export type AccountKey = { email: string } | { id: string };
const keyIs = (key: AccountKey) => (eb: ExpressionBuilder<Database, 'staff_account'>) => ('email' in key ? eb('email', '=', normalizeEmail(key.email)) : eb('id', '=', key.id));
const keyIsNot = (key: AccountKey) => (eb: ExpressionBuilder<Database, 'staff_account'>) => ('email' in key ? eb('email', '!=', normalizeEmail(key.email)) : eb('id', '!=', key.id));

/**
 * The active administrators (admin, set up with a second factor, not disabled) other than `key`. The
 * pages refuse to disable or demote the last one; the command line, which can always add another,
 * does not.
 */
const otherActiveAdmin = (db: Db, key: AccountKey) =>
  db.selectFrom('staff_account').select('id').where('role', '=', 'admin').where('disabled', '=', 0).where('totp_secret', 'is not', null).where(keyIsNot(key));

export class LastAdmin extends Error {}

/**
 * Disables an account and ends its sessions; false when there is none. With `keepAnAdmin`, throws
 * LastAdmin rather than disable the last active administrator (the check and the update are one
 * statement).
 */
export async function disableAccount(db: Db, key: AccountKey, { keepAnAdmin = false } = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx.updateTable('staff_account').set({ disabled: 1 }).where(keyIs(key));
    if (keepAnAdmin) update = update.where((eb) => eb.or([eb('role', '!=', 'admin'), eb('disabled', '=', 1), eb('totp_secret', 'is', null), eb.exists(otherActiveAdmin(trx, key))]));
    const row = await update.returning('id').executeTakeFirst();
    if (!row) {
      if (keepAnAdmin && (await trx.selectFrom('staff_account').select('id').where(keyIs(key)).executeTakeFirst())) throw new LastAdmin();
      return false;
    }
    await trx.deleteFrom('staff_session').where('account_id', '=', row.id).execute();
    return true;
  });
}

/** Lets a disabled account sign in again (with the password and second factor it had); false when there is none. */
export async function enableAccount(db: Db, key: AccountKey): Promise<boolean> {
  const result = await db.updateTable('staff_account').set({ disabled: 0 }).where(keyIs(key)).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new role; throws LastAdmin rather than demote the last active administrator. False when there is no such account. */
export async function setRole(db: Db, key: AccountKey, role: StaffRole): Promise<boolean> {
  let update = db.updateTable('staff_account').set({ role }).where(keyIs(key));
  if (role !== 'admin') update = update.where((eb) => eb.or([eb('role', '!=', 'admin'), eb('disabled', '=', 1), eb('totp_secret', 'is', null), eb.exists(otherActiveAdmin(db, key))]));
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  if (await db.selectFrom('staff_account').select('id').where(keyIs(key)).executeTakeFirst()) throw new LastAdmin();
  return false;
}

/**
 * A new set-up link: the password, the second factor, the recovery codes and every session go. In the
 * caller's transaction (`resetAccount` opens one), so that the pages can queue the mail with it.
 */
export async function resetAccountIn(trx: Db, clock: Clock, key: AccountKey): Promise<{ token: string; account: Account } | undefined> {
  const token = newSecret();
  const row = await trx
    .updateTable('staff_account')
    .set({ password_hash: null, totp_secret: null, totp_pending: null, totp_last_step: null, setup_token_hash: sha256(token), setup_expires_at: clock() + SETUP_LINK_MS })
    .where(keyIs(key))
    .returning(accountColumns)
    .executeTakeFirst();
  if (!row) return undefined;
  await trx.deleteFrom('staff_session').where('account_id', '=', row.id).execute();
  await trx.deleteFrom('staff_recovery_code').where('account_id', '=', row.id).execute();
  return { token, account: toAccount(row) };
}

/** resetAccountIn in a transaction of its own; the token for the new link, or undefined when there is no such account. */
export async function resetAccount(db: Db, clock: Clock, key: AccountKey): Promise<string | undefined> {
  return (await db.transaction().execute((trx) => resetAccountIn(trx, clock, key)))?.token;
}

export const setupLink = (staffUrl: string, token: string): string => `${staffUrl}/staff/setup/${token}`;

/** The account a set-up token opens, while it is unused and unexpired. */
export async function accountForSetup(db: Db, clock: Clock, token: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('staff_account')
    .select(accountColumns)
    .where('setup_token_hash', '=', sha256(token))
    .where('setup_expires_at', '>', clock())
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** Sets the password and spends the token (once: a second use finds nothing to update). */
export async function completeSetupPassword(db: Db, clock: Clock, token: string, passwordHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('staff_account')
    .set({ password_hash: passwordHash, setup_token_hash: null, setup_expires_at: null })
    .where('setup_token_hash', '=', sha256(token))
    .where('setup_expires_at', '>', clock())
    .where('disabled', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

// ---------------------------------------------------------------------------------------------
// Recovery codes

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 10 characters from 31 (about 50 bits), shown as xxxxx-xxxxx; compared without case, spaces or dashes. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Replaces the account's recovery codes; returns the new ones (stored only as hashes). */
export async function newRecoveryCodes(db: Db, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_code').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(codes.map((code) => ({ account_id: accountId, code_hash: sha256(normaliseCode(code)) })))
      .execute();
  });
  return codes;
}

/** Spends a recovery code: true once per code. */
export async function useRecoveryCode(db: Db, clock: Clock, accountId: string, code: string): Promise<boolean> {
  const normalised = normaliseCode(code);
  if (!/^[a-z0-9]{10}$/.test(normalised)) return false;
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: clock() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', sha256(normalised))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------
// Sessions

export type SessionLimits = { idleMs: number; maxMs: number };
/** A half-finished sign-in or set-up (password given, code not yet) lasts this long at most. */
const PARTIAL_SESSION_MS = 15 * 60_000;

export type Session = { idHash: string; stage: SessionStage; createdAt: number; account: Account; recoveryCodes: string[] | undefined };

/**
 * A new session; returns the cookie's value (only its SHA-256 is stored). Sessions that have run out
 * and were never presented again go at the same time, so the table holds live sessions only.
 */
export async function openSession(db: Db, clock: Clock, limits: SessionLimits, accountId: string, stage: SessionStage): Promise<string> {
  const id = newSecret();
  const now = clock();
  await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('created_at', '<=', now - Math.max(limits.maxMs, PARTIAL_SESSION_MS)), eb('last_seen_at', '<=', now - Math.max(limits.idleMs, PARTIAL_SESSION_MS))]))
    .execute();
  await db.insertInto('staff_session').values({ id_hash: sha256(id), account_id: accountId, stage, created_at: now, last_seen_at: now }).execute();
  return id;
}

/**
 * The live session a cookie names, its last use moved to now; undefined (and the row gone) when it has
 * been idle too long, is too old, or its account is disabled.
 */
export async function readSession(db: Db, clock: Clock, limits: SessionLimits, cookie: string): Promise<Session | undefined> {
  const idHash = sha256(cookie);
  const row = await db
    .selectFrom('staff_session')
    .innerJoin('staff_account', 'staff_account.id', 'staff_session.account_id')
    .select(['staff_session.stage', 'staff_session.created_at', 'staff_session.last_seen_at', 'staff_session.recovery_codes', 'staff_account.id', 'staff_account.email', 'staff_account.name', 'staff_account.role', 'staff_account.disabled', 'staff_account.password_hash', 'staff_account.totp_secret'])
    .where('staff_session.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = clock();
  const created = Number(row.created_at);
  const idle = row.stage === 'full' ? limits.idleMs : PARTIAL_SESSION_MS;
  const max = row.stage === 'full' ? limits.maxMs : PARTIAL_SESSION_MS;
  if (Number(row.disabled) === 1 || now - Number(row.last_seen_at) >= idle || now - created >= max) {
    await db.deleteFrom('staff_session').where('id_hash', '=', idHash).execute();
    return undefined;
  }
  // One write a minute at most per session: enough for an idle time-out counted in minutes.
  if (now - Number(row.last_seen_at) > 60_000) await db.updateTable('staff_session').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
  return { idHash, stage: row.stage, createdAt: created, account: toAccount(row), recoveryCodes: row.recovery_codes ? (JSON.parse(row.recovery_codes) as string[]) : undefined };
}

export type OpenSession = { idHash: string; createdAt: number; lastSeenAt: number };

/** An account's signed-in sessions that are still live, newest first. */
export async function listSessions(db: Db, clock: Clock, limits: SessionLimits, accountId: string): Promise<OpenSession[]> {
  const now = clock();
  const rows = await db
    .selectFrom('staff_session')
    .select(['id_hash', 'created_at', 'last_seen_at'])
    .where('account_id', '=', accountId)
    .where('stage', '=', 'full')
    .where('last_seen_at', '>', now - limits.idleMs)
    .where('created_at', '>', now - limits.maxMs)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ idHash: row.id_hash, createdAt: Number(row.created_at), lastSeenAt: Number(row.last_seen_at) }));
}

/** Ends one session of an account (the id must belong to it); whether there was one. */
export async function endSessionOf(db: Db, accountId: string, idHash: string): Promise<boolean> {
  const result = await db.deleteFrom('staff_session').where('account_id', '=', accountId).where('id_hash', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staff_session').where('id_hash', '=', idHash).execute();
}

/** Ends every session of an account; how many there were. */
export async function endAllSessions(db: Db, accountId: string): Promise<number> {
  const result = await db.deleteFrom('staff_session').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------------------------------------
// Audit

/** One line of the staff audit: who (an account), what, on what (an id), with counts or a filter; never an enquirer's data. */
export type AuditEntry = { accountId: string | null; action: string; ip: string; target?: string; detail?: Record<string, unknown> };

export async function audit(db: Db, clock: Clock, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({ id: randomUUID(), account_id: entry.accountId, action: entry.action, at: clock(), network: networkOf(entry.ip), target: entry.target ?? null, detail: entry.detail ? JSON.stringify(entry.detail) : null })
    .execute();
}
