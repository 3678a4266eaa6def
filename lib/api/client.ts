import { LANGUAGE_HEADER } from '@/lib/i18n/wire';
import ky, { HTTPError } from 'ky';
import { endpointPath, type EnquiryKind } from '@/lib/enquiry/kinds';
import type { EnquiryPayload } from '@/lib/enquiry/contract';
import { apiConfig } from '@/lib/env';
import { sessionBackend } from '@/lib/storage';
import { MAX_SOURCE_TEXT, SOURCE_HEADER, SOURCE_STORAGE_KEY } from '@/lib/visit/wire';
import { handleApiFailure, type ApiEvent } from './error-bus';
import { requestState } from './request-state';

/** A failed enquiry, carrying the event the central handler broadcast for it. */
export class EnquiryError extends Error {
  constructor(readonly event: ApiEvent) {
    super(`Enquiry failed: ${event.type}`);
    this.name = 'EnquiryError';
  }
}

export function enquiryUrl(kind: EnquiryKind): string {
  return `${apiConfig.baseUrl}${endpointPath(kind, apiConfig.prefix)}`;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

export type SubmitOptions = {
  /** Sent as `Idempotency-Key`: the server answers a resend with the first enquiry instead of a second. */
  idempotencyKey?: string;
  /** The page's language, sent as `Content-Language` (a CORS-safelisted header); absent for English. */
  language?: string;
};

/**
 * The tab's visit source (noted by the head script, lib/visit/capture.ts), or undefined. Never a reason
 * to fail a post: a text that fetch would refuse as a header value (edited storage) is left out.
 */
function visitSource(): string | undefined {
  try {
    const text = sessionBackend()?.getItem(SOURCE_STORAGE_KEY);
    return text && text.length <= MAX_SOURCE_TEXT && /^[\x21-\x7e]+$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one network function the forms call. POST JSON; 2xx is success (201 stored, 200 a resend the
 * server recognised by its Idempotency-Key); no automatic retry (the visitor decides) but one without the
 * visit's source when a post carrying it got no answer at all; 60 s time-out.
 * Failures go through the central handler and the shared request state, then reject with an EnquiryError.
 * The visit's source travels in a header beside the body, which stays exactly the spec's payload.
 */
export async function submitEnquiry(kind: EnquiryKind, payload: EnquiryPayload, { idempotencyKey, language }: SubmitOptions = {}): Promise<unknown> {
  requestState.started();
  try {
    const source = visitSource();
    const headers: Record<string, string> = {};
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    // The enquiry's language beside the body, like its source; safelisted, so it survives the retry below.
    if (language && language !== 'en') headers[LANGUAGE_HEADER] = language;
    const post = (extra: Record<string, string>) => ky.post(enquiryUrl(kind), { json: payload, headers: { ...headers, ...extra }, retry: 0, timeout: apiConfig.timeoutMs });
    let response: Response;
    try {
      response = await post(source ? { [SOURCE_HEADER]: source } : {});
    } catch (error) {
      // No answer at all while the source rode along: an API on another origin that predates the header
      // (a rollback, or the site deployed first) refuses its preflight, and the browser reports just
      // that. Sent again at once without it, the enquiry still arrives; the same Idempotency-Key finds
      // the first one if it did arrive. (Offline, the second attempt fails as the first did.)
      if (!source || error instanceof HTTPError || (error as Error).name === 'TimeoutError') throw error;
      response = await post({});
    }
    requestState.succeeded();
    return await readBody(response);
  } catch (error) {
    requestState.failed();
    if (error instanceof HTTPError) {
      throw new EnquiryError(handleApiFailure({ kind: 'http', status: error.response.status, body: await readBody(error.response) }));
    }
    // No response at all: offline, DNS, CORS, or our 60 s time-out (TimeoutError).
    throw new EnquiryError(handleApiFailure({ kind: 'network' }));
  }
}
