import {
  DomainError,
  type Decider,
  type DomainErrorKind,
  type DomainEvent,
} from '@botdir/contracts';

/** A past event with the time it was recorded (for rules over time, such as cooldowns). */
export interface At<Event> {
  event: Event;
  occurredAt: string;
}

/** `at('2025-01-01T10:00:00.000Z', event)`: the event, recorded at that time. */
export const at = <Event>(occurredAt: string, event: Event): At<Event> => ({ event, occurredAt });

const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * Given/when/then for deciders:
 * `spec.given([past events]).when(command).then([new events])` or `.thenThrows(code, kind)`.
 * Past events are plain (recorded at the epoch) or wrapped with `at(time, event)`.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  const fold = (events: (Event | At<Event>)[]): State =>
    events.reduce(
      (state, item) =>
        'occurredAt' in item
          ? decider.evolve(state, item.event, { occurredAt: item.occurredAt })
          : decider.evolve(state, item, { occurredAt: EPOCH }),
      decider.initialState,
    );

  return {
    fold,
    given: (events: (Event | At<Event>)[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(events));
        return {
          then: (expected: Event[]): void => {
            expect(run()).toEqual(expected);
          },
          thenThrows: (code: string, kind: DomainErrorKind, extra: object = {}): void => {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown).toBeInstanceOf(DomainError);
            expect(thrown).toMatchObject({ code, kind, ...extra });
            expect((thrown as DomainError).message).not.toBe('');
          },
        };
      },
    }),
  };
}
