import type { BotData, UserBotView } from '@botdir/contracts';

/** The listing as the edit form starts from it (nulls of the read model become absent). */
export function toBotData(bot: UserBotView): BotData {
  return {
    name: bot.name,
    description: bot.description,
    shortDescription: bot.shortDescription,
    avatar: bot.avatar,
    inviteUrl: bot.inviteUrl,
    supportServerUrl: bot.supportServerUrl ?? undefined,
    websiteUrl: bot.websiteUrl ?? undefined,
    githubUrl: bot.githubUrl ?? undefined,
    discordAppId: bot.discordAppId ?? undefined,
    categories: bot.categories,
    tags: bot.tags,
    isOnline: bot.isOnline,
    ownerId: bot.submitterId,
    ownerName: bot.ownerName,
  };
}
