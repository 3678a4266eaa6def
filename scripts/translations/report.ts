/**
 * `npm run translations [-- <file.html>]`: what awaits review in each language. Prints each module's review
 * state, its number of strings and the pages it holds back, then each translated page's state, and writes a
 * self-contained HTML page (default `translations-report.html`) with every string in English, Gujarati and
 * Hindi side by side for a reviewer to mark up and save. Always exits 0 when it ran: it is a report, and a
 * draft is a state, not a failure (a missing string fails the build in `localize`). docs/translations.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { text } from '../../content/text';
import { pageReview, TRANSLATED_PAGES } from '../../content/page-text';
import { LOCALE_INFO, TRANSLATED_LOCALES, type TranslatedLocale } from '../../lib/i18n/locales';
import { textEntries, type Review } from '../../lib/i18n/translation';

type ModuleKey = keyof typeof text;

export interface ModuleRow {
  key: ModuleKey;
  /** The English module's path, `content/home`. */
  module: string;
  strings: number;
  reviews: Record<TranslatedLocale, Review>;
  /** English paths of the pages that use the module. */
  pages: string[];
}

export interface PageRow {
  path: string;
  indexable: boolean;
  reviews: Record<TranslatedLocale, Review | undefined>;
  /** Per language, the modules on the page still in draft. */
  waitingOn: Record<TranslatedLocale, ModuleKey[]>;
}

export interface TranslationsReport {
  modules: ModuleRow[];
  pages: PageRow[];
}

const moduleKeys = Object.keys(text) as ModuleKey[];

function perLocale<T>(make: (locale: TranslatedLocale) => T): Record<TranslatedLocale, T> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, make(locale)])) as Record<TranslatedLocale, T>;
}

export function translationsReport(): TranslationsReport {
  const modules = moduleKeys.map((key): ModuleRow => {
    const entry = text[key];
    return {
      key,
      module: entry.module,
      strings: textEntries(entry.english, '', entry.fixed).length,
      reviews: perLocale((locale) => entry.review(locale)),
      pages: TRANSLATED_PAGES.filter((page) => page.modules.includes(key)).map((page) => page.path),
    };
  });
  const pages = TRANSLATED_PAGES.map(
    (page): PageRow => ({
      path: page.path,
      indexable: page.indexable,
      reviews: perLocale((locale) => pageReview(page.path, locale)),
      waitingOn: perLocale((locale) => [...new Set(page.modules)].filter((key) => text[key].review(locale).state === 'draft')),
    }),
  );
  return { modules, pages };
}

export function reviewInWords(review: Review | undefined): string {
  if (!review) return 'no translation';
  if (review.state === 'draft') return `draft (${review.translated})`;
  return `reviewed by ${review.by} on ${review.on}${review.note ? ` (note: ${review.note})` : ''}`;
}

function pageState(page: PageRow, locale: TranslatedLocale): string {
  const review = page.reviews[locale];
  if (review?.state !== 'reviewed') return `draft: noindex, note shown; waiting on ${page.waitingOn[locale].join(', ')}`;
  return page.indexable ? `indexed (reviewed by ${review.by}, ${review.on})` : `reviewed (never indexed: an outcome page)`;
}

function pagesInWords(pages: readonly string[]): string {
  if (pages.length === 0) return 'none translated yet';
  if (pages.length === TRANSLATED_PAGES.length) return `all ${pages.length} pages`;
  return pages.join(' ');
}

export function summaryLine(report: TranslationsReport, locale: TranslatedLocale): string {
  const reviewedPages = report.pages.filter((page) => page.reviews[locale]?.state === 'reviewed').length;
  const awaiting = report.modules.filter((row) => row.reviews[locale].state === 'draft').length;
  return `${locale}: ${reviewedPages} of ${report.pages.length} pages reviewed; ${awaiting} ${awaiting === 1 ? 'module awaits' : 'modules await'} review`;
}

export function reportText(report: TranslationsReport): string {
  const lines: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const name = `${LOCALE_INFO[locale].englishName} (${locale})`;
    lines.push(`${name}: modules`);
    for (const row of report.modules) {
      const review = row.reviews[locale];
      lines.push(`  ${row.module}  ${row.strings} strings  ${reviewInWords(review)}`);
      if (review.state === 'draft') lines.push(row.pages.length > 0 ? `    holds back: ${pagesInWords(row.pages)}` : '    on no translated page yet');
    }
    lines.push('', `${name}: pages`);
    const width = Math.max(...report.pages.map((page) => page.path.length));
    for (const page of report.pages) lines.push(`  ${page.path.padEnd(width)}  ${pageState(page, locale)}`);
    lines.push('');
  }
  lines.push(...TRANSLATED_LOCALES.map((locale) => summaryLine(report, locale)));
  return lines.join('\n');
}

