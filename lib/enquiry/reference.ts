/** A reference as the intake API issues it: letters, digits and dashes only (anything else is not shown). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
