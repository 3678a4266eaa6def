import { assetPath } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';

/*
 * Fonts for the Gujarati and Devanagari scripts, served by us (public/fonts, Noto Sans from Fontsource, OFL):
 * few phones and no Linux desktop can be relied on to have them, and a phone that has them (`local()`)
 * downloads nothing. Each face covers only its script (`unicode-range`), so Latin text keeps the system face.
 * A page in the language preloads its regular weight alone and shows its text once it is in (`block`):
 * never boxes in place of letters, and no swap that moves lines once read. Headings draw their bold from it
 * (the browser's synthetic bold): a second file (37 KB Gujarati, 54 KB Devanagari) would hold the largest
 * paint back by as long again (npm run bench; docs/performance.md). The face it preloads holds the glyphs
 * the site's own words need (scripts/fonts/page-subset.py: 23 KB Gujarati, 27 KB Devanagari, where the
 * script's whole block with every conjunct was 33 and 40 KB); the form fields draw what a visitor types
 * from the full face (`Typed`, fetched only once a field holds the script's letters, `swap`: meanwhile the
 * page's face draws it, the same letters but for a rarer conjunct). Every other page draws only the
 * switcher's language names, from a subset of a few hundred bytes (public/fonts/language-name-*.woff2, made
 * by scripts/fonts/subset.sh), never holding a paint for them.
 */
/** Each script's own block, in the cut-down face a page preloads (scripts/fonts/page-subset.py makes it with these ranges). */
const MAIN_RANGES = {
  gujarati: 'U+0A80-0AFF, U+0964-0965, U+200C-200D, U+20B9, U+25CC',
  devanagari: 'U+0900-097F, U+200C-200D, U+20B9, U+25CC',
} as const;

/** The rest of what Fontsource's script face covers (Vedic signs, Devanagari Extended, Indic number forms), from the full file when a page has any. */
const EXTENSION_RANGES = {
  gujarati: 'U+0951-0952, U+A830-A839',
  devanagari: 'U+1CD0-1CF9, U+20A8, U+20F0, U+A830-A839, U+A8E0-A8FF',
} as const;

/** The names' subsets hold a few letters of one block each. */
const NAME_RANGES = { gujarati: 'U+0A80-0AFF', devanagari: 'U+0900-097F' } as const;

const FACES: Record<Exclude<Locale, 'en'>, { family: string; script: keyof typeof MAIN_RANGES; local: string }> = {
  gu: { family: 'Sarthi Gujarati', script: 'gujarati', local: 'Noto Sans Gujarati' },
  hi: { family: 'Sarthi Devanagari', script: 'devanagari', local: 'Noto Sans Devanagari' },
};

/** The other script's language name on a page in the language (हिन्दी on a Gujarati page, ગુજરાતી on a Hindi one). */
const OTHER_NAME = { gu: 'devanagari', hi: 'gujarati' } as const;

const mainFile = (locale: Exclude<Locale, 'en'>) => `/fonts/noto-sans-${FACES[locale].script}-main.woff2`;

/**
 * The files a page in the language preloads: its script's block, regular weight (bold is drawn from it),
 * and the few hundred bytes of the other script's name in the switcher. The name is preloaded too because
 * its text uses a family of ours: when any face of the document arrives after the first layout, Chromium
 * lays out again every text whose families include one of ours, which on such a page is all of it (a
 * task of ~20 ms on this machine, ~80 ms on the benchmark's phone: the Gujarati pages' blocking time).
 * Preloaded, it is in before the first layout, like the main face. English pages draw no text in our
 * families but the names, so a name arriving late re-lays out the names alone: nothing to preload there.
 */
export const scriptFontFiles = (locale: Exclude<Locale, 'en'>) => [mainFile(locale), `/fonts/language-name-${OTHER_NAME[locale]}.woff2`];

const fullFile = (script: keyof typeof MAIN_RANGES) => `/fonts/noto-sans-${script}-${script}-400-normal.woff2`;

function face(family: string, src: string, range: string, weight = '400', display = 'block'): string {
  return `@font-face{font-family:'${family}';src:${src};font-weight:${weight};font-style:normal;font-display:${display};unicode-range:${range}}`;
}

/** The @font-face rules a page in `locale` needs (with the base path in their URLs, which a CSS file cannot know). */
export function scriptFontCss(locale: Locale): string {
  // The names sit below the first screen or in closed menus: never worth holding a paint for.
  const names = (['gujarati', 'devanagari'] as const).map((script) => face('Sarthi Language Name', `url(${assetPath(`/fonts/language-name-${script}.woff2`)}) format('woff2')`, NAME_RANGES[script], '400', 'swap'));
  if (locale === 'en') return names.join('');
  const { family, script, local } = FACES[locale];
  const main = `url(${assetPath(mainFile(locale))}) format('woff2')`;
  return [
    ...names,
    face(family, `local('${local}'),url(${assetPath(fullFile(script))}) format('woff2')`, EXTENSION_RANGES[script]),
    face(family, `local('${local}'),${main}`, MAIN_RANGES[script]),
    face(`${family} Typed`, `local('${local}'),url(${assetPath(fullFile(script))}) format('woff2')`, `${MAIN_RANGES[script]}, ${EXTENSION_RANGES[script]}`, '400', 'swap'),
    `:root{--font-script:'${family}',;--font-typed:'${family} Typed',}`,
  ].join('');
}
