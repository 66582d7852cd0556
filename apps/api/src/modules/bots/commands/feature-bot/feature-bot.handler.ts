import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { FeatureBotCommand } from './feature-bot.command';

@CommandHandler(FeatureBotCommand)
export class FeatureBotHandler implements ICommandHandler<FeatureBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request: { actor, botId, featured, idempotencyKey } }: FeatureBotCommand) {
    const command = { type: 'FeatureBot', actor, featured } as const;
    await runBotCommand(this.executor, actor, botId, command, idempotencyKey);
    return { botId, featured };
  }
}
