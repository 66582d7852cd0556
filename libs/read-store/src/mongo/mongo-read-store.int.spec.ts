import { describeReadStoreContract } from '../read-store.contract';
import type { ReadStore } from '../read-store.port';
import { MongoReadStore } from './mongo-read-store';
import { describeOnMongo } from '../../../../test-support/mongo-server';

describeOnMongo('MongoReadStore on MongoDB', (server) => {
  let databases = 0;
  const uris = new WeakMap<ReadStore, string>();
  // A fresh database per test: the contract suite expects an empty store each time. The sibling
  // is a second connection to the same database, as another api or projector process holds.
  describeReadStoreContract(
    'MongoDB',
    async () => {
      databases += 1;
      const uri = `${server()}/read-${process.pid}-${databases}`;
      const store = await MongoReadStore.connect({ uri });
      uris.set(store, uri);
      return store;
    },
    (store) => MongoReadStore.connect({ uri: uris.get(store)! }),
  );
});
