import {
  DomainError,
  type ApplicationEvent,
  type ApplicationReserved,
  type Decider,
} from '@botdir/contracts';

export const DUPLICATE_APPLICATION = 'BOT.DUPLICATE_APPLICATION';

export const duplicateApplication = (applicationId: string): DomainError =>
  new DomainError(
    DUPLICATE_APPLICATION,
    'conflict',
    `Discord application ${applicationId} is already listed or awaiting review: one listing per application.`,
    { discordAppId: 'This application is already listed or awaiting review.' },
  );

export interface ApplicationHolder {
  botId: number;
  submissionId: string;
}

/** Stream `bot-application-{id}`: who holds the application. */
export interface ApplicationState {
  holder: ApplicationHolder | null;
}

export interface ReserveApplication {
  type: 'ReserveApplication';
  applicationId: string;
  botId: number;
  submissionId: string;
  /** Whether the current holder is still live or pending (read from its streams by the caller). */
  holderActive: boolean;
}

function reserve(command: ReserveApplication, state: ApplicationState): ApplicationReserved[] {
  const { applicationId, botId, submissionId } = command;
  const { holder } = state;
  if (holder && holder.botId !== botId && command.holderActive) {
    throw duplicateApplication(applicationId);
  }
  if (holder?.botId === botId && holder.submissionId === submissionId) return [];
  return [{ type: 'ApplicationReserved', data: { applicationId, botId, submissionId } }];
}

export const applicationDecider: Decider<ApplicationState, ReserveApplication, ApplicationEvent> = {
  initialState: { holder: null },
  evolve: (_state, event) => ({
    holder: { botId: event.data.botId, submissionId: event.data.submissionId },
  }),
  decide: reserve,
};
