import { reviewSubmissionSchema, unknownReasonError } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../../domain/submission.errors';
import { ReviewSubmissionController } from './review-submission.controller';

export const reviewSubmissionDocs = describeRoutes(ReviewSubmissionController, {
  review: {
    section: 'Staff',
    summary: 'Approve or reject a pending submission',
    description:
      'A submission claimed by another reviewer answers 409 `SUBMISSION.CLAIMED` ("Being reviewed by X") unless `overrideClaim: true`, which the history records. A rejection may carry `reasonIds` (up to 5 active canned reject reasons, else 400 `REASON.UNKNOWN`); the developer sees each one\'s title, explanation and guideline link.',
    body: { schema: reviewSubmissionSchema },
    answer: { status: 200, description: '`{ submissionId, status }`.' },
    errors: [
      httpErrors.invalidSubmissionId(),
      unknownReasonError('id', 'reject'),
      submissionErrors.staffOnly(),
      submissionErrors.ownSubmission(),
      submissionErrors.notFound(),
      submissionErrors.notPending(),
      submissionErrors.claimed('another reviewer'),
    ],
  },
});
