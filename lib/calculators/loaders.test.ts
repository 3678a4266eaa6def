import { calculators } from './index';
import { calculatorLoaders } from './loaders';

// That each loader brings its own calculator is shown in the browser (e2e/tools.spec.ts scores every tool
// with its script): ts-jest runs without the VM modules that import() needs.
describe('calculatorLoaders', () => {
  it('has a loader for every calculator and for no other slug', () => {
    expect(Object.keys(calculatorLoaders).sort()).toEqual(calculators.map((c) => c.slug).sort());
  });
});
