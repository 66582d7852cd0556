import type { EventStore } from './event-store.port';
import type { StoreFactory } from './contract/contract-fixtures';
import { describeAppendContract } from './contract/append.contract';
import { describeIdempotencyContract } from './contract/idempotency.contract';
import { describeReadsContract } from './contract/reads.contract';
import { describeMetadataAndUpcastContract } from './contract/metadata-and-upcast.contract';
import { describeSubscriptionContract } from './contract/subscription.contract';
import { describeFaultsContract } from './contract/faults.contract';
import { describeTruncationContract } from './contract/truncation.contract';
import { describeRetryWindowContract, type ContractClock } from './contract/retry-window.contract';

export type { StoreFactory } from './contract/contract-fixtures';

/** Any fixed start: the contract's clock only moves when a test moves it. */
const CLOCK_START = Date.parse('2026-01-01T00:00:00.000Z');

/**
 * The one behaviour every EventStore adapter must show. Each test gets a fresh store from
 * `factory` (closed afterwards), given the suite's clock and retry window, and uses streams of its
 * own, so a shared server is fine.
 */
export function describeEventStoreContract(name: string, factory: StoreFactory): void {
  describe(`${name} (EventStore contract)`, () => {
    let store: EventStore | undefined;
    const clock: ContractClock = { now: CLOCK_START, retryWindowMs: 3_600_000 };
    const getStore = (): EventStore => {
      if (!store) throw new Error('The contract store is not open');
      return store;
    };

    beforeEach(async () => {
      clock.now = CLOCK_START;
      store = await factory({ clock: () => clock.now, retryWindowMs: clock.retryWindowMs });
    });
    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    describeAppendContract(getStore);
    describeIdempotencyContract(getStore);
    describeReadsContract(getStore);
    describeMetadataAndUpcastContract(getStore);
    describeSubscriptionContract(getStore);
    describeFaultsContract(getStore);
    describeTruncationContract(getStore);
    describeRetryWindowContract(getStore, clock);
  });
}
