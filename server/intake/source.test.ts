import { readSource, sourceColumns, sourceDetails, sourceOfReferer, sourceOfRow, sourceSummary } from './source';

const OWN = ['www.sarthi.test', '127.0.0.1:3000'];

describe('sourceOfReferer', () => {
  it('takes the path and the utm tags of one of our own pages, nothing else of its query', () => {
    expect(sourceOfReferer('https://www.sarthi.test/services/work-abroad/?utm_source=newsletter&utm_campaign=diwali&gclid=x&email=a%40b.c', OWN)).toBe(
      'landing=%2Fservices%2Fwork-abroad%2F&utm_source=newsletter&utm_campaign=diwali',
    );
    expect(sourceOfReferer('http://127.0.0.1:3000/contact/', OWN)).toBe('landing=%2Fcontact%2F');
  });

  it("ignores another site's page, a bare origin (all a site on another origin sends) and what is not an address", () => {
    expect(sourceOfReferer('https://elsewhere.example/services/work-abroad/?utm_source=x', OWN)).toBeUndefined();
    expect(sourceOfReferer('https://www.sarthi.test/', OWN)).toBeUndefined();
    expect(sourceOfReferer('not a url', OWN)).toBeUndefined();
    expect(sourceOfReferer(undefined, OWN)).toBeUndefined();
  });
});

describe('stored and shown', () => {
  const source = readSource('landing=%2Fservices%2Fwork-abroad%2F&referrer=www.google.com&utm_source=google&utm_medium=cpc&utm_campaign=nurses&utm_term=nurse+jobs');

  it('derives the channel on reading and round-trips through the columns', () => {
    expect(source.channel).toBe('paid');
    expect(sourceOfRow(sourceColumns(source))).toEqual(source);
    expect(sourceOfRow({ source_channel: null, source_landing: '/x/' })).toBeNull();
    expect(readSource(undefined)).toEqual({ channel: 'direct' });
  });

  it('reads as one line for the notification and as rows for the page', () => {
    expect(sourceSummary(source)).toBe('Paid, from www.google.com, campaign google / cpc / nurses (term nurse jobs), landed on /services/work-abroad/');
    expect(sourceSummary({ channel: 'direct' })).toBe('Direct');
    expect(sourceSummary(null)).toBe('Not recorded');
    expect(sourceDetails(source).map((row) => row.value)).toEqual(['Paid', '/services/work-abroad/', 'www.google.com', 'google / cpc / nurses (term nurse jobs)']);
    expect(sourceDetails({ channel: 'campaign', utm_campaign: 'expo' }).at(-1)!.value).toBe('- / - / expo');
  });
});
