import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { DeleteBotCommand } from './delete-bot.command';

@CommandHandler(DeleteBotCommand)
export class DeleteBotHandler implements ICommandHandler<DeleteBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, idempotencyKey }: DeleteBotCommand) {
    await runBotCommand(this.executor, actor, botId, { type: 'DeleteBot', actor }, idempotencyKey);
    return { botId, status: 'deleted' as const };
  }
}
