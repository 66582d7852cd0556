import type { DomainEvent } from '../common/event-envelope';

/** The user hid (or showed again) their developer page `/users/{userId}` (stream `developer-{userId}`). */
export type DeveloperPageVisibilitySet = DomainEvent<
  'DeveloperPageVisibilitySet',
  { userId: string; hidden: boolean }
>;

export type DeveloperEvent = DeveloperPageVisibilitySet;

export const DEVELOPER_EVENT_VERSIONS: Record<DeveloperEvent['type'], number> = {
  DeveloperPageVisibilitySet: 1,
};
