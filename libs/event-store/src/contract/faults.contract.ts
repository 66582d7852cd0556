import type { RecordedEvent } from '@botdir/contracts';
import type { EventStore } from '../event-store.port';
import { WrongExpectedRevisionError } from '../event-store.errors';
import {
  EventStoreFaults,
  deadlineExceeded,
  notLeader,
  unavailable,
  wrongExpectedVersion,
} from '../testing/faults';
import type { GetStore } from './contract-fixtures';
import { idsOf, probeEvents, uniqueStream } from './contract-fixtures';

/**
 * The store under the faults EventStoreDB's client reports (testing/faults.ts): nothing that was
 * acknowledged is lost, an append that threw was not acknowledged, and its retry with the same
 * event ids stores them once (invariant 4).
 */
export function describeFaultsContract(store: GetStore): void {
  describe('under the client’s faults', () => {
    let faults: EventStoreFaults;
    let faulty: EventStore;
    beforeEach(() => {
      faults = new EventStoreFaults();
      faulty = faults.wrap(store());
    });

    it.each([
      ['unavailable', unavailable()],
      ['not the leader', notLeader()],
    ])('an append refused (%s) stores nothing; its retry stores it once', async (_name, error) => {
      const stream = uniqueStream();
      const events = probeEvents(2);
      faults.failNextAppend({ error, written: false });
      await expect(faulty.appendToStream(stream, events, 'no_stream')).rejects.toBe(error);
      expect(await faulty.readStream(stream)).toEqual([]);

      const retried = await faulty.appendToStream(stream, events, 'no_stream');
      expect(retried.nextRevision).toBe(1);
      expect(idsOf(await faulty.readStream(stream))).toEqual(idsOf(events));
    });

    it.each([
      ['the connection dropped', unavailable()],
      ['the deadline passed', deadlineExceeded()],
    ])(
      'an append stored whose answer was lost (%s): the retry finds it, one copy',
      async (_n, error) => {
        const stream = uniqueStream();
        await faulty.appendToStream(stream, probeEvents(1), 'no_stream');
        const events = probeEvents(2);
        faults.failNextAppend({ error, written: true });
        await expect(faulty.appendToStream(stream, events, 0)).rejects.toBe(error);

        const retried = await faulty.appendToStream(stream, events, 0);
        const stored = await faulty.readStream(stream);
        expect(stored).toHaveLength(3);
        expect(retried).toEqual({ nextRevision: 2, position: stored[2]!.position });
      },
    );

    it('a conflict reported by the server is the port’s typed conflict, and stores nothing', async () => {
      const stream = uniqueStream();
      const error = wrongExpectedVersion(stream, 'no_stream', 0);
      faults.failNextAppend({ error, written: false });
      const refused = faulty.appendToStream(stream, probeEvents(1), 'no_stream');
      await expect(refused).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await faulty.readStream(stream)).toEqual([]);
    });

    it('an outage fails every call; once it clears, everything acknowledged is there', async () => {
      const stream = uniqueStream();
      const acknowledged = probeEvents(3);
      await faulty.appendToStream(stream, acknowledged, 'no_stream');
      faults.outage();
      await expect(faulty.readStream(stream)).rejects.toThrow(/UNAVAILABLE/);
      await expect(faulty.appendToStream(stream, probeEvents(1), 2)).rejects.toThrow(/UNAVAILABLE/);
      await expect(faulty.headPosition()).rejects.toThrow(/UNAVAILABLE/);
      faults.clear();
      expect(idsOf(await faulty.readStream(stream))).toEqual(idsOf(acknowledged));
    });

    it('a subscription ending mid-stream, resumed from its last event, misses and repeats nothing', async () => {
      const run = uniqueStream('dropped');
      const ours = (event: RecordedEvent) => event.streamId === run;
      const checkpoint = await faulty.headPosition();
      const events = probeEvents(10);
      await faulty.appendToStream(run, events, 'no_stream');
      faults.endSubscriptions(4);

      const received: RecordedEvent[] = [];
      let after = checkpoint;
      for (let subscriptions = 0; received.length < events.length && subscriptions < 20;) {
        subscriptions += 1;
        try {
          for await (const event of faulty.subscribeToAll({ after })) {
            after = event.position;
            if (ours(event)) received.push(event);
            if (received.length === events.length) break;
          }
        } catch (error) {
          expect(String(error)).toMatch(/UNAVAILABLE/);
        }
      }
      expect(idsOf(received)).toEqual(idsOf(events));
      expect(faults.failures).toBeGreaterThanOrEqual(2);
    });
  });
}