// ---- The reviewer's HTML page -------------------------------------------------------------------------

export interface StringRow {
  path: string;
  english: string;
  /** Per language the translated string, or undefined when the translation has no string at this path. */
  translated: Record<TranslatedLocale, string | undefined>;
}

/**
 * One row per English string, the translations read at the same paths. The localized value is what the site
 * shows; if localizing fails (a missing string), the translation's own text is read so the page still shows
 * what is there, and the error is returned for the module's heading.
 */
export function stringRows(key: ModuleKey): { rows: StringRow[]; errors: Partial<Record<TranslatedLocale, string>> } {
  const entry = text[key];
  const errors: Partial<Record<TranslatedLocale, string>> = {};
  const byLocale = perLocale((locale) => {
    let value: unknown;
    try {
      value = entry(locale);
    } catch (error) {
      errors[locale] = error instanceof Error ? error.message : String(error);
      value = entry.translations[locale].text;
    }
    return new Map(textEntries(value, '', entry.fixed).map((e) => [e.path, e.text]));
  });
  const rows = textEntries(entry.english, '', entry.fixed).map((e) => ({
    path: e.path,
    english: e.text,
    translated: perLocale((locale) => byLocale[locale].get(e.path)),
  }));
  return { rows, errors };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function anchor(module: string): string {
  return module.replace(/[^a-z0-9]+/gi, '-');
}

export interface ReportFonts {
  /** base64 of the 400-weight woff2 faces, so the page renders on a machine without them. */
  gujarati?: string;
  devanagari?: string;
}

function fontFace(family: string, base64: string | undefined): string {
  return base64 ? `@font-face{font-family:'${family}';font-weight:400;font-display:swap;src:url(data:font/woff2;base64,${base64}) format('woff2')}` : '';
}

const CSS = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#57606a;--line:#d0d7de;--same:#fff4c2;--missing:#b3261e}
body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);margin:0 auto;padding:1.5rem;max-width:120rem}
[lang=gu]{font-family:'Noto Sans Gujarati','Shruti',system-ui,sans-serif}
[lang=hi]{font-family:'Noto Sans Devanagari','Mangal',system-ui,sans-serif}
h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.3rem;margin:2.5rem 0 .5rem;padding-top:.5rem;border-top:2px solid var(--ink)}
a{color:#0a58ca}a:focus-visible,[contenteditable]:focus-visible{outline:3px solid #0a58ca;outline-offset:1px}
.hint{background:#eef4ff;border:1px solid #9ec5fe;padding:.75rem 1rem;border-radius:.25rem}
table{border-collapse:collapse;width:100%;table-layout:fixed;margin:.5rem 0 1rem}
th,td{border:1px solid var(--line);padding:.4rem .5rem;vertical-align:top;text-align:left;overflow-wrap:anywhere}
thead th{background:#f6f8fa;position:sticky;top:0}
th[scope=row]{font:500 .8rem/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted)}
.strings col.path{width:14%}.strings col.notes{width:16%}
[contenteditable]{background:#fffdf5}
td.same{background:var(--same)}
.flag{display:block;font:600 .75rem/1.3 system-ui,sans-serif;color:#6b4e00}
td.missing{color:var(--missing);font-weight:700}
.draft{color:#8a4b00}.reviewed{color:#116329}.error{color:var(--missing)}
dl.states{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.25rem 0}
dl.states dt{font-weight:600}dl.states dd{margin:0}
.toc{columns:2 28rem}
@media print{thead th{position:static}[contenteditable]{background:none}.hint{display:none}}
`;

function reviewCell(review: Review | undefined): string {
  if (!review) return '<span class="error">no translation</span>';
  return `<span class="${review.state}">${escapeHtml(reviewInWords(review))}</span>`;
}

function translatedCell(locale: TranslatedLocale, row: StringRow): string {
  const value = row.translated[locale];
  if (value === undefined) return `<td class="missing" lang="en">MISSING</td>`;
  // Equal text may be right (a brand, a number), so it is flagged for a look, not as an error.
  const same = value === row.english;
  const flag = same ? '<span class="flag" lang="en" contenteditable="false">Same as English: untranslated?</span>' : '';
  return `<td lang="${locale}" contenteditable="true"${same ? ' class="same"' : ''}>${flag}${escapeHtml(value)}</td>`;
}

export function reportHtml(report: TranslationsReport, fonts: ReportFonts = {}, now = new Date()): string {
  const names = perLocale((locale) => LOCALE_INFO[locale].englishName);
  const toc = report.modules
    .map((row) => {
      const states = TRANSLATED_LOCALES.map((locale) => `${names[locale]}: <span class="${row.reviews[locale].state}">${row.reviews[locale].state}</span>`).join(', ');
      return `<li><a href="#${anchor(row.module)}">${escapeHtml(row.module)}</a> (${row.strings} strings; ${states})</li>`;
    })
    .join('\n');
  const pageRows = report.pages
    .map(
      (page) =>
        `<tr><th scope="row">${escapeHtml(page.path)}</th>${TRANSLATED_LOCALES.map((locale) => `<td>${escapeHtml(pageState(page, locale))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const sections = report.modules
    .map((row) => {
      const { rows, errors } = stringRows(row.key);
      const states = TRANSLATED_LOCALES.map(
        (locale) =>
          `<dt>${names[locale]}</dt><dd>${reviewCell(row.reviews[locale])}${errors[locale] ? ` <span class="error">${escapeHtml(errors[locale])}</span>` : ''}</dd>`,
      ).join('');
      const body = rows
        .map(
          (r) =>
            `<tr><th scope="row">${escapeHtml(r.path)}</th><td>${escapeHtml(r.english)}</td>${TRANSLATED_LOCALES.map((locale) => translatedCell(locale, r)).join('')}<td contenteditable="true"></td></tr>`,
        )
        .join('\n');
      return `<section aria-labelledby="${anchor(row.module)}">
<h2 id="${anchor(row.module)}">${escapeHtml(row.module)}</h2>
<dl class="states"><dt>Strings</dt><dd>${row.strings}</dd>${states}<dt>Pages</dt><dd>${escapeHtml(pagesInWords(row.pages))}</dd></dl>
<table class="strings"><caption class="visually-hidden">Strings of ${escapeHtml(row.module)}</caption>
<colgroup><col class="path"><col><col><col><col class="notes"></colgroup>
<thead><tr><th scope="col">Path</th><th scope="col">English</th>${TRANSLATED_LOCALES.map((locale) => `<th scope="col">${names[locale]}</th>`).join('')}<th scope="col">Reviewer's notes</th></tr></thead>
<tbody>
${body}
</tbody></table>
<p><a href="#contents">Back to contents</a></p>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Translations awaiting review</title>
<style>${fontFace('Noto Sans Gujarati', fonts.gujarati)}${fontFace('Noto Sans Devanagari', fonts.devanagari)}${CSS}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}</style>
</head>
<body>
<main>
<h1>Translations awaiting review</h1>
<p>Made by <code>npm run translations</code> on ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC.</p>
<ul>${TRANSLATED_LOCALES.map((locale) => `<li>${escapeHtml(summaryLine(report, locale))}</li>`).join('')}</ul>
<div class="hint">
<p><strong>How to review.</strong> Click any Gujarati or Hindi cell to correct it, and write in the last column what should change and why.
Cells in yellow read the same as the English: they may be untranslated (or rightly English, like a brand name). Red MISSING means the translation has no string there.
HTML in a string is shown as text: keep its tags in the same order.</p>
<p><strong>Save a copy</strong> to keep your edits: your browser's Save Page (Ctrl+S, or ⌘S on a Mac) as "Webpage, Complete" (Chrome, Edge) or "Web Page, complete" (Firefox), then send the file back.
When a module is right, its <code>review</code> becomes <code>{ state: 'reviewed', by: 'Your name', on: 'YYYY-MM-DD' }</code> (docs/translations.md).</p>
</div>
<h2 id="pages">Pages</h2>
<table><caption class="visually-hidden">Each translated page's state</caption>
<thead><tr><th scope="col">Page (English path)</th>${TRANSLATED_LOCALES.map((locale) => `<th scope="col">${names[locale]}</th>`).join('')}</tr></thead>
<tbody>
${pageRows}
</tbody></table>
<nav aria-labelledby="contents"><h2 id="contents">Modules</h2><ul class="toc">
${toc}
</ul></nav>
${sections}
</main>
</body>
</html>
`;
}

function readFonts(root: string): ReportFonts {
  const read = (file: string) => {
    const full = path.join(root, 'public/fonts', file);
    return fs.existsSync(full) ? fs.readFileSync(full).toString('base64') : undefined;
  };
  return { gujarati: read('noto-sans-gujarati-gujarati-400-normal.woff2'), devanagari: read('noto-sans-devanagari-devanagari-400-normal.woff2') };
}

// Run only as the command, not when a test imports the report.
if (process.argv[1]?.replace(/\\/g, '/').endsWith('scripts/translations/report.ts')) {
  const args = process.argv.slice(2);
  // npm runs scripts at the repository root.
  const root = process.cwd();
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error('Usage: npm run translations [-- <file.html>]   (default: translations-report.html at the repository root)');
    process.exitCode = 2;
  } else {
    const report = translationsReport();
    console.log(reportText(report));
    const out = path.resolve(args[0] ?? path.join(root, 'translations-report.html'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, reportHtml(report, readFonts(root)));
    const shown = path.relative(process.cwd(), out);
    console.log(`\nReview page: ${shown.startsWith('..') ? out : shown}`);
  }
}
