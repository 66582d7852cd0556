import type { DashboardBotView, NotificationsAnswer } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, type TestUser } from '@api/testing/test-app';

/** The owner is DEVELOPER; OTHER_DEVELOPER is made a co-owner, or offered the bot. */
describe('co-owners and ownership transfer over HTTP', () => {
  const { client } = useDirectory();
  const dashboard = async (as: TestUser) =>
    (await client.send<DashboardBotView[]>('GET', '/api/user/bots', as)).body;
  const entry = async (as: TestUser, botId: number) =>
    (await dashboard(as)).find((bot) => bot.id === botId);

  it('a co-owner edits, issues the token, reads analytics, but cannot delete or change co-owners', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Shared Tune' });
    expect((await client.coOwner(botId, OTHER_DEVELOPER.id, 'add')).status).toBe(200);
    expect(await entry(OTHER_DEVELOPER, botId)).toMatchObject({
      role: 'co-owner',
      coOwnerIds: [OTHER_DEVELOPER.id],
    });
    const edited = await client.edit(
      botId,
      { name: 'Shared Tune', description: 'Edited by a co-owner, with enough words to pass.' },
      OTHER_DEVELOPER,
    );
    expect(edited.status).toBe(200);
    const page = await client.send<{ coOwnerIds: string[] }>('GET', `/api/bots/${botId}`, null);
    expect(page.body.coOwnerIds).toEqual([OTHER_DEVELOPER.id]);
    const vote = await client.vote(botId, OTHER_DEVELOPER);
    expect([vote.status, vote.body.code]).toEqual([403, 'VOTE.OWN_BOT']);
    expect((await client.issueToken(botId, OTHER_DEVELOPER)).status).toBe(201);
    const analytics = await client.send(
      'GET',
      `/api/user/bots/${botId}/analytics`,
      OTHER_DEVELOPER,
    );
    expect(analytics.status).toBe(200);
    const deleted = await client.send('DELETE', `/api/bots/${botId}`, OTHER_DEVELOPER);
    expect(deleted).toMatchObject({ status: 403, body: { code: 'BOT.MAIN_OWNER_ONLY' } });
    const added = await client.coOwner(botId, REVIEWER.id, 'add', OTHER_DEVELOPER);
    expect(added).toMatchObject({ status: 403, body: { code: 'BOT.MAIN_OWNER_ONLY' } });
  });

  it('a removed co-owner is refused at once with the session they already had', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Former Tune' });
    await client.coOwner(botId, OTHER_DEVELOPER.id, 'add');
    const cookie = client.cookie(OTHER_DEVELOPER);
    expect((await client.coOwner(botId, OTHER_DEVELOPER.id, 'remove')).status).toBe(200);
    expect(client.cookie(OTHER_DEVELOPER)).toBe(cookie);
    const edited = await client.edit(botId, { name: 'Former Tune' }, OTHER_DEVELOPER);
    expect(edited).toMatchObject({ status: 403, body: { code: 'BOT.NOT_OWNER' } });
    expect((await client.issueToken(botId, OTHER_DEVELOPER)).status).toBe(403);
    expect(await entry(OTHER_DEVELOPER, botId)).toBeUndefined();
    const told = await client.send<NotificationsAnswer>(
      'GET',
      '/api/user/notifications',
      OTHER_DEVELOPER,
    );
    const kinds = told.body.items.filter((n) => n.botId === botId).map((n) => n.kind);
    expect(kinds.sort()).toEqual(['co-owner-added', 'co-owner-removed']);
  });

  it('answers bad co-owner changes with a clear 4xx', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Crowded Tune' });
    const malformed = await client.coOwner(botId, '12345', 'add');
    expect(malformed).toMatchObject({
      status: 400,
      body: { statusCode: 400, code: 'BOT.INVALID_USER_ID' },
    });
    for (let n = 1; n <= 5; n += 1) {
      expect((await client.coOwner(botId, `60000000000000000${n}`, 'add')).status).toBe(200);
    }
    const sixth = await client.coOwner(botId, '600000000000000006', 'add');
    expect(sixth).toMatchObject({ status: 400, body: { code: 'BOT.TOO_MANY_CO_OWNERS' } });
    const again = await client.coOwner(botId, '600000000000000001', 'add');
    expect(again).toMatchObject({ status: 409, body: { code: 'BOT.ALREADY_CO_OWNER' } });
    const stranger = await client.coOwner(botId, '600000000000000001', 'remove', OTHER_DEVELOPER);
    expect(stranger).toMatchObject({ status: 403, body: { code: 'BOT.NOT_OWNER' } });
  });

  it('a transfer moves the bot only when the user offered accepts; the old owner stays a co-owner', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Handed Tune' });
    const bad = await client.transfer(botId, 'offer', DEVELOPER, 'nobody');
    expect(bad.status).toBe(400);
    expect((await client.transfer(botId, 'offer', DEVELOPER, OTHER_DEVELOPER.id)).status).toBe(200);
    expect(await entry(OTHER_DEVELOPER, botId)).toMatchObject({
      role: 'offered',
      transferOfferedTo: OTHER_DEVELOPER.id,
    });
    const notYours = await client.transfer(botId, 'accept', REVIEWER);
    expect(notYours).toMatchObject({ status: 403, body: { code: 'BOT.TRANSFER_NOT_YOURS' } });
    expect((await client.transfer(botId, 'accept', OTHER_DEVELOPER)).body).toEqual({
      botId,
      status: 'accepted',
    });
    expect(await entry(OTHER_DEVELOPER, botId)).toMatchObject({ role: 'owner' });
    expect(await entry(DEVELOPER, botId)).toMatchObject({
      role: 'co-owner',
      transferOfferedTo: null,
    });
    const formerDeletes = await client.send('DELETE', `/api/bots/${botId}`, DEVELOPER);
    expect(formerDeletes).toMatchObject({ status: 403, body: { code: 'BOT.MAIN_OWNER_ONLY' } });
    const none = await client.transfer(botId, 'cancel', OTHER_DEVELOPER);
    expect(none).toMatchObject({ status: 409, body: { code: 'BOT.NO_TRANSFER' } });
  });
});
