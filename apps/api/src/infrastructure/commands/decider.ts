import type { DomainEvent } from '@botdir/contracts';

/** The shape every pure decider exports (emmett style). */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}
