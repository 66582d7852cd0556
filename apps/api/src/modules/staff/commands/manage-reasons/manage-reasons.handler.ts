import { Injectable } from '@nestjs/common';
import {
  CANNED_REASONS_STREAM,
  type CannedReasonKind,
  type CommandActor,
  type GivenReason,
} from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import {
  createCommandContext,
  type CommandContext,
} from '@api/infrastructure/commands/command-context';
import {
  cannedReasonsDecider,
  type CannedReasonCommand,
} from '@api/modules/staff/domain/canned-reasons.decider';

/** Changes of the canned reasons (Administrators only), each shown in the list once it answers. */
@Injectable()
export class ManageReasonsHandler {
  constructor(private readonly executor: CommandExecutor) {}

  /** The new reason's id is its command's id: a retried add adds nothing (invariant 4). */
  async add(
    actor: CommandActor,
    reason: Omit<GivenReason, 'id'> & { kind: CannedReasonKind },
    key: string | null,
  ): Promise<{ id: string }> {
    const context = this.context(actor, 'AddCannedReason', key);
    const id = context.commandId;
    await this.run({ type: 'AddCannedReason', actor, reason: { ...reason, id } }, context);
    return { id };
  }

  async edit(actor: CommandActor, reason: GivenReason, key: string | null): Promise<void> {
    const context = this.context(actor, 'EditCannedReason', key);
    await this.run({ type: 'EditCannedReason', actor, reason }, context);
  }

  async retire(actor: CommandActor, id: string, key: string | null): Promise<void> {
    const context = this.context(actor, 'RetireCannedReason', key);
    await this.run({ type: 'RetireCannedReason', actor, id }, context);
  }

  private context(actor: CommandActor, commandType: string, key: string | null) {
    return createCommandContext({ actor, commandType, idempotencyKey: key });
  }

  private async run(command: CannedReasonCommand, context: CommandContext): Promise<void> {
    const outcome = await this.executor.execute({
      decider: cannedReasonsDecider,
      streamId: CANNED_REASONS_STREAM,
      command,
      context,
    });
    await this.executor.settle(outcome);
  }
}
