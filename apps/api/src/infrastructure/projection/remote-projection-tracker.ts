import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import { ProjectionWaiter } from './projection-waiter';
import { ReadModelChanges } from './read-model-changes';
import { ReactionRegistry } from '../reactions/reaction-registry';
import { LogFollower } from './log-follower';
import { bindToEventStore } from '../read-store/event-store-binding';
import { minCheckpoint } from './inline-projector';
import type { ProjectionRunner } from './projection-runner';

const BUSY_POLL_MS = 5;
const IDLE_POLL_MS = 250;
/** The api replicas' process managers, as one runner: each replica saves how far it has run. */
export const PROCESS_MANAGERS = 'process-managers';

/**
 * The Redis topology's api side: the projector process writes the read models; this api only runs
 * its process managers over the log and watches the read store's checkpoints, so that commands
 * can still answer once their effect is visible (read-your-writes). The process managers resume
 * from a checkpoint of their own, saved after each batch's effects are stored: events appended
 * while no api ran (the projector's checkpoints already past them) still get their reactions.
 */
@Injectable()
export class RemoteProjectionTracker
  implements ProjectionRunner, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('RemoteProjectionTracker');
  private readonly reactorFollower: LogFollower;
  private polling = false;
  private poller: Promise<void> | null = null;
  private demand = 0;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTION_STORE) private readonly readStore: ProjectionStore,
    private readonly reactions: ReactionRegistry,
    private readonly waiter: ProjectionWaiter,
    changes: ReadModelChanges,
  ) {
    this.reactorFollower = new LogFollower(
      'ProcessManagers',
      eventStore,
      async (events) => {
        changes.note(events);
        await this.reactions.react(events);
        await readStore.saveReactorCheckpoint(
          PROCESS_MANAGERS,
          events[events.length - 1]!.position,
        );
      },
      // Its checkpoints are the projector's positions: they must count in this log.
      { beforeReading: () => bindToEventStore(readStore, eventStore) },
    );
    waiter.onDemand(() => {
      this.demand = Date.now();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const projected = minCheckpoint(await this.readStore.checkpoints());
    this.waiter.advance(projected);
    // Before its first save (a read store from an older release), from the projector's checkpoint.
    const reacted = await this.readStore.reactorCheckpoint(PROCESS_MANAGERS);
    this.reactorFollower.start(reacted ?? projected);
    this.polling = true;
    this.poller = this.poll();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.polling = false;
    await this.poller;
    await this.reactorFollower.stop();
  }

  async catchUp(): Promise<void> {
    const reached = await this.waiter.waitFor(await this.eventStore.headPosition(), 10_000);
    if (!reached)
      this.logger.warn(
        'The projector process is behind (is it running?); serving what it has built',
      );
  }

  private async poll(): Promise<void> {
    while (this.polling) {
      try {
        this.waiter.advance(minCheckpoint(await this.readStore.checkpoints()));
      } catch (error) {
        this.logger.error(`Could not read checkpoints: ${String(error)}`);
      }
      const busy = Date.now() - this.demand < 5000;
      await new Promise((resolve) => setTimeout(resolve, busy ? BUSY_POLL_MS : IDLE_POLL_MS));
    }
  }
}
