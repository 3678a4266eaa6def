import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Db } from '../platform/db';

/*
 * What someone had typed when their session ran out (a note, a status), kept across the sign-in that
 * follows in cookies of their own browser, sealed with AES-256-GCM: unreadable in the cookie store and
 * impossible to forge. Cookies rather than a table, so the draft needs no migration and is gone with the
 * browser's cookies; the key comes from the deployment's secret in the database, so every instance
 * opens what another sealed. Only the named fields of a form are kept, never a password, and nothing
 * is applied on anyone's behalf: the page shows them again and the person sends them again.
 */

export type Draft = { path: string; fields: Record<string, string>; at: number };

/** A draft is offered again for this long after the post that kept it. */
export const DRAFT_MS = 60 * 60_000;
/** Cookies of at most 3,800 characters each (browsers keep 4,096 bytes a cookie), four at most. */
const CHUNK = 3_800;
export const DRAFT_CHUNKS = 4;

/** A key of its own, derived from the secret migration 0004 stored (random, 32 bytes). */
export async function draftKey(db: Db): Promise<Buffer> {
  const { value } = await db.selectFrom('server_secret').select('value').where('name', '=', 'acknowledgement-recipient').executeTakeFirstOrThrow();
  return createHmac('sha256', value).update('staff-draft').digest();
}

/** The cookies' values, or undefined when the draft is too long to keep (a body under 16 KiB always fits once compressed). */
export function sealDraft(key: Buffer, draft: Draft): string[] | undefined {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(deflateRawSync(Buffer.from(JSON.stringify(draft)))), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  if (sealed.length > CHUNK * DRAFT_CHUNKS) return undefined;
  return Array.from({ length: Math.ceil(sealed.length / CHUNK) }, (_, i) => sealed.slice(i * CHUNK, (i + 1) * CHUNK));
}

/** The draft the cookies hold, while it is fresh; undefined when they hold none, a stale one or anything else. */
export function openDraft(key: Buffer, chunks: string[], now: number): Draft | undefined {
  try {
    const sealed = Buffer.from(chunks.join(''), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    const draft = JSON.parse(inflateRawSync(Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()])).toString('utf8')) as Draft;
    return now - draft.at < DRAFT_MS ? draft : undefined;
  } catch {
    return undefined;
  }
}
