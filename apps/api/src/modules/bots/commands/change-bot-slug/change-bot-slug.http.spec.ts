import { useDirectory } from '../../../../testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER } from '../../../../testing/test-app';

const canonicalLink = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('bot slugs: /bot/{slug} and PUT /api/bots/:id/slug', () => {
  const { api, client } = useDirectory();

  const page = (path: string) => api.request<string>('GET', path);
  const slugOf = async (botId: number) =>
    (await api.request<{ slug: string | null }>('GET', `/api/bots/${botId}`)).body.slug;

  it('gives an approved bot a slug from its name: its page answers there, every other form moves there', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Slug Walker' });
    expect(await slugOf(botId)).toBe('slug-walker');

    const shown = await page('/bot/slug-walker');
    expect(shown.status).toBe(200);
    expect(canonicalLink(shown.body)).toBe(`${api.baseUrl}/bot/slug-walker`);
    expect(shown.body).toContain(
      `<meta property="og:url" content="${api.baseUrl}/bot/slug-walker" />`,
    );
    for (const ref of [String(botId), 'Slug-Walker']) {
      const moved = await page(`/bot/${ref}`);
      expect([ref, moved.status, moved.headers.get('location')]).toEqual([
        ref,
        301,
        '/bot/slug-walker',
      ]);
    }
    expect((await api.request<{ id: number }>('GET', '/api/bots/slug-walker')).body.id).toBe(botId);
  });

  it('moves the bot to a new slug; the old one answers a 301 to it, also in the sitemap', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Harbor Keeper' });
    const changed = await client.changeSlug(botId, 'harbor');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ botId, slug: 'harbor' });

    const moved = await page('/bot/harbor-keeper');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/bot/harbor']);
    expect((await page('/bot/harbor')).status).toBe(200);
    const sitemap = (await page('/sitemaps/bots-1.xml')).body;
    expect(sitemap).toContain(`<loc>${api.baseUrl}/bot/harbor</loc>`);
    expect(sitemap).not.toContain('/bot/harbor-keeper<');

    // Staff may move it too; its owner may take an old slug back.
    expect((await client.changeSlug(botId, 'harbor-two', REVIEWER)).status).toBe(200);
    expect((await client.changeSlug(botId, 'harbor-keeper')).status).toBe(200);
    expect(await slugOf(botId)).toBe('harbor-keeper');
    const back = await page('/bot/harbor');
    expect([back.status, back.headers.get('location')]).toEqual([301, '/bot/harbor-keeper']);
  });

  it('refuses a slug another bot holds or held (409), and numbers a taken slug at approval', async () => {
    const first = await client.liveBot(DEVELOPER, { name: 'Lantern One' });
    expect((await client.changeSlug(first, 'lighthouse')).status).toBe(200);
    const second = await client.liveBot(OTHER_DEVELOPER, { name: 'Lighthouse' });
    expect(await slugOf(second)).toBe('lighthouse-2');

    for (const taken of ['lighthouse', 'lantern-one']) {
      const refused = await client.changeSlug(second, taken, OTHER_DEVELOPER);
      expect([taken, refused.status, refused.body.code]).toEqual([taken, 409, 'BOT.SLUG_TAKEN']);
      expect(refused.body.message).toContain(taken);
    }
    expect(await slugOf(second)).toBe('lighthouse-2');
  });

  it('answers 400 for a reserved, all-digit, malformed or hostile slug, and 403 for another user', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Guarded Gate' });
    const hostile: unknown[] = [
      'admin',
      'dashboard',
      'Guarded',
      '12345',
      '',
      '-gate',
      'gate--keeper',
      'a'.repeat(33),
      '../etc',
      '<script>x</script>',
      'gäte',
      'gate\u0000',
      42,
      null,
      { slug: 'x' },
    ];
    for (const slug of hostile) {
      const refused = await client.changeSlug(botId, slug);
      expect([slug, refused.status, refused.body.code]).toEqual([slug, 400, 'VALIDATION.FAILED']);
    }
    const stranger = await client.changeSlug(botId, 'stolen-gate', OTHER_DEVELOPER);
    expect([stranger.status, stranger.body.code]).toEqual([403, 'BOT.NOT_OWNER']);
    expect((await client.changeSlug(botId, 'x', null)).status).toBe(401);
    expect(await slugOf(botId)).toBe('guarded-gate');
  });
});
