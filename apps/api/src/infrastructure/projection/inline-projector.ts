import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { RecordedEvent } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { applyFollowing, PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import { ProjectionWaiter } from './projection-waiter';
import { ReadModelChanges } from './read-model-changes';
import { ReactionRegistry } from '../reactions/reaction-registry';
import { LogFollower } from './log-follower';
import { bindToEventStore } from '../read-store/event-store-binding';
import type { ProjectionRunner } from './projection-runner';

/**
 * Events projected per transaction on the api's event loop: a backlog (after an I/O stall, say)
 * is worked off in steps of a few milliseconds, with requests served in between.
 */
export const INLINE_BATCH_SIZE = 100;

/**
 * The embedded default's projector: catches up from the read store's checkpoints, then follows the
 * log. Reactors (process managers) run before a batch is projected, so a crash in between replays
 * them (they are idempotent) rather than losing them.
 */
@Injectable()
export class InlineProjector
  implements ProjectionRunner, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly follower: LogFollower;
  /** The last position handed to the read store: a batch follows it in the log. */
  private position = 0;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTION_STORE) private readonly readStore: ProjectionStore,
    private readonly reactions: ReactionRegistry,
    private readonly waiter: ProjectionWaiter,
    private readonly changes: ReadModelChanges,
  ) {
    this.follower = new LogFollower(
      'InlineProjector',
      eventStore,
      (events) => this.project(events),
      {
        beforeReading: () => bindToEventStore(readStore, eventStore),
        batchSize: INLINE_BATCH_SIZE,
      },
    );
    waiter.onDemand(() => this.follower.wake());
  }

  async onApplicationBootstrap(): Promise<void> {
    const start = minCheckpoint(await this.readStore.checkpoints());
    this.position = start;
    this.waiter.advance(start);
    this.follower.start(start);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }

  async catchUp(): Promise<void> {
    await this.waiter.waitFor(await this.eventStore.headPosition(), 60_000);
  }

  private async project(events: RecordedEvent[]): Promise<void> {
    await this.reactions.react(events);
    // A replay promoted by the CLI may have lowered the checkpoints: fill the gap, never skip it.
    await applyFollowing(this.readStore, events, this.position, (after, maxCount) =>
      this.eventStore.readAll({ after, maxCount }),
    );
    this.changes.note(events);
    this.position = (events[events.length - 1] as RecordedEvent).position;
    this.waiter.advance(this.position);
  }
}

export function minCheckpoint(checkpoints: Record<string, number>): number {
  const values = Object.values(checkpoints);
  return values.length > 0 ? Math.min(...values) : 0;
}
