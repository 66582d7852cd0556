import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SubmittedBotReader } from './application/submitted-bot-reader';
import { ApplicationVerification } from './application/application-verification';
import { SubmitBotController } from './commands/submit-bot/submit-bot.controller';
import { SubmitBotHandler } from './commands/submit-bot/submit-bot.handler';
import { ResubmitSubmissionController } from './commands/resubmit-submission/resubmit-submission.controller';
import { ResubmitSubmissionHandler } from './commands/resubmit-submission/resubmit-submission.handler';
import { ReviewSubmissionController } from './commands/review-submission/review-submission.controller';
import { ReviewSubmissionHandler } from './commands/review-submission/review-submission.handler';
import { DeleteSubmissionController } from './commands/delete-submission/delete-submission.controller';
import { DeleteSubmissionHandler } from './commands/delete-submission/delete-submission.handler';
import { EditPendingSubmissionController } from './commands/edit-pending-submission/edit-pending-submission.controller';
import { EditPendingSubmissionHandler } from './commands/edit-pending-submission/edit-pending-submission.handler';
import { AddSubmissionNoteController } from './commands/add-submission-note/add-submission-note.controller';
import { AddSubmissionNoteHandler } from './commands/add-submission-note/add-submission-note.handler';
import { ClaimSubmissionController } from './commands/claim-submission/claim-submission.controller';
import { ClaimSubmissionHandler } from './commands/claim-submission/claim-submission.handler';
import { ReviewFigures } from './application/review-figures';
import { EditReviewReaction } from './reactions/edit-review.reaction';
import { ReviewStatsController } from './queries/get-review-stats/review-stats.controller';
import { SubmissionQueriesController } from './queries/submission-queries.controller';
import { DiscordApplicationController } from './queries/get-discord-application/discord-application.controller';

@Module({
  imports: [CqrsModule],
  controllers: [
    SubmitBotController,
    ResubmitSubmissionController,
    ReviewSubmissionController,
    DeleteSubmissionController,
    EditPendingSubmissionController,
    AddSubmissionNoteController,
    ClaimSubmissionController,
    SubmissionQueriesController,
    ReviewStatsController,
    DiscordApplicationController,
  ],
  providers: [
    SubmittedBotReader,
    ApplicationVerification,
    ReviewFigures,
    EditReviewReaction,
    SubmitBotHandler,
    ResubmitSubmissionHandler,
    ReviewSubmissionHandler,
    DeleteSubmissionHandler,
    EditPendingSubmissionHandler,
    AddSubmissionNoteHandler,
    ClaimSubmissionHandler,
  ],
  exports: [SubmittedBotReader, EditReviewReaction],
})
export class SubmissionsModule {}
