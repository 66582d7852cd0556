import type { NotificationsAnswer } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER } from '@api/testing/test-app';

describe('notifications over HTTP', () => {
  const { api, client } = useDirectory();

  const inbox = async (cookie = client.cookie(DEVELOPER)) =>
    (await api.request<NotificationsAnswer>('GET', '/api/user/notifications', { cookie })).body;
  const settle = () => api.settled();

  it('tells the owner about a rejection with the notes, once, and marks it read', async () => {
    const { body } = await client.submit(DEVELOPER, { name: 'Bell Bot' });
    await client.reject(body.submissionId, 'Add a support server');
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
    expect((await inbox(client.cookie(OTHER_DEVELOPER))).items).toEqual([]);

    const read = await api.request('POST', '/api/user/notifications/read', {
      cookie: client.cookie(DEVELOPER),
      body: { ids: [answer.items[0]!.id] },
    });
    expect(read.status).toBe(200);
    expect((await inbox()).unread).toBe(0);
  });

  it('tells the owner about approval and featuring; read all clears the bell', async () => {
    const { body } = await client.submit(DEVELOPER, { name: 'Shiny Bot' });
    await client.approve(body.submissionId);
    await api.request('PUT', `/api/admin/bots/${body.botId}/featured`, {
      cookie: client.cookie(REVIEWER),
      body: { featured: true },
    });
    await settle();
    const kinds = (await inbox()).items.filter((item) => item.botId === body.botId);
    expect(kinds.map((item) => item.kind)).toEqual(['featured', 'approved']);
    await api.request('POST', '/api/user/notifications/read', {
      cookie: client.cookie(DEVELOPER),
      body: {},
    });
    expect((await inbox()).unread).toBe(0);
  });

  it('refuses anonymous reads (401) and bad bodies (400)', async () => {
    expect((await api.request('GET', '/api/user/notifications')).status).toBe(401);
    const bad = await api.request('POST', '/api/user/notifications/read', {
      cookie: client.cookie(DEVELOPER),
      body: { ids: 'all' },
    });
    expect(bad.status).toBe(400);
  });
});
