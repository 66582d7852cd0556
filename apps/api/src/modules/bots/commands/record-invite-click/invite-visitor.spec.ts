import { inviteVisitor } from './invite-visitor';

const SECRET = 'a-session-secret-for-tests-only-0123456789';

describe('inviteVisitor: who a click counts as', () => {
  it('is the same anonymous visitor for every address of one IPv6 /64, IPv4-mapped or not', () => {
    const sameClient = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:DB8:1:2::abcd'];
    expect(new Set(sameClient.map((ip) => inviteVisitor(SECRET, null, ip))).size).toBe(1);
    expect(inviteVisitor(SECRET, null, '::ffff:203.0.113.9')).toBe(
      inviteVisitor(SECRET, null, '203.0.113.9'),
    );
  });

  it('tells apart other addresses, users, and users from the address they share', () => {
    const visitors = [
      inviteVisitor(SECRET, null, '203.0.113.9'),
      inviteVisitor(SECRET, null, '203.0.113.10'),
      inviteVisitor(SECRET, null, '2001:db8:1:3::1'),
      inviteVisitor(SECRET, '111111111111111111', '203.0.113.9'),
      inviteVisitor(SECRET, '222222222222222222', '203.0.113.9'),
    ];
    expect(new Set(visitors).size).toBe(visitors.length);
  });

  it('counts a user by their id wherever they click from', () => {
    expect(inviteVisitor(SECRET, '111111111111111111', '203.0.113.9')).toBe(
      inviteVisitor(SECRET, '111111111111111111', '2001:db8::1'),
    );
  });

  it('stores neither the address nor the id, and depends on the secret', () => {
    const visitor = inviteVisitor(SECRET, null, '203.0.113.9');
    expect(visitor).toMatch(/^[\w-]{22}$/);
    expect(visitor).not.toContain('203.0.113.9');
    expect(inviteVisitor(`${SECRET}-rotated`, null, '203.0.113.9')).not.toBe(visitor);
  });
});
