import { Injectable, Logger } from '@nestjs/common';
import { DomainError, submissionStream, type BotEditNeedsReview } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { hasType } from '@api/infrastructure/event-store/stream-events';
import type { EventReactor, StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { submissionDecider } from '../domain/submission.decider';

/**
 * BotEditNeedsReview on a bot's stream → a pending submission of the edit in the staff queue
 * (submitted in the owner's name). Its approval publishes the edit through the approval process.
 */
@Injectable()
export class EditReviewProcessManager implements EventReactor {
  private readonly logger = new Logger('EditReviewProcessManager');

  constructor(private readonly executor: CommandExecutor) {}

  async react(events: StoredEvent[]): Promise<number> {
    let position = 0;
    for (const event of events) {
      if (!hasType<BotEditNeedsReview, StoredEvent>(event, 'BotEditNeedsReview')) continue;
      position = Math.max(position, await this.open(event, event.data));
    }
    return position;
  }

  private async open(cause: StoredEvent, edit: BotEditNeedsReview['data']): Promise<number> {
    const { botId, submissionId, bot, reasons } = edit;
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
