import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { runBotCommand } from '../../application/run-bot-command';
import { DeleteBotCommand } from './delete-bot.command';

@CommandHandler(DeleteBotCommand)
export class DeleteBotHandler implements ICommandHandler<
  DeleteBotCommand,
  { botId: number; status: 'deleted' }
> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, idempotencyKey }: DeleteBotCommand) {
    await runBotCommand(this.executor, actor, botId, { type: 'DeleteBot', actor }, idempotencyKey);
    return { botId, status: 'deleted' as const };
  }
}
