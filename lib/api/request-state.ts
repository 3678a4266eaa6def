/**
 * The shared request state of spec section 4: `loading` while any enquiry request is pending,
 * `error` after a rejection, both false after a success. A tiny external store that React reads
 * with useSyncExternalStore (components/forms/use-request-state.ts).
 */

export interface RequestState {
  loading: boolean;
  error: boolean;
}

let pending = 0;
let state: RequestState = { loading: false, error: false };
const listeners = new Set<() => void>();

function set(next: RequestState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const requestState = {
  get: (): RequestState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  started(): void {
    pending += 1;
    set({ loading: true, error: state.error });
  },
  succeeded(): void {
    pending = Math.max(0, pending - 1);
    set({ loading: pending > 0, error: false });
  },
  failed(): void {
    pending = Math.max(0, pending - 1);
    set({ loading: pending > 0, error: true });
  },
};
