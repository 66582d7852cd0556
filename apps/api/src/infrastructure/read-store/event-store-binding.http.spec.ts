import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { READ_STORE, SqliteReadStore, type ReadStore } from '@botdir/read-store';
import { EventStoreFaults } from '../../../../../libs/event-store/src/testing/faults';
import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp } from '@api/testing/test-app';

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** The api started while EventStoreDB did not answer: the binding check is put off, not skipped. */
describe('the read models’ event store binding, checked once the store answers', () => {
  let faults: EventStoreFaults;
  let api: TestApp;
  let client: DirectoryClient;
  const submit = () => client.submit(DEVELOPER);
  const mySubmissions = async () =>
    (await client.send<unknown[]>('GET', '/api/user/submissions', DEVELOPER)).body;
  const start = async (env: Record<string, string> = {}) => {
    faults = new EventStoreFaults();
    faults.outage();
    api = await TestApp.start(
      { READ_YOUR_WRITES_TIMEOUT_MS: '300', ...env },
      { wrapEventStore: faults.wrap },
    );
    client = DirectoryClient.over(api);
  };
  afterEach(() => api.stop());

  it('binds the read models when the store comes back, then projects', async () => {
    await start();
    const readStore = api.app.get<ReadStore>(READ_STORE);
    expect((await submit()).status).toBe(503);
    expect(await readStore.eventStoreIdentity()).toBeNull();

    faults.clear();
    const identity = await api.app.get<EventStore>(EVENT_STORE).identity();
    await eventually(async () => (await readStore.eventStoreIdentity()) === identity);
    expect((await submit()).status).toBe(201);
    expect(await mySubmissions()).toHaveLength(1);
  });

  it('projects nothing into read models built from another log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-binding-'));
    const built = new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
    await built.bindEventStore('sqlite:another-log');
    await built.close();
    await start({ DATA_DIR: dataDir });

    faults.clear();
    expect((await submit()).status).toBe(201);
    await sleep(1_500);
    const readStore = api.app.get<ReadStore>(READ_STORE);
    expect(await readStore.eventStoreIdentity()).toBe('sqlite:another-log');
    expect(Object.values(await readStore.checkpoints()).every((p) => p === 0)).toBe(true);
    expect(await mySubmissions()).toEqual([]);
  });
});
