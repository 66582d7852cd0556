import type { BotData, CommandActor } from '@botdir/contracts';

/** Issued by the approval process manager when a submission is approved. */
export interface PublishBot {
  type: 'PublishBot';
  botId: number;
  submissionId: string;
  bot: BotData;
  /** The approving reviewer's Discord id. */
  approvedBy: string;
}

export interface EditBot {
  type: 'EditBot';
  actor: CommandActor;
  bot: BotData;
}

export interface FeatureBot {
  type: 'FeatureBot';
  actor: CommandActor;
  featured: boolean;
}

export interface DeleteBot {
  type: 'DeleteBot';
  actor: CommandActor;
}

/** The owner (or staff) issues or rotates the bot's API token; only its hash is decided on. */
export interface IssueBotToken {
  type: 'IssueBotToken';
  actor: CommandActor;
  tokenHash: string;
}

export type BotCommand = PublishBot | EditBot | FeatureBot | DeleteBot | IssueBotToken;
