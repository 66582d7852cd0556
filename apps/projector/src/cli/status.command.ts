import type { ProjectorConfig } from '../config/projector-config';
import type { CliStores, Print } from './cli-stores';
import { LAG_COUNT_CAP, projectionStatus } from '@botdir/observability';
import { queueDepth } from './queue-depth';

const columns = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((cell, index) => String(cell).padEnd(widths[index] ?? 0))
    .join('  ')
    .trimEnd();

/** `projections status`: one line per read model, then the queue when Redis is configured. */
export async function statusCommand(
  config: ProjectorConfig,
  { eventStore, readStore }: CliStores,
  print: Print,
  now = new Date(),
): Promise<void> {
  const { head, projections } = await projectionStatus(eventStore, readStore, now);
  const widths = [16, 12, 12, 12, 12, 12];
  print(`head position ${head}`);
  print(columns(['projection', 'checkpoint', 'lag events', 'lag seconds', 'dead letters'], widths));
  for (const status of projections) {
    const lagEvents =
      status.lagEvents >= LAG_COUNT_CAP ? `>=${LAG_COUNT_CAP}` : String(status.lagEvents);
    const row = [status.name, status.checkpoint, lagEvents, status.lagSeconds.toFixed(1)];
    print(columns([...row, status.deadLetters], widths));
  }
  if (!config.redisUrl) {
    print('queue: REDIS_URL not set (the api projects inline)');
    return;
  }
  const depth = await queueDepth({ ...config, redisUrl: config.redisUrl });
  print(
    `queue: ${depth.waiting} waiting, ${depth.active} active, ${depth.delayed} delayed (retrying), ${depth.failed} failed`,
  );
}
