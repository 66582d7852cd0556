/** One bot's vote webhook reads; private to the dashboard (never cached publicly). */
export const webhookKeys = {
  all: ['webhook'] as const,
  config: (botId: number) => [...webhookKeys.all, botId] as const,
  deliveries: (botId: number) => [...webhookKeys.config(botId), 'deliveries'] as const,
};
