import type { EventStore } from '@botdir/event-store';
import { PROJECTION_NAMES, type ProjectionStore } from '@botdir/read-store';

/** Counting unprojected events stops here (the log is read page by page to count them). */
export const LAG_COUNT_CAP = 100_000;
const COUNT_PAGE = 5_000;

type LogReader = Pick<EventStore, 'readAll' | 'headPosition'>;

export interface ProjectionStatus {
  name: string;
  checkpoint: number;
  /** Events after the checkpoint, at most LAG_COUNT_CAP. */
  lagEvents: number;
  /** Age of the oldest unprojected event (its occurredAt), 0 when caught up. */
  lagSeconds: number;
  deadLetters: number;
}

/** Age in seconds of the oldest event after `checkpoint` (0 when there is none). */
export async function lagSecondsAfter(
  eventStore: Pick<LogReader, 'readAll'>,
  checkpoint: number,
  now: Date,
): Promise<number> {
  const [oldest] = await eventStore.readAll({ after: checkpoint, maxCount: 1 });
  if (!oldest) return 0;
  return Math.max(0, (now.getTime() - Date.parse(oldest.metadata.occurredAt)) / 1000);
}

async function lagAfter(eventStore: LogReader, checkpoint: number, now: Date) {
  const lagSeconds = await lagSecondsAfter(eventStore, checkpoint, now);
  let lagEvents = 0;
  let cursor = checkpoint;
  while (lagEvents < LAG_COUNT_CAP) {
    const page = await eventStore.readAll({ after: cursor, maxCount: COUNT_PAGE });
    lagEvents += page.length;
    if (page.length < COUNT_PAGE) break;
    cursor = page[page.length - 1]!.position;
  }
  return { lagEvents: Math.min(lagEvents, LAG_COUNT_CAP), lagSeconds };
}

/** Per read model: checkpoint, lag behind the log (events and seconds), dead letters. */
export async function projectionStatus(
  eventStore: LogReader,
  readStore: Pick<ProjectionStore, 'checkpoints' | 'deadLetters'>,
  now: Date,
): Promise<{ head: number; projections: ProjectionStatus[] }> {
  const head = await eventStore.headPosition();
  const checkpoints = await readStore.checkpoints();
  const letters = await readStore.deadLetters();
  const lagByCheckpoint = new Map<number, Awaited<ReturnType<typeof lagAfter>>>();
  const projections: ProjectionStatus[] = [];
  for (const name of PROJECTION_NAMES) {
    const checkpoint = checkpoints[name] ?? 0;
    if (!lagByCheckpoint.has(checkpoint)) {
      lagByCheckpoint.set(checkpoint, await lagAfter(eventStore, checkpoint, now));
    }
    const deadLetters = letters.filter((letter) => letter.projection === name).length;
    projections.push({ name, checkpoint, ...lagByCheckpoint.get(checkpoint)!, deadLetters });
  }
  return { head, projections };
}
