import { SaxesParser } from 'saxes';
import { fitText, initialsOf, textWidth, xmlText } from './svg-text';
import { shortCount } from './widget-bot';

const wellFormed = (xml: string) => {
  new SaxesParser().write(xml).close();
  return true;
};

describe('SVG text helpers', () => {
  it('makes any text, control characters and lone surrogates included, safe XML', () => {
    const hostile = `a\u0000b\u0008c\uFFFE\uD800d\uDC00<>&"'`;
    const escaped = xmlText(hostile);
    expect(escaped).toBe('a\uFFFDb\uFFFDc\uFFFD\uFFFDd\uFFFD&lt;&gt;&amp;&quot;&apos;');
    expect(wellFormed(`<t a="${escaped}">${escaped}</t>`)).toBe(true);
    // A whole pair (an emoji) is kept.
    expect(xmlText('🎵')).toBe('🎵');
  });

  it('measures wide letters wider than narrow ones, and CJK and emoji as a full em', () => {
    expect(textWidth('WWW')).toBeGreaterThan(textWidth('iii') * 3);
    expect(textWidth('音楽')).toBe(22);
    expect(textWidth('Bot', 22, true)).toBeCloseTo(textWidth('Bot') * 2 * 1.1);
  });

  it('cuts text to a width by whole characters, with an ellipsis', () => {
    expect(fitText('Short', 200)).toBe('Short');
    const cut = fitText('🎵'.repeat(40), 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(100);
    expect(Array.from(cut.slice(0, -1)).every((char) => char === '🎵')).toBe(true);
  });

  it('takes initials from the first two words, skipping symbols', () => {
    expect(initialsOf('Widget Bot Extra')).toBe('WB');
    expect(initialsOf('🎵 melodia')).toBe('M');
    expect(initialsOf('بوت الموسيقى')).toBe('با');
    expect(initialsOf('***')).toBe('?');
  });

  it('writes counts short, as badges do', () => {
    expect([0, 999, 1000, 1250, 12_345, 3_400_000, 2e9].map(shortCount)).toEqual([
      '0',
      '999',
      '1k',
      '1.3k',
      '12k',
      '3.4M',
      '2B',
    ]);
  });
});
