import { useDirectory } from '../../../testing/directory-client';
import { DEVELOPER } from '../../../testing/test-app';

/** `/tags/{tag}` as the server sends it: its title, its bots before the app starts, the sitemap. */
describe('tag pages', () => {
  const { api, client } = useDirectory();

  it('answers a tag page with its title and live bots, and lists the tag in the sitemap', async () => {
    await client.liveBot(DEVELOPER, { name: 'Harbour Radio', tags: ['sea shanty'] });
    const page = await api.request<string>('GET', '/tags/sea%20shanty');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>#sea shanty Discord Bots | BotDirectory</title>');
    expect(page.body).toContain('Harbour Radio');
    const sitemap = (await api.request<string>('GET', '/sitemaps/pages.xml')).body;
    expect(sitemap).toContain(`<loc>${api.baseUrl}/tags/sea%20shanty</loc>`);
  });

  it('answers an unused tag with its empty page, and a tag no bot could carry with Not Found', async () => {
    const unused = await api.request<string>('GET', '/tags/nobody-uses-this');
    expect(unused.status).toBe(200);
    expect(unused.body).toContain('No live bot is tagged #nobody-uses-this yet.');
    for (const path of ['/tags/Upper', `/tags/${'a'.repeat(25)}`, '/tags/%E0%A4%A']) {
      expect({ path, status: (await api.request('GET', path)).status }).toEqual({
        path,
        status: 404,
      });
    }
  });
});

/** `/users/{id}` as the server sends it: the developer's live bots before the app starts. */
describe('developer pages', () => {
  const { api, client } = useDirectory();

  it("answers a developer's page with their live bots, and a malformed id with Not Found", async () => {
    await client.liveBot(DEVELOPER, { name: 'Lighthouse Keeper' });
    const page = await api.request<string>('GET', `/users/${DEVELOPER.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Lighthouse Keeper');
    expect((await api.request('GET', '/users/123')).status).toBe(404);
  });
});
