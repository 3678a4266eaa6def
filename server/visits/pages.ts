import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageSeo } from '@/content/pages';
import { serviceHref, services } from '@/content/services';
import { fileRoute } from '../platform/static';

/*
 * The pages a beacon may count: the static export's own, read once at start (OUT_DIR). A beacon for
 * any other path (a mistyped address, which the visitor saw as the not-found page, or a made-up one) is
 * not counted at all, so the table's paths are only ever the site's: a flood of invented paths adds no row.
 */

/** Not pages of their own: the not-found pages (served for unknown paths) and Next's copies of them. */
const NOT_PAGES = /(^|\/)(404|_not-found)(\/|\.html$)|\.html$/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || name.startsWith('_next')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The site's indexable pages as its content lists them (the sitemap's): what is counted when the API runs
 * without the site (OUT_DIR holds none), the site being served elsewhere and beaconing to this API.
 */
export function contentPages(): ReadonlySet<string> {
  return new Set([...Object.values(pageSeo).map((p) => p.path), ...services.map((s) => serviceHref(s.id))]);
}

/** The routes of the site's pages (`/`, `/about/`, `/services/work-abroad/`): the export's, else the content's. */
export function sitePages(root: string): ReadonlySet<string> {
  if (!existsSync(join(root, 'index.html'))) return contentPages();
  return new Set(
    htmlFiles(root)
      .map((file) => fileRoute(root, file))
      .filter((route) => !NOT_PAGES.test(route)),
  );
}

/**
 * The page a beacon's path names, as the table keeps it, or undefined when it is none of the site's:
 * the base path taken off (the export's routes have none), `/about` read as `/about/` (the server
 * redirects one to the other), and percent-encoding decoded once, as the file server does.
 */
export function pageOf(pages: ReadonlySet<string>, path: string, basePath: string): string | undefined {
  let route = path;
  if (basePath) {
    if (route === basePath) route = '/';
    else if (route.startsWith(`${basePath}/`)) route = route.slice(basePath.length);
    else return undefined;
  }
  try {
    route = decodeURIComponent(route);
  } catch {
    return undefined;
  }
  if (pages.has(route)) return route;
  if (!route.endsWith('/') && pages.has(`${route}/`)) return `${route}/`;
  return undefined;
}
