import { loadConfig } from './config';

/* TRUST_PROXY as a hop count is safe only where nothing but the proxy can connect (issue 37). */

const warningsOf = (env: Record<string, string>) => loadConfig({ SQLITE_PATH: '/tmp/unused.db', ...env } as unknown as NodeJS.ProcessEnv).warnings.filter((w) => w.startsWith('TRUST_PROXY'));

describe('TRUST_PROXY as a number of hops', () => {
  it('warns at start when the server listens beyond loopback, saying what to write instead', () => {
    expect(warningsOf({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toEqual([
      'TRUST_PROXY=1 counts hops, and this server listens on 0.0.0.0, beyond loopback: a client that reaches its port directly chooses its own address for every limit. ' +
        'Write the proxy’s address instead (TRUST_PROXY=127.0.0.1,::1 behind Caddy or nginx on this machine, or its address or CIDR), or listen on 127.0.0.1 (HOST).',
    ]);
    expect(warningsOf({ TRUST_PROXY: '2', HOST: '::' })).toHaveLength(1);
  });

  it('says nothing when the server listens on loopback only, or when the proxies are given by address', () => {
    expect(warningsOf({ TRUST_PROXY: '1', HOST: '127.0.0.1' })).toEqual([]);
    expect(warningsOf({ TRUST_PROXY: '1' })).toEqual([]);
    expect(warningsOf({ TRUST_PROXY: '127.0.0.1,::1', HOST: '0.0.0.0' })).toEqual([]);
    expect(warningsOf({ HOST: '0.0.0.0' })).toEqual([]);
  });
});

/* The enquiries mailbox (issue 40, "Receiving"): unset means no mail is read; a half-set OAuth refuses to start. */
describe('IMAP_URL and its companions', () => {
  const imapOf = (env: Record<string, string>) => loadConfig({ SQLITE_PATH: '/tmp/unused.db', ...env } as unknown as NodeJS.ProcessEnv).imap;

  it('reads nothing when IMAP_URL is unset, and refuses IMAP_INSECURE or IMAP_OAUTH_* alone', () => {
    expect(imapOf({})).toBeUndefined();
    expect(() => imapOf({ IMAP_INSECURE: '1' })).toThrow('IMAP_INSECURE is set but IMAP_URL is not');
    expect(() => imapOf({ IMAP_OAUTH_REFRESH_TOKEN: 'r' })).toThrow('IMAP_OAUTH_REFRESH_TOKEN is set but IMAP_URL is not');
  });

  it('reads the user, password, host, port and folder, with the defaults of each scheme', () => {
    expect(imapOf({ IMAP_URL: 'imaps://enquiries%40sarthi.in:p%40ss%2Fw@imap.example.com/Enquiries%20in' })).toEqual({
      secure: true, host: 'imap.example.com', port: 993, mailbox: 'Enquiries in', user: 'enquiries@sarthi.in', auth: { kind: 'password', pass: 'p@ss/w' }, insecure: false, pollMs: 60_000,
    });
    expect(imapOf({ IMAP_URL: 'imap://u:p@127.0.0.1', IMAP_INSECURE: '1', IMAP_POLL_SECONDS: '5' })).toMatchObject({ secure: false, port: 143, mailbox: 'INBOX', insecure: true, pollMs: 5_000 });
  });

  it('refuses another scheme, a missing password, and never quotes the URL', () => {
    for (const url of ['pop3://u:secret-pw@host/INBOX', 'imaps://u@host/INBOX', 'imaps://u:secret-pw@host/INBOX?x=1']) {
      let message = '';
      try {
        imapOf({ IMAP_URL: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^IMAP_URL /);
      expect(message).not.toContain('secret-pw');
    }
  });

  it('takes OAuth 2 with the user in the URL and all of token URL, client id and refresh token', () => {
    const oauth = { IMAP_OAUTH_TOKEN_URL: 'https://oauth2.googleapis.com/token', IMAP_OAUTH_CLIENT_ID: 'client', IMAP_OAUTH_REFRESH_TOKEN: 'refresh' };
    expect(imapOf({ IMAP_URL: 'imaps://enquiries%40sarthi.in@imap.gmail.com/INBOX', ...oauth })?.auth).toEqual({ kind: 'oauth', tokenUrl: 'https://oauth2.googleapis.com/token', clientId: 'client', clientSecret: undefined, refreshToken: 'refresh' });
    expect(() => imapOf({ IMAP_URL: 'imaps://u@h/INBOX', IMAP_OAUTH_TOKEN_URL: oauth.IMAP_OAUTH_TOKEN_URL })).toThrow('IMAP_OAUTH_CLIENT_ID and IMAP_OAUTH_REFRESH_TOKEN are not set');
    expect(() => imapOf({ IMAP_URL: 'imaps://u:p@h/INBOX', ...oauth })).toThrow('has a password and IMAP_OAUTH_* is set too');
    expect(() => imapOf({ IMAP_URL: 'imaps://u@h/INBOX', ...oauth, IMAP_OAUTH_TOKEN_URL: 'http://tokens.example.com/token' })).toThrow('must be https://');
  });
});
