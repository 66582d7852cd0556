import {
  DomainError,
  type Decider,
  type DomainErrorKind,
  type DomainEvent,
} from '@botdir/contracts';

/**
 * Given/when/then for deciders:
 * `spec.given([past events]).when(command).then([new events])` or `.thenThrows(code, kind)`.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  const fold = (events: Event[]): State => events.reduce(decider.evolve, decider.initialState);

  return {
    fold,
    given: (events: Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(events));
        return {
          then: (expected: Event[]): void => {
            expect(run()).toEqual(expected);
          },
          thenThrows: (code: string, kind: DomainErrorKind): void => {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown).toBeInstanceOf(DomainError);
            expect(thrown).toMatchObject({ code, kind });
            expect((thrown as DomainError).message).not.toBe('');
          },
        };
      },
    }),
  };
}
