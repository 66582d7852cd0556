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
    ['Warden', 'Wardens'],
    ['Melody', 'Melodic'],
    ['Test Bot 1', 'Test Bot 2'],
    ['音楽', '音樂'],
  ])('%j and %j stay distinct', (a, b) => {
    expect(clash(a, b)).toBe(false);
  });
});
