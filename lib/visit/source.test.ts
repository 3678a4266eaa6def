import { cleanLanding, cleanPath, decodeSource, deriveChannel, encodeSource, MAX_SOURCE_TEXT, withoutUnsafe, type VisitSource } from './source';

describe('decodeSource', () => {
  it('reads back what encodeSource wrote', () => {
    const source: VisitSource = { landing: '/services/work-abroad/', referrer: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali' };
    expect(decodeSource(encodeSource(source))).toEqual(source);
  });

  it('cuts long values, drops unknown keys, control characters and paths that are not ours', () => {
    const text = `landing=${encodeURIComponent('//evil.example/x')}&referrer=${encodeURIComponent('WWW.Google.COM:443')}&utm_campaign=${'a'.repeat(300)}&utm_term=%E2%80%AEevil%00&extra=1`;
    expect(decodeSource(text)).toEqual({ referrer: 'www.google.com', utm_campaign: 'a'.repeat(100), utm_term: 'evil' });
  });

  it('drops the query of a landing page and anything that looks like a person: an address, a phone number', () => {
    expect(decodeSource('landing=%2Fcontact%2F%3Femail%3Da%40b.c&utm_content=raj%40example.com&utm_term=%2B91%2098250%2041230&utm_source=fb')).toEqual({ landing: '/contact/', utm_source: 'fb' });
  });

  it('keeps a campaign with a date in it, drops one with a phone number or an address in any form', () => {
    expect(decodeSource('utm_campaign=diwali-2026-10-15&utm_content=banner%2020261015').utm_campaign).toBe('diwali-2026-10-15');
    expect(decodeSource('utm_content=banner%2020261015').utm_content).toBe('banner 20261015');
    for (const personal of ['9825041230', '+91-98250-41230', '(079) 2656 1234', 'call 98250 41230 now', 'a.b@c.in']) {
      expect(decodeSource(`utm_term=${encodeURIComponent(personal)}`)).toEqual({});
    }
  });

  it('drops a landing path that holds an address or a phone number, as it drops such a campaign (issue 37)', () => {
    const personal = '/services/asha@example.com/9876543210/';
    expect(decodeSource(`landing=${encodeURIComponent(personal)}&utm_campaign=diwali`)).toEqual({ utm_campaign: 'diwali' });
    expect(decodeSource(`landing=${encodeURIComponent(personal)}&utm_campaign=${encodeURIComponent(personal)}`)).toEqual({});
    // Percent-encoded as a browser's location.pathname sends it, or as digits with separators.
    for (const path of ['/u/asha%40example.com/', '/call/98765%2043210/', '/p/+91-98765-43210/', '/x/9876543210']) expect(cleanLanding(path)).toBeUndefined();
    // A date, a page of the site: kept as they are.
    for (const path of ['/', '/services/work-abroad/', '/news/2026-10-15/', '/caf%C3%A9/']) expect(cleanLanding(path)).toBe(path);
  });

  it('takes out every invisible and direction character, and the line and paragraph separators (issue 37)', () => {
    const hidden = ['\u061c', '\u200b', '\u200c', '\u200d', '\ufeff', '\u2028', '\u2029', '\u00ad', '\u034f', '\u2060', '\u2064', '\u180e', '\ufe0f', '\u{e0041}', '\u202e', '\u2066', '\u200e', '\u0085', '\u0000', '\u007f'];
    for (const char of hidden) {
      expect({ char: char.codePointAt(0)!.toString(16), value: withoutUnsafe(`a${char}b`) }).toEqual({ char: char.codePointAt(0)!.toString(16), value: 'ab' });
      expect(decodeSource(`utm_campaign=${encodeURIComponent(`di${char}wali`)}`).utm_campaign).toBe('diwali');
      expect(cleanPath(`/ab${char}out/`)).toBe('/about/');
    }
    // Letters of any script, and the spaces between words, stay.
    expect(withoutUnsafe('दिवाली ऑफ़र سلام')).toBe('दिवाली ऑफ़र سلام');
  });

  it('drops a text that is too long, or not a source at all, whole', () => {
    expect(decodeSource(`utm_source=x&utm_term=${'y'.repeat(MAX_SOURCE_TEXT)}`)).toEqual({});
    expect(decodeSource(undefined)).toEqual({});
    expect(decodeSource('referrer=not a host&landing=relative')).toEqual({});
  });
});

describe('deriveChannel', () => {
  const cases: Array<[string, VisitSource, string]> = [
    ['nothing', {}, 'direct'],
    ['a landing page alone', { landing: '/' }, 'direct'],
    ['cpc', { utm_source: 'google', utm_medium: 'cpc', referrer: 'www.google.com' }, 'paid'],
    ['ppc', { utm_medium: 'PPC' }, 'paid'],
    ['paid social', { utm_medium: 'paid_social', utm_source: 'facebook' }, 'paid'],
    ['newsletter by medium', { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali' }, 'email'],
    ['newsletter by source', { utm_source: 'newsletter' }, 'email'],
    ['social by medium', { utm_medium: 'social', utm_source: 'instagram' }, 'social'],
    ['social by source', { utm_source: 'facebook', utm_campaign: 'launch' }, 'social'],
    ['another medium', { utm_medium: 'qr', utm_campaign: 'expo' }, 'campaign'],
    ['a campaign alone', { utm_campaign: 'expo' }, 'campaign'],
    ['a search engine', { referrer: 'www.google.co.in' }, 'organic'],
    ['Bing', { referrer: 'www.bing.com' }, 'organic'],
    ['a social network', { referrer: 'l.facebook.com' }, 'social'],
    ['t.co', { referrer: 't.co' }, 'social'],
    ['LinkedIn', { referrer: 'www.linkedin.com' }, 'social'],
    ['webmail', { referrer: 'mail.google.com' }, 'email'],
    ['any other site', { referrer: 'www.timesofindia.com' }, 'referral'],
  ];
  it.each(cases)('%s', (_name, source, channel) => expect(deriveChannel(source)).toBe(channel));
});
