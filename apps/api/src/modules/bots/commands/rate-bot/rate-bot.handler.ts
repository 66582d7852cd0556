import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botRatingStream, botStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { botDecider } from '@api/modules/bots/domain/bot.decider';
import { botRatingDecider } from '@api/modules/bots/domain/bot-rating.decider';
import { RateBotCommand } from './rate-bot.command';

@CommandHandler(RateBotCommand)
export class RateBotHandler implements ICommandHandler<RateBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, stars }: RateBotCommand) {
    // The vote lives on its own stream; the bot's stream is only read, to know it is public.
    const bot = await this.executor.load(botDecider, botStream(botId));
    const context = createCommandContext({ actor, commandType: 'RateBot' });
    const outcome = await this.executor.execute({
      decider: botRatingDecider,
      streamId: botRatingStream(botId, actor.id),
      command: {
        type: 'RateBot',
        botId,
        voter: actor,
        stars,
        botIsPublic: bot.status === 'live',
        botOwnerId: bot.status === 'none' ? '' : bot.ownerId,
      },
      context,
    });
    await this.executor.settle(outcome);
    return { botId, stars };
  }
}
