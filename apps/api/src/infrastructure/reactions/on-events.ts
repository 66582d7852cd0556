import type { DirectoryEventType } from '@botdir/contracts';
import type { Reaction, StoredEvent, StoredEventOf } from './reaction';

export interface ReactionOptions {
  /** Run before the command that appended the event answers (see Reaction.inline). */
  inline?: boolean;
}

/**
 * The one way to build a reaction: `handler` sees each event of `types`, in log order, and returns
 * the position it wrote (0 or nothing when it wrote nothing); the reaction answers the highest.
 */
export function onEvents<Type extends DirectoryEventType>(
  types: readonly Type[],
  handler: (event: StoredEventOf<Type>) => Promise<number | void>,
  options: ReactionOptions = {},
): Reaction {
  const wanted: ReadonlySet<DirectoryEventType> = new Set(types);
  const isWanted = (event: StoredEvent): event is StoredEventOf<Type> => wanted.has(event.type);
  return {
    types: wanted,
    inline: options.inline ?? false,
    async react(events) {
      let position = 0;
      for (const event of events) {
        if (!isWanted(event)) continue;
        position = Math.max(position, (await handler(event)) ?? 0);
      }
      return position;
    },
  };
}
