import type { BotData } from '@botdir/contracts';

/**
 * The bot as last submitted on a submission stream: what an approval publishes. Provided by the
 * submissions module (wired in ModulePortsModule), so this module reads no submission stream.
 */
export interface SubmittedBots {
  botOf(submissionId: string): Promise<BotData | null>;
}

export const SUBMITTED_BOTS = Symbol('SUBMITTED_BOTS');
