import { addressKey } from './address-key';

describe('addressKey: the client unit of per-address limits', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2::ffff', '2001:0db8:0001:0002::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002::/64'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['64:ff9b::203.0.113.9', '0064:ff9b:0000:0000::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts every address of one /64 in one budget and the next /64 in another', () => {
    const one = ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8:0:1:0:0:0:7'];
    expect(new Set(one.map(addressKey)).size).toBe(1);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(addressKey('2001:db8:0:1::1'));
  });
});
