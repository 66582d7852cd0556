import { voteWeightAt } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER } from '@api/testing/test-app';
import type { DeveloperPageView } from './developer-page';

/** GET /api/users/{discordId}: a developer's page. */
describe('developer pages', () => {
  const { api, client } = useDirectory();
  const developer = (id: string) =>
    api.request<DeveloperPageView & { code?: string }>('GET', `/api/users/${id}`);

  it("lists a developer's live bots with their totals, and no pending bot", async () => {
    const first = await client.liveBot(DEVELOPER, { name: 'Totals First' });
    const second = await client.liveBot(DEVELOPER, { name: 'Totals Second' });
    await client.submit(DEVELOPER, { name: 'Totals Pending' });
    const { votedAt } = (await client.vote(first, OTHER_DEVELOPER)).body;
    await client.rate(first, 5, OTHER_DEVELOPER);
    await client.rate(second, 4, REVIEWER);

    const page = await developer(DEVELOPER.id);
    expect(page.status).toBe(200);
    expect(page.body.user).toEqual({ id: DEVELOPER.id, username: expect.any(String) });
    expect(page.body.bots.map((bot) => bot.id)).toEqual([second, first]);
    expect(page.body.totals).toEqual({
      servers: 0,
      votes: voteWeightAt(votedAt),
      rating: 45,
      ratingCount: 2,
    });
  });

  it('answers 404 USER.NOT_FOUND for a user with no live bot, and 400 for a malformed id', async () => {
    const none = await developer('999999999999999999');
    expect({ status: none.status, code: none.body.code }).toEqual({
      status: 404,
      code: 'USER.NOT_FOUND',
    });
    for (const id of ['123', '0'.repeat(18), '1'.repeat(21), 'abcdefabcdefabcdefab']) {
      const answer = await developer(id);
      expect({ id, status: answer.status, code: answer.body.code }).toEqual({
        id,
        status: 400,
        code: 'QUERY.INVALID',
      });
    }
  });
});
