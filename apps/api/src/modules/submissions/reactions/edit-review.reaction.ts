import { Injectable, Logger } from '@nestjs/common';
import { DomainError, submissionStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEventOf } from '@api/infrastructure/reactions/reaction';
import { submissionDecider } from '../domain/submission.decider';

/**
 * BotEditNeedsReview on a bot's stream → a pending submission of the edit in the staff queue
 * (submitted in the owner's name). Inline: the owner sees it in review when the edit answers. Its
 * approval publishes the edit (bots' PublishApprovedBotReaction).
 */
@Injectable()
export class EditReviewReaction implements Reactor {
  private readonly logger = new Logger('EditReview');

  readonly reaction = onEvents(['BotEditNeedsReview'], (edit) => this.open(edit), {
    inline: true,
  });

  constructor(private readonly executor: CommandExecutor) {}

  private async open(cause: StoredEventOf<'BotEditNeedsReview'>): Promise<number> {
    const { botId, submissionId, bot, reasons } = cause.data;
    const owner = { id: bot.ownerId, name: bot.ownerName, roles: [], isStaff: false };
    const context = createCommandContext({ commandType: 'SubmitBot', cause, actor: owner });
    const notes = `Edit of a live bot, back in review: ${reasons.join('; ')}.`;
    try {
      const outcome = await this.executor.execute({
        decider: submissionDecider,
        streamId: submissionStream(submissionId),
        command: {
          type: 'SubmitBot',
          submissionId,
          botId,
          bot,
          submitter: owner,
          notesForReviewer: notes,
        },
        context,
      });
      return outcome.position;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.logger.warn(
          `Edit review ${submissionId} of bot ${botId} not opened: ${error.message}`,
        );
        return 0;
      }
      throw error;
    }
  }
}
