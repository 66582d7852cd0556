import { loadConfig } from '@api/infrastructure/config/app-config';
import { VoteReceiver } from '@api/testing/webhooks/vote-receiver';
import { VoteSender } from './vote-sender';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
  METRICS_TOKEN: 'a-metrics-token-of-32-characters',
};

/** The vote sender goes through the outbox's SSRF guard (its address rules: outbox/sending). */
describe('the vote sender', () => {
  it('never connects to a private address at delivery time in production', async () => {
    const receiver = await VoteReceiver.start('a-secret-of-16-chars');
    try {
      const sender = new VoteSender(loadConfig(PRODUCTION));
      const payload = {
        bot: '1',
        user: '2',
        type: 'test',
        isWeekend: false,
        votedAt: 'now',
      } as const;
      const port = new URL(receiver.url).port;
      for (const url of [
        receiver.url,
        `http://[::127.0.0.1]:${port}/votes`,
        `http://[2002:7f00:1::1]:${port}/votes`,
        `http://[::ffff:7f00:1]:${port}/votes`,
      ]) {
        const result = await sender.send({ url, secret: 'a-secret-of-16-chars' }, payload, 'd-1');
        expect(result).toMatchObject({
          statusCode: null,
          error: expect.stringMatching(/not public/),
        });
      }
      expect(receiver.received).toHaveLength(0);

      const development = new VoteSender(loadConfig({ NODE_ENV: 'test' }));
      const sent = await development.send(
        { url: receiver.url, secret: 'a-secret-of-16-chars' },
        payload,
        'd-2',
      );
      expect(sent.statusCode).toBe(200);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
