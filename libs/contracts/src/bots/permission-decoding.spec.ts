import { botDataSchema } from './bot.schemas';
import { DISCORD_PERMISSIONS } from './discord-permissions';
import { decodeInvitePermissions, decodePermissions } from './permission-decoding';

const names = (decimal: string) => {
  const decoded = decodePermissions(decimal);
  if (!decoded.valid) throw new Error(`not decoded: ${decimal}`);
  return {
    dangerous: decoded.dangerous.map((permission) => permission.name),
    others: decoded.others.map((permission) => permission.name),
    unknownBits: decoded.unknownBits,
  };
};
const REFUSED = {
  valid: false,
  message:
    "Bot invite URL's permissions must be a number of at most 20 digits, as Discord makes it",
};

describe('decodePermissions', () => {
  it('names Administrator (8) as dangerous, with what it lets the bot do', () => {
    const decoded = decodePermissions('8');
    expect(decoded.valid && decoded.dangerous[0]).toMatchObject({
      name: 'Administrator',
      danger: expect.stringContaining('full control of the server'),
    });
    expect(names('8')).toEqual({ dangerous: ['Administrator'], others: [], unknownBits: [] });
  });

  it('puts dangerous permissions first, Administrator leading, in Discord words', () => {
    // Send Messages (2^11) + Ban Members (2^2) + Administrator (2^3) + Mention Everyone (2^17)
    const bits = (2n ** 11n + 2n ** 2n + 2n ** 3n + 2n ** 17n).toString();
    expect(names(bits)).toEqual({
      dangerous: ['Administrator', 'Ban Members', 'Mention @everyone, @here, and All Roles'],
      others: ['Send Messages'],
      unknownBits: [],
    });
  });

  it('reads bits past 2^31 and 2^53 exactly (Timeout Members is 2^40, Bypass Slowmode 2^52)', () => {
    expect(names((2n ** 40n).toString()).dangerous).toEqual(['Timeout Members']);
    expect(names((2n ** 31n + 2n ** 52n).toString()).others).toEqual([
      'Use Application Commands',
      'Bypass Slowmode',
    ]);
    // 2^53 + 2^0 is not a safe JS number: a Number() on the way would lose the low bit.
    expect(names((2n ** 53n + 1n).toString())).toEqual({
      dangerous: [],
      others: ['Create Invite'],
      unknownBits: [53],
    });
  });

  it('lists set bits Discord does not document, up to bit 63', () => {
    expect(names((2n ** 47n + 2n ** 63n).toString()).unknownBits).toEqual([47, 63]);
  });

  it('reads 0 and an empty value as no permissions', () => {
    const none = { dangerous: [], others: [], unknownBits: [] };
    expect(names('0')).toEqual(none);
    expect(names('')).toEqual(none);
  });

  it.each([
    ['garbage', 'abc'],
    ['a sign', '-8'],
    ['an exponent', '1e3'],
    ['hex', '0x10'],
    ['spaces', ' 8'],
    ['2^64', '18446744073709551616'],
    ['21 digits', '1'.repeat(21)],
    ['a million digits', '9'.repeat(1_000_000)],
  ])('refuses %s with the invite URL field message, never throwing', (_label, value) => {
    expect(decodePermissions(value)).toEqual(REFUSED);
  });

  it('decodes the `permissions` of an invite URL, and the schema refuses what it refuses', () => {
    const invite = (bits: string) =>
      `https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot&permissions=${bits}`;
    expect(decodeInvitePermissions(invite('8'))).toMatchObject({ valid: true, bits: '8' });
    expect(decodeInvitePermissions(invite('1'.repeat(21)))).toEqual(REFUSED);
    expect(decodeInvitePermissions('not a url')).toMatchObject({ valid: true, bits: '0' });
    expect(() =>
      botDataSchema.validateSyncAt('inviteUrl', { inviteUrl: invite('1'.repeat(21)) }),
    ).toThrow(REFUSED.message);
  });

  it('holds each documented bit once, as a bigint', () => {
    const bits = DISCORD_PERMISSIONS.map((permission) => permission.bit);
    expect(new Set(bits).size).toBe(bits.length);
    expect(bits.every((bit) => typeof bit === 'bigint')).toBe(true);
    expect(DISCORD_PERMISSIONS.filter((permission) => permission.danger).length).toBe(12);
  });
});
