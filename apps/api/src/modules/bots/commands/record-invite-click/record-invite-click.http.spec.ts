import type { TrendingBotView } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, LINK_NAVIGATION, OTHER_DEVELOPER, REVIEWER } from '@api/testing/test-app';

/** Each bot's invite URL (each test bot has a Discord application of its own). */
const INVITE_URLS = new Map<number, unknown>();

/** Trending counts people: an anonymous visitor is their address (IPv6: the /64), a user their id. */
describe('invite clicks over HTTP', () => {
  const { api, client } = useDirectory({ TRUST_PROXY: 'loopback' });
  let store: EventStore;

  beforeAll(async () => {
    // Behind a proxy on loopback: X-Forwarded-For is the client address, as in production.
    store = api.app.get<EventStore>(EVENT_STORE);
  });

  async function botWithInvite(name: string): Promise<number> {
    const { botId, botData } = await client.approvedBot(DEVELOPER, { name });
    INVITE_URLS.set(botId, botData['inviteUrl']);
    return botId;
  }

  const click = (
    botId: number,
    address: string,
    userAgent = 'Firefox',
    cookie = '',
    headers: Record<string, string> = LINK_NAVIGATION,
  ) =>
    api.request('GET', `/api/bots/${botId}/invite`, {
      cookie,
      headers: { ...headers, 'X-Forwarded-For': address, 'User-Agent': userAgent },
    });

  const storedClicks = async (botId: number) =>
    (await store.readAll()).filter(
      (event) => event.type === 'InviteClicked' && event.data.botId === botId,
    ).length;

  async function trendingScores(botIds: number[]): Promise<Array<[string, number]>> {
    await api.settled();
    const { body } = await api.request<TrendingBotView[]>('GET', '/api/bots/trending?window=week');
    return body
      .filter((bot) => botIds.includes(bot.id))
      .map((bot) => [bot.name, bot.trendingScore]);
  }

  it('counts 30 User-Agents from one address as one visitor, appends one event, and still redirects every click', async () => {
    const popular = await botWithInvite('Popular');
    const bought = await botWithInvite('Bought');
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await click(popular, address);

    for (let browser = 0; browser < 30; browser += 1) {
      const answer = await click(bought, '203.0.113.9', `Browser/${browser}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(INVITE_URLS.get(bought));
    }

    expect(await storedClicks(bought)).toBe(1);
    expect(await trendingScores([popular, bought])).toEqual([
      ['Popular', 3],
      ['Bought', 1],
    ]);
  });

  it('counts every address of one IPv6 /64 as one visitor, and another /64 as another', async () => {
    const botId = await botWithInvite('Sixty-four');
    for (let host = 1; host <= 20; host += 1) {
      await click(botId, `2001:db8:1:2::${host.toString(16)}`, `Agent ${host}`);
    }
    await click(botId, '2001:db8:1:3::1');

    expect(await storedClicks(botId)).toBe(2);
    expect(await trendingScores([botId])).toEqual([['Sixty-four', 2]]);
  });

  it('counts each logged-in user once per day, apart from the anonymous visitor at the same address', async () => {
    const botId = await botWithInvite('Office');
    const users = [client.cookie(OTHER_DEVELOPER), client.cookie(REVIEWER)];
    for (const cookie of users) {
      for (const browser of ['Firefox', 'Chrome']) {
        expect((await click(botId, '198.51.100.7', browser, cookie)).status).toBe(302);
      }
    }
    await click(botId, '198.51.100.7');
    await click(botId, '198.51.100.7', 'Chrome');

    expect(await storedClicks(botId)).toBe(3);
    expect(await trendingScores([botId])).toEqual([['Office', 3]]);
  });

  it('redirects what other pages load by themselves (images, scripts, frames, fetches) but counts none of it', async () => {
    const botId = await botWithInvite('Embedded');
    const loadedBy = (destination: string): Record<string, string> => ({
      Accept: destination === 'image' ? 'image/avif,image/webp,*/*' : '*/*',
      'Sec-Fetch-Dest': destination,
      'Sec-Fetch-Mode': destination === 'iframe' ? 'navigate' : 'no-cors',
      'Sec-Fetch-Site': 'cross-site',
      Referer: 'https://trending-booster.example/page.html',
    });
    const destinations = ['image', 'script', 'iframe', 'empty'];
    for (let host = 1; host <= 40; host += 1) {
      const destination = destinations[host % destinations.length] as string;
      const answer = await click(botId, `198.18.0.${host}`, 'Chrome', '', loadedBy(destination));
      expect([destination, answer.status]).toEqual([destination, 302]);
      expect(answer.headers.get('location')).toBe(INVITE_URLS.get(botId));
    }

    expect(await storedClicks(botId)).toBe(0);
    expect(await trendingScores([botId])).toEqual([]);
  });

  it('counts a person following a link from another site, and an old browser asking for a page, but not curl', async () => {
    const botId = await botWithInvite('Linked');
    const fromAnotherSite = { ...LINK_NAVIGATION, 'Sec-Fetch-Site': 'cross-site' };
    expect((await click(botId, '198.18.1.1', 'Chrome', '', fromAnotherSite)).status).toBe(302);
    const oldBrowser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    expect((await click(botId, '198.18.1.2', 'Old', '', oldBrowser)).status).toBe(302);
    const curl = { Accept: '*/*' };
    expect((await click(botId, '198.18.1.3', 'curl/8.5.0', '', curl)).status).toBe(302);

    expect(await storedClicks(botId)).toBe(2);
    expect(await trendingScores([botId])).toEqual([['Linked', 2]]);
  });
});
