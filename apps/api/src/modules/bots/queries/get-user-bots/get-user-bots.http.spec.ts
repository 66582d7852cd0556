import type { DashboardBotView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';

describe('GET /api/user/bots answers whether each live bot has a token', () => {
  const { api, client } = useDirectory();

  it('joins tokenIssuedAt (never the token), so the dashboard asks nothing per bot', async () => {
    const developer = client.cookie(DEVELOPER);
    const submit = async (name: string) => (await client.submit(DEVELOPER, { name })).body;
    const live = await submit('Token Joined');
    const pending = await submit('Still Pending');
    await client.approve(live.submissionId);
    const mine = async () =>
      (await api.request<DashboardBotView[]>('GET', '/api/user/bots', { cookie: developer })).body;
    const issuedAt = (bots: DashboardBotView[], id: number) =>
      bots.find((bot) => bot.id === id)?.tokenIssuedAt;

    expect(issuedAt(await mine(), live.botId)).toBeNull();
    const issued = await client.issueToken(live.botId);
    const after = await mine();
    expect(issuedAt(after, live.botId)).toEqual(expect.any(String));
    expect(issuedAt(after, pending.botId)).toBeNull();
    expect(JSON.stringify(after)).not.toContain(issued.body.token.split('.')[1]);
  });
});
