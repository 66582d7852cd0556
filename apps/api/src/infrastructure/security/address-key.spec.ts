import { addressKey, clientAddress, parseAddress } from './address-key';

describe('parseAddress: one spelling per client address', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    [' 203.0.113.5 ', '203.0.113.5'],
    ['203.0.113.5:1234', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['::FFFF:203.0.113.5', '203.0.113.5'],
    ['::ffff:cb00:7105', '203.0.113.5'],
    ['0:0:0:0:0:ffff:cb00:7105', '203.0.113.5'],
    ['0000:0000:0000:0000:0000:ffff:203.0.113.5', '203.0.113.5'],
    ['[::ffff:203.0.113.5]:80', '203.0.113.5'],
    ['[::ffff:cb00:7105]', '203.0.113.5'],
    ['[203.0.113.5]:80', '203.0.113.5'],
    ['[2001:db8:1:2::7]', '2001:db8:1:2::7'],
    ['[2001:DB8:1:2::7]:443', '2001:db8:1:2::7'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:3:4:5:6'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%s is %s', (raw, address) => {
    expect(parseAddress(raw)).toBe(address);
  });

  it.each([
    'garbage',
    '',
    '203.0.113.005',
    '203.0.113',
    '203.0.113.5:port',
    '::ffff:203.0.113.5:80',
    '2001:db8::1::2',
    'unknown',
  ])('%j names no address', (raw) => {
    expect(parseAddress(raw)).toBeNull();
  });
});

describe('addressKey: the client unit of per-address limits', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['203.0.113.9:51000', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::ffff]:8080', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['::1', '::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b::/64'],
    ['not an address', 'unparseable'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts every address of one /64 in one budget and the next /64 in another', () => {
    const one = ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8:0:1:0:0:0:7'];
    expect(new Set(one.map(addressKey)).size).toBe(1);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(addressKey('2001:db8:0:1::1'));
  });
});

describe('clientAddress: the address a request is counted by', () => {
  const request = (ip: string | undefined, socket: string) =>
    ({ ip, socket: { remoteAddress: socket } }) as Parameters<typeof clientAddress>[0];

  it('parses the forwarded address Express found', () => {
    expect(clientAddress(request('[::ffff:203.0.113.5]:80', '::ffff:127.0.0.1'))).toBe(
      '203.0.113.5',
    );
  });

  it('falls back to the socket address when the forwarded value names no address', () => {
    expect(clientAddress(request('evil-1', '::ffff:10.0.0.2'))).toBe('10.0.0.2');
    expect(clientAddress(request('evil-2', '::ffff:10.0.0.2'))).toBe('10.0.0.2');
    expect(clientAddress(request(undefined, '::1'))).toBe('::1');
  });
});
