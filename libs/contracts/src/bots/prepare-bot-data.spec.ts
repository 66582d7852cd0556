import { ValidationError } from 'yup';
import { DomainError } from '../common/domain-error';
import { prepareBotData } from './prepare-bot-data';

const owner = { id: '111111111111111111', name: 'dev_one' };
const form = (overrides: Record<string, unknown> = {}) => ({
  name: '  Cafe\u0301 Bot ',
  shortDescription: 'Short',
  description: 'Line one\r\nLine two  ',
  avatar: 'https://cdn.example.com/a.png',
  inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
  discordAppId: '123456789012345678',
  websiteUrl: '',
  categories: ['Music', 'music', 'AI'],
  tags: ['Fun ', 'fun'],
  ...overrides,
});

describe('prepareBotData (pure: the one normalisation of a submitted bot)', () => {
  it('returns the canonical form: ids for category names, NFC text, owner from the submitter', () => {
    expect(prepareBotData(form(), owner)).toEqual({
      name: 'Café Bot',
      shortDescription: 'Short',
      description: 'Line one\nLine two',
      avatar: 'https://cdn.example.com/a.png',
      inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
      discordAppId: '123456789012345678',
      categories: ['music', 'ai'],
      tags: ['fun'],
      isOnline: true,
      ownerId: owner.id,
      ownerName: owner.name,
    });
  });

  it('throws the validation error per field, without coercing', () => {
    const problem = (() => {
      try {
        prepareBotData(form({ categories: ['Casino'], isOnline: 'yes' }), owner);
      } catch (error) {
        return error;
      }
    })();
    expect(problem).toBeInstanceOf(ValidationError);
    expect(problem).toMatchObject({
      errors: expect.arrayContaining([
        'Unknown category: Casino',
        'isOnline must be true or false',
      ]),
    });
  });

  it.each([
    [null, 'REQUEST.BODY_REQUIRED'],
    [[form()], 'REQUEST.BODY_NOT_OBJECT'],
    ['text', 'REQUEST.BODY_NOT_OBJECT'],
  ])('refuses %j as a 400 domain error', (raw, code) => {
    expect(() => prepareBotData(raw, owner)).toThrow(DomainError);
    expect(() => prepareBotData(raw, owner)).toThrow(
      expect.objectContaining({ code, kind: 'invalid' }),
    );
  });
});

describe('prepareBotData: Unicode-safe text (issue 10, item 5)', () => {
  const fieldErrors = (overrides: Record<string, unknown>): Record<string, string> => {
    try {
      prepareBotData(form(overrides), owner);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      // The first message per field, as the API answers it.
      const firsts = [...error.inner].reverse();
      return Object.fromEntries(firsts.map((inner) => [inner.path ?? '', inner.message]));
    }
    return {};
  };

  it('measures lengths on the stored (NFC) form: 32 × U+FB2C is a 96-character name', () => {
    expect(fieldErrors({ name: '\uFB2C'.repeat(32) })).toEqual({
      name: 'Bot name must be at most 32 characters',
    });
    expect(fieldErrors({ name: '\uFB2C'.repeat(10) })).toEqual({});
    expect(prepareBotData(form({ name: '\uFB2C'.repeat(10) }), owner).name).toHaveLength(30);
  });

  it('refuses a 4,000-character description that would be stored as 12,000', () => {
    expect(fieldErrors({ description: '\uFB2C'.repeat(4000) })).toEqual({
      description: 'Full description must be at most 4000 characters',
    });
  });

  it.each([
    ['\u200B\u200B', 'an invisible character (U+200B)'],
    ['\u3164\u3164', 'an invisible character (U+3164)'],
    ['War\u0085den', 'a control character (U+0085)'],
    ['War\u2028den', 'a line break or tab (U+2028)'],
    ['War\uD800den', 'a broken character (unpaired surrogate U+D800)'],
    ['\uFEFFWarden', 'an invisible character (U+FEFF)'],
  ])('refuses the name %j with a message naming the character', (name, reason) => {
    expect(fieldErrors({ name })).toMatchObject({
      name: `Bot name contains characters that are not allowed: ${reason}`,
    });
  });

  it('refuses names blank once normalised', () => {
    expect(fieldErrors({ name: '\u2800\u2800' })).toMatchObject({ name: 'Bot name is required' });
    expect(fieldErrors({ name: '\u3000\u00A0' })).toMatchObject({ name: 'Bot name is required' });
  });

  it('keeps line breaks, tabs and emoji in the description', () => {
    const description = 'Plays music \u{1F3B5}\r\n\tQueues \u2764\uFE0F';
    expect(prepareBotData(form({ description }), owner).description).toBe(
      'Plays music \u{1F3B5}\n\tQueues \u2764\uFE0F',
    );
  });

  it('refuses a form nested deeper than its fields before yup looks at it', () => {
    const deep = JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`) as unknown;
    expect(() => prepareBotData(form({ name: deep }), owner)).toThrow(
      expect.objectContaining({ code: 'REQUEST.TOO_DEEP', kind: 'invalid' }),
    );
  });
});
