/**
 * The central error handler of spec section 8 as a small typed event bus. The HTTP client reports
 * every failed call here; the site's notice (components/layout/api-notice.tsx) listens.
 */

export type ApiEvent =
  | { type: 'server_down' }
  | { type: 'logout' }
  | { type: 'acc_expired'; detail: string }
  | { type: 'unique'; message: string }
  | { type: 'error'; detail: unknown };

export type ApiFailure = { kind: 'network' } | { kind: 'http'; status: number; body: unknown };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}

function field(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : undefined;
}

/** Maps a failed call to its event, row by row of the spec's table. */
export function classifyFailure(failure: ApiFailure): ApiEvent {
  if (failure.kind === 'network') return { type: 'server_down' };
  const { status, body } = failure;
  const detail = field(body, 'error_detail');
  if (status === 401) return { type: 'logout' };
  if (status === 400) {
    const message = field(body, 'message');
    if (message !== undefined && message !== null && message !== '') return { type: 'unique', message: String(message) };
    return { type: 'error', detail };
  }
  if (status === 403 && !Array.isArray(detail) && typeof detail === 'string' && /account has expired/i.test(detail)) {
    return { type: 'acc_expired', detail };
  }
  return { type: 'error', detail };
}

/** Classifies and broadcasts a failure; returns the event for the caller's own message. */
export function handleApiFailure(failure: ApiFailure): ApiEvent {
  const event = classifyFailure(failure);
  emitApiEvent(event);
  return event;
}
