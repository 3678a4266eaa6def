import { ConfigError, parseStaffUrl } from '../config';
import { passwordProblem } from './accounts';

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

describe('new passwords', () => {
  test('need 12 characters, not a common password, not the address', () => {
    expect(passwordProblem('short pass', 'asha@example.com')).toMatch(/at least 12/);
    expect(passwordProblem('123456789012', 'asha@example.com')).toMatch(/too common/);
    expect(passwordProblem('QWERTYUIOP12', 'asha@example.com')).toMatch(/too common/);
    expect(passwordProblem('asha-my-own-words', 'asha@example.com')).toMatch(/email address/);
    expect(passwordProblem('correct horse battery staple', 'asha@example.com')).toBeUndefined();
  });
});
