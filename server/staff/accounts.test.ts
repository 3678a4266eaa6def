import { ConfigError, parseStaffUrl } from '../platform/config';
import { isEmail, passwordProblem } from './accounts';

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

  test('a local part shorter than 4 characters does not forbid the passwords that hold it', () => {
    expect(passwordProblem('correct horse battery staple', 'h@example.com')).toBeUndefined();
    expect(passwordProblem('the raj of correct horses', 'raj@example.com')).toBeUndefined();
  });
});

describe('staff addresses', () => {
  test('take the intake’s grammar: no second recipient, header or query', () => {
    expect(isEmail('asha.patel+staff@example.co.in')).toBe(true);
    for (const address of ['a,b@evil.test', 'a;b@evil.test', 'a@b.test,c@evil.test', 'x@evil.test?cc=y@evil.test', '<a@evil.test>', 'a@localhost', `${'a'.repeat(200)}@example.com`]) {
      expect([address, isEmail(address)]).toEqual([address, false]);
    }
  });
});
