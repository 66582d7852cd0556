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

    const found = await searched('karaoke');
    expect(found.headers.get('x-did-you-mean')).toBeNull();
  });

  it('answers the search as typed with exact=true, and refuses other values', async () => {
    const typed = await api.request<BotView[]>('GET', '/api/bots?search=karaoek&exact=true');
    expect({ bots: typed.body, header: typed.headers.get('x-did-you-mean') }).toEqual({
      bots: [],
      header: null,
    });
    const bad = await api.request<{ code: string }>('GET', '/api/bots?search=x&exact=yes');
    expect({ status: bad.status, code: bad.body.code }).toEqual({
      status: 400,
      code: 'QUERY.INVALID',
    });
  });

  it('sends a corrected search in any script URI-encoded', async () => {
    const page = await searched('мзуыка');
    expect(page.status).toBe(200);
    expect(page.body.map((bot) => bot.name)).toEqual(['Музыка Плеер']);
    expect(decodeURIComponent(page.headers.get('x-did-you-mean') ?? '')).toBe('музыка');
  });
});
