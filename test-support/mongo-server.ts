import { GenericContainer, type StartedTestContainer } from 'testcontainers';
import { hasContainerRuntime } from './container-runtime';

/**
 * The MongoDB server of the `*.int.spec.ts` suites: one the CI job started as a service container
 * (TEST_MONGO_URL), else one testcontainers starts. Where neither exists, `describeOnMongo` skips
 * its suite and prints one `skipped: no container runtime` line.
 */
const serviceUrl = process.env['TEST_MONGO_URL'];

export function describeOnMongo(name: string, suite: (server: () => string) => void): void {
  const runtimeAvailable = Boolean(serviceUrl) || hasContainerRuntime();
  // Written past Jest's console buffer so it shows in every reporter's output.
  if (!runtimeAvailable) process.stdout.write('skipped: no container runtime\n');

  (runtimeAvailable ? describe : describe.skip)(name, () => {
    let container: StartedTestContainer | undefined;

    beforeAll(async () => {
      if (serviceUrl) return;
      container = await new GenericContainer('mongo:7').withExposedPorts(27017).start();
    }, 180_000);

    afterAll(async () => {
      await container?.stop();
    });

    suite(
      () => serviceUrl ?? `mongodb://${container!.getHost()}:${container!.getMappedPort(27017)}`,
    );
  });
}
