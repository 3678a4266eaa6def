import type { requestState as RequestStateStore } from '@/lib/api/request-state';

// The store is module state: each test starts from a fresh module.
let store: typeof RequestStateStore;
beforeEach(() => {
  jest.isolateModules(() => {
    store = jest.requireActual<typeof import('@/lib/api/request-state')>('@/lib/api/request-state').requestState;
  });
});

describe('requestState (spec section 4)', () => {
  it('starts idle: not loading, no error', () => {
    expect(store.get()).toEqual({ loading: false, error: false });
  });

  it('is loading while a request is pending', () => {
    store.started();
    expect(store.get().loading).toBe(true);
  });

  it('is not loading and has no error after a success', () => {
    store.started();
    store.succeeded();
    expect(store.get()).toEqual({ loading: false, error: false });
  });

  it('is not loading and has an error after a failure', () => {
    store.started();
    store.failed();
    expect(store.get()).toEqual({ loading: false, error: true });
  });

  it('clears the error after a later success', () => {
    store.started();
    store.failed();
    store.started();
    store.succeeded();
    expect(store.get()).toEqual({ loading: false, error: false });
  });

  it('stays loading after the first of two concurrent requests settles', () => {
    store.started();
    store.started();
    store.succeeded();
    expect(store.get().loading).toBe(true);
    store.failed();
    expect(store.get()).toEqual({ loading: false, error: true });
  });

  it('stays loading when the first of two concurrent requests fails', () => {
    store.started();
    store.started();
    store.failed();
    expect(store.get()).toEqual({ loading: true, error: true });
    store.succeeded();
    expect(store.get()).toEqual({ loading: false, error: false });
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const seen: boolean[] = [];
    const listener = jest.fn(() => seen.push(store.get().loading));
    const off = store.subscribe(listener);
    store.started();
    store.succeeded();
    off();
    store.started();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([true, false]);
  });
});
