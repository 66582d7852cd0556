import type { BotData, BotView } from '@botdir/contracts';

/** A published listing as the edit form starts from it (nulls of the read model become absent). */
export function botDataFromView(bot: BotView): BotData {
  const { supportServerUrl, websiteUrl, githubUrl, discordAppId } = bot;
  return {
    name: bot.name,
    ownerName: bot.ownerName,
    ownerId: bot.submitterId,
    shortDescription: bot.shortDescription,
    description: bot.description,
    avatar: bot.avatar,
    inviteUrl: bot.inviteUrl,
    categories: bot.categories,
    tags: bot.tags,
    isOnline: bot.isOnline,
    ...(supportServerUrl ? { supportServerUrl } : {}),
    ...(websiteUrl ? { websiteUrl } : {}),
    ...(githubUrl ? { githubUrl } : {}),
    ...(discordAppId ? { discordAppId } : {}),
  };
}
