import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { ModerateBotCommand, type ModerationAnswer } from './moderate-bot.command';

@CommandHandler(ModerateBotCommand)
export class ModerateBotHandler implements ICommandHandler<ModerateBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request }: ModerateBotCommand): Promise<ModerationAnswer> {
    const { actor, botId, action, reason, idempotencyKey } = request;
    const unlisted = action === 'unlist';
    const type = unlisted ? 'UnlistBot' : 'RelistBot';
    await runBotCommand(this.executor, actor, botId, { type, actor, reason }, idempotencyKey);
    return { botId, status: unlisted ? 'unlisted' : 'live' };
  }
}
