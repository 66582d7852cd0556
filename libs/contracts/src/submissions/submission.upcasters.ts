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

/** BotSubmitted v2: as v3, without notes for the reviewer. */
export type BotSubmittedV2Data = Omit<BotSubmitted['data'], 'notesForReviewer'>;

export function upcastBotSubmittedV1(data: BotSubmittedV1Data): BotSubmittedV2Data {
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

/** v2 → v3: a submission made before the field existed had no notes for the reviewer. */
export function upcastBotSubmittedV2(data: BotSubmittedV2Data): BotSubmitted['data'] {
  return { ...data, notesForReviewer: '' };
}
