/** A reference as the intake API issues it: letters, digits and dashes only (anything else is not shown). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** "Your reference is <reference>." around the reference, wherever the site or the server says it. */
export const REFERENCE_SENTENCE = { before: 'Your reference is ', after: '.' } as const;
