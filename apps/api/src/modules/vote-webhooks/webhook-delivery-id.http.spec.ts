import type { WebhookDeliveryView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';
import { documentedReceiver } from '@api/testing/webhooks/documented-receiver';
import {
  eventually,
  useVoteReceivers,
  type ReceivedVote,
} from '@api/testing/webhooks/vote-receiver';

const SECRET = 'receiver-secret-0123456789';
const SIGNED_HEADERS = [
  'content-type',
  'authorization',
  'x-signature',
  'x-timestamp',
  'x-signature-256',
  'x-delivery-id',
];

describe('vote webhook delivery ids and the timestamped signature (embedded outbox)', () => {
  const { api, client } = useDirectory({
    WEBHOOK_RETRY_DELAYS: '150ms,150ms',
    WEBHOOK_POLL_MS: '50',
  });
  const startReceiver = useVoteReceivers(SECRET);
  let botId: number;

  beforeAll(async () => {
    botId = await client.liveBot();
  });
  const configuredReceiver = async (script: number[] = []) => {
    const receiver = await startReceiver(script);
    const configured = await client.configureWebhook(botId, DEVELOPER, {
      url: receiver.url,
      secret: SECRET,
    });
    expect(configured.status).toBe(200);
    return receiver;
  };
  const finished = async (path: string) => {
    const { body } = await api.request<{ deliveryId: string }>('POST', path, {
      cookie: client.cookie(DEVELOPER),
    });
    const deliveries = async () =>
      (
        await api.request<WebhookDeliveryView[]>('GET', `/api/bots/${botId}/webhook/deliveries`, {
          cookie: client.cookie(DEVELOPER),
        })
      ).body.find((delivery) => delivery.deliveryId === body.deliveryId);
    return eventually(deliveries, (delivery) => delivery?.status === 'succeeded');
  };
  const sendTest = () => finished(`/api/bots/${botId}/webhook/test`);
  const redeliver = (deliveryId: string) =>
    finished(`/api/bots/${botId}/webhook/deliveries/${deliveryId}/redeliver`);
  const idsOf = (received: ReceivedVote[]) => received.map((vote) => vote.headers['x-delivery-id']);

  it('sends one X-Delivery-Id on every attempt, with a signature over timestamp, id and body', async () => {
    const receiver = await configuredReceiver([500, 500]);
    const delivery = await sendTest();
    const id = delivery?.deliveryId;
    expect(idsOf(receiver.received)).toEqual([id, id, id]);
    expect(receiver.received.map((vote) => vote.answeredWith)).toEqual([500, 500, 200]);
    // Unanswered attempts were never handled: each one verifies as new, the old header too.
    expect(receiver.received.map((vote) => vote.verdict)).toEqual(['new', 'new', 'new']);
    expect(receiver.received.every((vote) => vote.signatureValid)).toBe(true);
    const [first] = receiver.received;
    const timestamp = first?.headers['x-timestamp'];
    expect(first?.headers['x-signature-256']).toMatch(
      new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`),
    );
  });

  it('keeps the first delivery’s id on a Redeliver, and on a Redeliver of the redelivery', async () => {
    const receiver = await configuredReceiver();
    const first = await sendTest();
    const second = await redeliver(first?.deliveryId as string);
    const third = await redeliver(second?.deliveryId as string);
    expect(new Set([first?.deliveryId, second?.deliveryId, third?.deliveryId]).size).toBe(3);
    expect([second?.redeliveryOf, third?.redeliveryOf]).toEqual([
      first?.deliveryId,
      first?.deliveryId,
    ]);
    const id = first?.deliveryId;
    expect(idsOf(receiver.received)).toEqual([id, id, id]);
    // The documented receiver handles the vote once and answers the redeliveries 200 as duplicates.
    expect(receiver.received.map((vote) => vote.verdict)).toEqual([
      'new',
      'duplicate',
      'duplicate',
    ]);
    expect(receiver.received.map((vote) => vote.answeredWith)).toEqual([200, 200, 200]);
  });

  it('refuses a captured delivery sent again with a fresh timestamp, another id, or late', async () => {
    const receiver = await configuredReceiver();
    await sendTest();
    const captured = receiver.received[0] as ReceivedVote;
    const headers = Object.fromEntries(
      SIGNED_HEADERS.map((name) => [name, String(captured.headers[name])]),
    );
    const signedAt = Number(headers['x-timestamp']);
    const replay = async (changed: Record<string, string>) => {
      await fetch(receiver.url, {
        method: 'POST',
        headers: { ...headers, ...changed },
        body: captured.raw,
      });
      return receiver.received.at(-1);
    };
    const fresh = String(signedAt + 60);
    const [, signature] = headers['x-signature-256']?.split(',v1=') ?? [];
    const retimed = await replay({
      'x-timestamp': fresh,
      'x-signature-256': `t=${fresh},v1=${signature}`,
    });
    // The body-only signature cannot tell (kept for existing receivers); the timestamped one can.
    expect(retimed).toMatchObject({ signatureValid: true, verdict: 'invalid' });
    expect(await replay({ 'x-delivery-id': crypto.randomUUID() })).toMatchObject({
      verdict: 'invalid',
    });
    expect(await replay({})).toMatchObject({ verdict: 'duplicate' });

    const { checkDelivery } = documentedReceiver(SECRET);
    expect(checkDelivery(captured.headers, captured.raw, SECRET, signedAt + 299)).toBe('new');
    expect(checkDelivery(captured.headers, captured.raw, SECRET, signedAt + 301)).toBe('invalid');
    expect(checkDelivery(captured.headers, captured.raw, 'another-secret-0123', signedAt)).toBe(
      'invalid',
    );
  });
});
