import type { NotificationsAnswer } from '@botdir/contracts';
import { ProjectionWaiter } from '@api/infrastructure/projection/projection-waiter';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

interface Accepted {
  submissionId: string;
  botId: number;
}

describe('notifications over HTTP', () => {
  let api: TestApp;
  let developer: string;
  let other: string;
  let reviewer: string;

  beforeAll(async () => {
    api = await TestApp.start();
    developer = await api.login(DEVELOPER);
    other = await api.login(OTHER_DEVELOPER);
    reviewer = await api.login(REVIEWER);
  });
  afterAll(() => api.stop());

  const inbox = async (cookie = developer) =>
    (await api.request<NotificationsAnswer>('GET', '/api/user/notifications', { cookie })).body;
  const settle = async () => {
    const store = api.app.get<EventStore>(EVENT_STORE);
    await api.app.get(ProjectionWaiter).waitFor(await store.headPosition());
  };

  it('tells the owner about a rejection with the notes, once, and marks it read', async () => {
    const { body } = await api.request<Accepted>('POST', '/api/bots/submit', {
      cookie: developer,
      body: { botData: validBotData(DEVELOPER, { name: 'Bell Bot' }) },
    });
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'rejected', reviewNotes: 'Add a support server' },
    });
    await settle();
    const answer = await inbox();
    expect(answer.unread).toBe(1);
    expect(answer.items).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        botId: body.botId,
        title: 'Bell Bot was rejected',
        body: 'Add a support server',
        link: '/dashboard',
        read: false,
      }),
    ]);
    expect((await inbox(other)).items).toEqual([]);

    const read = await api.request('POST', '/api/user/notifications/read', {
      cookie: developer,
      body: { ids: [answer.items[0]!.id] },
    });
    expect(read.status).toBe(200);
    expect((await inbox()).unread).toBe(0);
  });

  it('tells the owner about approval and featuring; read all clears the bell', async () => {
    const { body } = await api.request<Accepted>('POST', '/api/bots/submit', {
      cookie: developer,
      body: { botData: validBotData(DEVELOPER, { name: 'Shiny Bot' }) },
    });
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved' },
    });
    await api.request('PUT', `/api/admin/bots/${body.botId}/featured`, {
      cookie: reviewer,
      body: { featured: true },
    });
    await settle();
    const kinds = (await inbox()).items.filter((item) => item.botId === body.botId);
    expect(kinds.map((item) => item.kind)).toEqual(['featured', 'approved']);
    await api.request('POST', '/api/user/notifications/read', { cookie: developer, body: {} });
    expect((await inbox()).unread).toBe(0);
  });

  it('refuses anonymous reads (401) and bad bodies (400)', async () => {
    expect((await api.request('GET', '/api/user/notifications')).status).toBe(401);
    const bad = await api.request('POST', '/api/user/notifications/read', {
      cookie: developer,
      body: { ids: 'all' },
    });
    expect(bad.status).toBe(400);
  });
});
