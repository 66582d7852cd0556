import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botStream } from '@botdir/contracts';
import { ApplicationReservations } from '@api/infrastructure/applications/application-reservations';
import { applicationOf } from '@api/infrastructure/applications/application-holder';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { numericIdFrom } from '@api/infrastructure/commands/numeric-id';
import { botDecider } from '@api/modules/bots/domain/bot.decider';
import { EditBotCommand, type BotEditAnswer } from './edit-bot.command';

@CommandHandler(EditBotCommand)
export class EditBotHandler implements ICommandHandler<EditBotCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly applications: ApplicationReservations,
  ) {}

  async execute({ actor, botId, bot, idempotencyKey }: EditBotCommand): Promise<BotEditAnswer> {
    const context = createCommandContext({ actor, commandType: 'EditBot', idempotencyKey });
    const reviewSubmissionId = String(numericIdFrom(`edit-review:${context.commandId}`));
    const command = { type: 'EditBot', actor, bot, reviewSubmissionId } as const;
    const streamId = botStream(botId);
    const current = await this.executor.load(botDecider, streamId);
    const decided = botDecider.decide(command, current);
    // Moving to another application needs that application (one listing per application).
    if (current.status !== 'none' && applicationOf(bot) !== applicationOf(current.bot)) {
      const holder = { botId, submissionId: reviewSubmissionId };
      await this.applications.reserve(bot, holder, context, decided);
    }
    const outcome = await this.executor.execute({
      decider: botDecider,
      streamId,
      command,
      context,
    });
    // An edit in review has opened its submission already (an inline reaction): settle shows it.
    await this.executor.settle(outcome);
    const inReview = outcome.events.some((event) => event.type === 'BotEditNeedsReview');
    return { botId, inReview, ...(inReview && { submissionId: reviewSubmissionId }) };
  }
}
