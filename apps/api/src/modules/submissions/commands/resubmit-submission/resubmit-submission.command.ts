import type { BotData } from '@botdir/contracts';
import type { ActorContext } from '../../../auth/actor-context';

export class ResubmitSubmissionCommand {
  constructor(
    readonly actor: ActorContext,
    readonly submissionId: string,
    readonly bot: BotData | undefined,
    readonly idempotencyKey: string | null,
  ) {}
}
