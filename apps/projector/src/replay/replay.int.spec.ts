import { join } from 'node:path';
import { SqliteReadStore } from '@botdir/read-store';
import { replayCommand } from '../cli/replay.command';
import { projectRange } from '../projection/project-range';
import { ProjectorFixture } from '../testing/projector-fixture';
import { replayProjections } from './replay-projections';

const BOTS = 400;

describe('replay while clients read', () => {
  let fixture: ProjectorFixture;
  let live: SqliteReadStore;

  beforeEach(async () => {
    fixture = new ProjectorFixture();
    live = new SqliteReadStore({ path: join(fixture.dataDir, 'read-models.sqlite') });
    await fixture.appendBots(BOTS);
    await projectRange(fixture.events, live, { after: 0, batchSize: 500 });
  });

  afterEach(async () => {
    await live.close();
    await fixture.close();
  });

  /** The api's queries, in a loop, on another connection to the same file. */
  function readLoop() {
    const seen = { reads: 0, failures: [] as string[], totals: new Set<number>() };
    let running = true;
    const loop = (async () => {
      while (running) {
        try {
          const page = await fixture.reads.listBots({ limit: 20, offset: 0, search: 'music' });
          seen.totals.add((await fixture.reads.stats()).totalBots);
          if (page.items.length === 0 || !(await fixture.reads.getBot(1)))
            seen.failures.push('empty');
          seen.reads += 1;
        } catch (error) {
          seen.failures.push(String(error));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    return { seen, stop: () => ((running = false), loop) };
  }

  it('rebuilds every read model with no failed or empty read, to the same content', async () => {
    const before = await live.digest();
    const readers = readLoop();
    const progress: number[] = [];
    const result = await replayProjections(fixture.events, live, {
      batchSize: 50,
      onProgress: ({ events }) => progress.push(events),
    });
    await readers.stop();

    expect(readers.seen.failures).toEqual([]);
    expect(readers.seen.reads).toBeGreaterThan(progress.length / 2);
    expect([...readers.seen.totals]).toEqual([BOTS]);
    expect(result.events).toBe(BOTS * 3);
    expect(progress.length).toBe((BOTS * 3) / 50);
    expect(await live.digest()).toBe(before);
  });

  it('replays one read model from the CLI, drawing a progress bar on one line', async () => {
    const lines: string[] = [];
    let bar = '';
    const progressOut = { write: (text: string) => ((bar += text), true) };
    const stores = { eventStore: fixture.events, readStore: live };
    const config = fixture.config('redis://unused');
    await replayCommand(config, stores, 'bots', (line) => lines.push(line), progressOut as never);

    expect(lines[lines.length - 1]).toMatch(/^Promoted bots at position 1200: 1200 events in/);
    const [, lastDraw] = bar.split('\r').slice(-2);
    expect(lastDraw).toMatch(/^\[#{30}\] 100%\s+1,200 events\s+[\d,]+ events\/s\s+ETA 0s/);
    expect(bar.endsWith('\n')).toBe(true);
    expect((await fixture.reads.stats()).totalBots).toBe(BOTS);
    await expect(
      replayCommand(config, stores, 'nonsense', () => undefined, progressOut as never),
    ).rejects.toThrow('replay needs a read model name or "all"');
  });
});
