import { Injectable } from '@nestjs/common';
import type { DirectoryEventType } from '@botdir/contracts';
import type { Reaction, StoredEvent } from './reaction';

/**
 * Every reaction of the api, and the one place that decides which run inline: the projector pass
 * runs them all over each batch; a command whose events include an inline reaction's type runs
 * them all over its events before it answers (the CommandExecutor asks, handlers never do).
 */
@Injectable()
export class ReactionRegistry {
  private readonly reactions: Reaction[] = [];
  private readonly inlineTypes = new Set<DirectoryEventType>();

  register(reactions: readonly Reaction[]): void {
    for (const reaction of reactions) {
      this.reactions.push(reaction);
      if (reaction.inline) reaction.types.forEach((type) => this.inlineTypes.add(type));
    }
  }

  /** The event types after which a command answers only once its reactions have run. */
  inlineAfter(): ReadonlySet<DirectoryEventType> {
    return this.inlineTypes;
  }

  /** Runs every reaction over the events; returns the highest log position they wrote. */
  async react(events: readonly StoredEvent[]): Promise<number> {
    let position = 0;
    for (const reaction of this.reactions) {
      position = Math.max(position, await reaction.react(events));
    }
    return position;
  }

  /** After a command: the reactions to its events when one of them is inline, else nothing. */
  async reactInline(events: readonly StoredEvent[]): Promise<number> {
    if (!events.some((event) => this.inlineTypes.has(event.type))) return 0;
    return this.react(events);
  }
}
