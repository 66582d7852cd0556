import {
  foldCannedReasons,
  type CannedReasonEvent,
  type CannedReasonKind,
  type CannedReasonView,
  type CommandActor,
  type Decider,
  type GivenReason,
} from '@botdir/contracts';
import { cannedReasonErrors } from './canned-reason.errors';

export type CannedReasonCommand =
  | {
      type: 'AddCannedReason';
      actor: CommandActor;
      reason: GivenReason & { kind: CannedReasonKind };
    }
  | { type: 'EditCannedReason'; actor: CommandActor; reason: GivenReason }
  | { type: 'RetireCannedReason'; actor: CommandActor; id: string };

/** Stream `canned-reasons`: the events so far (the list is small, folded on each command). */
export interface CannedReasonsState {
  events: CannedReasonEvent[];
}

function existing(state: CannedReasonsState, id: string): CannedReasonView {
  const reason = foldCannedReasons(state.events).find((candidate) => candidate.id === id);
  if (!reason) throw cannedReasonErrors.notFound();
  if (!reason.active) throw cannedReasonErrors.retired();
  return reason;
}

function decide(command: CannedReasonCommand, state: CannedReasonsState): CannedReasonEvent[] {
  if (!command.actor.isAdministrator) throw cannedReasonErrors.administratorOnly();
  switch (command.type) {
    case 'AddCannedReason':
      return [{ type: 'CannedReasonAdded', data: command.reason }];
    case 'EditCannedReason':
      existing(state, command.reason.id);
      return [{ type: 'CannedReasonEdited', data: command.reason }];
    case 'RetireCannedReason':
      existing(state, command.id);
      return [{ type: 'CannedReasonRetired', data: { id: command.id } }];
  }
}

export const cannedReasonsDecider: Decider<
  CannedReasonsState,
  CannedReasonCommand,
  CannedReasonEvent
> = {
  initialState: { events: [] },
  evolve: (state, event) => ({ events: [...state.events, event] }),
  decide,
};
