import { runInNewContext } from 'node:vm';
import { countPageViews, pageViewScript, type PageViewWindow } from './page-view';

const URL_ = 'https://api.example.in/api/visits/';

/** A window with just what the script uses: a location, a document, history, sendBeacon, events and timers. */
function fakeWindow({ href = 'https://www.example.in/services/work-abroad/?utm_source=newsletter&utm_campaign=diwali', referrer = 'https://www.google.com/search?q=visa', readyState = 'loading', prerendering = false, beacon = true, idle = true } = {}) {
  const sent: Array<{ url: string; body: string }> = [];
  const listeners = new Map<string, Array<() => void>>();
  const docListeners = new Map<string, Array<() => void>>();
  const pending: Array<() => void> = [];
  let current = new URL(href);
  const location = {
    get pathname() {
      return current.pathname;
    },
    get search() {
      return current.search;
    },
    get host() {
      return current.host;
    },
  };
  const history = {
    pushState(_state: unknown, _unused: string, url?: string | URL | null) {
      if (url) current = new URL(String(url), current);
    },
  };
  const on = (map: Map<string, Array<() => void>>) => (type: string, listener: () => void) => map.set(type, [...(map.get(type) ?? []), listener]);
  const win = {
    location,
    history,
    document: { referrer, readyState, prerendering, addEventListener: on(docListeners) },
    navigator: beacon ? { sendBeacon: (url: string, body: string) => sent.push({ url, body }) > 0 } : {},
    addEventListener: on(listeners),
    setTimeout: (run: () => void) => pending.push(run),
    ...(idle ? { requestIdleCallback: (run: () => void) => pending.push(run) } : {}),
  };
  return {
    win: win as unknown as PageViewWindow,
    sent,
    /** Runs what waits for idle time (or a timer). */
    idle: () => pending.splice(0).forEach((run) => run()),
    fire: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
    fireDocument: (type: string) => (docListeners.get(type) ?? []).forEach((listener) => listener()),
    go: (url: string) => {
      current = new URL(url, current);
    },
    history: win.history,
  };
}

describe('the page-view beacon script', () => {
  it('sends nothing before the load event and idle time, then the landing page with its referring host and campaign, once', () => {
    const page = fakeWindow();
    countPageViews(page.win, URL_);
    page.idle();
    expect(page.sent).toEqual([]);
    page.fire('load');
    expect(page.sent).toEqual([]);
    page.idle();
    expect(page.sent).toEqual([{ url: URL_, body: 'path=%2Fservices%2Fwork-abroad%2F&referrer=www.google.com&campaign=diwali' }]);
    page.fire('load');
    page.idle();
    expect(page.sent).toHaveLength(1);
  });

  it('counts one page view per page load: a script changing the address later (a fragment, pushState) is not another page', () => {
    const page = fakeWindow({ readyState: 'complete', idle: false });
    countPageViews(page.win, URL_);
    page.idle();
    page.history.pushState(null, '', '/about/');
    page.fire('popstate');
    page.fire('load');
    page.idle();
    expect(page.sent.map((beacon) => beacon.body)).toEqual(['path=%2Fservices%2Fwork-abroad%2F&referrer=www.google.com&campaign=diwali']);
  });

  it('waits while the page is prerendered, and leaves out our own host and a referrer that is not a URL', () => {
    const page = fakeWindow({ prerendering: true, readyState: 'complete', referrer: 'https://www.example.in/about/' });
    countPageViews(page.win, URL_);
    page.idle();
    page.fire('load');
    page.idle();
    expect(page.sent).toEqual([]);
    page.fireDocument('prerenderingchange');
    page.idle();
    expect(page.sent.map((beacon) => beacon.body)).toEqual(['path=%2Fservices%2Fwork-abroad%2F&campaign=diwali']);

    const odd = fakeWindow({ href: 'https://www.example.in/', referrer: 'not a url', readyState: 'complete' });
    countPageViews(odd.win, URL_);
    odd.idle();
    expect(odd.sent.map((beacon) => beacon.body)).toEqual(['path=%2F']);
  });

  it('does nothing where the browser has no sendBeacon, and never throws', () => {
    const page = fakeWindow({ beacon: false, readyState: 'complete' });
    expect(() => countPageViews(page.win, URL_)).not.toThrow();
    page.idle();
    expect(page.sent).toEqual([]);
  });

  it('is a script of its own: its text runs with nothing but a window', () => {
    const page = fakeWindow({ readyState: 'complete' });
    runInNewContext(pageViewScript(URL_), { window: page.win, URL, URLSearchParams, encodeURIComponent });
    page.idle();
    expect(page.sent).toHaveLength(1);
    expect(pageViewScript('/api/visits/</script>')).not.toContain('</script>');
  });
});
