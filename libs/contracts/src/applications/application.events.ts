import type { DomainEvent } from '../common/event-envelope';

/**
 * One listing per Discord application: the bot (and the submission behind it) that holds the
 * application, on stream `bot-application-{applicationId}`. The first reservation expects no
 * stream, so two concurrent submissions of one application cannot both win.
 */
export type ApplicationReserved = DomainEvent<
  'ApplicationReserved',
  { applicationId: string; botId: number; submissionId: string }
>;

export type ApplicationEvent = ApplicationReserved;

export const APPLICATION_EVENT_VERSIONS: Record<ApplicationEvent['type'], number> = {
  ApplicationReserved: 1,
};
