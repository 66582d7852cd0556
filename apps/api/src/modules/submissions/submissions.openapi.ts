import { addSubmissionNoteDocs } from './commands/add-submission-note/add-submission-note.openapi';
import { claimSubmissionDocs } from './commands/claim-submission/claim-submission.openapi';
import { deleteSubmissionDocs } from './commands/delete-submission/delete-submission.openapi';
import { editPendingSubmissionDocs } from './commands/edit-pending-submission/edit-pending-submission.openapi';
import { resubmitSubmissionDocs } from './commands/resubmit-submission/resubmit-submission.openapi';
import { reviewSubmissionDocs } from './commands/review-submission/review-submission.openapi';
import { submitBotDocs } from './commands/submit-bot/submit-bot.openapi';
import { discordApplicationDocs } from './queries/get-discord-application/discord-application.openapi';
import { reviewStatsDocs } from './queries/get-review-stats/review-stats.openapi';
import { submissionQueriesDocs } from './queries/submission-queries.openapi';

/** The descriptions of every route of the submissions module. */
export const SUBMISSIONS_ROUTE_DOCS = [
  submitBotDocs,
  resubmitSubmissionDocs,
  deleteSubmissionDocs,
  editPendingSubmissionDocs,
  submissionQueriesDocs,
  reviewSubmissionDocs,
  claimSubmissionDocs,
  addSubmissionNoteDocs,
  reviewStatsDocs,
  discordApplicationDocs,
];
