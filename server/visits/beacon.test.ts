import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cleanCampaign, deviceClass, isBot, isPrefetch, MAX_BEACON_BYTES, METRIC_MAX, OTHER, parsePageView, parseVital } from './beacon';
import { bucketOf, bucketUpper, METRIC_SCALES, METRICS } from './histogram';
import { pageOf, sitePages } from './pages';
import { clientHash, DailyKeys, DayBudget, shareOf } from './store';
import { memoryCounter } from '../platform/throttle';
import { dayInIndia } from '../platform/india-dates';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeAndroidPhone: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  galaxyTab: 'Mozilla/5.0 (Linux; Android 13; SM-T870) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsungPhone: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/5.1.21214/28.2725; U; en) Presto/2.8.119 Version/11.10',
  kaiOs: 'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  cubotPhone: 'Mozilla/5.0 (Linux; Android 11; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0',
  'curl/8.5.0',
  'python-requests/2.31.0',
  'node',
  '',
];

describe('bots and prefetches', () => {
  it.each(BOTS)('does not count %j', (agent) => {
    expect(isBot(agent)).toBe(true);
  });

  it('counts the browsers people use', () => {
    for (const agent of Object.values(UA)) expect({ agent, bot: isBot(agent) }).toEqual({ agent, bot: false });
    expect(isBot(undefined)).toBe(true);
  });

  it('knows a prefetch or prerender by any of its headers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-purpose': 'preview' })).toBe(true);
    expect(isPrefetch({ 'sec-fetch-mode': 'no-cors', 'content-type': 'text/plain' })).toBe(false);
  });
});

describe('device class', () => {
  it.each([
    ['chromeWindows', 'desktop'],
    ['firefoxLinux', 'desktop'],
    ['safariMac', 'desktop'],
    ['chromeAndroidPhone', 'phone'],
    ['chromeAndroidTablet', 'tablet'],
    ['iphone', 'phone'],
    ['ipadOld', 'tablet'],
    ['galaxyTab', 'tablet'],
    ['samsungPhone', 'phone'],
    ['operaMini', 'phone'],
    ['kaiOs', 'phone'],
    ['cubotPhone', 'phone'],
  ] as const)('reads %s as a %s', (name, device) => {
    expect(deviceClass(UA[name])).toBe(device);
  });

  it("believes Chromium's mobile hint over a User-Agent that says nothing", () => {
    expect(deviceClass(UA.chromeWindows, '?1')).toBe('phone');
    expect(deviceClass(UA.chromeWindows, '?0')).toBe('desktop');
    expect(deviceClass(UA.chromeAndroidTablet, '?0')).toBe('tablet');
    expect(deviceClass(undefined)).toBe('desktop');
  });
});

describe('page-view body', () => {
  it('reads the path, the referring host and the campaign', () => {
    expect(parsePageView('path=/services/work-abroad/&referrer=www.Google.com&campaign=diwali')).toEqual({
      ok: true,
      value: { path: '/services/work-abroad/', referrer: 'www.google.com', campaign: 'diwali' },
    });
    expect(parsePageView('path=%2Fabout%2F')).toEqual({ ok: true, value: { path: '/about/', referrer: '', campaign: '' } });
  });

  it('keeps only a host, a path without its query and a campaign without anything personal', () => {
    const parsed = parsePageView(`path=${encodeURIComponent('/about/?email=a@b.in#x')}&referrer=${encodeURIComponent('https://evil.example/page?q=1')}&campaign=${encodeURIComponent('call 98250 41230')}`);
    expect(parsed).toEqual({ ok: true, value: { path: '/about/', referrer: '', campaign: '' } });
    expect(parsePageView(`path=/&campaign=${'x'.repeat(500)}`)).toEqual({ ok: true, value: { path: '/', referrer: '', campaign: 'x'.repeat(100) } });
    expect(cleanCampaign('a\u202eb\u0000c')).toBe('abc');
    expect(parsePageView('path=/&referrer=localhost:3000')).toEqual({ ok: true, value: { path: '/', referrer: 'localhost', campaign: '' } });
  });

  it('refuses what is not a beacon', () => {
    for (const body of [undefined, {}, '', 'referrer=x.com', 'path=about', 'path=//evil.example/', `path=/${'a'.repeat(MAX_BEACON_BYTES)}`, JSON.stringify({ path: '/' })]) {
      expect({ body, ok: parsePageView(body).ok }).toEqual({ body, ok: false });
    }
  });
});

