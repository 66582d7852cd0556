import { chooseEncoding } from './accept-encoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.5', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
  ])('%j answers %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('answers nothing without the header', () => {
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
