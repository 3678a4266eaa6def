/**
 * Form drafts in the browser's session storage: kept for one tab, discarded by the browser when the
 * tab is closed, and deleted 24 hours after they were last saved at the latest (swept on every page
 * load by DRAFT_SWEEP_SCRIPT, and checked again on every read).
 *
 * Plain JSON, not encrypted. The previous version encrypted drafts in local storage with a key derived
 * from a constant in the bundle: whoever can read the storage can run the bundle's decryption too, so
 * it hid nothing from the next person at the same computer. What protects a draft now is how long it
 * lives (the tab, 24 h at most) and what is never written at all: health details and the resume
 * (`sensitive` fields in content/forms, NEVER_STORED in components/forms/use-draft.ts). Every call
 * here tolerates a storage that is missing, disabled (SecurityError) or full (QuotaExceededError): a
 * draft is a convenience and never breaks the form.
 */

export const DRAFT_PREFIX = 'sg:draft:';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Local-storage keys of the previous version (AES-GCM drafts under `sg:<type letter>:<name>`, kept 7 days). */
const LEGACY_PREFIX = /^sg:[obns]:/;

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type DraftValues = Record<string, unknown>;
type Draft = { savedAt: number; values: DraftValues };

/** The tab's session storage, or null where there is none or it refuses access (disabled storage, sandboxed frames). */
export function sessionBackend(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : (window.sessionStorage ?? null);
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, values } = value as Partial<Draft>;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) && typeof values === 'object' && values !== null && !Array.isArray(values);
}

/** Drafts of one tab, keyed by form. */
export function createDraftStore(backend: StorageBackend | null, now: () => number = Date.now) {
  const key = (name: string) => `${DRAFT_PREFIX}${name}`;
  const remove = (name: string) => {
    try {
      backend?.removeItem(key(name));
    } catch {
      /* storage gone: nothing to remove */
    }
  };
  return {
    /** The saved values, or undefined when there are none, they are older than 24 h, or unreadable (those are deleted). */
    read(name: string): DraftValues | undefined {
      let text: string | null;
      try {
        text = backend?.getItem(key(name)) ?? null;
      } catch {
        return undefined;
      }
      if (text === null) return undefined;
      let draft: unknown;
      try {
        draft = JSON.parse(text);
      } catch {
        draft = undefined;
      }
      const age = isDraft(draft) ? now() - draft.savedAt : Infinity;
      if (!isDraft(draft) || age > DRAFT_MAX_AGE_MS || age < 0) {
        remove(name);
        return undefined;
      }
      return draft.values;
    },

    /** Saves the values; false when the storage refused them (full, disabled), in which case no stale copy is left behind. */
    write(name: string, values: DraftValues): boolean {
      if (!backend) return false;
      try {
        backend.setItem(key(name), JSON.stringify({ savedAt: now(), values } satisfies Draft));
        return true;
      } catch {
        remove(name);
        return false;
      }
    },

    remove,
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/**
 * The sweep, as an inline script for the head of every page: deletes this tab's expired or unreadable
 * drafts, and every draft the previous version left in local storage. ES5 with no dependencies, run
 * before any framework code (the build hashes it into each page's Content-Security-Policy); this text
 * is the only implementation, and the unit tests run it. Every storage access, including reading
 * `window.sessionStorage` itself (a SecurityError where storage is disabled), sits inside a try block.
 */
export const DRAFT_SWEEP_SCRIPT =
  `(function(){var P=${JSON.stringify(DRAFT_PREFIX)},M=${DRAFT_MAX_AGE_MS},L=${String(LEGACY_PREFIX)},n=Date.now();` +
  `function keys(b){var k=[],i;for(i=0;i<b.length;i++){if(b.key(i)!==null)k.push(b.key(i))}return k}` +
  `try{var s=window.sessionStorage,a=keys(s),i,t,age;for(i=0;i<a.length;i++){if(a[i].indexOf(P)!==0)continue;t=NaN;` +
  `try{t=JSON.parse(s.getItem(a[i])).savedAt}catch(e){}age=n-t;if(!(age>=0&&age<=M))s.removeItem(a[i])}}catch(e){}` +
  `try{var l=window.localStorage,b=keys(l),j;for(j=0;j<b.length;j++){if(L.test(b[j]))l.removeItem(b[j])}}catch(e){}})();`;
