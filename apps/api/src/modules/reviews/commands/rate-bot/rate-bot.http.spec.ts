import { botReviewStream, type BotView } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER } from '@api/testing/test-app';

describe('rating a bot over HTTP', () => {
  const { api, client } = useDirectory();
  let store: EventStore;
  let botId: number;

  beforeAll(async () => {
    store = api.app.get<EventStore>(EVENT_STORE);
    botId = await client.liveBot(DEVELOPER, { name: 'Rated' });
  });

  const rate = (stars: number) => client.rate(botId, stars, OTHER_DEVELOPER);
  const storedVotes = async () =>
    (await store.readStream(botReviewStream(botId, OTHER_DEVELOPER.id))).length;
  const shownRating = async () => {
    const { body } = await api.request<BotView>('GET', `/api/bots/${botId}`);
    return [body.rating, body.ratingCount];
  };

  it('appends nothing for a vote equal to the current one, and answers it the same', async () => {
    const head = await store.headPosition();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await rate(4)).toMatchObject({ status: 200, body: { botId, stars: 4 } });
    }
    expect(await storedVotes()).toBe(1);
    expect(await store.headPosition()).toBe(head + 1);
    expect(await shownRating()).toEqual([40, 1]);
  });

  it('appends a vote that differs from the current one, once', async () => {
    expect(await rate(2)).toMatchObject({ status: 200, body: { botId, stars: 2 } });
    expect(await rate(2)).toMatchObject({ status: 200, body: { botId, stars: 2 } });
    expect(await rate(4)).toMatchObject({ status: 200, body: { botId, stars: 4 } });
    expect(await storedVotes()).toBe(3);
    expect(await shownRating()).toEqual([40, 1]);
  });
});
