import { fill, formatDate, formatList, formatNumber, templateParts } from './format';

describe('fill', () => {
  it('puts each value in its place, numbers as the language writes them', () => {
    expect(fill('Hello {company}, about your {service}.', { company: 'Sarthi Global', service: 'visa' })).toBe('Hello Sarthi Global, about your visa.');
    expect(fill('{n} of {total}', { n: 1200, total: 100000 }, 'hi')).toBe('1,200 of 1,00,000');
  });

  it('throws naming a placeholder without a value', () => {
    expect(() => fill('Back to {page}', {})).toThrow('fill: no value for {page} in "Back to {page}"');
  });
});

describe('templateParts', () => {
  it('splits a template into its text and placeholders, in order', () => {
    expect(templateParts('Call {phone} or email {email}.')).toEqual([
      { text: 'Call ' },
      { text: '', key: 'phone' },
      { text: ' or email ' },
      { text: '', key: 'email' },
      { text: '.' },
    ]);
    expect(templateParts('{n}')).toEqual([{ text: '', key: 'n' }]);
    expect(templateParts('No placeholder')).toEqual([{ text: 'No placeholder' }]);
  });
});

describe('formatNumber, formatDate and formatList', () => {
  it('groups numbers the Indian way in Western digits', () => {
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
    expect(formatNumber(1234567, 'gu')).toBe('12,34,567');
  });

  it('writes dates with the month in the language', () => {
    expect(formatDate('2026-11-01', 'gu')).toContain('નવેમ્બર');
    expect(formatDate('2026-11-01', 'hi')).toContain('नवंबर');
    expect(formatDate('2026-11-01', 'en')).toBe('1 November 2026');
  });

  it('refuses a day that is not a date', () => {
    expect(() => formatDate('2026-13-45', 'en')).toThrow('formatDate: not a date: 2026-13-45');
  });

  it('joins lists as the language does', () => {
    expect(formatList(['Mumbai', 'Ahmedabad', 'Rajkot'], 'en')).toBe('Mumbai, Ahmedabad and Rajkot');
  });
});
