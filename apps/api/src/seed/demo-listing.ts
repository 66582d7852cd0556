import { snowflakeOf, type BotData } from '@botdir/contracts';
import type { CommandActor } from '@botdir/contracts';
import { describe, type DemoBot } from './demo-bots';

const slug = (name: string, separator = '') => name.toLowerCase().replace(/[^a-z]/g, separator);

/** The full listing of demo bot `index` as its owner would submit it. */
export function demoListing(index: number, demo: DemoBot, owner: CommandActor): BotData {
  const clientId = snowflakeOf(9, index * 7919);
  return {
    name: demo.name,
    shortDescription: demo.pitch,
    description: describe(demo),
    avatar: `https://cdn.discordapp.com/embed/avatars/${index % 6}.png`,
    inviteUrl: `https://discord.com/oauth2/authorize?client_id=${clientId}&scope=bot%20applications.commands&permissions=8`,
    discordAppId: clientId,
    supportServerUrl: `https://discord.gg/${slug(demo.name)}`,
    websiteUrl: `https://${slug(demo.name)}.example.com`,
    ...(index % 3 === 0 ? { githubUrl: `https://github.com/demo/${slug(demo.name, '-')}` } : {}),
    categories: demo.categories,
    tags: demo.tags,
    isOnline: index % 7 !== 3,
    ownerId: owner.id,
    ownerName: owner.name,
  };
}
