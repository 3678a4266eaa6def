import { randomInt } from 'node:crypto';

/**
 * The reference a person quotes on the phone: `SG-2611-7K3Q` (year and month in India, then four
 * random characters). The alphabet leaves out 0/O, 1/I/L and U, so it reads back without doubt; the
 * characters come from the system's CSPRNG, so one reference says nothing about the next. 30^4 (about
 * 810,000) per month; the database's unique index settles the rare collision (the caller retries).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^SG-\d{4}-[2-9A-HJKMNP-TV-Z]{4}$/;
const RANDOM_CHARACTERS = 4;
const IST_OFFSET_MS = 5.5 * 3_600_000;

export function newReference(at: Date = new Date()): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const yymm = `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  let random = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) random += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SG-${yymm}-${random}`;
}
