import type { ActorContext } from '../../../auth/actor-context';

export class DeleteSubmissionCommand {
  constructor(
    readonly actor: ActorContext,
    readonly submissionId: string,
    readonly idempotencyKey: string | null,
  ) {}
}
