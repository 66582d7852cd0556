import { describeReadStoreContract } from '../read-store.contract';
import { SqliteReadStore } from './sqlite-read-store';

describeReadStoreContract('SQLite', async () => new SqliteReadStore({ path: ':memory:' }));
