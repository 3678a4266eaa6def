import type { MetricWithAttribution } from 'web-vitals/attribution';
import { apiUrlOf, sampleRateOf, vitalsUrlOf } from '@/lib/env';
import { vitalsBody } from './vitals';
import { parseVital } from '@/server/visits/beacon';

const metric = (fields: Record<string, unknown>) => ({ id: 'v5-1764000000000-1234567890123', rating: 'good', delta: 1, entries: [], navigationType: 'navigate', ...fields }) as unknown as MetricWithAttribution;

describe('the web-vitals beacon body', () => {
  it('carries the metric, its value, the page, the connection and the element, and nothing else', () => {
    const lcp = metric({ name: 'LCP', value: 1834.23456, attribution: { target: 'main>img.hero', url: 'https://www.example.in/hero.avif?v=1' } });
    const body = vitalsBody(lcp, { path: '/about/', connection: '4g' });
    expect(body).toBe('metric=LCP&value=1834.2346&path=%2Fabout%2F&connection=4g&target=main%3Eimg.hero');
    expect(body).not.toContain('v5-');
    // The server reads what the page sends.
    expect(parseVital(body)).toEqual({ ok: true, value: { metric: 'LCP', value: 1834.2346, path: '/about/', connection: '4g', target: 'main>img.hero' } });
  });

  it('takes each metric\'s own element, and none where the browser has no connection or the metric no element', () => {
    expect(vitalsBody(metric({ name: 'INP', value: 96, attribution: { interactionTarget: 'button#send' } }), { path: '/', connection: '' })).toBe('metric=INP&value=96&path=%2F&target=button%23send');
    expect(vitalsBody(metric({ name: 'CLS', value: 0.123456, attribution: { largestShiftTarget: 'div.banner' } }), { path: '/', connection: '3g' })).toBe('metric=CLS&value=0.1235&path=%2F&connection=3g&target=div.banner');
    expect(vitalsBody(metric({ name: 'TTFB', value: 80, attribution: { waitingDuration: 1 } }), { path: '/', connection: '' })).toBe('metric=TTFB&value=80&path=%2F');
    expect(vitalsBody(metric({ name: 'LCP', value: 10, attribution: { target: 'x'.repeat(300) } }), { path: '/', connection: '' })).toBe(`metric=LCP&value=10&path=%2F&target=${'x'.repeat(100)}`);
  });
});

describe('where the beacons go', () => {
  it('to the intake API by default, to NEXT_PUBLIC_VITALS_URL when set, nowhere when it says off', () => {
    expect(vitalsUrlOf(undefined, '', 'api')).toBe('/api/vitals/');
    expect(vitalsUrlOf('  ', 'https://api.example.in', '/intake/')).toBe('https://api.example.in/intake/vitals/');
    expect(vitalsUrlOf('https://collect.example.in/v', '', 'api')).toBe('https://collect.example.in/v');
    for (const off of ['off', 'OFF', 'none', '0', 'false', 'no']) expect(vitalsUrlOf(off, '', 'api')).toBe('');
    expect(apiUrlOf('', 'api', 'visits')).toBe('/api/visits/');
    expect(apiUrlOf('https://api.example.in', '', 'visits')).toBe('https://api.example.in/visits/');
  });

  it('for a share of page loads from 0 to 1, every load unless set', () => {
    expect(sampleRateOf(undefined)).toBe(1);
    expect(sampleRateOf('')).toBe(1);
    expect(sampleRateOf('0.25')).toBe(0.25);
    expect(sampleRateOf('0')).toBe(0);
    for (const wrong of ['1.5', '-0.1', 'half', 'NaN']) expect(sampleRateOf(wrong)).toBe(1);
  });
});
