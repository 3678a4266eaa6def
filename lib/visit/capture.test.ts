import { captureVisitSource } from './capture';
import { decodeSource, SOURCE_FIELD, SOURCE_STORAGE_KEY, UTM_KEYS } from './source';

type Field = { value: string };

/** A tab: its address, where it came from, its session storage (or one that refuses), its hidden fields. */
function tab(href: string, { referrer = '', stored, storage = true, loading = false, ownHosts = [] }: { referrer?: string; stored?: string; storage?: boolean | 'full'; loading?: boolean; ownHosts?: string[] } = {}) {
  const url = new URL(href);
  const items = new Map<string, string>(stored === undefined ? [] : [[SOURCE_STORAGE_KEY, stored]]);
  const fields: Field[] = [{ value: '' }, { value: '' }];
  const listeners: Array<() => void> = [];
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage === 'full') throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
  const win = {
    location: { search: url.search, pathname: url.pathname, host: url.host },
    document: {
      referrer,
      readyState: loading ? 'loading' : 'interactive',
      querySelectorAll: (selector: string) => {
        expect(selector).toBe(`input[name="${SOURCE_FIELD}"]`);
        return fields;
      },
      addEventListener: (type: string, listener: () => void) => {
        expect(type).toBe('DOMContentLoaded');
        listeners.push(listener);
      },
    },
    get sessionStorage() {
      if (!storage) throw new Error('SecurityError');
      return sessionStorage;
    },
  };
  const run = () => captureVisitSource(SOURCE_STORAGE_KEY, SOURCE_FIELD, UTM_KEYS, ownHosts, win as unknown as Window);
  return { win, run, items, fields, ready: () => listeners.forEach((listener) => listener()) };
}

const SITE = 'https://www.sarthiglobal.example';

describe('captureVisitSource', () => {
  it('starts the visit on a tagged landing page: its path without the query, and the five tags', () => {
    const page = tab(`${SITE}/services/work-abroad/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&utm_term=nurse&utm_content=top&x=1`);
    const text = page.run();
    expect(decodeSource(text)).toEqual({ landing: '/services/work-abroad/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', utm_term: 'nurse', utm_content: 'top' });
    expect(page.items.get(SOURCE_STORAGE_KEY)).toBe(text);
    expect(page.fields.map((f) => f.value)).toEqual([text, text]);
  });

  it('keeps the visit when the page before was the API\'s own (its "please correct" page, on another origin)', () => {
    const stored = 'landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter&utm_medium=email&utm_campaign=diwali';
    const page = tab(`${SITE}/services/work-abroad/`, { referrer: 'https://api.sarthiglobal.example/api/enquiry/work_abroad/', stored, ownHosts: ['api.sarthiglobal.example'] });
    expect(page.run()).toBe(stored);
    expect(tab(`${SITE}/services/work-abroad/`, { referrer: 'https://api.sarthiglobal.example/', stored }).run()).not.toBe(stored);
  });

  it('keeps the visit the tab holds on a later page of ours, and fills the fields with it', () => {
    const stored = 'landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter&utm_medium=email&utm_campaign=diwali';
    const page = tab(`${SITE}/contact/`, { referrer: `${SITE}/about/`, stored });
    expect(page.run()).toBe(stored);
    expect(page.items.get(SOURCE_STORAGE_KEY)).toBe(stored);
    expect(page.fields[0]!.value).toBe(stored);
  });

  it('starts a new visit when the visitor arrives from another site: the host only, never its page', () => {
    const page = tab(`${SITE}/faq/`, { referrer: 'https://www.google.co.in/search?q=visa+help', stored: 'landing=%2F' });
    expect(decodeSource(page.run())).toEqual({ landing: '/faq/', referrer: 'www.google.co.in' });
  });

  it('starts a new visit when our own page is opened again from a tagged link', () => {
    const page = tab(`${SITE}/home/?utm_source=facebook&utm_medium=social`, { referrer: `${SITE}/about/`, stored: 'landing=%2Ffaq%2F' });
    expect(decodeSource(page.run())).toEqual({ landing: '/home/', utm_source: 'facebook', utm_medium: 'social' });
  });

  it('notes a direct visit as its landing page alone', () => {
    expect(decodeSource(tab(`${SITE}/about/`).run())).toEqual({ landing: '/about/' });
  });

  it('fills the fields once the document is parsed when it runs in the head', () => {
    const page = tab(`${SITE}/contact/?utm_campaign=expo`, { loading: true });
    const text = page.run();
    expect(page.fields[0]!.value).toBe('');
    page.ready();
    expect(page.fields.map((f) => f.value)).toEqual([text, text]);
  });

  it("still fills the fields with this page's source when storage refuses access or is full, and never throws", () => {
    for (const storage of [false, 'full'] as const) {
      const page = tab(`${SITE}/contact/?utm_source=expo`, { storage });
      const text = page.run();
      expect(decodeSource(text)).toEqual({ landing: '/contact/', utm_source: 'expo' });
      expect(page.fields[1]!.value).toBe(text);
    }
    expect(captureVisitSource(SOURCE_STORAGE_KEY, SOURCE_FIELD, UTM_KEYS, [], {} as Window)).toBe('');
  });

  it('is self-contained: its own text runs with nothing but the window it is given', () => {
    const page = tab(`${SITE}/services/work-abroad/?utm_source=newsletter`);
    const code = `return (${captureVisitSource.toString()})(${JSON.stringify(SOURCE_STORAGE_KEY)},${JSON.stringify(SOURCE_FIELD)},${JSON.stringify(UTM_KEYS)},[],w);`;
    const script = new Function('w', 'URL', 'URLSearchParams', code) as (w: unknown, url: typeof URL, params: typeof URLSearchParams) => string;
    expect(decodeSource(script(page.win, URL, URLSearchParams))).toEqual({ landing: '/services/work-abroad/', utm_source: 'newsletter' });
    expect(page.fields[0]!.value).toContain('utm_source=newsletter');
  });
});
