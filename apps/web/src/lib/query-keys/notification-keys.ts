/** The signed-in user's notifications and their own Discord webhook for them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's list. */
  list: () => [...notificationKeys.all, 'list'] as const,
  webhook: () => [...notificationKeys.all, 'webhook'] as const,
};
