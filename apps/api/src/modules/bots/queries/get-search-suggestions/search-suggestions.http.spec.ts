import type { SearchSuggestions } from '@botdir/read-store';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';

/** GET /api/search/suggest: what the navbar search offers as a visitor types. */
describe('search suggestions', () => {
  const { api, client } = useDirectory();
  const suggest = (query: string) =>
    api.request<SearchSuggestions & { code?: string }>('GET', `/api/search/suggest?${query}`);

  it('suggests live bots by name and their words, case-insensitively', async () => {
    const botId = await client.liveBot(DEVELOPER, {
      name: 'Xylophone Tutor',
      tags: ['xylophonist'],
    });
    const answer = await suggest('q=XYLO');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      bots: [{ id: botId, name: 'Xylophone Tutor' }],
      terms: ['xylophone', 'xylophonist'],
    });
    expect((await suggest('q=xylo&limit=1')).body.terms).toEqual(['xylophone']);
    expect((await suggest('q=')).body).toEqual({ bots: [], terms: [] });
  });

  it('refuses a text or limit past its bounds, and answers hostile text with nothing', async () => {
    for (const query of [
      `q=${'a'.repeat(10_000)}`,
      'q=a&limit=1000000000',
      'q=a&limit=9',
      'q=a&limit=0',
      'q=a&q=b',
    ]) {
      const answer = await suggest(query);
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 400,
        code: 'QUERY.INVALID',
      });
    }
    for (const text of ['%', "' OR 1=1 --", '.*', '{"$gt":""}', '\\u0000']) {
      const answer = await suggest(`q=${encodeURIComponent(text)}`);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { bots: [], terms: [] },
      });
    }
  });
});
