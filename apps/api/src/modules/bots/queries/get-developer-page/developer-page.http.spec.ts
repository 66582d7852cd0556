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

  it('a hidden page answers 404 to everyone but its developer, who can show it again', async () => {
    await client.liveBot(OTHER_DEVELOPER, { name: 'Hidden Maker Bot' });
    expect((await developer(OTHER_DEVELOPER.id)).status).toBe(200);
    const hide = (hidden: unknown) =>
      client.send<{ hidden: boolean }>('PUT', '/api/user/developer-page', OTHER_DEVELOPER, {
        hidden,
      });
    const mine = (as = OTHER_DEVELOPER) =>
      client.send<{ hidden: boolean; page: DeveloperPageView | null }>(
        'GET',
        '/api/user/developer-page',
        as,
      );

    expect((await hide(true)).body).toEqual({ hidden: true });
    const hidden = await developer(OTHER_DEVELOPER.id);
    expect({ status: hidden.status, code: hidden.body.code }).toEqual({
      status: 404,
      code: 'USER.NOT_FOUND',
    });
    const own = await mine();
    expect(own.body.hidden).toBe(true);
    expect(own.body.page?.bots.map((bot) => bot.name)).toEqual(['Hidden Maker Bot']);
    const firstView = await api.request<string>('GET', `/users/${OTHER_DEVELOPER.id}`);
    expect(firstView.status).toBe(404);

    expect((await hide(false)).body).toEqual({ hidden: false });
    expect((await developer(OTHER_DEVELOPER.id)).status).toBe(200);
    expect((await mine()).body.hidden).toBe(false);
  });

  it('refuses a visibility that is not a boolean, and a caller who is not logged in', async () => {
    for (const hidden of ['true', 1, null, undefined]) {
      const answer = await client.send('PUT', '/api/user/developer-page', DEVELOPER, { hidden });
      expect({ hidden, status: answer.status }).toEqual({ hidden, status: 400 });
    }
    const anonymous = await client.send('PUT', '/api/user/developer-page', null, { hidden: true });
    expect(anonymous.status).toBe(401);
    expect((await client.send('GET', '/api/user/developer-page', null)).status).toBe(401);
  });
});
