import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { canManageBot, submissionStream, type BotSubmitted } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { ApplicationReservations } from '@api/infrastructure/applications/application-reservations';
import { numericIdFrom } from '@api/infrastructure/commands/numeric-id';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { ApplicationVerification } from '@api/modules/submissions/application/application-verification';
import { submissionDecider } from '@api/modules/submissions/domain/submission.decider';
import type { SubmissionState } from '@api/modules/submissions/domain/submission.state';
import type { ResubmitSubmission } from '@api/modules/submissions/domain/submission.commands';
import type { SubmissionAccepted } from '../submit-bot/submit-bot.command';
import { ResubmitSubmissionCommand } from './resubmit-submission.command';

@CommandHandler(ResubmitSubmissionCommand)
export class ResubmitSubmissionHandler implements ICommandHandler<ResubmitSubmissionCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly applications: ApplicationReservations,
    private readonly verification: ApplicationVerification,
    @Inject(BOT_READS) private readonly bots: BotReads,
  ) {}

  async execute(request: ResubmitSubmissionCommand): Promise<SubmissionAccepted> {
    const { actor, submissionId, bot, idempotencyKey, notesForReviewer } = request;
    const context = createCommandContext({
      actor,
      commandType: 'ResubmitSubmission',
      idempotencyKey,
    });
    // Derived from the rejected submission: a second resubmit of it finds the stream taken (409).
    const newSubmissionId = String(numericIdFrom(`resubmission:${submissionId}`));
    const targetStreamId = submissionStream(newSubmissionId);
    // Read here so the decider can name the conflict; a retry with the same key replays first.
    const successor = await this.executor.load(submissionDecider, targetStreamId);
    const alreadyResubmitted = successor.status !== 'none';
    const old = await this.executor.load(submissionDecider, submissionStream(submissionId));
    const command: ResubmitSubmission = {
      type: 'ResubmitSubmission',
      newSubmissionId,
      actor,
      alreadyResubmitted,
      actorCoOwnsBot: await this.coOwns(old, actor.id),
      ...(bot ? { bot } : {}),
      ...(notesForReviewer !== undefined ? { notesForReviewer } : {}),
    };
    // The application is checked and reserved before the first resubmit only (a retry replays).
    if (!alreadyResubmitted) {
      const decided = submissionDecider.decide(command, old);
      const resubmitted = firstDataOf<BotSubmitted>(decided, 'BotSubmitted');
      if (resubmitted) {
        if ((await this.verification.verify(resubmitted.bot)) === false) command.verified = false;
        const holder = { botId: resubmitted.botId, submissionId: newSubmissionId };
        await this.applications.reserve(resubmitted.bot, holder, context, decided);
      }
    }
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      targetStreamId,
      command,
      context,
    });
    await this.executor.settle(outcome);
    const submitted = firstDataOf<BotSubmitted>(outcome.events, 'BotSubmitted');
    if (!submitted) throw new Error(`Resubmission ${newSubmissionId} wrote no BotSubmitted`);
    return { submissionId: newSubmissionId, botId: submitted.botId, status: 'pending' };
  }

  /** A co-owner of the published bot may resubmit its rejected edit (read from the bot's listing). */
  private async coOwns(old: SubmissionState, actorId: string): Promise<boolean> {
    if (old.status === 'none') return false;
    const bot = await this.bots.getBot(old.botId);
    return bot !== null && bot.status !== 'deleted' && canManageBot(bot, actorId);
  }
}
