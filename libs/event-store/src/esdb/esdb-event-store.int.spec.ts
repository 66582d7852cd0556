import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { describeEventStoreContract } from '../event-store.contract';
import { EsdbEventStore } from './esdb-event-store';
import { hasContainerRuntime } from '../../../../test-support/container-runtime';

const IMAGE = 'eventstore/eventstore:24.10';
const GRPC_PORT = 2113;

/** A server the CI job started as a service container; else testcontainers starts one. */
const serviceUrl = process.env['TEST_EVENTSTORE_URL'];
const runtimeAvailable = Boolean(serviceUrl) || hasContainerRuntime();
// Written past Jest's console buffer so it shows in every reporter's output.
if (!runtimeAvailable) process.stdout.write('skipped: no container runtime\n');

(runtimeAvailable ? describe : describe.skip)('EsdbEventStore on EventStoreDB', () => {
  let container: StartedTestContainer | undefined;
  let connectionString = serviceUrl ?? '';

  beforeAll(async () => {
    if (serviceUrl) return;
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      })
      .withExposedPorts(GRPC_PORT)
      .withWaitStrategy(
        Wait.forHttp('/health/live', GRPC_PORT).forStatusCodeMatching((code) => code < 300),
      )
      .start();
    const host = container.getHost();
    connectionString = `esdb://${host}:${container.getMappedPort(GRPC_PORT)}?tls=false`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  describeEventStoreContract(
    'EsdbEventStore',
    (options) => new EsdbEventStore(connectionString, options),
  );
});
