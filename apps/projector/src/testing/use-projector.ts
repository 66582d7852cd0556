import { spawnProjector, type ProjectorChild } from '../bench/projector-child';
import { startProjector, type RunningProjector } from '../start-projector';
import { compileProjector } from './compile-projector';
import { ProjectorFixture } from './projector-fixture';

export const testRedisUrl = (): string => process.env.TEST_REDIS_URL as string;

/** Each test gets fresh stores and an in-process projector on them, stopped after the test. */
export function useRunningProjector(batchSize: number): {
  readonly fixture: ProjectorFixture;
  readonly projector: RunningProjector;
} {
  const current = {} as { fixture: ProjectorFixture; projector: RunningProjector };
  beforeEach(async () => {
    current.fixture = new ProjectorFixture();
    current.projector = await startProjector(current.fixture.config(testRedisUrl(), batchSize), [
      'error',
    ]);
  });
  afterEach(async () => {
    await current.projector.stop();
    await current.fixture.close();
  });
  return current;
}

/**
 * Each test gets fresh stores and may spawn the compiled projector as a child process
 * (`spawn`); whatever child is still running is killed after the test.
 */
export function useProjectorProcess(): {
  readonly fixture: ProjectorFixture;
  spawn(env?: NodeJS.ProcessEnv): Promise<ProjectorChild>;
} {
  let child: ProjectorChild | null = null;
  const current = {
    fixture: undefined as unknown as ProjectorFixture,
    async spawn(env: NodeJS.ProcessEnv = {}): Promise<ProjectorChild> {
      child = spawnProjector({ ...current.fixture.env(testRedisUrl(), 50), ...env });
      await child.started;
      return child;
    },
  };
  beforeAll(() => compileProjector(), 120_000);
  beforeEach(() => {
    current.fixture = new ProjectorFixture();
  });
  afterEach(async () => {
    child?.process.kill('SIGKILL');
    await child?.exited;
    child = null;
    await current.fixture.close();
  });
  return current;
}
