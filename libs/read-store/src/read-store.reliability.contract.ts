import type { RecordedEvent } from '@botdir/contracts';
import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

/** A history touching every read model, for comparing builds. */
export function history(given: EventBuilder): RecordedEvent[] {
  return [
    ...given.approvedBot('1', botData({ name: 'Alpha', categories: ['music', 'fun'] })),
    given.submitted('2', botData({ name: 'Beta' })),
    given.reviewed('2', 2, 'rejected', 'No'),
    given.submitted('3', botData({ name: 'Beta again' }), '2'),
    given.submitted('4', botData({ name: 'Gamma' })),
    given.submissionDeleted('4', 4),
    given.featured(1),
    given.rated(1, 'u1', 5),
    given.rated(1, 'u2', 2),
    given.inviteClicked(1, 'v1', '2025-01-01'),
    given.edited(1, botData({ name: 'Alpha', categories: ['games'] })),
  ];
}

/** Redelivery, batching, crash-replay and poison events: the read model stays the same. */
export function describeReliabilityContract(
  factory: () => Promise<ReadStore>,
  context: Context,
): void {
  describe('idempotence and poison events', () => {
    it('gives the same digest for one batch, many batches and a redelivery', async () => {
      const { store } = context();
      const events = history(EventBuilder.sparse());
      await store.applyEvents(events);
      const oneBatch = await store.digest();

      const other = await factory();
      try {
        await other.applyEvents(events.slice(0, 5));
        await other.applyEvents(events.slice(3, 9)); // overlaps: a redelivered range
        await other.applyEvents(events.slice(9));
        await other.applyEvents(events); // the whole history again
        expect(await other.digest()).toBe(oneBatch);
        expect(await other.checkpoints()).toEqual(await store.checkpoints());
      } finally {
        await other.close();
      }
      const last = events[events.length - 1]!.position;
      expect(Object.values(await store.checkpoints())).toEqual([last, last, last, last]);
    });

    it('changes the digest when content changes', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData()));
      const before = await store.digest();
      await store.applyEvents([given.rated(1, 'u1', 3)]);
      expect(await store.digest()).not.toBe(before);
    });

    it('dead-letters a malformed event and still projects the events after it', async () => {
      const { store, given } = context();
      const events = [
        given.submitted('1', botData({ name: 'Poisoned' })),
        given.event('BotPublished', { botId: 1, submissionId: '1', approvedBy: 'x' }),
        ...given.approvedBot('2', botData({ name: 'Healthy' })),
        given.event('SomethingFromTheFuture', { whatever: true }),
      ];
      await store.applyEvents(events);

      const letters = await store.deadLetters();
      expect(letters).toEqual([
        expect.objectContaining({
          projection: 'bots',
          position: events[1]!.position,
          eventId: events[1]!.id,
          type: 'BotPublished',
          error: expect.stringContaining('bot'),
          at: expect.any(String),
        }),
      ]);
      expect((await store.listBots({ limit: 10, offset: 0 })).items.map((b) => b.name)).toEqual([
        'Healthy',
      ]);
      expect((await store.checkpoints())['bots']).toBe(events[5]!.position);

      const poisoned = events[1]!.position;
      expect(await store.retryDeadLetter('bots', poisoned)).toBe(false);
      expect(await store.deadLetters()).toHaveLength(1);
      expect(await store.removeDeadLetter('bots', poisoned)).toBe(true);
      expect(await store.deadLetters()).toEqual([]);
    });

    it('skips events at or below the checkpoint even when delivered alone', async () => {
      const { store, given } = context();
      const events = [...given.approvedBot('1', botData()), given.rated(1, 'u1', 5)];
      await store.applyEvents(events);
      const digest = await store.digest();
      await store.applyEvents([events[3]!]);
      await store.applyEvents([events[0]!]);
      expect(await store.digest()).toBe(digest);
      expect(await store.getBot(1)).toMatchObject({ status: 'live', ratingCount: 1 });
    });
  });
}
