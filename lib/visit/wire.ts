/*
 * The names and limits of a visit's source on the wire (lib/visit/source.ts has the rest): apart, so that
 * the browser's code (the form's hidden field, the API client) imports these constants alone and not the
 * cleaning and the channel rules, which only the server runs.
 */

/** The request header beside a JSON enquiry. */
export const SOURCE_HEADER = 'Visit-Source';
/** The hidden field of the native form (mapped by the server, never part of the payload). */
export const SOURCE_FIELD = 'visit_source';
/** The tab's session storage key: the visit, for this tab only, gone when it closes. No cookie. */
export const SOURCE_STORAGE_KEY = 'visit-source';
/** Longest header or field accepted; anything longer is dropped whole (the enquiry is still stored). */
export const MAX_SOURCE_TEXT = 1_024;
/** Longest value kept per part; longer values are cut. */
export const MAX_SOURCE_VALUE = 100;
/** Longest landing path kept. */
export const MAX_LANDING = 200;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
