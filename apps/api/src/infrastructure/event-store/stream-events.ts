import type { Decider, DirectoryEvent, DomainEvent, RecordedEvent } from '@botdir/contracts';

/**
 * The one seam between the store's recorded events and a decider's typed events. A stream holds
 * only the events its decider writes (and the adapters upcast them on read), so they are read as
 * that decider's event union. When the store hands out `RecordedEvent<DirectoryEvent>`, this
 * becomes a type guard over the union and the cast below goes away.
 */
export function streamEvents<Event extends DomainEvent>(
  recorded: readonly RecordedEvent[],
): Event[] {
  return recorded.map(({ type, data }) => ({ type, data }) as Event);
}

/** Narrows a recorded event by its type name (its data is that type's, upcast on read). */
export function hasType<Event extends DomainEvent, Recorded extends Pick<DomainEvent, 'type'>>(
  event: Recorded,
  type: Event['type'],
): event is Recorded & Event {
  return event.type === type;
}

/** The data of the first event of a type among some recorded events (an answer read back). */
export function firstDataOf<Event extends DomainEvent>(
  events: readonly Pick<DomainEvent, 'type' | 'data'>[],
  type: Event['type'],
): Event['data'] | undefined {
  for (const event of events) {
    if (hasType<Event, typeof event>(event, type)) return event.data;
  }
  return undefined;
}

/** A decider's state after a stream's past, each event folded with the time it was recorded. */
export function foldStream<State, Event extends DirectoryEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  past: readonly RecordedEvent[],
): State {
  return streamEvents<Event>(past).reduce(
    (state, event, index) =>
      decider.evolve(state, event, {
        occurredAt: past[index]?.metadata.occurredAt ?? '',
        position: past[index]?.position,
      }),
    decider.initialState,
  );
}
