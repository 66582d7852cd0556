import { LOGIN_ERRORS, type OperationTable } from '../operation-doc';

const STAFF_ERRORS = { ...LOGIN_ERRORS, 403: 'AUTH.STAFF_ONLY' };

/** Review in the open (issue 16): staff notes, claims, reports, history, notifications. */
export const REVIEW_OPERATIONS: OperationTable = {
  'GET /api/stats/review': {
    tag: 'Bots',
    summary: 'Review times from events: backlog, median and p90 over 7 and 30 days, approval rate',
    description: 'Figures are null while there are fewer than three decisions in their window.',
    limit: 'gets',
    success: {
      status: 200,
      description:
        '`{ backlog, medianHours7d, p90Hours7d, medianHours30d, p75Hours30d, p90Hours30d, approvalRate30d }`.',
      schema: { type: 'object' },
    },
  },
  'POST /api/admin/submissions/{id}/notes': {
    tag: 'Staff',
    summary: 'Add an internal staff note to a submission (never shown to the owner)',
    auth: 'session',
    body: {
      type: 'object',
      required: ['note'],
      properties: { note: { type: 'string', maxLength: 2000 } },
    },
    success: { status: 201, description: '`{ submissionId, note }`.' },
    errors: {
      ...STAFF_ERRORS,
      400: 'VALIDATION.FAILED',
      403: 'REVIEW.STAFF_ONLY',
      404: 'SUBMISSION.NOT_FOUND',
    },
  },
  'POST /api/admin/submissions/{id}/claim': {
    tag: 'Staff',
    summary: 'Claim a pending submission for 30 minutes (claiming again renews it)',
    auth: 'session',
    success: { status: 200, description: '`{ submissionId, claimedBy, claimedUntil }`.' },
    errors: {
      ...STAFF_ERRORS,
      404: 'SUBMISSION.NOT_FOUND',
      409: 'SUBMISSION.CLAIMED',
    },
  },
  'DELETE /api/admin/submissions/{id}/claim': {
    tag: 'Staff',
    summary: 'Release your claim on a submission',
    auth: 'session',
    success: {
      status: 200,
      description: '`{ submissionId, claimedBy: null, claimedUntil: null }`.',
    },
    errors: {
      ...STAFF_ERRORS,
      404: 'SUBMISSION.NOT_FOUND',
      409: 'SUBMISSION.NOT_CLAIMED',
    },
  },
};
