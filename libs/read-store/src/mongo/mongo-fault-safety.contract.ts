import type { Connection } from 'mongoose';
import type { RecordedEvent } from '@botdir/contracts';
import { PROJECTIONS } from '../projections/projections';
import { botData, EventBuilder } from '../testing/event-builder';
import { byProjection } from './mongo-collections';
import { MongoProjector } from './mongo-projector';
import { ensureLiveState, resolveView } from './mongo-state';
import * as driver from './testing/mongo-errors';
import { FaultPlan, withFaults, type Fault } from './testing/mongo-faults';

export interface TestDatabase {
  connection: Connection;
  close(): Promise<void>;
}

const NOW = new Date('2025-06-01T00:00:00.000Z');

/** Two batches: two bots published, then an edit, a featuring and a third bot. */
function history() {
  const given = new EventBuilder();
  const first = [
    ...given.approvedBot('1', botData({ name: 'Alpha One' })),
    ...given.approvedBot('2', botData({ name: 'Bravo Two' })),
  ];
  const second = [
    given.edited(1, botData({ name: 'Alpha Prime', description: 'Now with playlists.' })),
    given.featured(2),
    ...given.approvedBot('3', botData({ name: 'Charlie Three' })),
  ];
  return { first, second, after: first.at(-1)!.position, end: second.at(-1)!.position };
}

/** As the worker's queue does (BullMQ retries with backoff): the same batch until it lands. */
async function deliverUntilApplied(
  projector: MongoProjector,
  events: RecordedEvent[],
  after: number,
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await projector.applyEvents(events, after);
      return attempt;
    } catch (error) {
      if (attempt >= 10) throw error;
    }
  }
}

/** Every live read-model document, by read model (generation names differ between databases). */
async function snapshot(connection: Connection): Promise<Record<string, unknown[]>> {
  const collections = byProjection((await resolveView(connection, 'live')).c);
  const rows: Record<string, unknown[]> = {};
  for (const [projection, collection] of Object.entries(collections)) {
    rows[projection] = await collection.find({}).sort({ _id: 1 }).toArray();
  }
  return rows;
}

const BOTS = /^bots_/;
const STATE = /^read_model_state$/;

/** The bulk faults a write of the bots read model meets, and when. */
const BULK_FAULTS: [string, Pick<Fault, 'moment' | 'error'>][] = [
  ['a network reset before the write', { moment: 'before', error: driver.bulkNetworkReset }],
  [
    'a network reset after the write (reply lost)',
    { moment: 'after', error: driver.bulkNetworkReset },
  ],
  ['a primary that stepped down (10107)', { moment: 'before', error: driver.bulkNotPrimary }],
  ['a write concern timeout', { moment: 'after', error: () => driver.bulkWriteConcernTimeout(2) }],
  ['no server to select', { moment: 'before', error: driver.bulkServerSelection }],
  ['a document over 16 MiB', { moment: 'before', error: driver.documentTooLarge }],
  [
    'E11000 on a document still older than the write (a concurrent insert won the race)',
    { moment: 'before', error: () => driver.bulkDuplicateKeys([{ index: 0, _id: 1 }], 0) },
  ],
];

/**
 * The projector under MongoDB faults: a failed write fails the batch (nothing acknowledged is
 * lost), no checkpoint passes a change that was not written, and redelivery alone (no operator)
 * completes the batch once the fault clears, to the same documents as a run without faults.
 */
export function describeFaultSafety(name: string, open: () => Promise<TestDatabase>): void {
  describe(`Mongo projector under faults: ${name}`, () => {
    const opened: TestDatabase[] = [];
    const database = async () => {
      const db = await open();
      opened.push(db);
      await ensureLiveState(db.connection);
      return db.connection;
    };
    const projectorOn = (connection: Connection, plan = new FaultPlan()) =>
      new MongoProjector(withFaults(connection, plan), 'live', PROJECTIONS, () => NOW);

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((db) => db.close()));
    });

    /** The documents both batches give without any fault. */
    async function cleanRun(): Promise<Record<string, unknown[]>> {
      const connection = await database();
      const { first, second, after } = history();
      const projector = projectorOn(connection);
      await projector.applyEvents(first, 0);
      await projector.applyEvents(second, after);
      return snapshot(connection);
    }

    async function expectFailThenRecover(fault: Fault & { times: number }): Promise<void> {
      const connection = await database();
      const plan = new FaultPlan();
      const projector = projectorOn(connection, plan);
      const { first, second, after, end } = history();
      await projector.applyEvents(first, 0);

      plan.inject(fault);
      const failed = await projector.applyEvents(second, after).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).toBe(plan.thrown[0]);
      expect(new Set(Object.values(await projector.checkpoints()))).toEqual(new Set([after]));

      // The fault clears after its `times`; redelivery alone completes the batch (sooner when
      // the failed attempt's writes had landed: the retry finds them and skips them).
      expect(await deliverUntilApplied(projector, second, after)).toBeLessThanOrEqual(fault.times);
      expect(new Set(Object.values(await projector.checkpoints()))).toEqual(new Set([end]));
      expect(await snapshot(connection)).toEqual(await cleanRun());
    }

    it.each(BULK_FAULTS)('the bots write meets %s', async (_, fault) => {
      await expectFailThenRecover({ ...fault, collection: BOTS, method: 'bulkWrite', times: 2 });
    });

    it('the read of the touched documents finds no server', async () => {
      const fault = { collection: BOTS, method: 'find', moment: 'before' } as const;
      await expectFailThenRecover({ ...fault, error: driver.serverSelectionTimedOut, times: 2 });
    });

    it('the checkpoint write meets a network reset after the documents landed', async () => {
      const fault = { collection: STATE, method: 'updateOne', moment: 'before' } as const;
      await expectFailThenRecover({ ...fault, error: driver.networkClosed, times: 1 });
    });

    it('the checkpoint write meets a primary that stepped down', async () => {
      const fault = { collection: STATE, method: 'updateOne', moment: 'before' } as const;
      await expectFailThenRecover({ ...fault, error: driver.notWritablePrimary, times: 3 });
    });
  });
}
