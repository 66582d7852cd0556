import type { DomainEvent } from '../common/event-envelope';

/** When a past event was recorded (its metadata's `occurredAt`). */
export interface RecordedAt {
  occurredAt: string;
  /** Its position in the log, when it was read from there (a row that sorts by it keeps it). */
  position?: number;
}

/**
 * The shape every pure decider exports (emmett style): `decide` turns a command and the state
 * folded from the stream's past into new events; `evolve` folds one event into the state.
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: State;
  /** `recorded` says when the event happened, for rules over time (cooldowns). */
  evolve: (state: State, event: Event, recorded: RecordedAt) => State;
  decide: (command: Command, state: State) => Event[];
}
