import { fixedWith, isReviewed, localize, textEntries, translatable, type ModuleTranslation } from './translation';

const english = {
  id: 'welcome',
  title: 'Welcome',
  count: 3,
  featured: true,
  link: { href: '/about/', label: 'About us' },
  items: ['First', 'Second'],
  stats: [{ value: '25+', label: 'Years' }],
};
const gujarati = {
  title: 'સ્વાગત',
  link: { label: 'અમારા વિશે' },
  items: ['પહેલું', 'બીજું'],
  stats: [{ label: 'વર્ષ' }],
};

describe('localize', () => {
  it('replaces every string with the translation and keeps fixed keys, numbers and booleans from the English', () => {
    expect(localize(english, gujarati, 'content/x.gu')).toEqual({
      id: 'welcome',
      title: 'સ્વાગત',
      count: 3,
      featured: true,
      link: { href: '/about/', label: 'અમારા વિશે' },
      items: ['પહેલું', 'બીજું'],
      stats: [{ value: '25+', label: 'વર્ષ' }],
    });
  });

  it('ignores a translation of a fixed key', () => {
    expect(localize({ href: '/a/', label: 'A' }, { href: '/gu/a/', label: 'એ' }, 'm')).toEqual({ href: '/a/', label: 'એ' });
  });

  it("translates a fixed key the module's own set leaves out", () => {
    const fixed = new Set([...fixedWith()].filter((key) => key !== 'name'));
    expect(localize({ name: 'Trust' }, { name: 'વિશ્વાસ' }, 'm', fixed)).toEqual({ name: 'વિશ્વાસ' });
  });

  it('names the path of a missing string', () => {
    expect(() => localize(english, { ...gujarati, link: {} }, 'content/x.gu')).toThrow('Translation content/x.gu.link.label: is missing (English: "About us")');
  });

  it('names the path of an empty string', () => {
    expect(() => localize(english, { ...gujarati, items: ['પહેલું', '  '] }, 'content/x.gu')).toThrow('Translation content/x.gu.items[1]: is missing');
  });

  it('names the path of a list of the wrong length', () => {
    expect(() => localize(english, { ...gujarati, items: ['પહેલું'] }, 'content/x.gu')).toThrow('Translation content/x.gu.items: has 1 entries; the English has 2');
  });

  it('names the path where a list was expected', () => {
    expect(() => localize(english, { ...gujarati, items: 'પહેલું' }, 'content/x.gu')).toThrow('Translation content/x.gu.items: should be a list');
  });
});

describe('textEntries', () => {
  it('lists every translatable string with its path, in order, leaving out fixed keys and non-text values', () => {
    expect(textEntries(english)).toEqual([
      { path: 'title', text: 'Welcome' },
      { path: 'link.label', text: 'About us' },
      { path: 'items[0]', text: 'First' },
      { path: 'items[1]', text: 'Second' },
      { path: 'stats[0].label', text: 'Years' },
    ]);
  });

  it('gives the same paths for the English and its localized value', () => {
    const paths = (value: unknown) => textEntries(value).map((e) => e.path);
    expect(paths(localize(english, gujarati, 'm'))).toEqual(paths(english));
  });

  it("leaves out a module's own fixed keys", () => {
    expect(textEntries({ email: 'a@b.c', label: 'Mail' }, '', fixedWith('email'))).toEqual([{ path: 'label', text: 'Mail' }]);
  });
});

describe('translatable', () => {
  const review = { state: 'draft', translated: 'Test' } as const;
  const translations: Record<'gu' | 'hi', ModuleTranslation<typeof english>> = {
    gu: { review, text: gujarati },
    hi: { review: { state: 'reviewed', by: 'Asha', on: '2026-11-01' }, text: { ...gujarati, title: 'स्वागत' } },
  };
  const entry = translatable('content/x', english, translations);

  it('gives the English module for English and a localized copy, made once, for each language', () => {
    expect(entry('en')).toBe(english);
    expect(entry('gu').title).toBe('સ્વાગત');
    expect(entry('gu')).toBe(entry('gu'));
    expect(entry('hi').title).toBe('स्वागत');
  });

  it('gives each language its review', () => {
    expect(isReviewed(entry.review('gu'))).toBe(false);
    expect(isReviewed(entry.review('hi'))).toBe(true);
  });

  it('names the module and language when a string is missing', () => {
    const broken = translatable('content/y', { title: 'Hi' }, { gu: { review, text: { title: '' } }, hi: { review, text: { title: 'नमस्ते' } } });
    expect(() => broken('gu')).toThrow('Translation content/y.gu.title: is missing');
  });
});
