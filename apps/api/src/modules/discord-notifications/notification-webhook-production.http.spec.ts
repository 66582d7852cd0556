import {
  startFakeDiscord,
  type FakeDiscord,
} from '../../../../../tools/fake-discord/fake-discord-server';
import { discordEnv, loginThroughDiscord } from '@api/security/testing/fake-discord-login';
import { TestApp } from '@api/testing/test-app';
import { DiscordSender } from './application/discord-sender';
import { DiscordReceiver } from '@api/testing/webhooks/discord-receiver';

const OWNER = { id: '123123123123123123', username: 'owner' };
const ROUTE = '/api/user/notification-webhook';

describe('Discord notification webhooks in production', () => {
  let fake: FakeDiscord;
  let api: TestApp;
  let owner: string;

  beforeAll(async () => {
    fake = await startFakeDiscord({ users: [OWNER] });
    api = await TestApp.start({
      ...discordEnv(fake),
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      METRICS_TOKEN: 'm'.repeat(16),
    });
    owner = (await loginThroughDiscord(api, fake, OWNER.id)).cookie;
  });
  afterAll(async () => {
    await api.stop();
    await fake.close();
  });

  it.each([
    'https://example.com/api/webhooks/123456789012345678/token',
    'http://127.0.0.1:8080/api/webhooks/123456789012345678/token',
    'https://127.0.0.1/api/webhooks/123456789012345678/token',
    'https://localhost/api/webhooks/123456789012345678/token',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/api/webhooks/123456789012345678/token',
  ])('refuses %s: only Discord’s webhook hosts', async (url) => {
    const answer = await api.request('PUT', ROUTE, { cookie: owner, body: { url } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      code: 'NOTIFICATION_WEBHOOK.URL_REFUSED',
      message: expect.stringMatching(/^The Discord webhook URL is refused: it must be/),
    });
  });

  it('accepts a Discord webhook URL and never shows its token', async () => {
    const url = 'https://discord.com/api/webhooks/123456789012345678/production-token-wxyz';
    const answer = await api.request('PUT', ROUTE, { cookie: owner, body: { url } });
    expect(answer.status).toBe(200);
    const shown = await api.request('GET', ROUTE, { cookie: owner });
    expect(shown.body).toEqual({
      webhook: {
        maskedUrl: 'https://discord.com/api/webhooks/123456789012345678/…wxyz',
        configuredAt: expect.any(String),
      },
    });
  });

  it('never connects to a private address when sending', async () => {
    const receiver = await DiscordReceiver.start();
    try {
      const payload = { username: 'Bot Directory', embeds: [], allowed_mentions: { parse: [] } };
      const result = await api.app.get(DiscordSender).send(receiver.url, payload, 'delivery-1');
      expect(result).toMatchObject({
        statusCode: null,
        error: expect.stringMatching(/not public/),
      });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
