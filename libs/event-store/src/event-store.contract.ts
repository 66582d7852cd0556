import type { EventStore } from './event-store.port';
import type { StoreFactory } from './contract/contract-fixtures';
import { describeAppendContract } from './contract/append.contract';
import { describeIdempotencyContract } from './contract/idempotency.contract';
import { describeReadsContract } from './contract/reads.contract';
import { describeMetadataAndUpcastContract } from './contract/metadata-and-upcast.contract';
import { describeSubscriptionContract } from './contract/subscription.contract';
import { describeFaultsContract } from './contract/faults.contract';
import { describeTruncationContract } from './contract/truncation.contract';

export type { StoreFactory } from './contract/contract-fixtures';

/**
 * The one behaviour every EventStore adapter must show. Each test gets a fresh store from
 * `factory` (closed afterwards) and uses streams of its own, so a shared server is fine.
 */
export function describeEventStoreContract(name: string, factory: StoreFactory): void {
  describe(`${name} (EventStore contract)`, () => {
    let store: EventStore | undefined;
    const getStore = (): EventStore => {
      if (!store) throw new Error('The contract store is not open');
      return store;
    };

    beforeEach(async () => {
      store = await factory();
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
  });
}
