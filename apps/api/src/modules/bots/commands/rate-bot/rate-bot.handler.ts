import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botRatingStream, botStream } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { createCommandContext } from '../../../../infrastructure/commands/command-context';
import { botDecider } from '../../domain/bot.decider';
import { botRatingDecider } from '../../domain/bot-rating.decider';
import { RateBotCommand } from './rate-bot.command';

@CommandHandler(RateBotCommand)
export class RateBotHandler implements ICommandHandler<
  RateBotCommand,
  { botId: number; stars: number }
> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ actor, botId, stars }: RateBotCommand) {
    // The vote lives on its own stream; the bot's stream is only read, to know it is public.
    const bot = (await this.store.readStream(botStream(botId))).reduce(
      (state, event) => botDecider.evolve(state, event as never),
      botDecider.initialState,
    );
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
