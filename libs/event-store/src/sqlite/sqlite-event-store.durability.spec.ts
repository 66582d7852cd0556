import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite-event-store';
import { ensureCompiledStore, startAppendChild } from './testing/append-child';
import { expectStrictlyIncreasing, readSubscriptionUntil } from '../contract/contract-fixtures';

// Both suites run child processes on the compiled store; one file, so one build check at a time.

describe('SqliteEventStore durability across kill -9', () => {
  let folder: string;
  beforeAll(() => {
    ensureCompiledStore();
    folder = mkdtempSync(join(tmpdir(), 'event-store-durability-'));
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps every acknowledged append, with no gap in the log', async () => {
    const file = join(folder, 'events.db');
    const child = startAppendChild(file);
    await child.acked(100);
    child.process.kill('SIGKILL');
    expect(await child.exited).toBe('SIGKILL');
    const acknowledged = [...child.acks];
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);

    const store = new SqliteEventStore(file);
    const log = await store.readAll();
    await store.close();

    const positions = log.map((event) => event.position);
    expect(positions).toEqual(expect.arrayContaining(acknowledged));
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect(log.map((event) => event.revision)).toEqual(log.map((_, index) => index));
    expect(new Set(log.map((event) => event.streamId)).size).toBe(1);
  });
});

describe('SqliteEventStore shared by two processes', () => {
  let folder: string;
  beforeAll(() => {
    ensureCompiledStore();
    folder = mkdtempSync(join(tmpdir(), 'event-store-processes-'));
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('delivers live appends made by another process to a subscription', async () => {
    const file = join(folder, 'events.db');
    const store = new SqliteEventStore(file, { pollIntervalMs: 20 });
    const subscription = store.subscribeToAll({ after: await store.headPosition() });
    const appends = 60;
    const delivered = readSubscriptionUntil(
      subscription,
      () => true,
      (event) => event.revision === appends - 1,
    );

    const child = startAppendChild(file, appends);
    expect(await child.exited).toBe(0);
    const events = await delivered;
    await store.close();

    expect(events.map((event) => event.position)).toEqual(child.acks);
    expect(events.map((event) => event.revision)).toEqual([...Array(appends).keys()]);
    expectStrictlyIncreasing(events.map((event) => event.position));
  });

  it('lets both processes append to the same file while the other writes', async () => {
    const file = join(folder, 'concurrent.db');
    const store = new SqliteEventStore(file);
    const child = startAppendChild(file, 200);
    await child.acked(1);
    for (let revision = 0; revision < 200; revision += 1) {
      await store.appendToStream('parent', [probe(revision)], revision - 1);
    }
    expect(await child.exited).toBe(0);

    const log = await store.readAll();
    await store.close();
    expect(log).toHaveLength(400);
    expect(log.map((event) => event.position)).toEqual(log.map((_, index) => index + 1));
  });
});

function probe(revision: number) {
  return {
    id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
    type: 'ParentProbe',
    data: { revision },
    metadata: {
      actor: { id: 'parent', name: 'parent process', roles: [] },
      correlationId: 'c',
      causationId: 'c',
      commandId: `parent-${revision}`,
      occurredAt: '2025-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}
