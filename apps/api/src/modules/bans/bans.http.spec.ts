import type { BanRecord, OwnBanResponse } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  type TestUser,
} from '@api/testing/test-app';

const SPAMMER: TestUser = { id: '555555555555555555', username: 'spammer', roles: [] };
const BRIEF: TestUser = { id: '666666666666666666', username: 'brief', roles: [] };

describe('bans over HTTP', () => {
  const { client } = useDirectory();
  const ban = (body: object, as: TestUser = ADMINISTRATOR) =>
    client.send<BanRecord>('POST', '/api/admin/bans', as, body);
  const unban = (userId: string, as: TestUser = ADMINISTRATOR, body?: object) =>
    client.send<BanRecord>('DELETE', `/api/admin/bans/${userId}`, as, body);
  const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

  it("refuses a banned spammer's next submission, vote and report in an open session, until unbanned", async () => {
    await client.login(SPAMMER); // the session is open before the ban
    const botId = await client.liveBot(DEVELOPER);
    const until = inAMonth();
    const banned = await ban({ userId: SPAMMER.id, reason: 'Spam submissions', until });
    expect(banned.status).toBe(201);
    expect(banned.body.bans[0]).toMatchObject({
      reason: 'Spam submissions',
      until,
      bannedBy: ADMINISTRATOR.id,
    });

    for (const answer of [
      await client.submit(SPAMMER),
      await client.vote(botId, SPAMMER),
      await client.report(botId, SPAMMER),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        statusCode: 403,
        code: 'USER.BANNED',
        message: `You are banned from submitting, reviewing, voting, reporting and flagging until ${until}.`,
        until,
      });
    }
    // Reading still works, and the banner's read says why.
    expect((await client.send('GET', `/api/bots/${botId}`, SPAMMER)).status).toBe(200);
    const own = await client.send<OwnBanResponse>('GET', '/api/user/ban', SPAMMER);
    expect(own.body).toMatchObject({ banned: true, ban: { reason: 'Spam submissions', until } });

    // The session read every page makes carries it too, for the banner without another request.
    const session = await client.send<{ ban?: object }>('GET', '/api/auth/user', SPAMMER);
    expect(session.body.ban).toMatchObject({ reason: 'Spam submissions', until });

    expect((await unban(SPAMMER.id, ADMINISTRATOR, { reason: 'Served' })).status).toBe(200);
    expect((await client.submit(SPAMMER)).status).toBe(201);
    expect((await client.send<OwnBanResponse>('GET', '/api/user/ban', SPAMMER)).body).toEqual({
      banned: false,
    });
    expect((await client.send<object>('GET', '/api/auth/user', SPAMMER)).body).not.toHaveProperty(
      'ban',
    );
  });

  it('takes one appeal per ban (a second is 409), shown in the Bans tab', async () => {
    expect((await ban({ userId: OTHER_DEVELOPER.id, reason: 'Vote rings' })).status).toBe(201);
    const appeal = (text: string) =>
      client.send<OwnBanResponse>('POST', '/api/user/ban/appeal', OTHER_DEVELOPER, { text });
    const first = await appeal('I did not know about the rules.');
    expect(first.status).toBe(201);
    expect(first.body.ban).toMatchObject({
      appeal: 'I did not know about the rules.',
      until: null,
    });
    expect((await appeal('Please, once more with feeling.')).body).toMatchObject({
      statusCode: 409,
      code: 'BAN.ALREADY_APPEALED',
    });
    expect((await appeal('short')).status).toBe(400);

    const tab = await client.send<{ items: BanRecord[] }>(
      'GET',
      '/api/admin/bans?page=1',
      ADMINISTRATOR,
    );
    expect(tab.body.items.find((row) => row.userId === OTHER_DEVELOPER.id)?.bans[0]).toMatchObject({
      reason: 'Vote rings',
      appeal: 'I did not know about the rules.',
      unbannedAt: null,
    });
    expect((await unban(OTHER_DEVELOPER.id)).status).toBe(200);
  });

  it('lets only Administrators ban, list and unban; never themselves; checks the fields', async () => {
    const body = { userId: SPAMMER.id, reason: 'Spam' };
    expect((await ban(body, REVIEWER)).body).toMatchObject({
      statusCode: 403,
      code: 'BAN.ADMIN_ONLY',
    });
    expect((await client.send('GET', '/api/admin/bans', REVIEWER)).body).toMatchObject({
      code: 'BAN.ADMIN_ONLY',
    });
    expect((await ban(body, DEVELOPER)).status).toBe(403);
    expect((await ban({ ...body, userId: ADMINISTRATOR.id })).body).toMatchObject({
      code: 'BAN.SELF',
    });
    expect((await ban({ ...body, reason: 'no' })).status).toBe(400);
    expect((await ban({ ...body, userId: '12' })).status).toBe(400);
    expect((await ban({ ...body, until: '2020-01-01T00:00:00Z' })).body).toMatchObject({
      statusCode: 400,
      code: 'BAN.INVALID_UNTIL',
    });
    expect((await ban({ ...body, until: 'soon' })).status).toBe(400);
    expect((await unban('not-an-id')).body).toMatchObject({ code: 'BAN.INVALID_USER_ID' });
    expect((await unban(BRIEF.id)).body).toMatchObject({ statusCode: 404, code: 'BAN.NOT_BANNED' });
  });

  it('stops applying a ban at its end without any event', async () => {
    await client.login(BRIEF);
    const until = new Date(Date.now() + 1500).toISOString();
    expect((await ban({ userId: BRIEF.id, reason: 'Cool down', until })).status).toBe(201);
    expect((await client.submit(BRIEF)).body).toMatchObject({ code: 'USER.BANNED', until });
    await new Promise((resolve) => setTimeout(resolve, Date.parse(until) - Date.now() + 50));
    expect((await client.submit(BRIEF)).status).toBe(201);
  });

  it('never applies a ban to staff (their Discord role is taken away first)', async () => {
    expect((await ban({ userId: REVIEWER.id, reason: 'Testing staff' })).status).toBe(201);
    const submitted = await client.submit(REVIEWER);
    expect(submitted.status).toBe(201);
  });
});
