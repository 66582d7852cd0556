import { SaxesParser } from 'saxes';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';
import { A_WEEKDAY, runDateFrom } from '@api/testing/running-date';

interface Parsed {
  elements: string[];
  texts: string[];
  attributes: Record<string, string>[];
}

/** A strict XML parse (saxes throws on anything not well-formed) of an answer's body. */
function parseSvg(xml: string): Parsed {
  const parsed: Parsed = { elements: [], texts: [], attributes: [] };
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    parsed.elements.push(tag.local);
    parsed.attributes.push(
      Object.fromEntries(Object.values(tag.attributes).map((each) => [each.name, each.value])),
    );
  });
  parser.on('text', (text) => parsed.texts.push(text));
  parser.write(xml).close();
  return parsed;
}

const HOSTILE = `<script>"x"</script> & 'B'`;

describe('embeddable SVG widgets (issue 26 item 7)', () => {
  // A vote counts double on weekends: the counts below are a weekday's.
  runDateFrom(A_WEEKDAY);
  afterAll(() => jest.useRealTimers());
  const { api, client } = useDirectory();
  let botId: number;
  let hostileId: number;
  let rtlId: number;

  beforeAll(async () => {
    botId = await client.liveBot(DEVELOPER, { name: 'Widget Bot' });
    hostileId = await client.liveBot(DEVELOPER, { name: HOSTILE });
    rtlId = await client.liveBot(DEVELOPER, { name: 'بوت الموسيقى 🎵' });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    api.request<string>('GET', path, { headers });

  it.each(['', '/servers', '/votes', '/rating', '/status'])(
    'answers %s.svg as a well-formed SVG image, cacheable by anyone, with no script or link',
    async (kind) => {
      const answer = await get(`/api/widget/${botId}${kind}.svg?theme=dark`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const svg = parseSvg(answer.body);
      expect(svg.elements[0]).toBe('svg');
      expect(svg.elements).not.toContain('script');
      expect(svg.elements).not.toContain('foreignObject');
      expect(svg.attributes.flatMap(Object.keys).filter((name) => /href|^on/i.test(name))).toEqual(
        [],
      );
    },
  );

  it('shows name, servers, votes and rating on the card; the number on each badge', async () => {
    const card = parseSvg((await get(`/api/widget/${botId}.svg`)).body);
    expect(card.texts).toEqual(
      expect.arrayContaining(['WB', 'Widget Bot', 'servers not reported · 0 votes · not rated']),
    );
    expect(parseSvg((await get(`/api/widget/${botId}/status.svg`)).body).texts).toContain('online');
    expect(parseSvg((await get(`/api/widget/${botId}/votes.svg`)).body).texts).toContain('0');
  });

  it('finds the bot by its slug and its Discord application id too, as /bot/{bot} does', async () => {
    const bot = await api.request<{ slug: string; discordAppId: string }>(
      'GET',
      `/api/bots/${botId}`,
    );
    for (const ref of [bot.body.slug, bot.body.slug.toUpperCase(), bot.body.discordAppId]) {
      const answer = await get(`/api/widget/${ref}/votes.svg`);
      expect({ ref, status: answer.status }).toEqual({ ref, status: 200 });
    }
  });

  it('escapes a hostile name into text, and keeps RTL and emoji names well-formed', async () => {
    const hostile = await get(`/api/widget/${hostileId}.svg`);
    expect(hostile.body).not.toContain('<script');
    expect(hostile.body).toContain('&lt;script&gt;');
    expect(parseSvg(hostile.body).texts).toContain(HOSTILE);
    const rtl = parseSvg((await get(`/api/widget/${rtlId}.svg`)).body);
    expect(rtl.texts).toContain('بوت الموسيقى 🎵');
    expect(rtl.elements).not.toContain('script');
  });

  it('replays the answer from the public answer cache until the bot changes, and honours ETags', async () => {
    const path = `/api/widget/${botId}/servers.svg?color=abc`;
    const first = await get(path);
    const second = await get(path);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('public, max-age=300');
    expect(second.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    expect(parseSvg(second.body).attributes).toContainEqual(
      expect.objectContaining({ fill: '#aabbcc' }),
    );
    const etag = second.headers.get('etag') as string;
    expect((await get(path, { 'If-None-Match': etag })).status).toBe(304);

    const votes = `/api/widget/${botId}/votes.svg`;
    await get(votes);
    expect((await get(votes)).headers.get('x-cache')).toBe('HIT');
    expect((await client.vote(botId)).status).toBe(201);
    const after = await get(votes);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(parseSvg(after.body).texts).toContain('1');
  });

  it('is reached only with the .svg suffix: the bot is the part before it', async () => {
    for (const path of [`/api/widget/${botId}`, `/api/widget/${botId}.png`]) {
      const answer = await api.request<{ code: string }>('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
    }
    // Express reads `:bot.svg` as "everything before the last .svg": "<id>.svg" names no bot.
    const doubled = await get(`/api/widget/${botId}.svg.svg`);
    expect(doubled.status).toBe(404);
    expect(doubled.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect((await get(`/api/widget/${botId}.SVG`)).status).toBe(200);
  });

  it.each([
    ['an unknown number', '999999999'],
    ['a word', 'melodia'],
    ['a number past 2^53', '99999999999999999'],
  ])('answers %s with a 404 "bot not found" image', async (_label, ref) => {
    for (const path of [`/api/widget/${ref}.svg`, `/api/widget/${ref}/votes.svg`]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(parseSvg(answer.body).texts).toEqual(expect.arrayContaining(['bot', 'not found']));
    }
  });

  it.each([
    ['a colour name', 'color=red', 'QUERY.INVALID'],
    ['a # colour', 'color=%23fff', 'QUERY.INVALID'],
    ['5 hex digits', 'color=12345', 'QUERY.INVALID'],
    ['5,000 hex digits', `color=${'f'.repeat(5000)}`, 'QUERY.INVALID'],
    ['an unknown theme', 'theme=blue', 'QUERY.INVALID'],
    ['a theme given twice', 'theme=dark&theme=light', 'QUERY.INVALID'],
    ['an unknown parameter', 'style=flat', 'QUERY.UNKNOWN_PARAMETER'],
  ])('refuses %s with a 400 JSON error', async (_label, query, code) => {
    for (const path of [`/api/widget/${botId}.svg`, `/api/widget/${botId}/rating.svg`]) {
      const answer = await api.request<{ statusCode: number; code: string; message: string }>(
        'GET',
        `${path}?${query}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, code, message: expect.any(String) });
    }
  });

  it('refuses a badge kind it does not draw with a 400 naming the kinds', async () => {
    const answer = await api.request<{ code: string; message: string }>(
      'GET',
      `/api/widget/${botId}/owners.svg`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'WIDGET.UNKNOWN_KIND',
      message: expect.stringContaining('servers.svg, votes.svg, rating.svg, status.svg'),
    });
  });
});
