import { randomUUID } from 'node:crypto';
import type { GetStore } from './contract-fixtures';
import { metadataFor, uniqueStream } from './contract-fixtures';

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
      expect(event?.metadata.schemaVersion).toBe(2);
      expect(event?.data).toMatchObject({
        submissionId: 'legacy-1',
        bot: { name: 'Old Bot', description: 'Imported', tags: ['music'] },
      });
      expect(event?.data).not.toHaveProperty('botData');
    }
  });
}
