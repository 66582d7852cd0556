import { numberedSlug, slugFromName, slugProblem, SLUG_MAX_LENGTH } from './bot-slug';
import { parseBotRef } from './bot-ref';

describe('slugFromName', () => {
  it.each([
    ['Melodia', 'melodia'],
    ['  Mélodía  Bot!! ', 'melodia-bot'],
    ['Ｆｕｌｌｗｉｄｔｈ ﬁx', 'fullwidth-fix'],
    ['dyno_v2.0', 'dyno-v2-0'],
    ['MEE6', 'mee6'],
  ])('%j becomes %j', (name, slug) => {
    expect(slugFromName(name, 7)).toBe(slug);
  });

  it('gives a name without ASCII letters the bot id', () => {
    expect(slugFromName('音楽ボット', 42)).toBe('bot-42');
    expect(slugFromName('2048', 42)).toBe('bot-42');
    expect(slugFromName('🎵🎵', 42)).toBe('bot-42');
  });

  it('prefixes a reserved word so it stays a valid slug', () => {
    expect(slugFromName('Admin', 3)).toBe('bot-admin');
    expect(slugProblem(slugFromName('API', 3))).toBeNull();
  });

  it('cuts at the bound without a trailing hyphen', () => {
    const slug = slugFromName('The quick brown fox jumps over a lazy dog', 1);
    expect(slug).toBe('the-quick-brown-fox-jumps-over-a');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slugFromName(`${'a'.repeat(31)} b`, 1)).toBe('a'.repeat(31));
  });

  it('numbers a taken slug within the bound', () => {
    expect(numberedSlug('melodia', 1)).toBe('melodia');
    expect(numberedSlug('melodia', 2)).toBe('melodia-2');
    expect(numberedSlug('a'.repeat(32), 10)).toBe(`${'a'.repeat(29)}-10`);
  });
});

describe('slugProblem', () => {
  it.each([
    ['melodia', null],
    ['bot-2', null],
    ['Melodia', 'malformed'],
    ['-melodia', 'malformed'],
    ['a--b', 'malformed'],
    ['a'.repeat(33), 'malformed'],
    ['', 'malformed'],
    ['12345', 'numeric'],
    ['123-456', 'numeric'],
    ['settings', 'reserved'],
  ])('%j: %j', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });
});

describe('parseBotRef', () => {
  it('tells the three forms apart', () => {
    expect(parseBotRef('1735567005920857')).toEqual({ kind: 'id', id: 1735567005920857 });
    expect(parseBotRef('123456789012345678')).toEqual({
      kind: 'application',
      applicationId: '123456789012345678',
    });
    expect(parseBotRef('Melodia')).toEqual({ kind: 'slug', slug: 'melodia' });
  });

  it.each([
    '',
    '0',
    '0123',
    '9'.repeat(20),
    'x'.repeat(65),
    'admin',
    '../etc',
    'a b',
    'mélodia',
    '%00',
  ])('%j names no bot', (raw) => {
    expect(parseBotRef(raw)).toBeNull();
  });
});
