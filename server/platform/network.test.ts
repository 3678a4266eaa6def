import { clientKey, networkOf } from './network';

describe('client addresses', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::ffff:203.0.113.7', '::ffff:203.0.113.0'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['not an address', 'unknown'],
  ])('logs %s as its network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it.each([
    ['203.0.113.77', '203.0.113.77'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::abcd', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
  ])('counts %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
