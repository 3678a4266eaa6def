/*
 * The page-view beacon (issue "Pages are counted without tracking anyone"): the source of an inline script
 * at the end of every page's body (components/layout/page-view-script.tsx), so it adds no JavaScript file
 * to any page and runs without the framework. It sends the page's path, and for the page the visit
 * landed on the referring site's host and the utm_campaign, to the intake API: no cookie, no storage,
 * no identifier; the server adds the device class from the User-Agent and keeps nothing else of it.
 *
 * `countPageViews` must stay self-contained (no imports, helpers or outer names): its text is the script.
 */

/** What the script uses of the window (a test passes its own). The body it sends is the text server/visits/beacon.ts reads. */
export type PageViewWindow = Pick<Window, 'location' | 'document' | 'navigator' | 'addEventListener' | 'setTimeout'> & {
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Counts this page once it has loaded and the browser is idle (never while it is prerendered, which
 * nobody has seen yet): one page view per page load, since every page is one (there is no client-side
 * router). A page restored from the back/forward cache does not run this again and is not counted; a page
 * whose script is blocked is simply not counted.
 */
export function countPageViews(win: PageViewWindow, url: string): void {
  const doc = win.document;
  const nav = win.navigator;
  if (typeof nav.sendBeacon !== 'function') return;
  let sent = false;
  const send = function () {
    if (sent) return;
    sent = true;
    const place = win.location;
    let body = 'path=' + encodeURIComponent(place.pathname);
    // The source: the referring site (another host; a link within the site is the visit going on) and the campaign.
    let host = '';
    try {
      host = doc.referrer ? new URL(doc.referrer).host : '';
    } catch {
      host = '';
    }
    if (host && host !== place.host) body += '&referrer=' + encodeURIComponent(host);
    const campaign = new URLSearchParams(place.search).get('utm_campaign');
    if (campaign) body += '&campaign=' + encodeURIComponent(campaign);
    try {
      nav.sendBeacon(url, body);
    } catch {
      // A beacon the browser refuses (a policy, a full queue) is a page not counted, nothing more.
    }
  };
  const start = function () {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(send, { timeout: 5000 });
    else win.setTimeout(send, 1);
  };
  const afterLoad = function () {
    if (doc.readyState === 'complete') start();
    else win.addEventListener('load', start, { once: true });
  };
  if ((doc as Document & { prerendering?: boolean }).prerendering) doc.addEventListener('prerenderingchange', afterLoad, { once: true });
  else afterLoad();

}

/** The inline script's text: the function above, called with the page's window and the beacon's address. */
export function pageViewScript(url: string): string {
  return `(${countPageViews.toString()})(window,${JSON.stringify(url).replace(/</g, '\\u003c')});`;
}
