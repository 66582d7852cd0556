export const submissionStream = (submissionId: string): string => `submission-${submissionId}`;
export const botStream = (botId: number): string => `bot-${botId}`;
/** Where invite clicks were recorded before each click got its own stream; kept as history. */
export const botActivityStream = (botId: number): string => `bot-activity-${botId}`;
/**
 * One visitor's invite click on one bot on one day (YYYY-MM-DD): at most one event, so a repeat
 * is recognised by its event id in a one-event stream by every event store adapter.
 */
export const inviteClickStream = (botId: number, day: string, visitor: string): string =>
  `invite-click-${botId}-${day}-${visitor}`;
export const pageViewStream = (botId: number, day: string, visitor: string): string =>
  `page-view-${botId}-${day}-${visitor}`;
export const botRatingStream = (botId: number, userId: string): string =>
  `bot-rating-${botId}-${userId}`;
/** One user's review of one bot with everything said about it (their old votes are its start). */
export const botReviewStream = botRatingStream;
export const botVoteStream = (botId: number, userId: string): string =>
  `bot-votes-${botId}-${userId}`;
/** The bot's latest stats post: truncated to it on every accepted post. */
export const botStatsStream = (botId: number): string => `bot-stats-${botId}`;
/** One `BotStatsDayClosed` per bot and day: the daily figures the stats stream no longer keeps. */
export const botStatsDaysStream = (botId: number): string => `bot-stats-days-${botId}`;
export const botWebhookStream = (botId: number): string => `bot-webhook-${botId}`;
export const webhookDeliveryStream = (deliveryId: string): string =>
  `webhook-delivery-${deliveryId}`;
/** Which bot holds a Discord application (one listing per application). */
export const applicationStream = (applicationId: string): string =>
  `bot-application-${applicationId}`;
/** One user's reports of one bot: at most one open at a time. */
export const botReportStream = (botId: number, userId: string): string =>
  `bot-reports-${botId}-${userId}`;
export const userNotificationsStream = (userId: string): string => `user-notifications-${userId}`;
/** Where a user's notifications are also sent: their own Discord webhook. */
export const userNotificationWebhookStream = (userId: string): string =>
  `user-notification-webhook-${userId}`;
/** A developer's own settings for their public page (`/users/{id}`). */
export const developerStream = (userId: string): string => `developer-${userId}`;
/** One user's bans, their lifts and appeals: at most one ban in force at a time. */
export const userBanStream = (userId: string): string => `user-bans-${userId}`;
