/*
 * Search terms: each enquiry is found by a prefix of any word of the name, of the email address (or
 * its part before the @), of the phone number's digits (with or without the country code), or of the
 * reference. One row per term in enquiry_search_term, indexed, so a search is index range scans, not
 * a reading of every payload.
 */

/** Letters and digits of any script, lower-cased, accents kept (NFC). */
export function foldWord(word: string): string {
  return word.normalize('NFC').toLowerCase();
}

const MAX_TERMS = 24;
const MAX_TERM = 80;

/** The terms an enquiry is found by. */
export function searchTerms(payload: Record<string, unknown>, reference: string | null): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (term.length > 0) terms.add(term.slice(0, MAX_TERM));
  };
  const name = typeof payload.name === 'string' ? payload.name : '';
  for (const word of foldWord(name).split(/[^\p{L}\p{M}\p{N}]+/u)) add(word);
  const email = typeof payload.email === 'string' ? foldWord(payload.email.trim()) : '';
  if (email) {
    add(email);
    add(email.split('@')[0] ?? '');
  }
  const digits = typeof payload.phone === 'string' ? payload.phone.replace(/\D/g, '').replace(/^00/, '') : '';
  if (digits.length >= 4) {
    add(digits);
    // Typed without the country code (98250 41230 for +91 98250 41230): the last ten digits too.
    if (digits.length > 10) add(digits.slice(-10));
  }
  if (reference) {
    const folded = foldWord(reference);
    add(folded);
    // SG-2611-K7QP-M3XD is found by "K7QP", "K7QP-M3XD" and "k7qpm3xd" too.
    const random = folded.replace(/^sg-\d{4}-/, '');
    add(random);
    add(random.replace(/-/g, ''));
  }
  return [...terms].slice(0, MAX_TERMS);
}

/**
 * The words of a search box as the prefixes to look up: "Patel 9825" finds enquiries with a term
 * beginning "patel" and a term beginning "9825". A whole address is looked up as one; a phone number
 * by its digits; a reference, or its part after the month (K7QP-M3XD), as typed; any other word by its parts, split as names are split.
 */
export function searchPrefixes(query: string): string[] {
  const trimmed = foldWord(query.trim());
  // A whole phone number, however it is spaced: "+91 98250 41230" is one number, not three.
  if (/^[+\d()\-.\s]+$/.test(trimmed) && /\s/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '').replace(/^00/, '');
    if (digits) return [digits.slice(0, MAX_TERM)];
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  const prefixes = new Set<string>();
  for (const word of words.slice(0, 6)) {
    if (word.includes('@')) prefixes.add(word);
    else if (/^[+\d()\-.]+$/.test(word)) {
      const digits = word.replace(/\D/g, '').replace(/^00/, '');
      if (digits) prefixes.add(digits);
    } else if (/^sg-/.test(word) || /^(?=.*\d)[\p{L}\p{N}]+-[\p{L}\p{N}]*$/u.test(word)) prefixes.add(word);
    // Split as names are: "kiran.rao" or "o'brien" looks up each part, which the name's terms hold.
    else for (const part of word.split(/[^\p{L}\p{M}\p{N}]+/u)) if (part) prefixes.add(part);
  }
  return [...prefixes].map((p) => p.slice(0, MAX_TERM));
}

/** The smallest string greater than every string that starts with `prefix`: the end of its index range. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}
