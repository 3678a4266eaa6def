import { australia } from './australia';
import { canada } from './canada';
import { initialValues } from './form';
import { announcement, errorsHtml, formHtml, placeholderHtml, resultHtml } from './html';
import { calculatorsIn } from './index';
import { uk } from './uk';
import { words as englishWords } from '@/content/calculators/words';
import { textEntries } from '@/lib/i18n/translation';

const links = { pageUrl: 'https://example.org/tools/x/', today: new Date('2026-12-01T00:00:00Z') };

describe('resultHtml', () => {
  it('shows Canada out of its 1,200 cap, the latest 8 rounds and the earlier ones in a disclosure', () => {
    const html = resultHtml(canada, initialValues(canada.groups), links);
    expect(html).toContain('points of 1,200');
    const recent = /<caption>[^<]*latest first[^<]*<\/caption>[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(recent.match(/<tr>/g)).toHaveLength(1 + 8);
    expect(html).toContain(`<summary>${canada.draws!.rows.length - 8} earlier rounds</summary>`);
  });

  it('issue 39, finding 9: shows Australia out of the most its subclass can score: 130 for 189, 135 for 190, 145 for 491', () => {
    const values = initialValues(australia.groups);
    expect(resultHtml(australia, { ...values, visa: '189' }, links)).toContain('points of 130');
    expect(resultHtml(australia, { ...values, visa: '190' }, links)).toContain('points of 135');
    expect(resultHtml(australia, { ...values, visa: '491' }, links)).toContain('points of 145');
  });

  it('says the rules are being reviewed only after the review-by day', () => {
    const values = initialValues(australia.groups);
    expect(resultHtml(australia, values, { ...links, today: new Date('2026-12-31T12:00:00Z') })).not.toContain('calc-review');
    expect(resultHtml(australia, values, { ...links, today: new Date('2027-01-01T00:00:00Z') })).toContain('<strong>These rules are being reviewed.</strong>');
  });

  it('leaves an unknown answer open ("can’t tell yet"), and says "not eligible" only for a rule that rules the visitor out', () => {
    const base = { ...initialValues(uk.groups), salary: 45_000, rate: 40_000 };
    const open = resultHtml(uk, { ...base, level: 'unknown' }, links);
    expect(open).toContain('Can’t tell yet.');
    expect(open).not.toContain('Not eligible');
    // 30, not 50: no salary points without the skill level's (SW 4.4; issue 39, finding 2).
    expect(announcement(uk, { ...base, level: 'unknown' })).toBe('Estimated score: 30 points; some answers need checking before we can tell.');
    const out = resultHtml(uk, { ...base, english: 'b1' }, links);
    expect(out).toContain('<strong>Not eligible on these answers</strong>');
    expect(announcement(uk, base)).toBe('Estimated score: 70 points, meets the pass mark of 70.');
  });

  it('escapes what came from the address in the shared links', () => {
    const html = resultHtml(australia, initialValues(australia.groups), { ...links, pageUrl: 'https://example.org/"><script>x</script>' });
    expect(html).not.toContain('<script>');
  });
});

describe('the result region names itself in every state (the section is labelled by #calc-result-title)', () => {
  it('has that heading before a result, with a result, and with problems', () => {
    expect(placeholderHtml(australia)).toContain('id="calc-result-title"');
    expect(resultHtml(australia, initialValues(australia.groups), links)).toContain('id="calc-result-title"');
    expect(errorsHtml(australia, { age: 'Enter a whole number from 18 to 99.' })).toContain('<h2 id="calc-result-title">Please check your answers</h2>');
  });
});

describe('formHtml and errorsHtml', () => {
  it('keeps a refused answer as typed, escaped, with its message tied to the field', () => {
    const html = formHtml(australia, { values: { ...initialValues(australia.groups), age: '"><b>30' }, errors: { age: 'Enter a whole number from 18 to 99.' } });
    expect(html).toContain('value="&#34;&#62;&#60;b&#62;30"');
    expect(html).toContain('aria-describedby="q-age-help q-age-error" aria-invalid="true"');
    expect(html).toContain('<p class="calc-error" id="q-age-error"><span class="visually-hidden">Error: </span>Enter a whole number from 18 to 99.</p>');
    expect(errorsHtml(australia, { age: 'Enter a whole number from 18 to 99.' })).toContain('<a href="#q-age">Your age: Enter a whole number from 18 to 99.</a>');
  });
});

describe('in Gujarati and Hindi (issue 41)', () => {
  const SCRIPT = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ } as const;
  /** The shared words' English sentences long enough to be unmistakable (a unit like "CLB" may stay Latin). */
  const englishSentences = textEntries(englishWords)
    .map((entry) => entry.text.replace(/\{\w+\}.*$/, '').trim())
    .filter((sentence) => sentence.split(' ').length >= 3);

  for (const locale of ['gu', 'hi'] as const) {
    for (const calculator of calculatorsIn(locale)) {
      it(`${locale}: ${calculator.slug}'s form and result are in the language, with no English sentence of the shared words left`, () => {
        const values = initialValues(calculator.groups);
        const html = formHtml(calculator, { values }) + resultHtml(calculator, values, { ...links, today: new Date('2027-06-01T00:00:00Z') }) + placeholderHtml(calculator);
        expect(html).toMatch(SCRIPT[locale]);
        for (const sentence of englishSentences) expect(html).not.toContain(sentence);
        expect(announcement(calculator, values)).toMatch(SCRIPT[locale]);
        expect(errorsHtml(calculator, { age: 'x' })).toMatch(SCRIPT[locale]);
        // The same score as the English calculator: the language changes the words, never the points.
        const english = calculatorsIn('en').find((c) => c.slug === calculator.slug)!;
        expect(calculator.score(values).total).toBe(english.score(values).total);
        expect(calculator.country).toBe(english.country);
      });
    }
  }

  it('writes figures with Western digits and Indian grouping, and dates in the language', () => {
    const [canadaGu] = calculatorsIn('gu');
    const html = resultHtml(canadaGu!, initialValues(canadaGu!.groups), links);
    expect(html).toContain('1,200');
    expect(html).not.toMatch(/[\u0AE6-\u0AEF]/);
  });
});
