import { ConfigError, parseStaffUrl } from '../config';
import { network, passwordProblem } from './accounts';

describe('STAFF_URL', () => {
  test('defaults to http://localhost:3000 and keeps an origin as it is', () => {
    expect(parseStaffUrl(undefined)).toBe('http://localhost:3000');
    expect(parseStaffUrl('https://intake.example.com/')).toBe('https://intake.example.com');
    expect(parseStaffUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(parseStaffUrl('http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  test('refuses plain http off this machine, a path, and what is not a URL', () => {
    expect(() => parseStaffUrl('http://intake.example.com')).toThrow(ConfigError);
    expect(() => parseStaffUrl('http://intake.example.com')).toThrow(/must be https:\/\//);
    expect(() => parseStaffUrl('https://intake.example.com/staff')).toThrow(/not an origin/);
    expect(() => parseStaffUrl('intake.example.com')).toThrow(/not a URL/);
  });
});

describe('the audit keeps networks, not addresses', () => {
  test('an IPv4 address by its /24, an IPv6 one by its /48, a mapped IPv4 one as IPv4', () => {
    expect(network('192.0.2.77')).toBe('192.0.2.0/24');
    expect(network('2001:db8:1234:5678::9')).toBe('2001:db8:1234::/48');
    expect(network('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(network('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
  });
});

describe('new passwords', () => {
  test('need 12 characters, not a common password, not the address', () => {
    expect(passwordProblem('short pass', 'asha@example.com')).toMatch(/at least 12/);
    expect(passwordProblem('123456789012', 'asha@example.com')).toMatch(/too common/);
    expect(passwordProblem('QWERTYUIOP12', 'asha@example.com')).toMatch(/too common/);
    expect(passwordProblem('asha-my-own-words', 'asha@example.com')).toMatch(/email address/);
    expect(passwordProblem('correct horse battery staple', 'asha@example.com')).toBeUndefined();
  });
});