describe('vitals body', () => {
  it('reads one metric with its page, connection and target', () => {
    expect(parseVital('metric=LCP&value=1834.2&path=/about/&connection=4g&target=main%3Eimg.hero')).toEqual({
      ok: true,
      value: { metric: 'LCP', value: 1834.2, path: '/about/', connection: '4g', target: 'main>img.hero' },
    });
    expect(parseVital('metric=CLS&value=0&path=/')).toEqual({ ok: true, value: { metric: 'CLS', value: 0, path: '/', connection: '', target: '' } });
  });

  it('keeps a known connection only and cuts the target', () => {
    const parsed = parseVital(`metric=INP&value=120&path=/&connection=wifi&target=${'div>'.repeat(60)}`);
    expect(parsed.ok && parsed.value.connection).toBe('');
    expect(parsed.ok && parsed.value.target.length).toBe(100);
    expect(parseVital('metric=INP&value=1&path=/&target=a%5Bhref%3D%22mailto%3Aasha%40example.in%22%5D')).toMatchObject({ ok: true, value: { target: '' } });
    expect(parseVital('metric=INP&value=1&path=/&target=%23row-9825041230')).toMatchObject({ ok: true, value: { target: '' } });
  });

  it('refuses a value past its metric\'s plausible bound, whole, with the bound in the problem (issue 37)', () => {
    for (const body of ['metric=LCP&value=1e308&path=/', 'metric=LCP&value=60000.1&path=/', 'metric=FCP&value=61000&path=/', 'metric=TTFB&value=600000&path=/', 'metric=INP&value=10001&path=/', 'metric=CLS&value=99999&path=/', 'metric=CLS&value=5.01&path=/']) {
      expect({ body, parsed: parseVital(body) }).toEqual({ body, parsed: { ok: false, problem: expect.stringMatching(/^value: (LCP|FCP|TTFB|INP|CLS) must be a number from 0 to \d+/) } });
    }
    expect(parseVital('metric=LCP&value=1e308&path=/')).toEqual({ ok: false, problem: 'value: LCP must be a number from 0 to 60000 (ms)' });
    expect(parseVital('metric=CLS&value=99999&path=/')).toEqual({ ok: false, problem: 'value: CLS must be a number from 0 to 5' });
    // Each bound is its histogram's top: the largest value kept is in the last bucket, none is clamped into it.
    for (const metric of METRICS) {
      expect({ metric, max: METRIC_MAX[metric] }).toEqual({ metric, max: bucketUpper(metric, METRIC_SCALES[metric].last) });
      expect(parseVital(`metric=${metric}&value=${METRIC_MAX[metric]}&path=/`)).toMatchObject({ ok: true, value: { value: METRIC_MAX[metric] } });
      expect(bucketOf(metric, METRIC_MAX[metric])).toBe(METRIC_SCALES[metric].last);
    }
  });

  it('takes every invisible and direction character out of a target (issue 37)', () => {
    for (const char of ['\u061c', '\u200b', '\ufeff', '\u2028', '\u2029', '\u202e', '\u2066', '\u00ad', '\ufe0f']) {
      expect(parseVital(`metric=LCP&value=1&path=/&target=${encodeURIComponent(`main>${char}img`)}`)).toMatchObject({ ok: true, value: { target: 'main>img' } });
    }
  });

  it('refuses an unknown metric, a value that is not a measurement, a missing path', () => {
    for (const body of ['metric=FID&value=1&path=/', 'metric=lcp&value=1&path=/', 'metric=LCP&value=&path=/', 'metric=LCP&value=-1&path=/', 'metric=LCP&value=Infinity&path=/', 'metric=LCP&value=12abc&path=/', 'metric=LCP&value=1', 42]) {
      expect({ body, ok: parseVital(body).ok }).toEqual({ body, ok: false });
    }
  });
});

describe('the pages of the site', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'visits-pages-'));
    for (const file of ['index.html', 'about/index.html', 'services/work-abroad/index.html', '404.html', '404/index.html', '_not-found/index.html', 'services/404.html', '_next/static/x.html']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '<!doctype html>');
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are the export\'s pages, without the not-found pages', () => {
    expect([...sitePages(root)].sort()).toEqual(['/', '/about/', '/services/work-abroad/']);
    // No site built here (it is served elsewhere): the pages its content lists, as the sitemap does.
    expect([...sitePages(join(root, 'missing'))]).toEqual(expect.arrayContaining(['/', '/about/', '/contact/', '/services/work-abroad/']));
    expect(sitePages(join(root, 'missing')).has('/no-such-page/')).toBe(false);
  });

  it('name a beacon\'s path as the table keeps it, or none', () => {
    const pages = sitePages(root);
    expect(pageOf(pages, '/about', '')).toBe('/about/');
    expect(pageOf(pages, '/about/', '')).toBe('/about/');
    expect(pageOf(pages, '/%61bout/', '')).toBe('/about/');
    expect(pageOf(pages, '/nope/', '')).toBeUndefined();
    expect(pageOf(pages, '/404/', '')).toBeUndefined();
    expect(pageOf(pages, '/site/about/', '/site')).toBe('/about/');
    expect(pageOf(pages, '/site', '/site')).toBe('/');
    expect(pageOf(pages, '/about/', '/site')).toBeUndefined();
    expect(pageOf(pages, '/%E0%A4%A/', '')).toBeUndefined();
  });
});

