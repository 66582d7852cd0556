import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';
import { ApiProcess, freePort } from './testing/api-process';
import { DirectoryClient } from './testing/directory-client';
import { httpAt } from './testing/http-target';
import { DEVELOPER } from './testing/test-app';

describe('durability of acknowledged commands', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-kill-'));
  let api: ApiProcess;

  afterAll(async () => {
    await api?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no event acknowledged with a 2xx when the api is killed with SIGKILL', async () => {
    api = new ApiProcess(await freePort(), { DATA_DIR: dataDir, SEED_DEMO: 'false' });
    await api.start();
    const client = DirectoryClient.over(httpAt(api.baseUrl));
    const cookie = await client.login(DEVELOPER);
    const acknowledged: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const response = await client.submit(DEVELOPER, { name: `Durable ${index}` });
      expect(response.status).toBe(201);
      acknowledged.push(response.body.submissionId);
    }
    await api.kill('SIGKILL');

    const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    for (const submissionId of acknowledged) {
      const events = await store.readStream(`submission-${submissionId}`);
      expect(events.map((event) => event.type)).toEqual(['BotSubmitted']);
    }
    await store.close();

    await api.start();
    const session = await fetch(`${api.baseUrl}/api/user/submissions`, {
      headers: { Cookie: cookie },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as unknown[]).length).toBe(20);
  });
});
