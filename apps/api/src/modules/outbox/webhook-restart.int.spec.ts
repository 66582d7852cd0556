import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { WebhookDeliveryView } from '@botdir/contracts';
import { openEventStore } from '@botdir/event-store';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { DirectoryClient } from '@api/testing/directory-client';
import { httpAt } from '@api/testing/http-target';
import { DEVELOPER } from '@api/testing/test-app';
import { castVote } from '@api/testing/webhooks/cast-vote';
import { eventually, VoteReceiver } from '@api/testing/webhooks/vote-receiver';

const SECRET = 'restart-secret-0123456789';

describe('the outbox across an api restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-outbox-'));
  let api: ApiProcess;
  let receiver: VoteReceiver | null = null;

  afterAll(async () => {
    await api?.kill();
    await receiver?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a vote whose receiver was down, after the api is killed and started again', async () => {
    api = new ApiProcess(await freePort(), {
      DATA_DIR: dataDir,
      WEBHOOK_RETRY_DELAYS: '100ms,1s,1s,1s,1s,1s,1s,1s,1s,1s',
      WEBHOOK_POLL_MS: '50',
    });
    await api.start();
    const client = DirectoryClient.over(httpAt(api.baseUrl));
    const { botId } = await client.approvedBot(DEVELOPER);
    const receiverPort = await freePort();
    const url = `http://127.0.0.1:${receiverPort}/votes`;
    await client.configureWebhook(botId, DEVELOPER, { url, secret: SECRET });
    const deliveries = async () =>
      (
        await client.send<WebhookDeliveryView[]>(
          'GET',
          `/api/bots/${botId}/webhook/deliveries`,
          DEVELOPER,
        )
      ).body;

    const log = openEventStore({ url: null, dataDir });
    await castVote(log, botId, '777777777777777777');
    await log.close();
    const refused = await eventually(
      deliveries,
      (list) => (list[0]?.attempts.length ?? 0) >= 1,
      30_000,
    );
    expect(refused[0]?.attempts[0]).toMatchObject({ statusCode: null });
    await api.kill('SIGKILL');

    receiver = await VoteReceiver.start(SECRET, [], receiverPort);
    await api.start();
    const done = await eventually(deliveries, (list) => list[0]?.status === 'succeeded', 30_000);
    expect(done[0]?.attempts.at(-1)).toMatchObject({ statusCode: 200 });
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.accepted[0]?.body).toMatchObject({ user: '777777777777777777' });
  }, 120_000);
});
