import { canonicalDiscordId, isDiscordId } from './discord-ids';
import { isDiscordInviteUrl } from '../bots/bot-rules';

const invite = (clientId: string) =>
  `https://discord.com/oauth2/authorize?client_id=${clientId}&scope=bot`;

describe('a Discord id is written one way only (one number, one text)', () => {
  it.each([
    ['the smallest 17-digit id', '10000000000000000'],
    ['an early 17-digit snowflake', '41771983423143937'],
    ['an 18-digit id', '705628693733435503'],
    ['a 19-digit id', '1234567890123456789'],
    ['the largest 19-digit number (below 2^64 - 1)', '9999999999999999999'],
  ])('accepts %s', (_label, id) => {
    expect(isDiscordId(id)).toBe(true);
    expect(isDiscordInviteUrl(invite(id))).toBe(true);
  });

  it.each([
    ['a leading zero', '0705628693733435503'],
    ['two leading zeros on a 17-digit id', '00705628693733435'],
    ['all zeros', '00000000000000000'],
    ['a leading plus', '+705628693733435503'],
    ['a leading minus', '-705628693733435503'],
    ['a leading space', ' 705628693733435503'],
    ['a trailing space', '705628693733435503 '],
    ['a trailing line break', '705628693733435503\n'],
    ['an exponent', '7.05628693733435503e17'],
    ['a decimal point', '705628693733435503.0'],
    ['a hexadecimal number', '0x9CAE6A5B1D00006F'],
    ['16 digits', '7056286937334355'],
    ['20 digits', '12345678901234567890'],
    ['2^64 - 1 (20 digits)', '18446744073709551615'],
    ['2^64', '18446744073709551616'],
    ['full-width digits', '７０５６２８６９３７３３４３５５０３'],
    ['Arabic-Indic digits', '٧٠٥٦٢٨٦٩٣٧٣٣٤٣٥٥٠٣'],
    ['an empty string', ''],
  ])('refuses %s, also as an invite client_id', (_label, id) => {
    expect(isDiscordId(id)).toBe(false);
    expect(isDiscordInviteUrl(invite(encodeURIComponent(id)))).toBe(false);
  });

  it('refuses an invite whose client_id is a plus or a space away from the id', () => {
    expect(isDiscordInviteUrl(invite('+705628693733435503'))).toBe(false);
    expect(isDiscordInviteUrl(invite('%20705628693733435503'))).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(isDiscordId(705628693733435500)).toBe(false);
    expect(isDiscordId(null)).toBe(false);
    expect(isDiscordId(undefined)).toBe(false);
  });

  it('spells an id recorded before the rule the way Discord does, for comparing', () => {
    expect(canonicalDiscordId('0705628693733435503')).toBe('705628693733435503');
    expect(canonicalDiscordId('000705628693733435503')).toBe('705628693733435503');
    expect(canonicalDiscordId('705628693733435503')).toBe('705628693733435503');
    expect(canonicalDiscordId('0')).toBe('0');
    expect(canonicalDiscordId('not-an-id')).toBe('not-an-id');
  });
});
