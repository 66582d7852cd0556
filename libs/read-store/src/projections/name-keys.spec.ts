import { confusableSkeleton, nameKeys } from './name-keys';

const clash = (a: string, b: string) => {
  const [x, y] = [nameKeys(a), nameKeys(b)];
  return x.folded === y.folded || x.shaped === y.shaped;
};

describe('name keys: the TR39 confusable skeleton, case-insensitively', () => {
  it('maps look-alike characters to one prototype (TR39 skeleton)', () => {
    expect(confusableSkeleton('W\u0430rden')).toBe(confusableSkeleton('Warden'));
    expect(confusableSkeleton('rn')).toBe(confusableSkeleton('m'));
    expect(confusableSkeleton('paypa1')).toBe(confusableSkeleton('paypal'));
    expect(confusableSkeleton('Caf\u00E9')).toBe(confusableSkeleton('Cafe\u0301'));
    expect(confusableSkeleton('War\u200Bden')).toBe(confusableSkeleton('Warden'));
  });

  it.each([
    ['Warden', 'warden'],
    ['Warden', 'WARDEN'],
    ['Warden', 'W\u0430rden'],
    ['Warden', '\uFF37arden'],
    ['Warden', 'Wa\u0433den'],
    ['Iris', 'lris'],
    ['Iris', 'iris'],
    ['Modbot', 'Rnodbot'],
    ['Bot 10', 'Bot lO'],
  ])('%j clashes with %j', (a, b) => {
    expect(clash(a, b)).toBe(true);
  });

  it.each([
    ['a braille blank after it', 'Melodia\u2800'],
    ['a braille blank before it', '\u2800Melodia'],
    ['two braille blanks after it', 'Melodia\u2800\u2800'],
    ['a braille blank inside it', 'Melo\u2800dia'],
    ['a braille blank after a space', 'Melodia \u2800'],
    ['a musical null notehead', 'Melodia\u{1D159}'],
    ['a Hangul filler', 'Melodia\u3164'],
    ['a Hangul choseong filler', '\u115FMelodia'],
    ['a Hangul jungseong filler', 'Melodia\u1160'],
    ['a half-width Hangul filler', 'Melodia\uFFA0'],
    ['a zero-width space, joiner and non-joiner', 'Mel\u200Bod\u200Ci\u200Da'],
    ['a word joiner and a byte-order mark', '\uFEFFMelo\u2060dia'],
    ['a Mongolian vowel separator', 'Melodia\u180E'],
    ['a combining grapheme joiner', 'Melo\u034Fdia'],
    ['variation selectors', 'Melodia\uFE0F\u{E0100}'],
    ['tag characters', 'Melodia\u{E0041}\u{E007F}'],
    ['a soft hyphen', 'Melo\u00ADdia'],
    ['a Khmer inherent vowel', 'Melodia\u17B4'],
  ])('"Melodia" with %s is "Melodia" (invisible code points count as nothing)', (_label, name) => {
    expect(clash('Melodia', name)).toBe(true);
  });

  it.each([
    ['a dotless i with a combining dot above', 'Melod\u0131\u0307a'],
    ['an i with a second dot above', 'Melodi\u0307a'],
    ['a capital I with a dot above', 'MELOD\u0130A'],
    ['an accent', 'M\u00E9lodia'],
    ['an accent as a combining mark', 'Melodi\u0301a'],
    ['a strike-through on every letter', 'M\u0336e\u0336l\u0336o\u0336d\u0336i\u0336a\u0336'],
    ['an underline on every letter', 'M\u0332e\u0332l\u0332o\u0332d\u0332i\u0332a\u0332'],
    ['small capitals', '\u1D0D\u1D07\u029F\u1D0F\u1D05\u026A\u1D00'],
    [
      'letters on filled circles',
      '\u{1F15C}\u{1F154}\u{1F15B}\u{1F15E}\u{1F153}\u{1F158}\u{1F150}',
    ],
    [
      'letters on filled squares',
      '\u{1F17C}\u{1F174}\u{1F17B}\u{1F17E}\u{1F173}\u{1F178}\u{1F170}',
    ],
    ['a one and a dotless i with a dot', 'Me1od\u0131\u0307a'],
  ])('"Melodia" written with %s looks like "Melodia"', (_label, name) => {
    expect(clash('Melodia', name)).toBe(true);
  });

  it.each([
    ['Warden', 'VVarden'],
    ['Warden', 'vvarden'],
    ['Jinx', '\u0237\u0307inx'],
    ['Melo dia', 'Melo  dia'],
    ['Melo dia', 'Melo\u2800 \u2800dia'],
  ])('%j clashes with %j', (a, b) => {
    expect(clash(a, b)).toBe(true);
  });

  it.each([
    ['Melodia', 'Melo dia'],
    ['Bot 1', 'Bot 1\uFE0F\u20E3'],
    ['\u0915\u0941\u0932', '\u0915\u0932'],
    ['\u304C\u3063\u304D', '\u304B\u3063\u304D'],
    ['Warden', 'Wardens'],
    ['Melody', 'Melodic'],
    ['Test Bot 1', 'Test Bot 2'],
    ['音楽', '音樂'],
  ])('%j and %j stay distinct', (a, b) => {
    expect(clash(a, b)).toBe(false);
  });
});
