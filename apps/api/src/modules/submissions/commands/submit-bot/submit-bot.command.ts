import type { BotData } from '@botdir/contracts';
import type { ActorContext } from '../../../auth/actor-context';

export class SubmitBotCommand {
  constructor(
    readonly actor: ActorContext,
    readonly bot: BotData,
    readonly idempotencyKey: string | null,
    readonly contactInfo?: string,
  ) {}
}

export interface SubmissionAccepted {
  submissionId: string;
  botId: number;
  status: 'pending';
}
