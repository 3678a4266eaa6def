import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { test as isCommonPassword } from 'fxa-common-password-list';
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { EMAIL_PATTERN, MAX_SHORT_TEXT } from '@/lib/enquiry/limits';
import type { Database, Db, SessionStage, StaffRole } from '../platform/db';
import { networkOf } from '../platform/network';
import { normalizeEmail } from '../intake/store';
import { workGate } from '../platform/throttle';

/*
 * Staff accounts, shared by the inbox's pages (./routes.ts) and the command line (../cli/staff.ts):
 * passwords, set-up links, recovery codes, sessions and the audit, all in the database, so that every
 * instance and the command line see the same state at once.
 */

export type Clock = () => number;

export const MIN_PASSWORD_LENGTH = 12;
/** The shortest local part of an address that a password may not contain. */
const MIN_LOCAL_PART = 4;
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
  // A short local part (`h@...`) would forbid every password that holds its letters.
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= MIN_LOCAL_PART && password.toLowerCase().includes(local)) return 'Do not use your email address in the password';
  return undefined;
}

/** The intake's grammar: nothing a mailer reads as two recipients (`a,b@evil.test`) or a header. */
export const isEmail = (email: string): boolean => EMAIL_PATTERN.test(email) && email.length <= MAX_SHORT_TEXT;

/** `setupExpiresAt`: while the account is not set up, when its set-up link stops working (null: no link). */
export type Account = { id: string; email: string; name: string; role: StaffRole; disabled: boolean; hasPassword: boolean; hasTotp: boolean; setupExpiresAt: number | null };

const accountColumns = ['id', 'email', 'name', 'role', 'disabled', 'password_hash', 'totp_secret', 'setup_expires_at'] as const;
type AccountRow = { id: string; email: string; name: string; role: StaffRole; disabled: number; password_hash: string | null; totp_secret: string | null; setup_expires_at: number | string | null };
const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: Number(row.disabled) === 1,
  hasPassword: row.password_hash !== null,
  hasTotp: row.totp_secret !== null,
  setupExpiresAt: row.setup_expires_at === null ? null : Number(row.setup_expires_at),
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
    .select(['staff_account.id', 'staff_account.email', 'staff_account.name', 'staff_account.role', 'staff_account.disabled', 'staff_account.password_hash', 'staff_account.totp_secret', 'staff_account.setup_expires_at'])
    .select((eb) => eb.fn.count<number | string>('staff_session.id_hash').as('sessions'))
    .groupBy(['staff_account.id', 'staff_account.email', 'staff_account.name', 'staff_account.role', 'staff_account.disabled', 'staff_account.password_hash', 'staff_account.totp_secret', 'staff_account.setup_expires_at'])
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
 * Runs a change that could leave no active administrator, serialised with every other such change.
 * Each statement on PostgreSQL (READ COMMITTED) sees what was committed when it began, so two admins
 * disabling or demoting each other at once both found the other still active and both went (write
 * skew). Under one transaction-level advisory lock the second one's check runs after the first has
 * committed. SQLite's transactions begin IMMEDIATE (db.ts): one writer at a time already.
 */
