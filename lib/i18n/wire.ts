/*
 * How an enquiry's language travels beside its payload (the JSON body never gains a key), as its source does
 * (lib/visit/wire.ts): apart, so the browser's code imports these names alone.
 */

/** The request header of a JSON enquiry: standard, and CORS-safelisted, so it needs no preflight change. */
export const LANGUAGE_HEADER = 'Content-Language';
/** The hidden field of a native post on a translated page; the server moves it to the header. */
export const LANGUAGE_FIELD = 'language';
