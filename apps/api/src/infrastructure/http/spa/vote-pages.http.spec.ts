import { useDirectory } from '../../../testing/directory-client';
import { DEVELOPER } from '../../../testing/test-app';

/** `/bot/{ref}/vote` as the server sends it: the page a bot links from its own commands. */
describe('vote pages', () => {
  const { api, client } = useDirectory();

  it('answers at the canonical slug, and moves an id or application id there', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Ballot Box' });
    const bot = (
      await api.request<{ slug: string; discordAppId: string }>('GET', `/api/bots/${botId}`)
    ).body;
    const page = await api.request<string>('GET', `/bot/${bot.slug}/vote`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Vote for Ballot Box | BotDirectory</title>');
    expect(page.body).toContain('<h1 class="fv-title">Vote for Ballot Box</h1>');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    for (const ref of [String(botId), bot.discordAppId]) {
      const moved = await fetch(`${api.baseUrl}/bot/${ref}/vote`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')]).toEqual([301, `/bot/${bot.slug}/vote`]);
    }
  });

  it('answers Not Found for a bot that is not public, or an address that names no bot', async () => {
    const { botId } = (await client.submit(DEVELOPER, { name: 'Not Yet Public' })).body;
    for (const path of [`/bot/${botId}/vote`, '/bot/999999/vote', '/bot/admin/vote']) {
      expect({ path, status: (await api.request('GET', path)).status }).toEqual({
        path,
        status: 404,
      });
    }
  });
});
