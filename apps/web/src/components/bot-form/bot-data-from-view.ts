import type { BotData, BotMediaView, BotView } from '@botdir/contracts';

/**
 * A published listing as the edit form starts from it (nulls of the read model become absent).
 * Views without the media (a list's row) start the form without them.
 */
export function botDataFromView(bot: BotView & Partial<BotMediaView>): BotData {
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
    // An edit is the whole new listing: what the form does not change is sent as it was.
    ...(bot.banner ? { banner: bot.banner } : {}),
    ...(bot.screenshots?.length ? { screenshots: bot.screenshots } : {}),
    ...(bot.slashCommands?.length ? { slashCommands: bot.slashCommands } : {}),
  };
}
