import { PROJECTION_NAMES, type ProjectionName } from '@botdir/read-store';
import type { ProjectorConfig } from '../config/projector-config';
import { ProgressBar } from '../replay/progress-bar';
import { replayProjections } from '../replay/replay-projections';
import type { CliStores, Print } from './cli-stores';

export class UsageError extends Error {}

function projectionsNamed(target: string | undefined): ProjectionName[] | undefined {
  if (target === 'all') return undefined;
  if (PROJECTION_NAMES.includes(target as ProjectionName)) return [target as ProjectionName];
  throw new UsageError(
    `replay needs a read model name or "all": ${PROJECTION_NAMES.join(', ')}, all`,
  );
}

/** `projections replay <name|all>`: rebuild into a shadow copy with a progress bar, then swap. */
export async function replayCommand(
  config: ProjectorConfig,
  { eventStore, readStore }: CliStores,
  target: string | undefined,
  print: Print,
  progressOut: NodeJS.WritableStream = process.stderr,
): Promise<void> {
  const projections = projectionsNamed(target);
  const label = projections ? projections.join(', ') : 'all read models';
  print(`Replaying ${label} into a shadow copy; reads keep answering from the live copy.`);
  const bar = new ProgressBar(progressOut);
  let last = { events: 0, position: 0, head: await eventStore.headPosition() };
  const started = Date.now();
  const result = await replayProjections(eventStore, readStore, {
    projections,
    batchSize: config.replayBatchSize,
    onProgress: (progress) => {
      last = progress;
      bar.update(progress);
    },
  });
  bar.finish(last);
  const seconds = (Date.now() - started) / 1000;
  print(
    `Promoted ${label} at position ${result.promotedAt}: ${result.events} events in ${seconds.toFixed(1)} s` +
      (result.caughtUpAfterSwap > 0
        ? `, ${result.caughtUpAfterSwap} more applied after the swap`
        : ''),
  );
}
