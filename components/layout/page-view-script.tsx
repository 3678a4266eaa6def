import { apiConfig } from '@/lib/env';
import { pageViewScript } from '@/lib/visit/page-view';

export const PAGE_VIEW_SCRIPT_ID = 'page-views';

/**
 * The page-view beacon (lib/visit/page-view.ts) as an inline script at the end of the body: part of the
 * HTML, no JavaScript file, hashed into the page's CSP like every inline script. With scripts blocked
 * nothing is counted and nothing else changes.
 */
export function PageViewScript() {
  return <script data-site-script="" id={PAGE_VIEW_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: pageViewScript(apiConfig.visitsUrl) }} />;
}
