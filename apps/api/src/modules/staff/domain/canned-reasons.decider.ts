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

/**
 * Stream `canned-reasons`: its events, newest first, each linking to the ones before. Every
 * Administrator's write adds one, so each event costs O(1) to fold (copying the list on each
 * event made a long history quadratic) and a command reads the list once.
 */
export interface CannedReasonsState {
  latest: { event: CannedReasonEvent; before: CannedReasonsState['latest'] } | null;
}

function eventsOf(state: CannedReasonsState): CannedReasonEvent[] {
  const events: CannedReasonEvent[] = [];
  for (let link = state.latest; link; link = link.before) events.push(link.event);
  return events.reverse();
}

function existing(state: CannedReasonsState, id: string): CannedReasonView {
  const reason = foldCannedReasons(eventsOf(state)).find((candidate) => candidate.id === id);
  if (!reason) throw cannedReasonErrors.notFound();
  if (!reason.active) throw cannedReasonErrors.retired();
  return reason;
}

/**
 * Reviewers pick from the active reasons and every list shows retired ones too: both stay short
 * enough to scan, and the stream a command reads stays small.
 */
export const MAX_ACTIVE_CANNED_REASONS = 100;
export const MAX_CANNED_REASONS = 1000;

function roomForOneMore(state: CannedReasonsState): void {
  const reasons = foldCannedReasons(eventsOf(state));
  if (reasons.length >= MAX_CANNED_REASONS) throw cannedReasonErrors.tooMany(MAX_CANNED_REASONS);
  if (reasons.filter((reason) => reason.active).length >= MAX_ACTIVE_CANNED_REASONS)
    throw cannedReasonErrors.tooManyActive(MAX_ACTIVE_CANNED_REASONS);
}

function decide(command: CannedReasonCommand, state: CannedReasonsState): CannedReasonEvent[] {
  if (!command.actor.isAdministrator) throw cannedReasonErrors.administratorOnly();
  switch (command.type) {
    case 'AddCannedReason':
      roomForOneMore(state);
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
  initialState: { latest: null },
  evolve: (state, event) => ({ latest: { event, before: state.latest } }),
  decide,
};
