import * as canadaEn from '@/content/calculators/canada';
import { translation as canadaGu } from '@/content/calculators/canada.gu';
import { translation as canadaHi } from '@/content/calculators/canada.hi';
import * as ukEn from '@/content/calculators/uk';
import { translation as ukGu } from '@/content/calculators/uk.gu';
import { translation as ukHi } from '@/content/calculators/uk.hi';
import { translation as wordsGu } from '@/content/calculators/words.gu';
import { translation as wordsHi } from '@/content/calculators/words.hi';
import { TOOL_PAGES } from '@/content/page-text';
import { canada, canadaIn } from './canada';
import { initialValues } from './form';
import { announcement, formHtml, resultHtml } from './html';
import { buildIn, type Build } from './in-language';
import { calculators, calculatorsIn } from './index';
import { calculatorLoaders } from './loaders';
import { ukIn } from './uk';

// That each loader brings its own calculator, in the page's language, is shown in the browser
// (e2e/tools.spec.ts, e2e/languages-tools.spec.ts): ts-jest runs without the VM modules that import() needs.
describe('calculatorLoaders', () => {
  it('has a loader for every calculator and for no other slug', () => {
    expect(Object.keys(calculatorLoaders).sort()).toEqual(calculators.map((c) => c.slug).sort());
  });
});

describe('the translated tool pages (content/page-text.ts)', () => {
  it('name every calculator, with the service whose enquiry form takes its hand-off', () => {
    expect(TOOL_PAGES.map(({ slug, advisor }) => ({ slug, advisor }))).toEqual(calculators.map(({ slug, advisor }) => ({ slug, advisor })));
  });
});

describe('buildIn: the calculator the page script builds', () => {
  const modules = [
    { module: 'canada', build: canadaIn, english: canadaEn.tool, gu: canadaGu, hi: canadaHi },
    { module: 'uk', build: ukIn, english: ukEn.tool, gu: ukGu, hi: ukHi },
  ];
  const links = { pageUrl: 'https://example.org/x/', today: new Date('2026-12-01T00:00:00Z') };

  for (const locale of ['gu', 'hi'] as const) {
    for (const { module, build, english, ...translations } of modules) {
      it(`${locale}: ${module} renders, scores and words its result as the pre-rendered page does`, () => {
        const words = locale === 'gu' ? wordsGu : wordsHi;
        const browser = buildIn(locale, { module, build: build as Build<typeof english>, english, translated: { tool: translations[locale].text.tool, words: words.text.words } });
        const page = calculatorsIn(locale).find((c) => c.slug === browser.slug)!;
        const values = initialValues(page.groups);
        expect(browser.locale).toBe(locale);
        expect(formHtml(browser, { values })).toBe(formHtml(page, { values }));
        expect(resultHtml(browser, values, links)).toBe(resultHtml(page, values, links));
        expect(announcement(browser, values)).toBe(announcement(page, values));
      });
    }
  }

  it('builds the English calculator when there is no translation to read', () => {
    const browser = buildIn('en', { module: 'canada', build: canadaIn, english: canadaEn.tool });
    const values = initialValues(canada.groups);
    expect(resultHtml(browser, values, links)).toBe(resultHtml(canada, values, links));
  });
});
