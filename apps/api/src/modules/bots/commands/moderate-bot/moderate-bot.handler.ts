import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CANNED_REASONS_STREAM, givenReasons } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { ModerateBotCommand, type ModerationAnswer } from './moderate-bot.command';

@CommandHandler(ModerateBotCommand)
export class ModerateBotHandler implements ICommandHandler<ModerateBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request }: ModerateBotCommand): Promise<ModerationAnswer> {
    const { actor, botId, action, reason, idempotencyKey, reasonIds = [] } = request;
    const unlisted = action === 'unlist';
    if (unlisted) {
      const events = reasonIds.length ? await this.executor.read(CANNED_REASONS_STREAM) : [];
      const reasons = givenReasons(events, 'unlist', reasonIds);
      const command = { type: 'UnlistBot', actor, reason, reasons } as const;
      await runBotCommand(this.executor, actor, botId, command, idempotencyKey);
    } else {
      const command = { type: 'RelistBot', actor, reason } as const;
      await runBotCommand(this.executor, actor, botId, command, idempotencyKey);
    }
    return { botId, status: unlisted ? 'unlisted' : 'live' };
  }
}