describe('daily keys', () => {
  it('admits up to the cap a day, then only keys already seen; a new day starts again from what is stored', async () => {
    const loads: string[] = [];
    const keys = new DailyKeys(2, async (day) => {
      loads.push(day);
      return day === '2026-11-27' ? ['stored', OTHER] : [];
    });
    const admitted = await Promise.all(['a', 'b', 'c', 'a'].map((key) => keys.admit('2026-11-26', key)));
    expect(admitted).toEqual(['new', 'new', undefined, 'known']);
    expect(await keys.admit('2026-11-27', 'stored')).toBe('known');
    expect(await keys.admit('2026-11-27', 'x')).toBe('new');
    expect(await keys.admit('2026-11-27', 'y')).toBeUndefined();
    // A key given back (its row was refused) makes room again.
    keys.release('2026-11-27', 'x');
    expect(await keys.admit('2026-11-27', 'y')).toBe('new');
    expect(loads).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('reads the day again after a failed read', async () => {
    let fail = true;
    const keys = new DailyKeys(1, async () => {
      if (fail) throw new Error('busy');
      return ['old'];
    });
    await expect(keys.admit('2026-11-26', 'a')).rejects.toThrow('busy');
    fail = false;
    expect(await keys.admit('2026-11-26', 'a')).toBeUndefined();
    expect(await keys.admit('2026-11-26', 'old')).toBe('known');
  });

  it('lets no client address bring more than its share of the day\'s new keys; known keys count for everyone (issue 37)', async () => {
    const keys = new DailyKeys(1_000, async () => [], { counter: memoryCounter(60_000), share: shareOf(1_000) });
    expect(shareOf(1_000)).toBe(10);
    const flood = await Promise.all(Array.from({ length: 50 }, (_, i) => keys.admit('2026-11-26', `junk-${i}`, 'attacker')));
    expect(flood.filter((verdict) => verdict === 'new')).toHaveLength(10);
    expect(flood.filter((verdict) => verdict === undefined)).toHaveLength(40);
    // The day has room left for everybody else: a genuine campaign is its own, and the junk admitted stays known.
    expect(await keys.admit('2026-11-26', 'diwali', 'visitor')).toBe('new');
    expect(await keys.admit('2026-11-26', 'junk-0', 'attacker')).toBe('known');
    expect(await keys.admit('2026-11-26', 'diwali', 'attacker')).toBe('known');
    // The next day, a new share.
    expect(await keys.admit('2026-11-27', 'junk-99', 'attacker')).toBe('new');
  });

  it('holds a day to its budget of new rows, each client address to 1 % of it, never below what is stored (issue 37)', async () => {
    const exhausted: string[] = [];
    let stored = 0;
    const budget = () =>
      new DayBudget(1_000, { day: memoryCounter(60_000), client: { counter: memoryCounter(60_000), share: shareOf(1_000) } }, async () => stored, (day, total) => exhausted.push(`${day} ${total}`));
    const day = '2026-11-26';
    const first = budget();
    // A few addresses get their share and no more.
    for (const client of ['a', 'b', 'c']) {
      const verdicts = await Promise.all(Array.from({ length: 50 }, () => first.admit(day, clientHash(client))));
      expect(verdicts.filter(Boolean)).toHaveLength(10);
    }
    // Many addresses use the day up: 1,000 in all, then nobody.
    let admitted = 30;
    for (let i = 0; i < 200; i++) for (let j = 0; j < 10; j++) if (await first.admit(day, clientHash(`many-${i}`))) admitted++;
    expect(admitted).toBe(1_000);
    expect(await first.admit(day, clientHash('late'))).toBe(false);
    expect(exhausted).toEqual([`${day} 1000`]);
    // A new process (a restart) reads what the tables hold and does not open the day again.
    stored = 995;
    const second = budget();
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => second.admit(day, clientHash(`other-${i}`))));
    expect(after.filter(Boolean)).toHaveLength(5);
    // The next day starts again.
    stored = 0;
    expect(await second.admit('2026-11-27', clientHash('late'))).toBe(true);
  });

  it('counts days in India', () => {
    expect(dayInIndia(Date.UTC(2026, 10, 26, 18, 29))).toBe('2026-11-26');
    expect(dayInIndia(Date.UTC(2026, 10, 26, 18, 30))).toBe('2026-11-27');
  });
});
