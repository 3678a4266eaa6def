import { inspect } from 'node:util';
import { secretsIn } from './config';
import { loggableError, redactCredentials, rememberSecrets } from './loggable-error';

describe('redactCredentials', () => {
  it.each([
    ['connect to postgres://intake:p%40ss@db.internal:5432/enquiries failed', 'connect to postgres://intake:***@db.internal:5432/enquiries failed'],
    // A raw @ in the password: the userinfo runs to the last @ before the host, as a URL parser reads it.
    ['smtp://intake:p@ss@mail.example.com:587', 'smtp://intake:***@mail.example.com:587'],
    ['redis://:hunter22@cache:6379 then smtps://u:x@mail:465', 'redis://:***@cache:6379 then smtps://u:***@mail:465'],
    ['"input":"postgres://u:pw@h:99999/db"', '"input":"postgres://u:***@h:99999/db"'],
  ])('takes the password out of %s', (text, clean) => {
    expect(redactCredentials(text)).toBe(clean);
  });

  it.each(['redis://127.0.0.1:6379', 'smtp://relay@mail.example.com:25', 'mail to asha@example.com at 10:30', 'https://www.example.com/a:b@c'])('leaves %s as it is', (text) => {
    expect(redactCredentials(text)).toBe(text);
  });

  it("leaves out a configured password wherever it appears, also when the URL is too malformed to read as one", () => {
    const env = { DATABASE_URL: 'postgres://intake:Pa/ss%21word@db.internal:99999/enquiries', SMTP_URL: 'smtp://intake:m@il-Secret@mail.example.com:587', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(secretsIn(env)).toEqual(['m@il-Secret', 'm@il-Secret', 'Pa/ss%21word', 'Pa/ss!word']);
    rememberSecrets(secretsIn(env));
    let failure: unknown;
    try {
      new URL(env.DATABASE_URL);
    } catch (error) {
      failure = error;
    }
    // Node keeps the URL it could not parse, password included, on the error.
    expect(inspect(failure)).toContain('Pa/ss%21word');
    const printed = redactCredentials(`${inspect(failure)} (decoded: Pa/ss!word; mail: m@il-Secret)`);
    expect(printed).not.toMatch(/Pa\/ss|m@il-Secret/);
    expect(printed).toContain('ERR_INVALID_URL');
  });

  it('cleans the message and stack of an error for the log', () => {
    const error = new Error('REDIS_URL: cannot connect to redis://intake:s3cr3t-redis@cache:6379');
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain('s3cr3t-redis');
    expect(logged).toMatchObject({ type: 'Error', message: 'REDIS_URL: cannot connect to redis://intake:***@cache:6379', stack: expect.stringContaining('redis://intake:***@cache:6379') });
  });
});
