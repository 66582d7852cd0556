import { GenericContainer, type StartedTestContainer } from 'testcontainers';
import { describeReadStoreContract } from '../read-store.contract';
import { hasContainerRuntime } from '../../../../test-support/container-runtime';
import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from '../read-store.port';

/** A server the CI job started as a service container; else testcontainers starts one. */
const serviceUrl = process.env['TEST_MONGO_URL'];
const runtimeAvailable = Boolean(serviceUrl) || hasContainerRuntime();
// Written past Jest's console buffer so it shows in every reporter's output.
if (!runtimeAvailable) process.stdout.write('skipped: no container runtime\n');

(runtimeAvailable ? describe : describe.skip)('MongoReadStore on MongoDB', () => {
  let container: StartedTestContainer | undefined;
  let databases = 0;

  beforeAll(async () => {
    if (serviceUrl) return;
    container = await new GenericContainer('mongo:7').withExposedPorts(27017).start();
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  const uris = new WeakMap<ReadStore, string>();
  // A fresh database per test: the contract suite expects an empty store each time. The sibling
  // is a second connection to the same database, as another api or projector process holds.
  describeReadStoreContract(
    'MongoDB',
    async () => {
      databases += 1;
      const server =
        serviceUrl ?? `mongodb://${container!.getHost()}:${container!.getMappedPort(27017)}`;
      const uri = `${server}/read-${process.pid}-${databases}`;
      const store = await MongoReadStore.connect({ uri });
      uris.set(store, uri);
      return store;
    },
    (store) => MongoReadStore.connect({ uri: uris.get(store)! }),
  );
});
