import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../../domain/submission.errors';
import { ClaimSubmissionController } from './claim-submission.controller';

export const claimSubmissionDocs = describeRoutes(ClaimSubmissionController, {
  claim: {
    section: 'Staff',
    summary: 'Claim a pending submission for 30 minutes (claiming again renews it)',
    answer: { status: 200, description: '`{ submissionId, claimedBy, claimedUntil }`.' },
    errors: [
      httpErrors.invalidSubmissionId(),
      submissionErrors.notFound(),
      submissionErrors.claimed('another reviewer'),
    ],
  },
  release: {
    section: 'Staff',
    summary: 'Release your claim on a submission',
    answer: {
      status: 200,
      description: '`{ submissionId, claimedBy: null, claimedUntil: null }`.',
    },
    errors: [
      httpErrors.invalidSubmissionId(),
      submissionErrors.notFound(),
      submissionErrors.notClaimed(),
    ],
  },
});
