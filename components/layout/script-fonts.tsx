import { assetPath } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';

/*
 * Fonts for the Gujarati and Devanagari scripts, served by us (public/fonts, Noto Sans from Fontsource, OFL):
 * few phones and no Linux desktop can be relied on to have them. Each face covers only its script
 * (`unicode-range`), so Latin text keeps the system face. A page in the language preloads its two weights
 * (components/layout/document.tsx) and shows its text once they are in (`block`): never boxes in place of
 * letters, and no swap that moves lines once read. Every other page draws only the switcher's language names,
 * from a subset of a few hundred bytes (public/fonts/language-name-*.woff2, made by scripts/fonts/subset.sh).
 */
const RANGES = {
  gujarati: 'U+0951-0952, U+0964-0965, U+0A80-0AFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839',
  devanagari: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF',
} as const;

const FACES: Record<Exclude<Locale, 'en'>, { family: string; script: keyof typeof RANGES; local: string }> = {
  gu: { family: 'Sarthi Gujarati', script: 'gujarati', local: 'Noto Sans Gujarati' },
  hi: { family: 'Sarthi Devanagari', script: 'devanagari', local: 'Noto Sans Devanagari' },
};

export const scriptFontFiles = (locale: Exclude<Locale, 'en'>) =>
  [400, 700].map((weight) => `/fonts/noto-sans-${FACES[locale].script}-${FACES[locale].script}-${weight}-normal.woff2`);

function face(family: string, src: string, range: string, weight = '400'): string {
  return `@font-face{font-family:'${family}';src:${src};font-weight:${weight};font-style:normal;font-display:block;unicode-range:${range}}`;
}

/** The @font-face rules a page in `locale` needs (with the base path in their URLs, which a CSS file cannot know). */
export function scriptFontCss(locale: Locale): string {
  const names = (['gujarati', 'devanagari'] as const).map((script) => face('Sarthi Language Name', `url(${assetPath(`/fonts/language-name-${script}.woff2`)}) format('woff2')`, RANGES[script]));
  if (locale === 'en') return names.join('');
  const { family, script, local } = FACES[locale];
  const [regular, bold] = scriptFontFiles(locale).map((file) => `url(${assetPath(file)}) format('woff2')`);
  return [
    ...names,
    face(family, `local('${local}'),${regular}`, RANGES[script], '400'),
    face(family, `local('${local} Bold'),${bold}`, RANGES[script], '700'),
    `:root{--font-script:'${family}',}`,
  ].join('');
}
