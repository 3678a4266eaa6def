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
