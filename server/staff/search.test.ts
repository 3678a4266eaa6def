import { prefixEnd, searchPrefixes, searchTerms } from './search';

describe('search terms and prefixes', () => {
  const terms = searchTerms({ name: 'Meera Patel-Shah', email: 'Meera.P@Example.org ', phone: '+91 99090 11223' }, 'SG-2611-K7QP-M3XD');

  test('an enquiry is found by each word of its name, its address and local part, its digits with and without the country code, and its reference', () => {
    expect(terms).toEqual(expect.arrayContaining(['meera', 'patel', 'shah', 'meera.p@example.org', 'meera.p', '919909011223', '9909011223', 'sg-2611-k7qp-m3xd', 'k7qp-m3xd', 'k7qpm3xd']));
  });

  test('a search box becomes prefixes the terms begin with', () => {
    const finds = (query: string) => searchPrefixes(query).every((prefix) => terms.some((term) => term >= prefix && term < prefixEnd(prefix)));
    for (const query of ['Patel', 'pat sha', 'meera.p@example.org', 'meera.p', '+91 99090 11223', '99090 11223', '0091 99090', 'SG-2611-K7QP', 'k7qp', 'K7QP-M3XD', 'MEERA']) expect([query, finds(query)]).toEqual([query, true]);
    for (const query of ['patil', 'shah 98765', 'meera@example.org', 'SG-2611-XXXX']) expect([query, finds(query)]).toEqual([query, false]);
  });

  test('names in other scripts and with accents fold to one form', () => {
    expect(searchTerms({ name: 'Zoë Ñúñez राज' }, null)).toEqual(['zoë', 'ñúñez', 'राज']);
    expect(searchPrefixes('ZOË')).toEqual(['zoë']);
  });
});
