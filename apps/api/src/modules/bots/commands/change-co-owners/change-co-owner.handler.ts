import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { ChangeCoOwnerCommand, type CoOwnerChanged } from './change-co-owner.command';

@CommandHandler(ChangeCoOwnerCommand)
export class ChangeCoOwnerHandler implements ICommandHandler<ChangeCoOwnerCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request }: ChangeCoOwnerCommand): Promise<CoOwnerChanged> {
    const { actor, botId, userId, change, idempotencyKey } = request;
    const command = { type: 'ChangeCoOwner', actor, userId, change } as const;
    await runBotCommand(this.executor, actor, botId, command, idempotencyKey);
    return { botId, userId, coOwner: change === 'add' };
  }
}
