import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '@api/infrastructure/config/app-config';
import { pinnedPost } from '@api/modules/outbox/sending/pinned-post';
import { TEST_ENV } from '@api/testing/test-env';

/** A receiver of vote webhooks on a free port, answering as `handler` does. */
async function receiver(handler: http.RequestListener): Promise<{ url: URL; close: () => void }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/votes`),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const post = (url: URL, limits: { timeoutMs: number; maxResponseBytes: number }) =>
  pinnedPost({ url, address: '127.0.0.1', family: 4 }, '{}', {}, limits);

/**
 * What a webhook receiver sends back is also client-sized (the bot's owner runs it): the outbox
 * reads at most `maxResponseBytes` of an answer and waits at most `timeoutMs` for it.
 */
describe('a webhook receiver cannot make the outbox read or wait without end', () => {
  it('stops reading an endless answer after maxResponseBytes', async () => {
    const endless = await receiver((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 120);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    });
    try {
      const started = Date.now();
      const answer = await post(endless.url, { timeoutMs: 60_000, maxResponseBytes: 64 * 1024 });
      expect(answer.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      endless.close();
    }
  });

  it('gives up on a receiver that never answers after timeoutMs', async () => {
    const silent = await receiver(() => undefined);
    try {
      const started = Date.now();
      await expect(post(silent.url, { timeoutMs: 300, maxResponseBytes: 1024 })).rejects.toThrow(
        /timed out after 300 ms/,
      );
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.close();
    }
  });
});

describe('WEBHOOK_RETRY_DELAYS: at most 20 retries of at most 7 digits each', () => {
  const load = (delays: string) => () => loadConfig({ ...TEST_ENV, WEBHOOK_RETRY_DELAYS: delays });

  it.each([
    ['21 delays', Array.from({ length: 21 }, () => '1s').join(',')],
    ['a delay of 8 digits', '99999999s'],
    ['a delay of 1e9', '1e9s'],
    ['a negative delay', '-1s'],
  ])('refuses %s at start', (_label, delays) => {
    expect(load(delays)).toThrow(ConfigError);
    expect(load(delays)).toThrow(/WEBHOOK_RETRY_DELAYS must be up to 20 delays/);
  });

  it('accepts 20 delays, the most', () => {
    const delays = Array.from({ length: 20 }, () => '9999999h').join(',');
    expect(load(delays)().webhooks.retryDelaysMs).toHaveLength(20);
  });
});
