import { australia } from './australia';
import { advisorSummary, answerText, groupApplies, initialValues, parseValues, questionsOf, toQuery } from './form';
import { calculators } from './index';
import type { QuestionGroup } from './types';

const groups = [
  {
    id: 'a',
    legend: 'A',
    questions: [
      { kind: 'select', name: 'level', label: 'Level', options: [{ value: 'low', label: 'Low' }, { value: 'high', label: 'High' }], initial: 'low' },
      { kind: 'number', name: 'years', label: 'Years', min: 0, max: 10, initial: 0, unit: 'years' },
      { kind: 'number', name: 'pay', label: 'Pay', min: 0, max: 500_000, step: 0.01, initial: 0 },
      { kind: 'check', name: 'nominated', label: 'Nominated' },
    ],
  },
  { id: 'b', legend: 'B', when: { name: 'level', is: ['high'] }, questions: [{ kind: 'radio', name: 'extra', label: 'Extra', options: [{ value: 'x', label: 'X' }, { value: 'y', label: 'Y' }], initial: 'x' }] },
] as const satisfies readonly QuestionGroup[];

const query = (text: string) => new URLSearchParams(text);

describe('parseValues', () => {
  it('reads every kind of answer and fills an absent key with its initial answer', () => {
    expect(parseValues(groups, query('level=high&years=3&pay=41700.50&nominated=1'))).toEqual({
      ok: true,
      values: { level: 'high', years: 3, pay: 41700.5, nominated: true, extra: 'x' },
    });
    expect(parseValues(groups, query(''))).toEqual({ ok: true, values: { level: 'low', years: 0, pay: 0, nominated: false, extra: 'x' } });
  });

  it('reads money as Indian and British visitors write it', () => {
    for (const pay of ['41,700', '41 700', '£41,700', '4,17,00']) {
      const parsed = parseValues(groups, query(`pay=${encodeURIComponent(pay)}`));
      expect(parsed.ok && parsed.values.pay).toBe(41700);
    }
  });

  it('refuses, beside each field, an empty number, a number out of range, a fraction where whole years are asked and an unknown option', () => {
    const parsed = parseValues(groups, query('level=medium&years=11&pay=&extra=z'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      level: 'Choose one of the options.',
      years: 'Enter a whole number from 0 to 10.',
      pay: 'Enter a number from 0 to 5,00,000.',
      extra: 'Choose one of the options.',
    });
    // What the visitor gave comes back as given, so nothing they typed is lost.
    expect(parsed.values).toMatchObject({ level: 'medium', years: '11', pay: '' });
    const fraction = parseValues(groups, query('years=2.5'));
    expect(!fraction.ok && fraction.errors.years).toBe('Enter a whole number from 0 to 10.');
  });

  it('takes a box as ticked only for a true-like value', () => {
    for (const [text, ticked] of [['nominated=on', true], ['nominated=1', true], ['nominated=0', false], ['', false]] as const) {
      const parsed = parseValues(groups, query(text));
      expect(parsed.ok && parsed.values.nominated).toBe(ticked);
    }
  });
});

describe('toQuery', () => {
  it('writes answers in the questions’ order and leaves unticked boxes out, so parsing it gives the answers back', () => {
    const values = { level: 'high', years: 4, pay: 100.5, nominated: false, extra: 'y' };
    expect(toQuery(groups, values)).toBe('level=high&years=4&pay=100.5&extra=y');
    expect(parseValues(groups, query(toQuery(groups, values)))).toEqual({ ok: true, values });
  });
});

describe('groups and words', () => {
  it('applies a group only when its condition holds', () => {
    expect(groupApplies(groups[1], { level: 'high' })).toBe(true);
    expect(groupApplies(groups[1], { level: 'low' })).toBe(false);
    expect(groupApplies(groups[0], {})).toBe(true);
  });

  it('puts every answer in words', () => {
    const [level, years, , nominated] = questionsOf(groups);
    expect(answerText(level!, 'high')).toBe('High');
    expect(answerText(years!, 3)).toBe('3 years');
    expect(answerText(nominated!, true)).toBe('Yes');
    expect(answerText(nominated!, false)).toBe('No');
  });
});

describe('every calculator', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))('%s: names unique, initial answers valid, scoring the initial answers works', (_slug, calculator) => {
    const names = questionsOf(calculator.groups).map((q) => q.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(calculator.groups.map((g) => g.id)).size).toBe(calculator.groups.length);
    const initial = initialValues(calculator.groups);
    expect(parseValues(calculator.groups, query(toQuery(calculator.groups, initial)))).toEqual({ ok: true, values: initial });
    expect(Number.isFinite(calculator.score(initial).total)).toBe(true);
    for (const group of calculator.groups) {
      if (group.when) expect(names).toContain(group.when.name);
    }
  });
});

describe('advisorSummary', () => {
  it('names the tool, the score against the pass mark, the rules’ date, every answer in words and the link, with nothing personal', () => {
    const values = { ...initialValues(australia.groups), age: 30, english: 'proficient', overseas: 5, qualification: 'bachelor', partner: 'single', visa: '189' };
    const summary = advisorSummary(australia, values, 'https://example.org/tools/australia-skilled-points/?age=30');
    expect(summary.split('\n')).toEqual([
      'Points calculator: Australia, skilled visa points test (subclasses 189, 190 and 491).',
      'Score: 75 points (meets the pass mark of 65).',
      'Rules as of 2019-11-16.',
      'My answers:',
      '- Which visa are you looking at?: Subclass 189 (Skilled Independent, no nomination)',
      '- Your age: 30 years',
      '- Your English: Proficient English (IELTS 7 in each band)',
      '- Your partner: Single',
      '- Years outside Australia: 5 years',
      '- Years in Australia: 0 years',
      "- Your highest qualification: A bachelor's or master's degree (Australian, or recognised overseas)",
      '- Australian study requirement (2 academic years or more in Australia): No',
      '- Study in regional Australia: No',
      "- Specialist education (an Australian master's by research or doctorate in STEM or ICT, 2 years or more): No",
      '- Professional Year in Australia: No',
      '- Credentialled community language (NAATI): No',
      'Result: https://example.org/tools/australia-skilled-points/?age=30',
    ]);
  });
});

describe('answerText with money', () => {
  it('puts the currency before the number', () => {
    const money = { kind: 'number', name: 'pay', label: 'Pay', min: 0, max: 1e6, initial: 0, unit: '£ a year' } as const;
    expect(answerText(money, 45000)).toBe('£45,000 a year');
    expect(answerText({ ...money, unit: 'NZ$ an hour' }, 55.5)).toBe('NZ$55.5 an hour');
  });
});
