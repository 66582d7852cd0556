import {
  startFakeDiscord,
  type FakeDiscord,
} from '../../../../../tools/fake-discord/fake-discord-server';
import { startDirectory, type DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, REVIEWER, inviteFor, type TestApp } from '@api/testing/test-app';

const ICON = '0123456789abcdef0123456789abcdef';
const FOUND = '710000000000000001';
const NO_BOT = '710000000000000002';
const NOT_PUBLIC = '710000000000000003';
const MISSING = '710000000000000004';
const REJECTED = '710000000000000006';

const application = (id: string) => ({ discordAppId: id, inviteUrl: inviteFor(id) });

describe('Details from Discord (verification on, against the fake Discord)', () => {
  let fake: FakeDiscord;
  let api: TestApp;
  let client: DirectoryClient;

  beforeAll(async () => {
    fake = await startFakeDiscord({
      applications: [
        { id: FOUND, name: 'Melody', icon: ICON, description: 'Plays music in voice channels.' },
        { id: NO_BOT, name: 'Just an app', bot: false },
        { id: NOT_PUBLIC, name: 'Private', botPublic: false },
        { id: REJECTED, name: 'Second Try' },
      ],
    });
    ({ api, client } = await startDirectory({
      DISCORD_API_URL: fake.apiUrl,
      DISCORD_VERIFY_APPLICATIONS: 'true',
    }));
  });
  afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  it("suggests the application's name, CDN avatar and description", async () => {
    const answer = await client.send('GET', `/api/discord/applications/${FOUND}`, DEVELOPER);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      kind: 'found',
      name: 'Melody',
      avatarUrl: `https://cdn.discordapp.com/app-icons/${FOUND}/${ICON}.png?size=256`,
      description: 'Plays music in voice channels.',
    });
  });

  it('gives the reason when there is nothing to suggest, and refuses ids that are not ids', async () => {
    const kindOf = async (id: string) =>
      (await client.send<{ kind: string }>('GET', `/api/discord/applications/${id}`, DEVELOPER))
        .body.kind;
    expect(await kindOf(MISSING)).toBe('missing');
    expect(await kindOf(NO_BOT)).toBe('no-bot');
    expect(await kindOf(NOT_PUBLIC)).toBe('not-public');
    const invalid = await client.send('GET', '/api/discord/applications/12abc', DEVELOPER);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'SUBMISSION.INVALID_APPLICATION_ID' });
    const anonymous = await client.send('GET', `/api/discord/applications/${FOUND}`, null);
    expect(anonymous.status).toBe(401);
  });

  it('accepts a submission for a public bot and refuses the others with the reason', async () => {
    expect((await client.submit(DEVELOPER, application(FOUND))).status).toBe(201);
    const refusals = [
      [MISSING, 'SUBMISSION.APPLICATION_NOT_FOUND'],
      [NO_BOT, 'SUBMISSION.APPLICATION_HAS_NO_BOT'],
      [NOT_PUBLIC, 'SUBMISSION.APPLICATION_NOT_PUBLIC'],
    ];
    for (const [id, code] of refusals) {
      const answer = await client.submit(DEVELOPER, application(id as string));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, code });
    }
  });

  it('checks the application a resubmission moves to', async () => {
    const submitted = await client.submit(DEVELOPER, application(REJECTED));
    expect((await client.reject(submitted.body.submissionId)).status).toBe(200);
    const moved = await client.resubmit(
      submitted.body.submissionId,
      DEVELOPER,
      application(NOT_PUBLIC),
    );
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ code: 'SUBMISSION.APPLICATION_NOT_PUBLIC' });
    const again = await client.resubmit(submitted.body.submissionId, DEVELOPER);
    expect(again.status).toBe(201);
  });

  it('accepts a submission while Discord is down, marked not verified in the staff list', async () => {
    const unknown = '710000000000000005';
    await fake.close();
    const accepted = await client.submit(DEVELOPER, application(unknown));
    expect(accepted.status).toBe(201);
    await api.settled();
    const list = await client.send<Array<{ id: string; verified?: boolean }>>(
      'GET',
      '/api/admin/submissions?status=pending',
      REVIEWER,
    );
    const byId = new Map(list.body.map((s) => [s.id, s]));
    expect(byId.get(accepted.body.submissionId)?.verified).toBe(false);
    const verifiedOne = list.body.find((s) => s.id !== accepted.body.submissionId);
    expect(verifiedOne).toBeDefined();
    expect(verifiedOne?.verified).toBeUndefined();
  });
});
