import { formatWait, relativeAge } from './format';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeAge', () => {
  it('says "just now" for the first minute, never "0 hours ago"', () => {
    expect(relativeAge(ago(0), NOW)).toBe('just now');
    expect(relativeAge(ago(59_000), NOW)).toBe('just now');
    // A clock a little ahead of the server's is still "just now".
    expect(relativeAge(ago(-5_000), NOW)).toBe('just now');
  });

  it('counts minutes under an hour, then hours under a day, then days', () => {
    expect(relativeAge(ago(60_000), NOW)).toBe('1 minute ago');
    expect(relativeAge(ago(59 * 60_000), NOW)).toBe('59 minutes ago');
    expect(relativeAge(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(relativeAge(ago(23 * 3_600_000), NOW)).toBe('23 hours ago');
    expect(relativeAge(ago(24 * 3_600_000), NOW)).toBe('1 day ago');
    expect(relativeAge(ago(72 * 3_600_000), NOW)).toBe('3 days ago');
  });
});

describe('formatWait', () => {
  it('carries a full hour of minutes: 12 h, never "11 h 60 min"', () => {
    expect(formatWait(12 * 3600)).toBe('12 h');
    expect(formatWait(12 * 3600 - 1)).toBe('12 h');
    expect(formatWait(11 * 3600 + 59 * 60 + 30)).toBe('12 h');
    expect(formatWait(11 * 3600 + 5 * 60)).toBe('11 h 5 min');
  });

  it('counts a started minute, and at least one', () => {
    expect(formatWait(59 * 60 + 1)).toBe('1 h');
    expect(formatWait(61)).toBe('2 min');
    expect(formatWait(1)).toBe('1 min');
  });
});
