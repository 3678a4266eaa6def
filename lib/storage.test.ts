import { createDraftStore, DRAFT_MAX_AGE_MS, DRAFT_PREFIX, DRAFT_SWEEP_SCRIPT, type StorageBackend } from '@/lib/storage';

/** An in-memory Storage; `fail` makes setItem throw as a full or disabled storage does. */
function memoryStorage(entries: Record<string, string> = {}, fail?: () => Error) {
  const map = new Map(Object.entries(entries));
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (fail) throw fail();
      map.set(key, String(value));
    },
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
  return { map, backend };
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

describe('createDraftStore', () => {
  it('keeps a draft as plain JSON under sg:draft:<form>, and reads it back', () => {
    const { map, backend } = memoryStorage();
    const store = createDraftStore(backend, () => NOW);
    expect(store.write('contact', { fullName: 'Asha Patel', services: [3, 4] })).toBe(true);
    expect(JSON.parse(map.get(`${DRAFT_PREFIX}contact`) ?? '')).toEqual({ savedAt: NOW, values: { fullName: 'Asha Patel', services: [3, 4] } });
    expect(store.read('contact')).toEqual({ fullName: 'Asha Patel', services: [3, 4] });
  });

  it('reads a draft saved 23 hours ago, and deletes one saved more than 24 hours ago', () => {
    const { map, backend } = memoryStorage();
    createDraftStore(backend, () => NOW - 23 * HOUR).write('recent', { fullName: 'A' });
    createDraftStore(backend, () => NOW - DRAFT_MAX_AGE_MS - 1).write('old', { fullName: 'B' });
    const store = createDraftStore(backend, () => NOW);
    expect(store.read('recent')).toEqual({ fullName: 'A' });
    expect(store.read('old')).toBeUndefined();
    expect([...map.keys()]).toEqual([`${DRAFT_PREFIX}recent`]);
  });

  it.each([
    ['not JSON', 'not json'],
    ['an old encrypted value', 'q1w2e3.r4t5y6'],
    ['no time', JSON.stringify({ values: { fullName: 'A' } })],
    ['a time in the future', JSON.stringify({ savedAt: NOW + HOUR, values: { fullName: 'A' } })],
    ['values that are not an object', JSON.stringify({ savedAt: NOW, values: 'Asha' })],
  ])('reads %s as no draft, and deletes it', (_what, text) => {
    const { map, backend } = memoryStorage({ [`${DRAFT_PREFIX}contact`]: text });
    expect(createDraftStore(backend, () => NOW).read('contact')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('answers false to a full storage, leaving no stale draft behind', () => {
    const { map, backend } = memoryStorage({ [`${DRAFT_PREFIX}contact`]: JSON.stringify({ savedAt: NOW, values: { fullName: 'Old' } }) }, quotaExceeded);
    const store = createDraftStore(backend, () => NOW);
    expect(store.write('contact', { fullName: 'New' })).toBe(false);
    expect(map.size).toBe(0);
    expect(store.read('contact')).toBeUndefined();
  });

  it('never throws when every call to the storage does (storage disabled: SecurityError)', () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const backend: StorageBackend = { getItem: denied, setItem: denied, removeItem: denied, key: denied, length: 0 };
    const store = createDraftStore(backend, () => NOW);
    expect(store.write('contact', { fullName: 'A' })).toBe(false);
    expect(store.read('contact')).toBeUndefined();
    expect(() => store.remove('contact')).not.toThrow();
  });

  it('works as a no-op without any storage', () => {
    const store = createDraftStore(null, () => NOW);
    expect(store.write('contact', { fullName: 'A' })).toBe(false);
    expect(store.read('contact')).toBeUndefined();
    expect(() => store.remove('contact')).not.toThrow();
  });
});

describe('DRAFT_SWEEP_SCRIPT, run as the head of every page runs it', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const run = (window: unknown) => new Function('window', DRAFT_SWEEP_SCRIPT)(window) as void;
  const draft = (savedAt: number) => JSON.stringify({ savedAt, values: { fullName: 'Asha' } });

  it("deletes this tab's drafts older than 24 hours or unreadable, and keeps the rest", () => {
    const session = memoryStorage({
      [`${DRAFT_PREFIX}fresh`]: draft(NOW - 23 * HOUR),
      [`${DRAFT_PREFIX}stale`]: draft(NOW - DRAFT_MAX_AGE_MS - 1),
      [`${DRAFT_PREFIX}future`]: draft(NOW + HOUR),
      [`${DRAFT_PREFIX}garbled`]: '{',
      'sg:splash-seen': '1',
    });
    run({ sessionStorage: session.backend, localStorage: memoryStorage().backend });
    expect([...session.map.keys()].sort()).toEqual([`${DRAFT_PREFIX}fresh`, 'sg:splash-seen']);
  });

  it('deletes every draft the previous version left in local storage, and nothing else', () => {
    const local = memoryStorage({ 'sg:o:draft:contact': 'iv.cipher', 'sg:o:draft:work-abroad': 'iv.cipher', 'sg:s:email': 'iv.cipher', 'other-site-key': 'x' });
    run({ sessionStorage: memoryStorage().backend, localStorage: local.backend });
    expect([...local.map.keys()]).toEqual(['other-site-key']);
  });

  it('does not throw where reading either storage throws, or where there is none', () => {
    const throwing = {
      get sessionStorage(): StorageBackend {
        throw new DOMException('denied', 'SecurityError');
      },
      get localStorage(): StorageBackend {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => run(throwing)).not.toThrow();
    expect(() => run({})).not.toThrow();
  });

  it('is ES5 a page can run before any framework: no arrow functions, let/const or template literals', () => {
    expect(DRAFT_SWEEP_SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
