/** What an operator does when a read model or queue was built from another event store. */
const OPERATOR_ACTION =
  'Rebuild the read models from this event store with `npm run projections -- replay all` ' +
  '(reads keep answering from the old copy until the swap), or point EVENT_STORE_URL back at ' +
  'the store they came from.';

/**
 * Checkpoints are positions in one log; resuming them on another (SQLite's dense positions on
 * EventStoreDB's byte offsets, or a wiped server) would skip or repeat events silently.
 */
export class EventStoreMismatchError extends Error {
  readonly code = 'READ_STORE.EVENT_STORE_MISMATCH';
  constructor(
    readonly recorded: string,
    readonly current: string,
    what = 'The read models',
  ) {
    super(
      `${what} were built from event store ${recorded}, but EVENT_STORE_URL points at ${current}: ` +
        `their checkpoints are positions in the other log. ${OPERATOR_ACTION}`,
    );
    this.name = 'EventStoreMismatchError';
  }
}

/**
 * The identity a read store keeps after being bound to `current`: unchanged when it matches,
 * `current` when none was recorded (a fresh store, or one made before identities were recorded),
 * and a refusal when the checkpoints belong to another log.
 */
export function boundIdentity(recorded: string | null, current: string): string {
  if (recorded !== null && recorded !== current) {
    throw new EventStoreMismatchError(recorded, current);
  }
  return current;
}

/**
 * The identity live read models take at promotion: the shadow's, when it was bound. A partial
 * replay cannot change it, since the other read models still count in the old log.
 */
export function promotedIdentity(
  live: string | null,
  shadow: string | null,
  promotesAll: boolean,
): string | null {
  if (shadow === null || shadow === live) return live;
  if (!promotesAll && live !== null) {
    throw new EventStoreMismatchError(live, shadow, 'The other read models');
  }
  return shadow;
}
