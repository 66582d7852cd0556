import type { BotView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';

interface ErrorBody {
  statusCode: number;
  code: string;
}

/** GET /api/bots?cursor=: the next page of a listing from the X-Next-Cursor of the last one. */
describe('bot listing cursor over HTTP', () => {
  const { api, client } = useDirectory();

  beforeAll(async () => {
    for (let index = 0; index < 5; index += 1) {
      await client.liveBot(DEVELOPER, { name: `Cursor Bot ${index}` });
    }
  });

  it.each(['newest', 'name', 'rating'])('pages by %s to the same bots as offsets', async (sort) => {
    const everything = await api.request<BotView[]>('GET', `/api/bots?sort=${sort}&limit=50`);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const next: string = cursor ? `&cursor=${cursor}` : '';
      const page = await api.request<BotView[]>('GET', `/api/bots?sort=${sort}&limit=2${next}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-total-count')).toBe('5');
      seen.push(...page.body.map((bot) => bot.id));
      cursor = page.headers.get('x-next-cursor');
    } while (cursor && seen.length < 50);
    expect(seen).toEqual(everything.body.map((bot) => bot.id));
  });

  it.each([
    ['made up', 'cursor=bm90LWEtY3Vyc29y'],
    ['another sort', 'sort=rating&cursor=CURSOR'],
    ['with a search', 'search=bot&cursor=CURSOR'],
    ['with an offset', 'offset=2&cursor=CURSOR'],
  ])('refuses a cursor %s with 400 QUERY.INVALID', async (_, query) => {
    const first = await api.request<BotView[]>('GET', '/api/bots?limit=1');
    const cursor = first.headers.get('x-next-cursor') as string;
    const answer = await api.request<ErrorBody>(
      'GET',
      `/api/bots?${query.replace('CURSOR', cursor)}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'QUERY.INVALID' });
  });
});
