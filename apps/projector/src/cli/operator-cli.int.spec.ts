import { PROJECTION_NAMES } from '@botdir/read-store';
import { projectRange } from '../projection/project-range';
import { ProjectorFixture } from '../testing/projector-fixture';
import { deadLettersCommand } from './dead-letters.command';
import { statusCommand } from './status.command';

const redisUrl = () => process.env.TEST_REDIS_URL as string;

describe('operator CLI', () => {
  let fixture: ProjectorFixture;
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);

  beforeEach(() => {
    fixture = new ProjectorFixture();
    lines.length = 0;
  });

  afterEach(() => fixture.close());

  it('status shows each read model lagging behind the log, and the queue', async () => {
    await fixture.appendBots(10);
    await projectRange(fixture.events, fixture.reads, { after: 0, upTo: 12, batchSize: 100 });
    const stores = { eventStore: fixture.events, readStore: fixture.reads };
    await statusCommand(
      fixture.config(redisUrl()),
      stores,
      print,
      new Date('2025-06-02T00:00:00Z'),
    );

    expect(lines[0]).toBe('head position 30');
    expect(lines[2]).toMatch(/^bots\s+12\s+18\s+\d+\.\d\s+0$/);
    expect(Number(lines[2]!.split(/\s+/)[3])).toBeGreaterThan(3600);
    // One row per projection, in the order the projector runs them.
    expect(lines.slice(2, 2 + PROJECTION_NAMES.length).map((line) => line.split(/\s+/)[0])).toEqual(
      [...PROJECTION_NAMES],
    );
    expect(lines[2 + PROJECTION_NAMES.length]).toBe(
      'queue: 0 waiting, 0 active, 0 delayed (retrying), 0 failed',
    );
  });

  it('lists dead letters and reports a retry that still fails', async () => {
    const stores = { eventStore: fixture.events, readStore: fixture.reads };
    await deadLettersCommand(stores, undefined, print);
    expect(lines).toEqual(['No dead letters.']);

    await fixture.appendBots(1);
    await fixture.appendRaw('bot-7', {
      id: 'malformed-7',
      type: 'BotFeatured',
      data: { botId: 'seven' },
      metadata: {
        actor: { id: '1', name: 'x', roles: [] },
        correlationId: 'c',
        causationId: 'c',
        commandId: 'm',
        occurredAt: '2025-06-01T00:00:00.000Z',
        schemaVersion: 1,
      },
    });
    await projectRange(fixture.events, fixture.reads, { after: 0, batchSize: 100 });
    lines.length = 0;
    await deadLettersCommand(stores, undefined, print);
    // The bots read model, the bots' public history and the staff activity log fold BotFeatured.
    expect(lines).toEqual([
      expect.stringMatching(/^bot-history @4 BotFeatured \(malformed-7\) at .*botId/),
      expect.stringMatching(/^bots @4 BotFeatured \(malformed-7\) at .*botId/),
      expect.stringMatching(/^staff-activity @4 BotFeatured \(malformed-7\) at .*botId/),
    ]);

    lines.length = 0;
    await deadLettersCommand(stores, 'retry', print);
    expect(lines).toEqual([
      'bot-history @4 BotFeatured (malformed-7): still failing',
      'bots @4 BotFeatured (malformed-7): still failing',
      'staff-activity @4 BotFeatured (malformed-7): still failing',
    ]);
    expect(await fixture.reads.deadLetters()).toHaveLength(3);
  });
});
