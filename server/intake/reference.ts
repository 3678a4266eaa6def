import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@/lib/enquiry/reference';

export { REFERENCE_ALPHABET, REFERENCE_PATTERN } from '@/lib/enquiry/reference';

/**
 * The reference a person quotes on the phone: `SG-2611-K7QP-M3XD` (year and month in India, then eight
 * random characters from the system's CSPRNG, so one reference says nothing about the next). 30^8 is
 * about 6.6 x 10^11 a month: at ten million enquiries in a month a new one meets a taken reference
 * about once in 65,000, and the store draws again (the unique index decides). Four characters (810,000
 * a month) ran out under a flood: with 90% taken, most real enquiries failed after five draws.
 */
const RANDOM_CHARACTERS = 8;
const IST_OFFSET_MS = 5.5 * 3_600_000;

export function newReference(at: Date = new Date()): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const yymm = `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  let random = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) random += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SG-${yymm}-${random.slice(0, 4)}-${random.slice(4)}`;
}
