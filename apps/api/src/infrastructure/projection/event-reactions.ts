import { Inject, Injectable } from '@nestjs/common';
import { EVENT_REACTORS, type EventReactor, type StoredEvent } from './event-reactor';

/**
 * Runs every registered process manager over some events: from the log (projector pass) or at
 * once after a command, so its effect is visible when the command answers.
 */
@Injectable()
export class EventReactions {
  constructor(@Inject(EVENT_REACTORS) private readonly reactors: EventReactor[]) {}

  /** Returns the highest log position the reactors wrote (0 when none wrote). */
  async react(events: StoredEvent[]): Promise<number> {
    let position = 0;
    for (const reactor of this.reactors) {
      position = Math.max(position, await reactor.react(events));
    }
    return position;
  }
}
