import { botDataBody } from '@api/infrastructure/api-docs/bot-data-body';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { nameTaken } from '@botdir/contracts';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../../domain/submission.errors';
import { ResubmitSubmissionController } from './resubmit-submission.controller';

export const resubmitSubmissionDocs = describeRoutes(ResubmitSubmissionController, {
  resubmit: {
    section: 'Developer',
    summary: 'Resubmit a rejected submission',
    description: 'Omit `botData` (or the body) to resubmit the stored data.',
    body: botDataBody(false),
    answer: { status: 201, description: '`{ submissionId, botId, status: "pending" }`.' },
    errors: [
      httpErrors.invalidSubmissionId(),
      submissionErrors.notOwner(),
      submissionErrors.notFound(),
      submissionErrors.notRejected(),
      submissionErrors.alreadyResubmitted(),
      nameTaken('Name', 'Name'),
      // With DISCORD_VERIFY_APPLICATIONS (docs/rules.md).
      submissionErrors.applicationNotFound(),
      submissionErrors.applicationHasNoBot(),
      submissionErrors.applicationNotPublic(),
    ],
  },
});
