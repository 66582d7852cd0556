export const submissionStream = (submissionId: string): string => `submission-${submissionId}`;
export const botStream = (botId: number): string => `bot-${botId}`;
export const botActivityStream = (botId: number): string => `bot-activity-${botId}`;
export const botRatingStream = (botId: number, userId: string): string =>
  `bot-rating-${botId}-${userId}`;
export const botVoteStream = (botId: number, userId: string): string =>
  `bot-votes-${botId}-${userId}`;
export const botWebhookStream = (botId: number): string => `bot-webhook-${botId}`;
export const webhookDeliveryStream = (deliveryId: string): string =>
  `webhook-delivery-${deliveryId}`;
