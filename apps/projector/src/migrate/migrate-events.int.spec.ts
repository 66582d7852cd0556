import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { projectRange } from '../projection/project-range';
import { ProjectorFixture } from '../testing/projector-fixture';
import { RawSqliteLog } from './raw-sqlite-log';

const run = promisify(execFile);
const MIGRATE = join(__dirname, '../../dist/migrate-events.js');

const legacySubmission = {
  id: 'legacy-event-1',
  type: 'BotSubmitted',
  data: {
    submissionId: '77',
    botId: 77,
    botData: JSON.stringify({ name: 'Imported', categories: ['music'] }),
    submitterId: '300000000000000001',
    submitterName: 'old#0001',
  },
  metadata: {
    actor: { id: '300000000000000001', name: 'old', roles: [] },
    correlationId: 'c',
    causationId: 'c',
    commandId: 'legacy',
    occurredAt: '2024-01-01T00:00:00.000Z',
    schemaVersion: 1,
  },
};

describe('npm run migrate-events -- --from sqlite --to sqlite:<file>', () => {
  let fixture: ProjectorFixture;
  beforeAll(() => {
    // The test command builds first; a lone run builds the projector on demand.
    if (!existsSync(MIGRATE))
      execFileSync('npx', ['tsc', '-b', 'apps/projector'], { cwd: join(__dirname, '../../../..') });
  });
  beforeEach(() => {
    fixture = new ProjectorFixture();
  });
  afterEach(async () => fixture.close());

  it('copies the log in order with its ids, then rebuilds the read models from the copy', async () => {
    await fixture.appendBots(4);
    await fixture.appendRaw('submission-77', legacySubmission);
    await fixture.appendBots(2);
    await projectRange(fixture.events, fixture.reads, { after: 0, batchSize: 100 });
    await fixture.reads.bindEventStore(await fixture.events.identity());
    const before = await fixture.reads.digest();

    const targetFile = join(fixture.dataDir, 'copy', 'events.sqlite');
    const migrate = () =>
      run(process.execPath, [MIGRATE, '--from', 'sqlite', '--to', `sqlite:${targetFile}`], {
        env: { ...process.env, DATA_DIR: fixture.dataDir },
      });
    const { stdout } = await migrate();
    expect(stdout).toMatch(/Copied 19 events \(0 were already there\)/);

    const strip = ({ position: _position, ...event }: { position: number }) => event;
    const [source, copy] = [join(fixture.dataDir, 'events.sqlite'), targetFile].map(
      (file) => new RawSqliteLog(file),
    );
    expect(copy!.read(0, 100).map(strip)).toEqual(source!.read(0, 100).map(strip));
    expect(copy!.read(0, 100).find((event) => event.id === 'legacy-event-1')?.data).toEqual(
      legacySubmission.data,
    );
    source!.close();
    copy!.close();

    const target = new SqliteEventStore(targetFile);
    const reads = new SqliteReadStore({ path: join(fixture.dataDir, 'read-models.sqlite') });
    try {
      expect(await reads.eventStoreIdentity()).toBe(await target.identity());
      expect(await reads.digest()).toBe(before);
      expect(Math.min(...Object.values(await reads.checkpoints()))).toBe(
        await target.headPosition(),
      );
    } finally {
      await Promise.all([target.close(), reads.close()]);
    }
    expect((await migrate()).stdout).toMatch(/Copied 0 events \(19 were already there\)/);
  });

  it('explains its arguments when they are missing', async () => {
    const usage = run(process.execPath, [MIGRATE, '--to', 'esdb://x:2113'], {
      env: { ...process.env, DATA_DIR: fixture.dataDir },
    });
    await expect(usage).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--from sqlite/),
    });
  });
});
