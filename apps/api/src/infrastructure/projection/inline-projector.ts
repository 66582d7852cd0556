import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { ProjectionWaiter } from './projection-waiter';
import { EVENT_REACTORS, type EventReactor } from './event-reactor';

const BATCH_SIZE = 1000;
const IDLE_POLL_MS = 25;

/**
 * The embedded default's projector: catches up from the read store's checkpoints, then follows the
 * log. Reactors (process managers) run before a batch is projected, so a crash in between replays
 * them (they are idempotent) rather than losing them.
 */
@Injectable()
export class InlineProjector implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('InlineProjector');
  private running = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_REACTORS) private readonly reactors: EventReactor[],
    private readonly waiter: ProjectionWaiter,
  ) {
    waiter.onDemand(() => this.wake?.());
  }

  async onApplicationBootstrap(): Promise<void> {
    this.running = true;
    const checkpoints = Object.values(await this.readStore.checkpoints());
    const start = checkpoints.length > 0 ? Math.min(...checkpoints) : 0;
    this.waiter.advance(start);
    this.loop = this.follow(start);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Resolves once everything stored so far is projected (used at start-up and by the seed). */
  async catchUp(): Promise<void> {
    const head = await this.eventStore.headPosition();
    await this.waiter.waitFor(head, 60_000);
  }

  private async follow(from: number): Promise<void> {
    let after = from;
    while (this.running) {
      try {
        const events = await this.eventStore.readAll({ after, maxCount: BATCH_SIZE });
        if (events.length === 0) {
          await this.sleep(IDLE_POLL_MS);
          continue;
        }
        for (const reactor of this.reactors) await reactor.react(events);
        await this.readStore.applyEvents(events);
        after = events[events.length - 1]!.position;
        this.waiter.advance(after);
      } catch (error) {
        this.logger.error(`Projection paused after position ${after}: ${String(error)}`);
        await this.sleep(1000);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}
