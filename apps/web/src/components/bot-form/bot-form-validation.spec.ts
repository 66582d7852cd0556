import { ApiError } from '@/lib/api-client';
import { newBotData, toFormValues } from './bot-form-values';
import { serverFieldErrors, validateBotForm } from './bot-form-validation';

const owner = { id: '111111111111111111', username: 'alice', discriminator: '0001' };
const filled = (overrides: Record<string, string>) => ({
  ...toFormValues({
    ...newBotData(owner),
    name: 'Melody',
    shortDescription: 'Music for your server',
    description: 'Plays music.',
    avatar: 'https://cdn.example/melody.png',
    inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678',
    discordAppId: '123456789012345678',
    categories: ['music'],
  }),
  ...overrides,
});

describe('the bot form shows the server’s Unicode rules before sending', () => {
  it('accepts a complete form', async () => {
    expect(await validateBotForm(filled({}))).toEqual({});
  });

  it.each([
    ['\uFEFFWarden', 'an invisible character (U+FEFF)'],
    ['\u200B\u200B', 'an invisible character (U+200B)'],
    ['War\u0085den', 'a control character (U+0085)'],
    ['War\u2028den', 'a line break or tab (U+2028)'],
  ])('refuses the name %j, naming the character', async (name, reason) => {
    expect(await validateBotForm(filled({ name }))).toEqual({
      name: `Bot name contains characters that are not allowed: ${reason}`,
    });
  });

  it('names the tag that is wrong, not just "a tag"', async () => {
    expect(
      await validateBotForm(filled({ tags: 'radio, lo-fi-beats-to-study-and-relax-to' })),
    ).toEqual({
      tags: 'Tag "lo-fi-beats-to-study-and…" is too long: at most 24 characters',
    });
    expect(await validateBotForm(filled({ tags: 'radio, lo\u200Bfi' }))).toEqual({
      tags: 'Tag "lofi" contains characters that are not allowed: an invisible character (U+200B)',
    });
  });

  it('counts the length of the stored (NFC) form', async () => {
    expect(await validateBotForm(filled({ name: '\uFB2C'.repeat(11) }))).toEqual({
      name: 'Bot name must be at most 32 characters',
    });
  });

  it('shows a taken name (409 BOT.NAME_TAKEN) under the name field', () => {
    const message = 'The name "Warden" is taken: it looks the same as "Wаrden".';
    const body = { statusCode: 409, code: 'BOT.NAME_TAKEN', message, fields: { name: message } };
    expect(serverFieldErrors(new ApiError(409, body, message))).toEqual({ name: message });
  });
});
