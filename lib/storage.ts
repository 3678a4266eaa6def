/**
 * Encrypted local storage (spec section 7): keys carry a type-letter prefix (o object, b boolean,
 * n number, s string) and values are AES-GCM encrypted with Web Crypto.
 *
 * Honesty note: the key is derived from a constant shipped in the JavaScript bundle, so anyone with
 * the page can decrypt. This is obfuscation against casual inspection of the browser's storage,
 * not secrecy. Never store anything here that must stay secret; we keep only form drafts.
 */

type Stored = Record<string, unknown> | unknown[] | boolean | number | string;
type TypeLetter = 'o' | 'b' | 'n' | 's';

const NAMESPACE = 'sg';
const KEY_MATERIAL = 'sarthi-global/drafts/v1';
const LETTERS: readonly TypeLetter[] = ['o', 'b', 'n', 's'];

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function letterOf(value: Stored): TypeLetter {
  if (typeof value === 'boolean') return 'b';
  if (typeof value === 'number') return 'n';
  if (typeof value === 'string') return 's';
  return 'o';
}

export function storageKey(letter: TypeLetter, name: string): string {
  return `${NAMESPACE}:${letter}:${name}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let keyPromise: Promise<CryptoKey> | undefined;

function cryptoKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(KEY_MATERIAL))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
  return keyPromise;
}

export function createEncryptedStorage(backend: StorageBackend) {
  return {
    async set(name: string, value: Stored): Promise<void> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await cryptoKey(), plain));
      const letter = letterOf(value);
      for (const other of LETTERS) if (other !== letter) backend.removeItem(storageKey(other, name));
      backend.setItem(storageKey(letter, name), `${toBase64(iv)}.${toBase64(cipher)}`);
    },

    /** The stored value, or undefined when absent, tampered with or unreadable. */
    async get<T extends Stored>(name: string): Promise<T | undefined> {
      for (const letter of LETTERS) {
        const stored = backend.getItem(storageKey(letter, name));
        if (stored === null) continue;
        try {
          const [iv, cipher] = stored.split('.');
          if (!iv || !cipher) return undefined;
          const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await cryptoKey(), fromBase64(cipher));
          return JSON.parse(new TextDecoder().decode(plain)) as T;
        } catch {
          return undefined;
        }
      }
      return undefined;
    },

    remove(name: string): void {
      for (const letter of LETTERS) backend.removeItem(storageKey(letter, name));
    },
  };
}

export type EncryptedStorage = ReturnType<typeof createEncryptedStorage>;

/** The browser's local storage, or null where it is unavailable (private modes, storage disabled). */
export function browserStorage(): EncryptedStorage | null {
  try {
    const probe = '__sg_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return createEncryptedStorage(window.localStorage);
  } catch {
    return null;
  }
}
