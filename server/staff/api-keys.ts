import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiKeyScope, Db, StaffRole } from '../platform/db';
import { networkOf } from '../platform/network';
import { sha256, type Clock } from './accounts';

/*
 * Per-person API keys for scripts (the JSON routes under /api/staff/): made by a signed-in person on
 * their account page, shown once, kept as a SHA-256 only. A key acts for its person, never beyond their
 * role nor its scope, and stops working at once when revoked, expired, or its person is disabled.
 */

export const API_KEY_PREFIX = 'sgk_';
/** The expiries offered, in days; a year at most. */
export const API_KEY_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_API_KEY_DAYS = 90;
const DAY_MS = 86_400_000;
/** Characters of the key shown in lists: the marker and 6 of the 43 random ones (36 bits of 256). */
const SHOWN = API_KEY_PREFIX.length + 6;
/** A key's last use is written at most this often: every request would be a write otherwise. */
const LAST_USE_EVERY_MS = 60_000;

export type ApiKey = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
  lastUsedNetwork: string | null;
  revokedAt: number | null;
};

/** Whom a key lets in, and as what. */
export type KeyHolder = { keyId: string; keyName: string; scope: ApiKeyScope; accountId: string; accountName: string; role: StaffRole };

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** A new key for an account; the key itself is returned this once and never stored. */
export async function createApiKey(db: Db, clock: Clock, input: { accountId: string; name: string; scope: ApiKeyScope; days: number }): Promise<{ id: string; key: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const now = clock();
  await db
    .insertInto('staff_api_key')
    .values({ id, account_id: input.accountId, name: input.name, scope: input.scope, key_hash: sha256(key), prefix: key.slice(0, SHOWN), created_at: now, expires_at: now + input.days * DAY_MS })
    .execute();
  return { id, key };
}

/** An account's keys, newest first, revoked and expired ones too (the list says which). */
export async function listApiKeys(db: Db, accountId: string): Promise<ApiKey[]> {
  const rows = await db.selectFrom('staff_api_key').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    lastUsedAt: num(row.last_used_at),
    lastUsedNetwork: row.last_used_network,
    revokedAt: num(row.revoked_at),
  }));
}

/** Revokes one of the account's own keys; its name when it was live until now, else undefined. */
export async function revokeApiKey(db: Db, clock: Clock, accountId: string, id: string): Promise<string | undefined> {
  const row = await db.updateTable('staff_api_key').set({ revoked_at: clock() }).where('id', '=', id).where('account_id', '=', accountId).where('revoked_at', 'is', null).returning('name').executeTakeFirst();
  return row?.name;
}

/**
 * Who a key lets in, its last use recorded; undefined for an unknown, revoked or expired key, or one
 * whose person is disabled or not (or no longer) set up with a second factor.
 */
export async function authenticateApiKey(db: Db, clock: Clock, key: string, ip: string): Promise<KeyHolder | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return undefined;
  const row = await db
    .selectFrom('staff_api_key')
    .innerJoin('staff_account', 'staff_account.id', 'staff_api_key.account_id')
    .select(['staff_api_key.id', 'staff_api_key.name', 'staff_api_key.scope', 'staff_api_key.expires_at', 'staff_api_key.revoked_at', 'staff_api_key.last_used_at', 'staff_account.id as account_id', 'staff_account.name as account_name', 'staff_account.role', 'staff_account.disabled', 'staff_account.totp_secret'])
    .where('staff_api_key.key_hash', '=', sha256(key))
    .executeTakeFirst();
  const now = clock();
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now || Number(row.disabled) === 1 || row.totp_secret === null) return undefined;
  if (row.last_used_at === null || now - Number(row.last_used_at) >= LAST_USE_EVERY_MS) {
    await db.updateTable('staff_api_key').set({ last_used_at: now, last_used_network: networkOf(ip) }).where('id', '=', row.id).execute();
  }
  return { keyId: row.id, keyName: row.name, scope: row.scope, accountId: row.account_id, accountName: row.account_name, role: row.role };
}
