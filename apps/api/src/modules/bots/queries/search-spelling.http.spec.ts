import type { BotView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';

/** GET /api/bots?search=: a misspelt search is answered for the corrected words. */
describe('typo-tolerant search', () => {
  const { api, client } = useDirectory();
  const searched = (search: string) =>
    api.request<BotView[]>('GET', `/api/bots?search=${encodeURIComponent(search)}`);

  beforeAll(async () => {
    await client.liveBot(DEVELOPER, { name: 'Quartzine Radio', tags: ['karaoke'] });
    await client.liveBot(DEVELOPER, { name: 'Музыка Плеер', tags: [] });
  });

  it('finds the bot for a misspelt tag and names the corrected search', async () => {
    const page = await searched('karaoek');
    expect(page.status).toBe(200);
    expect(page.body.map((bot) => bot.name)).toEqual(['Quartzine Radio']);
    expect(page.headers.get('x-did-you-mean')).toBe('karaoke');
    expect(page.headers.get('x-total-count')).toBe('1');

    const exact = await searched('karaoke');
    expect(exact.headers.get('x-did-you-mean')).toBeNull();
  });

  it('sends a corrected search in any script URI-encoded', async () => {
    const page = await searched('мзуыка');
    expect(page.status).toBe(200);
    expect(page.body.map((bot) => bot.name)).toEqual(['Музыка Плеер']);
    expect(decodeURIComponent(page.headers.get('x-did-you-mean') ?? '')).toBe('музыка');
  });
});
