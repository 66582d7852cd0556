import { LOGIN_ERRORS, queryParam, type OperationTable } from '../operation-doc';

const STAFF_ERRORS = { ...LOGIN_ERRORS, 403: 'AUTH.STAFF_ONLY' };
const HEALTH_OK = {
  status: 200,
  description: '`{ status: "ok" }`.',
  schema: { type: 'object', properties: { status: { type: 'string' } } },
};

/** Review work of the staff roles, and the probes of operations. */
export const STAFF_AND_OPERATIONS: OperationTable = {
  'GET /api/admin/submissions': {
    tag: 'Staff',
    summary: 'Submissions, newest first',
    auth: 'session',
    limit: 'gets',
    query: [
      queryParam('status', 'Filter by status.', {
        type: 'string',
        enum: ['pending', 'approved', 'rejected'],
      }),
      queryParam('pending', '`true`: same as `status=pending`.'),
      queryParam(
        'search',
        "Text (any case, at most 100 characters) in the submitted bot's data (name, descriptions, tags, links) or the submitter's name.",
      ),
      queryParam('reviewedSince', 'An ISO 8601 time: only submissions reviewed since then.', {
        type: 'string',
        format: 'date-time',
      }),
      queryParam('limit', 'Page size, 1-500 (default 200).', { type: 'integer' }),
      queryParam('offset', 'How many to skip, 0-100000 (default 0).', { type: 'integer' }),
    ],
    success: {
      status: 200,
      description:
        '`AdminSubmissionView[]`: each approved submission with `bot: {isFeatured}` (null while not live).',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: { ...STAFF_ERRORS, 400: 'QUERY.INVALID' },
  },
  'POST /api/admin/submissions/{id}/review': {
    tag: 'Staff',
    summary: 'Approve or reject a pending submission',
    auth: 'session',
    body: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', enum: ['approved', 'rejected'] },
        reviewNotes: { type: 'string' },
        reviewedBy: { type: 'string' },
      },
    },
    success: { status: 200, description: '`{ submissionId, status }`.' },
    errors: {
      ...STAFF_ERRORS,
      400: 'VALIDATION.FAILED',
      404: 'SUBMISSION.NOT_FOUND',
      409: 'SUBMISSION.NOT_PENDING',
    },
  },
  'GET /api/admin/submissions/{id}/history': {
    tag: 'Staff',
    summary: "A submission's events from the event store, oldest first",
    auth: 'session',
    limit: 'gets',
    success: {
      status: 200,
      description: '`SubmissionHistoryEntry[]`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: { ...STAFF_ERRORS, 404: 'SUBMISSION.NOT_FOUND' },
  },
  'PUT /api/admin/bots/{id}/featured': {
    tag: 'Staff',
    summary: 'Feature or unfeature a bot',
    auth: 'session',
    body: { type: 'object', required: ['featured'], properties: { featured: { type: 'boolean' } } },
    success: { status: 200, description: '`{ botId, featured }`.' },
    errors: { ...STAFF_ERRORS, 400: 'BOT.INVALID_ID, VALIDATION.FAILED', 404: 'BOT.NOT_FOUND' },
  },
  'GET /api/health': {
    tag: 'Operations',
    summary: 'Started (kept for existing probes)',
    success: HEALTH_OK,
  },
  'GET /api/health/live': {
    tag: 'Operations',
    summary: 'Liveness: the process answers',
    success: HEALTH_OK,
  },
  'GET /api/health/ready': {
    tag: 'Operations',
    summary: 'Readiness: dependencies reachable, read models fresh',
    success: { status: 200, description: '`{ status: "ready", ready: true, checks }`.' },
    errors: { 503: 'HEALTH.NOT_READY' },
  },
};
