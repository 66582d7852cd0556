import * as zlib from 'node:zlib';
import { DirectoryClient } from '../../../testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, TestApp, validBotData } from '../../../testing/test-app';

const HOSTILE_NAME = `Evil"</script><script>'&x`;
/** The address the bot gets from its name at approval: its canonical page. */
const HOSTILE_SLUG = 'evil-script-script-x';

/** Raw bytes and headers, without fetch undoing the Content-Encoding. */
async function rawGet(url: string, acceptEncoding: string) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('pages, robots.txt and the sitemap as the server sends them', () => {
  let api: TestApp;
  let botId: number;
  let pendingId: number;
  let appId: string;
  let pendingAppId: string;

  beforeAll(async () => {
    api = await TestApp.start();
    const client = DirectoryClient.over(api);
    const submit = async (name: string) => {
      const botData = validBotData(DEVELOPER, {
        name,
        shortDescription: `Says "hi" </script><b>loud</b>`,
        avatar: 'https://cdn.example.com/evil.png?a=1&b="2"',
      });
      const answer = await client.submitForm(botData, DEVELOPER);
      return { ...answer.body, appId: String(botData['discordAppId']) };
    };
    const hostile = await submit(HOSTILE_NAME);
    botId = hostile.botId;
    appId = hostile.appId;
    await client.approve(hostile.submissionId, ADMINISTRATOR);
    const pending = await submit('Still Pending');
    pendingId = pending.botId;
    pendingAppId = pending.appId;
  }, 60_000);

  afterAll(() => api?.stop());

  it('names the bot in the title, the Open Graph and Twitter tags and JSON-LD, all escaped', async () => {
    const page = await api.request<string>('GET', `/bot/${HOSTILE_SLUG}`);
    expect(page.status).toBe(200);
    const html = page.body;
    const escapedName = 'Evil&quot;&lt;/script&gt;&lt;script&gt;&#39;&amp;x';
    expect(html).toContain(`<title>${escapedName}: Discord Bot | BotDirectory</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedName}: Discord Bot`);
    expect(html).toContain(`<meta name="twitter:title" content="${escapedName}: Discord Bot`);
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.example.com/evil.png?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="${api.baseUrl}/bot/${HOSTILE_SLUG}" />`,
    );
    expect(html).toContain(`<link rel="canonical" href="${api.baseUrl}/bot/${HOSTILE_SLUG}" />`);
    expect(html).toContain('<meta name="theme-color"');
    // One script block of JSON-LD, still valid JSON with the original name, and no injected tags.
    expect(html).not.toContain('<script><');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'SoftwareApplication',
      name: HOSTILE_NAME,
    });
    // The first view: the page's reads answered inside it, and the bot shown before the app runs.
    const data = /<script id="first-view-data" type="application\/json">(.*?)<\/script>/.exec(html);
    const answers = JSON.parse(data?.[1] ?? 'null') as Record<string, { body: unknown }>;
    const read = `/api/bots/${HOSTILE_SLUG}`;
    expect(answers[read]?.body).toMatchObject({ id: botId, name: HOSTILE_NAME });
    expect(Object.keys(answers).sort()).toEqual([read, '/api/categories'].sort());
    expect(html).toContain(`<h1 class="fv-title">${escapedName}</h1>`);
    expect(html).not.toContain('<link rel="preload" as="fetch"');
  });

  it('sends no first view and no data for a bot that is not public', async () => {
    const page = await api.request<string>('GET', `/bot/${pendingId}`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('first-view-data');
    expect(page.body).not.toContain('Still Pending');
  });

  it('gives every page its own title, description and canonical URL', async () => {
    const browse = (await api.request<string>('GET', '/browse')).body;
    expect(browse).toContain('<title>Browse Discord Bots | BotDirectory</title>');
    expect(browse).toContain(`<link rel="canonical" href="${api.baseUrl}/browse" />`);
    expect(browse).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/browse-[\w-]+\.js" \/>/,
    );
    expect(browse.match(/<title>/g)?.length).toBe(1);
    const home = (await api.request<string>('GET', '/')).body;
    expect(home).toContain('<meta property="og:description" content="Discover, search and invite');
    const admin = (await api.request<string>('GET', '/admin')).body;
    expect(admin).toContain('<meta name="robots" content="noindex" />');
  });

  it.each(['/', '/browse', `/bot/BOT`])(
    'preloads the libraries the app boots with on %s, once each, and never the form library',
    async (path) => {
      const page = (await api.request<string>('GET', path.replace('BOT', HOSTILE_SLUG))).body;
      const preloaded = [...page.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
        (match) => match[1] as string,
      );
      for (const library of ['react', 'router', 'styles', 'start', 'shared']) {
        const files = preloaded.filter((file) => file.startsWith(`assets/${library}-`));
        expect(files).toHaveLength(1);
      }
      const script = /<script type="module" crossorigin src="\/([^"]+)"/.exec(page)?.[1];
      const firstView = [script as string, ...preloaded].map(async (file) =>
        (await rawGet(`${api.baseUrl}/${file}`, 'identity')).body.toString(),
      );
      for (const code of await Promise.all(firstView))
        expect(code).not.toContain('__isYupSchema__');
    },
  );

  it.each([
    ['an unknown page', '/no/such/page'],
    ['a missing bot', '/bot/987654321'],
    ['a bot id that is not a number', '/bot/abc'],
  ])('answers 404 with the app for %s', async (_name, path) => {
    const page = await api.request<string>('GET', path);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<title>Page Not Found | BotDirectory</title>');
  });

  it('answers 404 for a bot that is not public, and does not name it', async () => {
    const page = await api.request<string>('GET', `/bot/${pendingId}`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('Still Pending');
  });

  it('answers a live bot named by its id or Discord application id with a 301 to its slug', async () => {
    for (const ref of [appId, String(botId), HOSTILE_SLUG.toUpperCase()]) {
      const moved = await api.request('GET', `/bot/${ref}?ref=share`);
      expect([ref, moved.status]).toEqual([ref, 301]);
      expect(moved.headers.get('location')).toBe(`/bot/${HOSTILE_SLUG}?ref=share`);
    }
    expect((await api.request('GET', `/bot/${HOSTILE_SLUG}`)).status).toBe(200);
    // A listing in review is not reachable by its application id.
    expect((await api.request('GET', `/bot/${pendingAppId}`)).status).toBe(404);
    // Hostile or unknown refs: the Not Found page, never an error.
    for (const ref of ['admin', 'melodia', 'a'.repeat(65), '%00', '..%2F..%2Fetc', '00042']) {
      const page = await api.request<string>('GET', `/bot/${ref}`);
      expect([ref, page.status]).toEqual([ref, 404]);
      expect(page.body).toContain('<title>Page Not Found | BotDirectory</title>');
    }
  });

  it('answers the same bot at /api/bots/{id} and /api/bots/{application id}; a malformed ref is a 400', async () => {
    const byApp = await api.request<{ id: number }>('GET', `/api/bots/${appId}`);
    expect(byApp.status).toBe(200);
    expect(byApp.body.id).toBe(botId);
    expect((await api.request('GET', `/api/bots/${pendingAppId}`)).status).toBe(404);
    expect((await api.request('GET', '/api/bots/melodia')).status).toBe(404);
    for (const ref of ['admin', 'a'.repeat(65), '%00', 'a--b']) {
      const refused = await api.request('GET', `/api/bots/${ref}`);
      expect([refused.status, refused.body]).toEqual([
        400,
        expect.objectContaining({ statusCode: 400, code: 'BOT.INVALID_ID' }),
      ]);
    }
  });

  it('serves robots.txt as text naming the sitemap and keeping crawlers out of private paths', async () => {
    const robots = await api.request<string>('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${api.baseUrl}/sitemap.xml`);
    for (const path of ['/admin', '/dashboard', '/api']) {
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    }
  });

  it('lists public bot pages in a sitemap index with lastmod, and never a non-public bot', async () => {
    const index = await api.request<string>('GET', '/sitemap.xml');
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain(`<loc>${api.baseUrl}/sitemaps/bots-1.xml</loc><lastmod>`);
    const bots = (await api.request<string>('GET', '/sitemaps/bots-1.xml')).body;
    expect(bots).toMatch(
      new RegExp(`<loc>${api.baseUrl}/bot/${HOSTILE_SLUG}</loc><lastmod>[^<]+</lastmod>`),
    );
    expect(bots).not.toContain(`/bot/${pendingId}<`);
    const pages = (await api.request<string>('GET', '/sitemaps/pages.xml')).body;
    expect(pages).toContain(`<loc>${api.baseUrl}/browse</loc>`);
    expect(pages).not.toContain('/admin');
    expect((await api.request('GET', '/sitemaps/bots-2.xml')).status).toBe(404);
  });

  it('sends build-time brotli and gzip copies of assets, and compresses pages, by Accept-Encoding', async () => {
    const home = await api.request<string>('GET', '/');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(home.body)?.[1] as string;
    const plain = await rawGet(api.baseUrl + script, 'identity');
    const br = await rawGet(api.baseUrl + script, 'gzip, deflate, br');
    const gzip = await rawGet(api.baseUrl + script, 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(answer.headers['content-type']).toMatch(/javascript/);
    }
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const page = await rawGet(`${api.baseUrl}/bot/${HOSTILE_SLUG}`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>Evil&quot;');
  });
});
