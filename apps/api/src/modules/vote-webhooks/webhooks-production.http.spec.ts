import {
  startFakeDiscord,
  type FakeDiscord,
} from '../../../../../tools/fake-discord/fake-discord-server';
import {
  ADMINISTRATOR_ROLE,
  discordEnv,
  throughDiscord,
} from '@api/security/testing/fake-discord-login';
import { DirectoryClient } from '@api/testing/directory-client';
import { TestApp } from '@api/testing/test-app';

const OWNER = { id: '123123123123123123', username: 'owner', roles: [] };
const ADMIN = { id: '321321321321321321', username: 'admin', roles: [ADMINISTRATOR_ROLE] };

describe('vote webhooks in production (SSRF)', () => {
  let fake: FakeDiscord;
  let api: TestApp;
  let client: DirectoryClient;
  let botId: number;

  beforeAll(async () => {
    fake = await startFakeDiscord({ users: [OWNER, ADMIN] });
    api = await TestApp.start({
      ...discordEnv(fake),
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      METRICS_TOKEN: 'm'.repeat(16),
    });
    client = DirectoryClient.over(throughDiscord(api, fake));
    const submitted = await client.submit(OWNER);
    botId = submitted.body.botId;
    await client.approve(submitted.body.submissionId, ADMIN, 'ok');
  });
  afterAll(async () => {
    await api.stop();
    await fake.close();
  });

  it.each([
    ['http://127.0.0.1:8080/votes', /https/],
    ['https://127.0.0.1/votes', /not public/],
    ['https://localhost/votes', /not public/],
    ['https://169.254.169.254/latest/meta-data', /not public/],
    ['https://[::1]/votes', /not public/],
    ['https://[::127.0.0.1]/votes', /not public/],
    ['https://[2002:7f00:1::1]/votes', /not public/],
    ['https://[fec0::1]/votes', /not public/],
    ['https://[100::1]/votes', /not public/],
    ['https://[2001:db8::1]/votes', /not public/],
    ['https://[::FFFF:7F00:0001]/votes', /not public/],
    ['https://192.0.2.1/votes', /not public/],
    ['https://198.51.100.1/votes', /not public/],
    ['https://240.0.0.1/votes', /not public/],
  ])('refuses %s when the webhook is configured', async (url, reason) => {
    const answer = await client.configureWebhook(botId, OWNER, {
      url,
      secret: 'production-secret-123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'WEBHOOK.URL_REFUSED',
      message: expect.stringMatching(reason),
    });
  });

  it('accepts a public https address', async () => {
    const answer = await client.configureWebhook(botId, OWNER, {
      url: 'https://1.1.1.1/votes',
      secret: 'production-secret-123',
    });
    expect(answer.status).toBe(200);
  });
});
