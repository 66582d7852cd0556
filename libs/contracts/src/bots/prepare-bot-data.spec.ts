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
