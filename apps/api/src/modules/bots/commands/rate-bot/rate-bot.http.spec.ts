import { botRatingStream, type BotView } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

describe('rating a bot over HTTP', () => {
  let api: TestApp;
  let store: EventStore;
  let voter: string;
  let botId: number;

  beforeAll(async () => {
    api = await TestApp.start();
    store = api.app.get<EventStore>(EVENT_STORE);
    const developer = await api.login(DEVELOPER);
    const reviewer = await api.login(REVIEWER);
    voter = await api.login(OTHER_DEVELOPER);
    const { body } = await api.request<{ submissionId: string; botId: number }>(
      'POST',
      '/api/bots/submit',
      { cookie: developer, body: { botData: validBotData(DEVELOPER, { name: 'Rated' }) } },
    );
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved', reviewNotes: '' },
    });
    botId = body.botId;
  });
  afterAll(() => api.stop());

  const rate = (stars: number) =>
    api.request('POST', `/api/bots/${botId}/rating`, { cookie: voter, body: { stars } });
  const storedVotes = async () =>
    (await store.readStream(botRatingStream(botId, OTHER_DEVELOPER.id))).length;
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
