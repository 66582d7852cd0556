import type { TagBotsView } from './tag-bots.controller';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';

/** GET /api/tags/{tag}: the tag page's bots. */
describe('tag bots', () => {
  const { api, client } = useDirectory();
  const tagged = (path: string) =>
    api.request<TagBotsView & { code?: string }>('GET', `/api/tags/${path}`);

  it('lists the live bots carrying the tag, and nothing for a tag no bot carries', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Lofi Radio', tags: ['lo fi', 'radio'] });
    const answer = await tagged(encodeURIComponent('lo fi'));
    expect(answer.status).toBe(200);
    expect(answer.body.tag).toBe('lo fi');
    expect(answer.body.bots.map((bot) => bot.id)).toEqual([botId]);
    expect((await tagged('nobody-uses-this')).body).toEqual({ tag: 'nobody-uses-this', bots: [] });
  });

  it('refuses a tag no bot could carry, and a limit past its bounds', async () => {
    for (const path of ['Radio', 'a'.repeat(25), encodeURIComponent('\u0000'), 'radio?limit=101']) {
      const answer = await tagged(path);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 400,
        code: 'QUERY.INVALID',
      });
    }
  });
});
