import { randomUUID } from 'node:crypto';
import type { GetStore } from './contract-fixtures';
import { metadataFor, probeEvents, readSubscriptionUntil, uniqueStream } from './contract-fixtures';

export function describeMetadataAndUpcastContract(store: GetStore): void {
  it('round-trips the audit metadata of every event', async () => {
    const stream = uniqueStream();
    const metadata = metadataFor({
      actor: { id: '222222222222222222', name: 'Grace', roles: ['reviewer', 'admin'] },
      correlationId: 'correlation-1',
      causationId: 'causation-1',
      commandId: 'command-1',
      occurredAt: '2024-12-31T23:59:59.999Z',
    });
    const data = { nested: { list: [1, 'two', null] }, text: 'é ✓' };
    await store().appendToStream(
      stream,
      [{ id: randomUUID(), type: 'ContractProbe', data, metadata }],
      'no_stream',
    );

    const [event] = await store().readStream(stream);
    expect(event).toMatchObject({ type: 'ContractProbe', data, metadata });
  });

  it('round-trips the metadata of a command no event caused, which the store keeps compact', async () => {
    const stream = uniqueStream();
    const commandId = randomUUID();
    const metadata = metadataFor({ commandId, correlationId: commandId, causationId: commandId });
    const events = [{ id: randomUUID(), type: 'ContractProbe', data: {}, metadata }];
    await store().appendToStream(stream, events, 'no_stream');

    const [event] = await store().readStream(stream);
    expect(event?.metadata).toEqual(metadata);
    const [logged] = (await store().readAll()).filter((read) => read.streamId === stream);
    expect(logged?.metadata).toEqual(metadata);
  });

  it('upcasts a stored v1 BotSubmitted to v2 on every read', async () => {
    const stream = uniqueStream('submission');
    const before = await store().headPosition();
    const legacy = {
      submissionId: 'legacy-1',
      botId: 42,
      botData: JSON.stringify({ name: 'Old Bot', description: 'Imported', tags: ['music'] }),
      submitterId: '333333333333333333',
      submitterName: 'Lin',
    };
    await store().appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'BotSubmitted',
          data: legacy,
          metadata: metadataFor({ schemaVersion: 1 }),
        },
      ],
      'no_stream',
    );

    const fromStream = (await store().readStream(stream))[0];
    const fromLog = (await store().readAll({ after: before }))[0];
    for (const event of [fromStream, fromLog]) {
      expect(event?.metadata.schemaVersion).toBe(3);
      expect(event?.data).toMatchObject({
        submissionId: 'legacy-1',
        bot: { name: 'Old Bot', description: 'Imported', tags: ['music'] },
      });
      expect(event?.data).not.toHaveProperty('botData');
    }
  });
  it('reads an old event it cannot upcast as stored, and the events after it', async () => {
    const stream = uniqueStream('submission');
    const before = await store().headPosition();
    const broken = {
      id: randomUUID(),
      type: 'BotSubmitted',
      data: { submissionId: 'broken-1', botId: 43, botData: '{not json' },
      metadata: metadataFor({ schemaVersion: 1 }),
    };
    const [after] = probeEvents(1, 'after-broken');
    await store().appendToStream(stream, [broken, after!], 'no_stream');

    const subscription = store().subscribeToAll({ after: before });
    const isOurs = (event: { streamId: string }) => event.streamId === stream;
    const reads = [
      await store().readStream(stream),
      (await store().readAll({ after: before })).filter(isOurs),
      await readSubscriptionUntil(subscription, isOurs, (event) => event.id === after!.id),
    ];
    for (const events of reads) {
      expect(events.map((event) => event.id)).toEqual([broken.id, after!.id]);
      expect(events[0]).toMatchObject({ data: broken.data, metadata: { schemaVersion: 1 } });
    }
  });
}
