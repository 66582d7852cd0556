import { readNotificationsDocs } from './commands/read-notifications/read-notifications.openapi';
import { notificationsQueriesDocs } from './queries/notifications-queries.openapi';

/** The descriptions of every route of the notifications module. */
export const NOTIFICATIONS_ROUTE_DOCS = [notificationsQueriesDocs, readNotificationsDocs];
