import { TOOL_PAGES } from '@/content/page-text';
import { calculators } from './index';
import { calculatorLoaders } from './loaders';

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
