import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { EditBotCommand } from './edit-bot.command';

@CommandHandler(EditBotCommand)
export class EditBotHandler implements ICommandHandler<EditBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, bot, idempotencyKey }: EditBotCommand) {
    const command = { type: 'EditBot', actor, bot } as const;
    await runBotCommand(this.executor, actor, botId, command, idempotencyKey);
    return { botId };
  }
}
