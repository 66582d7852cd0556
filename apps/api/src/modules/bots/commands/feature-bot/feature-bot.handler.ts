import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { runBotCommand } from '../../application/run-bot-command';
import { FeatureBotCommand } from './feature-bot.command';

@CommandHandler(FeatureBotCommand)
export class FeatureBotHandler implements ICommandHandler<
  FeatureBotCommand,
  { botId: number; featured: boolean }
> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, featured, idempotencyKey }: FeatureBotCommand) {
    await runBotCommand(
      this.executor,
      actor,
      botId,
      { type: 'FeatureBot', actor, featured },
      idempotencyKey,
    );
    return { botId, featured };
  }
}
