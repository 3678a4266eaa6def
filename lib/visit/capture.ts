/**
 * Where this tab's visit came from, noted on every full page load by an inline script in the document
 * head (components/layout/visit-source-script.tsx embeds this function's own source). It must stay
 * self-contained (no imports, helpers or outer names; ES5-ish statements): its text is the script, on
 * every page, so it is kept small.
 *
 * A visit starts when the tab has none yet, when the address carries utm_* tags (a new campaign click),
 * or when the visitor arrives from another site; any other page load keeps the visit the tab holds, so
 * the landing page stays the first page. The text is what lib/visit/source.ts's encodeSource writes:
 * the landing path (no query), the referring host when it is not our own (`ownHosts`: the API's, when
 * it is on another origin), the utm_* values. It lives in
 * session storage (this tab, gone when it closes; no cookie) and fills each `visit_source` hidden field,
 * so a native post carries it too. Storage may be missing or refuse access: then the fields still get
 * this page's own source, and nothing ever throws into the page. Answers the text (for tests).
 */
export function captureVisitSource(key: string, field: string, utmKeys: readonly string[], ownHosts: readonly string[], win?: Window): string {
  let text = '';
  try {
    // The page's own window; a test passes its own.
    win = win || window;
    const loc = win.location;
    const doc = win.document;
    let store: Storage | null = null;
    try {
      store = win.sessionStorage;
      text = store.getItem(key) || '';
    } catch (e) {
      // Storage refused (disabled, sandboxed): this page's own source still fills the fields.
    }
    let referrer = '';
    try {
      const from = new URL(doc.referrer);
      // The API's own pages (a native post's "please correct" page, when the API is on another origin) are ours too.
      if (from.host !== loc.host && ownHosts.indexOf(from.host) < 0) referrer = from.hostname;
    } catch (e) {
      // No referrer (typed, bookmarked, or withheld): nothing to note.
    }
    const query = new URLSearchParams(loc.search);
    const page = new URLSearchParams();
    page.set('landing', loc.pathname);
    if (referrer) page.set('referrer', referrer);
    let tagged = false;
    for (let i = 0; i < utmKeys.length; i++) {
      const value = query.get(utmKeys[i]!);
      if (value) {
        page.set(utmKeys[i]!, value);
        tagged = true;
      }
    }
    if (!text || tagged || referrer) {
      text = page.toString();
      try {
        if (store) store.setItem(key, text);
      } catch (e) {
        // Full: this page's fields still carry it.
      }
    }
    const fill = function () {
      const inputs = doc.querySelectorAll<HTMLInputElement>('input[name="' + field + '"]');
      for (let k = 0; k < inputs.length; k++) inputs[k]!.value = text;
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fill);
    else fill();
  } catch (e) {
    // A source is a nicety: never an error in the page.
  }
  return text;
}
