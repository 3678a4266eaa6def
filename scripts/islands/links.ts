/**
 * Links on a translated page stay in its language: every link to a page of the site that exists under the
 * page's prefix (`/about/` on a Gujarati page -> `/gu/about/`) is rewritten as the page is built, wherever
 * it comes from (the frame, a component, a service's copy). A link to a page that has no translation yet
 * keeps its English address and says so (`hreflang`). The language switcher's links are left alone.
 */
import { Parser } from 'htmlparser2';
import { splitLocale, localePath, type Locale } from '../../lib/i18n/locales';

/** Site paths that are files, not pages. */
const NOT_A_PAGE = /^\/(?:_islands|_next|api|staff|media|images|og|fonts)\/|\.[a-z0-9]+$/i;

export interface LinkRewrite {
  /** The page's language (from its path); English pages are returned unchanged. */
  locale: Locale;
  basePath: string;
  /** Does the language have this page (a site path with its prefix, e.g. `/gu/about/`)? */
  exists: (path: string) => boolean;
  /** The `hreflang` of English, for links that stay English. */
  englishTag: string;
}

export function localizeLinks(html: string, { locale, basePath, exists, englishTag }: LinkRewrite): { html: string; rewritten: number; english: number } {
  if (locale === 'en') return { html, rewritten: 0, english: 0 };
  const edits: Array<{ start: number; end: number; tag: string }> = [];
  let rewritten = 0;
  let english = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'a' || attributes.href === undefined || 'data-language-link' in attributes || 'hreflang' in attributes) return;
        const href = attributes.href;
        if (!href.startsWith(`${basePath}/`) || href.startsWith('//')) return;
        const [, pathOnly = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href.slice(basePath.length)) ?? [];
        if (NOT_A_PAGE.test(pathOnly) || splitLocale(pathOnly).locale !== 'en') return;
        const tag = html.slice(parser.startIndex, parser.endIndex + 1);
        const translated = localePath(locale, pathOnly);
        if (exists(translated)) {
          edits.push({ start: parser.startIndex, end: parser.endIndex + 1, tag: tag.replace(/\bhref="[^"]*"/, `href="${basePath}${translated}${rest}"`) });
          rewritten += 1;
        } else {
          edits.push({ start: parser.startIndex, end: parser.endIndex + 1, tag: tag.replace(/^<a\b/, `<a hreflang="${englishTag}"`) });
          english += 1;
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.tag;
    at = edit.end;
  }
  return { html: out + html.slice(at), rewritten, english };
}
