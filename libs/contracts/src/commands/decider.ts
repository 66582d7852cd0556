import type { DomainEvent } from '../common/event-envelope';

/**
 * The shape every pure decider exports (emmett style): `decide` turns a command and the state
 * folded from the stream's past into new events; `evolve` folds one event into the state.
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
