import type { BotData } from '../bots/bot-data';
import type { BotSubmitted } from './submission.events';

/** BotSubmitted v1, as imported from the original app: the bot as a JSON string, string ids. */
export interface BotSubmittedV1Data {
  submissionId: string;
  botId: number;
  botData: string;
  submitterId: string;
  submitterName: string;
}

export function upcastBotSubmittedV1(data: BotSubmittedV1Data): BotSubmitted['data'] {
  const parsed = JSON.parse(data.botData) as Partial<BotData>;
  const bot: BotData = {
    name: parsed.name ?? '',
    description: parsed.description ?? '',
    shortDescription: parsed.shortDescription ?? '',
    avatar: parsed.avatar ?? '',
    inviteUrl: parsed.inviteUrl ?? '',
    categories: parsed.categories ?? [],
    tags: parsed.tags ?? [],
    isOnline: parsed.isOnline ?? true,
    ownerId: parsed.ownerId ?? data.submitterId,
    ownerName: parsed.ownerName ?? data.submitterName,
  };
  for (const key of ['supportServerUrl', 'websiteUrl', 'githubUrl', 'discordAppId'] as const) {
    if (parsed[key]) bot[key] = parsed[key];
  }
  return {
    submissionId: data.submissionId,
    botId: data.botId,
    bot,
    submitterId: data.submitterId,
    submitterName: data.submitterName,
  };
}
