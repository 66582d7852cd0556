import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { runBotCommand } from '../../application/run-bot-command';
import { EditBotCommand } from './edit-bot.command';

@CommandHandler(EditBotCommand)
export class EditBotHandler implements ICommandHandler<EditBotCommand, { botId: number }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, bot, idempotencyKey }: EditBotCommand) {
    await runBotCommand(
      this.executor,
      actor,
      botId,
      { type: 'EditBot', actor, bot },
      idempotencyKey,
    );
    return { botId };
  }
}
