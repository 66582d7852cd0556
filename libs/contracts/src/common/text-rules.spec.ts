import { isBlankText, normaliseText, refusedCharacter } from './text-rules';

describe('text rules (shared by the web form and the server)', () => {
  it('normalises to NFC and trims Unicode white space, but not U+FEFF', () => {
    expect(normaliseText('\u00A0 Cafe\u0301\u3000')).toBe('Café');
    expect(normaliseText('\uFEFFWarden')).toBe('\uFEFFWarden');
    expect(normaliseText('\uFB2C'.repeat(32))).toHaveLength(96);
  });

  it('keeps line breaks in multi-line text as \\n, separators included', () => {
    expect(normaliseText(' a\r\nb\rc\u2028d\u2029e ', 'multi-line')).toBe('a\nb\nc\nd\ne');
  });

  it.each([
    ['ZWSP', '\u200B\u200B', 'an invisible character (U+200B)'],
    ['HANGUL FILLER', '\u3164\u3164', 'an invisible character (U+3164)'],
    ['a byte-order mark', '\uFEFFWarden', 'an invisible character (U+FEFF)'],
    ['a soft hyphen', 'War\u00ADden', 'an invisible character (U+00AD)'],
    ['a C1 control (NEL)', 'War\u0085den', 'a control character (U+0085)'],
    ['NUL', 'War\u0000den', 'a control character (U+0000)'],
    ['a line separator', 'War\u2028den', 'a line break or tab (U+2028)'],
    ['a paragraph separator', 'War\u2029den', 'a line break or tab (U+2029)'],
    ['a tab', 'War\tden', 'a line break or tab (U+0009)'],
    [
      'an unpaired high surrogate',
      'War\uD800den',
      'a broken character (unpaired surrogate U+D800)',
    ],
    ['an unpaired low surrogate', 'Warden\uDC00', 'a broken character (unpaired surrogate U+DC00)'],
    ['an RTL override', '\u202EWarden', 'a text-direction control (U+202E)'],
    ['a combining grapheme joiner', 'War\u034Fden', 'an invisible character (U+034F)'],
    ['a lone zero-width joiner', 'War\u200Dden', 'an invisible character (U+200D)'],
  ])('refuses %s in a single line', (_label, value, reason) => {
    expect(refusedCharacter(value)).toBe(reason);
  });

  it('lets multi-line text keep line breaks and tabs, and nothing else invisible', () => {
    expect(refusedCharacter('one\r\ntwo\tthree\u2028four', 'multi-line')).toBeNull();
    expect(refusedCharacter('one\u0085two', 'multi-line')).toBe('a control character (U+0085)');
    expect(refusedCharacter('one\u200Btwo', 'multi-line')).toBe('an invisible character (U+200B)');
  });

  it.each([
    ['a heart with its presentation selector', 'Love \u2764\uFE0F'],
    ['a ZWJ family', 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a coder with a skin tone', '\u{1F469}\u{1F3FD}\u200D\u{1F4BB} Dev'],
    ['a rainbow flag', '\u{1F3F3}\uFE0F\u200D\u{1F308}'],
    ['a keycap', '1\uFE0F\u20E3 first'],
    ['accents, CJK and Arabic', 'Café 音楽 موسيقى'],
    ['a well-formed astral character', 'Bot \u{1D4D1}'],
  ])('accepts %s', (_label, value) => {
    expect(refusedCharacter(value)).toBeNull();
  });

  it('finds text blank when it shows nothing readable', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \u0301\u2800')).toBe(true);
    expect(isBlankText('a')).toBe(false);
    expect(isBlankText('\u{1F3B5}')).toBe(false);
  });

  it.each([
    ['a Hangul filler', '\u3164'],
    ['a half-width Hangul filler', '\uFFA0'],
    ['a musical null notehead', '\u{1D159}'],
  ])('finds %s blank, though it is a letter or a symbol', (_label, value) => {
    expect(isBlankText(value)).toBe(true);
  });
});
