import { safeReturnPath } from './safe-return-path';

const HOST = 'bots.example.com';

describe('safeReturnPath: one rule for every login path', () => {
  it.each([
    ['/submit', '/submit'],
    ['/bots/42', '/bots/42'],
    ['/browse?search=music%20bot&sort=rating', '/browse?search=music%20bot&sort=rating'],
    ['/bots/42#reviews', '/bots/42#reviews'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps the local path %j', (returnTo, expected) => {
    expect(safeReturnPath(returnTo, undefined, HOST)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'evil.example'],
    ['protocol-relative', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later', '/ok\\..\\\\evil.example'],
    ['a tab after the slash (issue 10, item 8)', '/\t/evil.example'],
    ['a newline after the slash', '/\n/evil.example'],
    ['a carriage return after the slash', '/\r/evil.example'],
    ['a leading space', ' //evil.example'],
    ['a space inside', '/ /evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a C1 control', '/\u0085/evil.example'],
    ['a zero-width space', '/\u200B/evil.example'],
    ['a no-break space', '/\u00A0/evil.example'],
    ['an ideographic space', '/\u3000/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['an encoded slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded slash', '/%252Fevil.example'],
    ['a triple-encoded slash', '/%25252Fevil.example'],
    ['dot segments up to //', '/..//evil.example'],
    ['broken percent-encoding', '/100%'],
    ['the login routes themselves', '/auth/discord'],
    ['the login routes in capitals', '/AUTH/discord/callback'],
    ['an endless path', `/${'a'.repeat(3000)}`],
    ['a non-string (returnTo[]=)', ['/submit']],
    ['an object (returnTo[a]=)', { a: '/submit' }],
  ])('refuses %s and sends the visitor home', (_label, returnTo) => {
    expect(safeReturnPath(returnTo, undefined, HOST)).toBe('/');
  });

  it('falls back to the referring page on this host, checked by the same rule', () => {
    expect(safeReturnPath(undefined, `https://${HOST}/bots/7?x=1`, HOST)).toBe('/bots/7?x=1');
    expect(safeReturnPath('//evil.example', `https://${HOST}/submit`, HOST)).toBe('/submit');
    expect(safeReturnPath(undefined, 'https://evil.example/submit', HOST)).toBe('/');
    expect(safeReturnPath(undefined, `https://${HOST}/auth/discord`, HOST)).toBe('/');
    expect(safeReturnPath(undefined, `https://${HOST}/%2F%2Fevil.example`, HOST)).toBe('/');
    expect(safeReturnPath(undefined, 'not a url', HOST)).toBe('/');
    expect(safeReturnPath(undefined, `https://${HOST}/submit`, undefined)).toBe('/');
  });

  it('every accepted path resolves to this origin in a browser URL parser', () => {
    const candidates = ['/submit', '/\t/evil.example', '/%09/evil.example', '/\\evil', '//x'];
    for (const candidate of candidates) {
      const target = new URL(safeReturnPath(candidate, undefined, HOST), `https://${HOST}`);
      expect(target.host).toBe(HOST);
    }
  });
});