function guarded<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext('staff-last-admin'))`.execute(trx);
    return run(trx);
  });
}

/** The account is no active administrator, or another one remains. */
const notTheLastAdmin = (trx: Db, key: AccountKey) => (eb: ExpressionBuilder<Database, 'staff_account'>) =>
  eb.or([eb('role', '!=', 'admin'), eb('disabled', '=', 1), eb('totp_secret', 'is', null), eb.exists(otherActiveAdmin(trx, key))]);

/**
 * Disables an account, ends its sessions and revokes its API keys (enabled again, the person makes new
 * ones); false when there is none. With `keepAnAdmin`, throws LastAdmin rather than disable the last
 * active administrator (checked under the guard's lock).
 */
/** What ending an account's access ended, for the audit: its sessions, and its API keys by id and name. */
export type Ended = { accountId: string; sessions: number; keys: { id: string; name: string }[] };

/** Ends every session and revokes every live API key of an account, inside the caller's transaction. */
async function endAccess(trx: Db, accountId: string, now: number): Promise<Ended> {
  const sessions = await trx.deleteFrom('staff_session').where('account_id', '=', accountId).executeTakeFirst();
  const keys = await trx.updateTable('staff_api_key').set({ revoked_at: now }).where('account_id', '=', accountId).where('revoked_at', 'is', null).returning(['id', 'name']).execute();
  return { accountId, sessions: Number(sessions.numDeletedRows), keys };
}

export async function disableAccount(db: Db, key: AccountKey, { keepAnAdmin = false, now = Date.now() } = {}): Promise<Ended | undefined> {
  const disable = async (trx: Db) => {
    let update = trx.updateTable('staff_account').set({ disabled: 1 }).where(keyIs(key));
    if (keepAnAdmin) update = update.where(notTheLastAdmin(trx, key));
    const row = await update.returning('id').executeTakeFirst();
    if (!row) {
      if (keepAnAdmin && (await trx.selectFrom('staff_account').select('id').where(keyIs(key)).executeTakeFirst())) throw new LastAdmin();
      return undefined;
    }
    return endAccess(trx, row.id, now);
  };
  return keepAnAdmin ? guarded(db, disable) : db.transaction().execute(disable);
}

/** Lets a disabled account sign in again (with the password and second factor it had); false when there is none. */
export async function enableAccount(db: Db, key: AccountKey): Promise<boolean> {
  const result = await db.updateTable('staff_account').set({ disabled: 0 }).where(keyIs(key)).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new role; throws LastAdmin rather than demote the last active administrator. False when there is no such account. */
export async function setRole(db: Db, key: AccountKey, role: StaffRole): Promise<boolean> {
  return guarded(db, async (trx) => {
    let update = trx.updateTable('staff_account').set({ role }).where(keyIs(key));
    if (role !== 'admin') update = update.where(notTheLastAdmin(trx, key));
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    if (await trx.selectFrom('staff_account').select('id').where(keyIs(key)).executeTakeFirst()) throw new LastAdmin();
    return false;
  });
}

/**
 * A new set-up link: the password, the second factor, the recovery codes and every session go. In the
 * caller's transaction (`resetAccount` opens one), so that the pages can queue the mail with it.
 */
export async function resetAccountIn(trx: Db, clock: Clock, key: AccountKey): Promise<{ token: string; account: Account; ended: Ended } | undefined> {
  const token = newSecret();
  const row = await trx
    .updateTable('staff_account')
    .set({ password_hash: null, totp_secret: null, totp_pending: null, totp_last_step: null, setup_token_hash: sha256(token), setup_expires_at: clock() + SETUP_LINK_MS })
    .where(keyIs(key))
    .returning(accountColumns)
    .executeTakeFirst();
  if (!row) return undefined;
  await trx.deleteFrom('staff_recovery_code').where('account_id', '=', row.id).execute();
  // A reset is what follows a lost phone or a leaked password: the keys made before it end too, or
  // they would work again the moment the account is set up anew.
  return { token, account: toAccount(row), ended: await endAccess(trx, row.id, clock()) };
}

/** resetAccountIn in a transaction of its own; undefined when there is no such account. */
export async function resetAccount(db: Db, clock: Clock, key: AccountKey): Promise<{ token: string; ended: Ended } | undefined> {
  return db.transaction().execute((trx) => resetAccountIn(trx, clock, key));
}

export const setupLink = (staffUrl: string, token: string): string => `${staffUrl}/staff/setup/${token}`;

/** The account a set-up token opens, until its authenticator is confirmed and while the link is unexpired. */
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

/** Whether an account may still set its authenticator up: not yet set up, and its link unexpired. */
export const enrolmentOpen = (account: Account, now: number): boolean => !account.disabled && !account.hasTotp && account.setupExpiresAt !== null && account.setupExpiresAt > now;

/**
 * Sets the password. The link stays the only way in, with its expiry, until the authenticator is
 * confirmed (confirmTotp spends it): the password alone opens nothing before then, and someone who
 * comes back to the link chooses it again.
 */
export async function completeSetupPassword(db: Db, clock: Clock, token: string, passwordHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('staff_account')
    .set({ password_hash: passwordHash })
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

/**
 * New recovery codes between the step that makes them and the page that shows them once: encrypted
 * under a key derived from the session's cookie, which the server never stores (only its SHA-256), so
 * the database alone does not hold them.
 */
const codesKey = (cookie: string) => createHmac('sha256', cookie).update('staff-recovery-codes').digest();

export function sealRecoveryCodes(cookie: string, codes: string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', codesKey(cookie), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(codes), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The codes sealed with this cookie, or undefined when they were not. */
export function openRecoveryCodes(cookie: string, sealed: string): string[] | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', codesKey(cookie), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const codes: unknown = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
    return Array.isArray(codes) && codes.every((code) => typeof code === 'string') ? codes : undefined;
  } catch {
    return undefined;
  }
}

/** How many of the account's recovery codes are still unused. */
export async function unusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const row = await db.selectFrom('staff_recovery_code').select((eb) => eb.fn.countAll<number | string>().as('n')).where('account_id', '=', accountId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(db: Db, clock: Clock, accountId: string, code: string): Promise<boolean> {
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
export const sessionLimits = (config: { staffSessionIdleMinutes: number; staffSessionMaxHours: number }): SessionLimits => ({
  idleMs: config.staffSessionIdleMinutes * 60_000,
  maxMs: config.staffSessionMaxHours * 3_600_000,
});
/** A half-finished sign-in or set-up (password given, code not yet) lasts this long at most. */
const PARTIAL_SESSION_MS = 15 * 60_000;

/** How long a given password or code counts for the sensitive actions (erasure, reset, roles, disabling, downloads). */
export const CONFIRM_MS = 10 * 60_000;
export const confirmedRecently = (session: { confirmedAt: number | null }, now: number): boolean => session.confirmedAt !== null && now - session.confirmedAt < CONFIRM_MS;

/** `recoveryCodes`: sealed (sealRecoveryCodes) until their page shows them. `confirmedAt`: when the password or a code was last given in it. */
export type Session = { idHash: string; stage: SessionStage; createdAt: number; confirmedAt: number | null; account: Account; recoveryCodes: string | undefined };

/** Who opens a session: the browser (its User-Agent header) and the client address. */
export type SessionClient = { userAgent: string | undefined; ip: string };

/**
 * A new session; returns the cookie's value (only its SHA-256 is stored). Sessions that have run out
 * and were never presented again go at the same time, so the table holds live sessions only. A full
 * session starts confirmed: its password and code were just given.
 */
export async function openSession(db: Db, clock: Clock, limits: SessionLimits, accountId: string, stage: SessionStage, client: SessionClient): Promise<string> {
  const id = newSecret();
  const now = clock();
  await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('created_at', '<=', now - Math.max(limits.maxMs, PARTIAL_SESSION_MS)), eb('last_seen_at', '<=', now - Math.max(limits.idleMs, PARTIAL_SESSION_MS))]))
    .execute();
  await db
    .insertInto('staff_session')
    .values({ id_hash: sha256(id), account_id: accountId, stage, created_at: now, last_seen_at: now, device: deviceOf(client.userAgent), network: networkOf(client.ip), confirmed_at: stage === 'full' ? now : null })
    .execute();
  return id;
}

/** The password or a code was given again in this session just now. */
export async function confirmSession(db: Db, clock: Clock, idHash: string): Promise<void> {
  await db.updateTable('staff_session').set({ confirmed_at: clock() }).where('id_hash', '=', idHash).execute();
}

/**
 * A browser and system in a few words ("Chrome on Android"), enough for a person to tell their phone
 * from their desk; the rest of the User-Agent is not kept. Order matters: Edge and Samsung Internet
 * also say "Chrome", Chrome also says "Safari".
 */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = (
    [
      [/Edg(e|A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
      [/^curl\//, 'curl'],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  const system = (
    [
      [/Android/, 'Android'],
      [/iPhone|iPod/, 'iPhone'],
      [/iPad/, 'iPad'],
      [/CrOS/, 'ChromeOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
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
    .select(['staff_session.stage', 'staff_session.created_at', 'staff_session.last_seen_at', 'staff_session.confirmed_at', 'staff_session.recovery_codes', 'staff_account.id', 'staff_account.email', 'staff_account.name', 'staff_account.role', 'staff_account.disabled', 'staff_account.password_hash', 'staff_account.totp_secret', 'staff_account.setup_expires_at'])
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
  const confirmedAt = row.confirmed_at === null ? null : Number(row.confirmed_at);
  return { idHash, stage: row.stage, createdAt: created, confirmedAt, account: toAccount(row), recoveryCodes: row.recovery_codes ?? undefined };
}

export type OpenSession = { idHash: string; createdAt: number; lastSeenAt: number; device: string | null; network: string | null };

/** An account's signed-in sessions that are still live, newest first. */
export async function listSessions(db: Db, clock: Clock, limits: SessionLimits, accountId: string): Promise<OpenSession[]> {
  const now = clock();
  const rows = await db
    .selectFrom('staff_session')
    .select(['id_hash', 'created_at', 'last_seen_at', 'device', 'network'])
    .where('account_id', '=', accountId)
    .where('stage', '=', 'full')
    .where('last_seen_at', '>', now - limits.idleMs)
    .where('created_at', '>', now - limits.maxMs)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ idHash: row.id_hash, createdAt: Number(row.created_at), lastSeenAt: Number(row.last_seen_at), device: row.device, network: row.network }));
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

/** Ends every session of an account but one (the one in use); how many there were. */
export async function endOtherSessions(db: Db, accountId: string, keptIdHash: string): Promise<number> {
  const result = await db.deleteFrom('staff_session').where('account_id', '=', accountId).where('id_hash', '!=', keptIdHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A new password from its owner: stored, and every other session of the account ended in the same
 * transaction, so no session opened with the old one outlives the change. How many ended.
 */
export async function changePassword(db: Db, accountId: string, keptIdHash: string, passwordHash: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_account').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
    return endOtherSessions(trx, accountId, keptIdHash);
  });
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

/**
 * The audit's detail key naming the system user who ran `npm run staff` (no account did): the audit page
 * shows it as the one who acted.
 */
export const COMMAND_LINE = 'command_line';
