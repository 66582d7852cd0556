import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describeReadStoreContract } from '../read-store.contract';
import type { ReadStore } from '../read-store.port';
import { SqliteReadStore } from './sqlite-read-store';

describeReadStoreContract('SQLite', async () => new SqliteReadStore({ path: ':memory:' }));

describe('SQLite on a file shared by two connections', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-contract-'));
  const files = new WeakMap<ReadStore, string>();
  let count = 0;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  describeReadStoreContract(
    'SQLite file',
    async () => {
      const file = path.join(dir, `read-models-${(count += 1)}.sqlite`);
      const store = new SqliteReadStore({ path: file });
      files.set(store, file);
      return store;
    },
    async (store) => new SqliteReadStore({ path: files.get(store)! }),
  );
});
