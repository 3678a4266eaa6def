import { createEncryptedStorage, storageKey, type StorageBackend } from '@/lib/storage';

function fakeStorage() {
  const map = new Map<string, string>();
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
  return { map, backend };
}

describe('createEncryptedStorage', () => {
  it.each([
    ['an object', 'draft', { fullName: 'Asha Patel', services: [3, 4], nested: { ok: true } }, 'sg:o:draft'],
    ['an array', 'list', ['a', 'b'], 'sg:o:list'],
    ['a boolean', 'consent', false, 'sg:b:consent'],
    ['a number', 'step', 42.5, 'sg:n:step'],
    ['a string', 'email', 'asha.patel@example.com', 'sg:s:email'],
  ])('round-trips %s under its type-letter key', async (_what, name, value, key) => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    await storage.set(name, value);
    expect([...map.keys()]).toEqual([key]);
    await expect(storage.get(name)).resolves.toEqual(value);
  });

  it('builds keys as sg:<letter>:<name>', () => {
    expect(storageKey('o', 'draft')).toBe('sg:o:draft');
    expect(storageKey('s', 'draft')).toBe('sg:s:draft');
  });

  it('stores ciphertext, not the plain value', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    const secret = 'Knee replacement at Ahmedabad';
    await storage.set('note', secret);
    const stored = map.get('sg:s:note') ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain('Knee');
    expect(stored).not.toContain(Buffer.from(JSON.stringify(secret)).toString('base64'));
  });

  it('encrypts the same value differently each time (fresh IV)', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    await storage.set('note', 'same');
    const first = map.get('sg:s:note');
    await storage.set('note', 'same');
    expect(map.get('sg:s:note')).not.toBe(first);
  });

  it('reads a tampered value back as undefined', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    await storage.set('draft', { fullName: 'Asha Patel' });
    const stored = map.get('sg:o:draft') ?? '';
    const [iv = '', cipher = ''] = stored.split('.');
    const flipped = (cipher[0] === 'A' ? 'B' : 'A') + cipher.slice(1);
    map.set('sg:o:draft', `${iv}.${flipped}`);
    await expect(storage.get('draft')).resolves.toBeUndefined();
  });

  it('reads plain or malformed stored text as undefined', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    map.set('sg:s:email', 'asha.patel@example.com');
    await expect(storage.get('email')).resolves.toBeUndefined();
    map.set('sg:s:email', '"asha"');
    await expect(storage.get('email')).resolves.toBeUndefined();
    map.set('sg:s:email', 'not base64!.also not');
    await expect(storage.get('email')).resolves.toBeUndefined();
  });

  it('reads an absent name as undefined', async () => {
    const { backend } = fakeStorage();
    await expect(createEncryptedStorage(backend).get('missing')).resolves.toBeUndefined();
  });

  it('removes the old type-letter key when a value of another type is set', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    await storage.set('step', 'two');
    await storage.set('step', 2);
    expect([...map.keys()]).toEqual(['sg:n:step']);
    await expect(storage.get('step')).resolves.toBe(2);
    await storage.set('step', { at: 2 });
    expect([...map.keys()]).toEqual(['sg:o:step']);
    await expect(storage.get('step')).resolves.toEqual({ at: 2 });
  });

  it('leaves other names alone', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    await storage.set('a', 'one');
    await storage.set('b', 2);
    storage.remove('a');
    expect([...map.keys()]).toEqual(['sg:n:b']);
    await expect(storage.get('b')).resolves.toBe(2);
  });

  it('clears the value on remove', async () => {
    const { map, backend } = fakeStorage();
    const storage = createEncryptedStorage(backend);
    await storage.set('consent', true);
    storage.remove('consent');
    expect(map.size).toBe(0);
    await expect(storage.get('consent')).resolves.toBeUndefined();
  });

  it('reads what another instance wrote (the key is derived, not random)', async () => {
    const { backend } = fakeStorage();
    await createEncryptedStorage(backend).set('email', 'asha.patel@example.com');
    jest.resetModules();
    const fresh = (require('@/lib/storage') as typeof import('@/lib/storage')).createEncryptedStorage(backend);
    await expect(fresh.get('email')).resolves.toBe('asha.patel@example.com');
  });
});
