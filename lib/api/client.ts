import ky, { HTTPError } from 'ky';
import { endpointPath, type EnquiryKind } from '@/lib/enquiry/kinds';
import type { EnquiryPayload } from '@/lib/enquiry/contract';
import { apiConfig } from '@/lib/env';
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

/**
 * The one network function the forms call. POST JSON; 2xx is success; no automatic retry (a POST
 * is not idempotent: a retried enquiry could arrive twice); 60 s time-out. Failures go through the
 * central handler and the shared request state, then reject with an EnquiryError.
 */
export async function submitEnquiry(kind: EnquiryKind, payload: EnquiryPayload): Promise<unknown> {
  requestState.started();
  try {
    const response = await ky.post(enquiryUrl(kind), { json: payload, retry: 0, timeout: apiConfig.timeoutMs });
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
