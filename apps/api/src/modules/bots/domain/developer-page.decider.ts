import type { Decider, DeveloperEvent } from '@botdir/contracts';

export interface SetDeveloperPageVisibility {
  type: 'SetDeveloperPageVisibility';
  userId: string;
  hidden: boolean;
}

/** Whether the developer's page `/users/{id}` is hidden from everyone but them. */
export interface DeveloperPageState {
  hidden: boolean;
}

function evolve(_state: DeveloperPageState, event: DeveloperEvent): DeveloperPageState {
  return { hidden: event.data.hidden };
}

function decide(command: SetDeveloperPageVisibility, state: DeveloperPageState): DeveloperEvent[] {
  if (state.hidden === command.hidden) return [];
  return [
    {
      type: 'DeveloperPageVisibilitySet',
      data: { userId: command.userId, hidden: command.hidden },
    },
  ];
}

/** Stream `developer-{userId}`: a page is shown until its developer hides it. */
export const developerPageDecider: Decider<
  DeveloperPageState,
  SetDeveloperPageVisibility,
  DeveloperEvent
> = {
  initialState: { hidden: false },
  evolve,
  decide,
};
