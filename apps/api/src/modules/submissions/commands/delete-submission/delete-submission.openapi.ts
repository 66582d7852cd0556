import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../../domain/submission.errors';
import { DeleteSubmissionController } from './delete-submission.controller';

export const deleteSubmissionDocs = describeRoutes(DeleteSubmissionController, {
  delete: {
    section: 'Developer',
    summary: 'Withdraw a pending submission (owner)',
    answer: { status: 200, description: '`{ submissionId, status: "deleted" }`.' },
    errors: [
      httpErrors.invalidSubmissionId(),
      submissionErrors.notOwner(),
      submissionErrors.notFound(),
      submissionErrors.notPending(),
    ],
  },
});
