import type { BotData } from '@botdir/contracts';
import type { StoredEvent } from '@api/infrastructure/projection/event-reactor';

/** What an approval publishes: the approved submission's bot, on the bot's own stream. */
export interface BotApproval {
  botId: number;
  submissionId: string;
  bot: BotData;
  /** The approving reviewer's Discord id. */
  approvedBy: string;
}

/** The bot as last submitted on a submission stream (provided by the submissions context). */
export interface SubmittedBots {
  botOf(submissionId: string): Promise<BotData | null>;
}

/** Publishes an approved bot, caused by the review event (provided by the bots context). */
export interface BotPublisher {
  /** Returns the log position written; throws a conflict DomainError when it may not publish. */
  publish(approval: BotApproval, cause: StoredEvent): Promise<number>;
}

export const SUBMITTED_BOTS = Symbol('SUBMITTED_BOTS');
export const BOT_PUBLISHER = Symbol('BOT_PUBLISHER');
