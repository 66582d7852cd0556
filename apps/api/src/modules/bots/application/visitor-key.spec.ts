import { visitorKey } from './visitor-key';

const SECRET = 'a-session-secret-for-tests-only-0123456789';

describe('visitorKey: who a click counts as', () => {
  it('is the same anonymous visitor for every address of one IPv6 /64, IPv4-mapped or not', () => {
    const sameClient = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:DB8:1:2::abcd'];
    expect(new Set(sameClient.map((ip) => visitorKey(SECRET, null, ip))).size).toBe(1);
    expect(visitorKey(SECRET, null, '::ffff:203.0.113.9')).toBe(
      visitorKey(SECRET, null, '203.0.113.9'),
    );
  });

  it('tells apart other addresses, users, and users from the address they share', () => {
    const visitors = [
      visitorKey(SECRET, null, '203.0.113.9'),
      visitorKey(SECRET, null, '203.0.113.10'),
      visitorKey(SECRET, null, '2001:db8:1:3::1'),
      visitorKey(SECRET, '111111111111111111', '203.0.113.9'),
      visitorKey(SECRET, '222222222222222222', '203.0.113.9'),
    ];
    expect(new Set(visitors).size).toBe(visitors.length);
  });

  it('counts a user by their id wherever they click from', () => {
    expect(visitorKey(SECRET, '111111111111111111', '203.0.113.9')).toBe(
      visitorKey(SECRET, '111111111111111111', '2001:db8::1'),
    );
  });

  it('stores neither the address nor the id, and depends on the secret', () => {
    const visitor = visitorKey(SECRET, null, '203.0.113.9');
    expect(visitor).toMatch(/^[\w-]{22}$/);
    expect(visitor).not.toContain('203.0.113.9');
    expect(visitorKey(`${SECRET}-rotated`, null, '203.0.113.9')).not.toBe(visitor);
  });
});
