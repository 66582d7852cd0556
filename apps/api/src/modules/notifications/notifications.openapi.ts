import { markNotificationsReadDocs } from './commands/mark-notifications-read/mark-notifications-read.openapi';
import { notificationsQueriesDocs } from './queries/notifications-queries.openapi';

/** The descriptions of every route of the notifications module. */
export const NOTIFICATIONS_ROUTE_DOCS = [notificationsQueriesDocs, markNotificationsReadDocs];
