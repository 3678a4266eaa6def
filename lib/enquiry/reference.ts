/**
 * The characters of a reference: no 0/O, 1/I/L or U, so it reads back over the phone without doubt.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference as the intake API issues it: `SG-2611-K7QP-M3XD` (year and month in India, then eight
 * random characters in two groups), or `SG-2611-7K3Q` as issued before 2026-11 (four characters), which
 * stays valid. Nothing else is ever shown as a reference.
 */
export const REFERENCE_PATTERN = /^SG-\d{4}-[2-9A-HJKMNP-TV-Z]{4}(?:-[2-9A-HJKMNP-TV-Z]{4})?$/;

/** "Your reference is <reference>." around the reference, wherever the site or the server says it. */
export const REFERENCE_SENTENCE = { before: 'Your reference is ', after: '.' } as const;
