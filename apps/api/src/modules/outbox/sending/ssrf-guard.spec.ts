import { isNonPublicAddress } from './address-policy';
import { resolveTarget } from './resolve-target';

describe('the SSRF guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '192.0.0.1',
    '192.0.0.9',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.200',
    '198.18.0.1',
    '198.19.255.255',
    '192.88.99.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ])('treats IPv4 %s as not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    // Loopback and unspecified, IPv4-compatible (::/96) in every spelling.
    '::1',
    '::',
    '0:0:0:0:0:0:0:1',
    '0000:0000:0000:0000:0000:0000:0000:0001',
    '::127.0.0.1',
    '::7f00:1',
    '::7F00:0001',
    '0:0:0:0:0:0:127.0.0.1',
    '::10.0.0.1',
    '::1.1.1.1',
    // IPv4-mapped (::ffff:0:0/96), whatever the IPv4 behind it.
    '::ffff:127.0.0.1',
    '::FFFF:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '0000:0000:0000:0000:0000:FFFF:7F00:0001',
    '::ffff:a9fe:a9fe',
    '::ffff:1.1.1.1',
    // 6to4 (2002::/16) and NAT64 (64:ff9b::/96) of a non-public IPv4.
    '2002:7f00:1::1',
    '2002:7F00:0001::1',
    '2002:7f00:0001:0000:0000:0000:0000:0001',
    '2002:a00::1',
    '2002:c0a8:101::',
    '2002:a9fe:a9fe::1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::7f00:1',
    '0064:FF9B:0000:0000:0000:0000:0A00:0001',
    '64:ff9b::169.254.169.254',
    '64:ff9b:1::1.1.1.1',
    // Special-purpose ranges.
    'fec0::1',
    'FEC0:0:0:0:0:0:0:1',
    'fe80::1',
    'FE80::1',
    'febf::1',
    'fd00::1',
    'fc00::1',
    'ff02::1',
    '100::1',
    '0100:0000:0000:0000:0000:0000:0000:0001',
    '100:0:0:1::1',
    '2001:db8::1',
    '2001:DB8:0:0:0:0:0:1',
    '2001:db8:ffff::1',
    '3fff::1',
    '5f00::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:2::1',
    '2001:10::1',
    '2001:1::4',
    // Outside 2000::/3, not assigned to global unicast.
    '4000::1',
    'e000::1',
    // Not an address at all.
    'localhost',
    '',
    '::ffff:999.0.0.1',
  ])('treats IPv6 %s as not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '1.1.1.1',
    '8.8.8.8',
    '192.0.1.1',
    '192.0.3.1',
    '198.17.255.255',
    '198.20.0.1',
    '100.128.0.1',
    '223.255.255.254',
    '2606:4700:4700::1111',
    '2606:4700:4700:0000:0000:0000:0000:1111',
    '2a00:1450:4001:80b::200e',
    '2002:101:101::1',
    '2002:0101:0101::',
    '64:ff9b::1.1.1.1',
    '64:ff9b::101:101',
    '2001:4:112::1',
    '2001:1::1',
    '2001:3::1',
    '2001:20::1',
    '2620:4f:8000::1',
  ])('lets %s through', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it.each([
    'https://[::127.0.0.1]/votes',
    'https://[2002:7f00:1::1]/votes',
    'https://[fec0::1]/votes',
    'https://[100::1]/votes',
    'https://[2001:db8::1]/votes',
    'https://192.0.2.1/votes',
    'https://[::FFFF:7F00:0001]/votes',
    'https://[0:0:0:0:0:ffff:127.0.0.1]/votes',
    'https://0x7f.1/votes',
    'https://2130706433/votes',
  ])('refuses the literal host of %s in production', async (url) => {
    await expect(resolveTarget(url, true)).rejects.toThrow(/not public/);
  });

  it('refuses a host that resolves to loopback in production, and pins a public literal', async () => {
    await expect(resolveTarget('https://localhost/votes', true)).rejects.toThrow(/loopback/);
    await expect(resolveTarget('https://[::1]/votes', true)).rejects.toThrow(/not public/);
    expect(await resolveTarget('https://1.1.1.1/votes', true)).toMatchObject({
      address: '1.1.1.1',
      family: 4,
    });
    expect(await resolveTarget('http://localhost:9/votes', false)).toMatchObject({
      address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
    });
  });
});
