import { LOGIN_ERRORS, type OperationTable } from '../operation-doc';

export const BOT_DATA = { $ref: '#/components/schemas/BotData' } as const;
const SUBMITTED = {
  status: 201,
  description: '`{ submissionId, botId, status: "pending" }`.',
  schema: {
    type: 'object',
    properties: {
      submissionId: { type: 'string' },
      botId: { type: 'integer' },
      status: { type: 'string' },
    },
  },
};
const SUBMIT_ERRORS = { 400: 'VALIDATION.FAILED', ...LOGIN_ERRORS, 409: 'BOT.NAME_TAKEN' };

/** A developer's submissions: submit, resubmit, withdraw, list. */
export const SUBMISSION_OPERATIONS: OperationTable = {
  'POST /api/bots/submit': {
    tag: 'Submissions',
    summary: 'Submit a bot for review',
    auth: 'session',
    limit: 'submissions',
    body: { type: 'object', required: ['botData'], properties: { botData: BOT_DATA } },
    success: SUBMITTED,
    errors: SUBMIT_ERRORS,
  },
  'POST /api/bot-submissions': {
    tag: 'Submissions',
    summary: 'Submit a bot for review (botData as a JSON string)',
    auth: 'session',
    limit: 'submissions',
    body: {
      type: 'object',
      required: ['botData', 'submitterName'],
      properties: {
        botData: { type: 'string', description: 'The bot form as a JSON string.' },
        submitterName: { type: 'string' },
        contactInfo: { type: 'string' },
      },
    },
    success: SUBMITTED,
    errors: SUBMIT_ERRORS,
  },
  'POST /api/submissions/{id}/resubmit': {
    tag: 'Submissions',
    summary: 'Resubmit a rejected submission',
    description: 'Omit `botData` to resubmit the stored data.',
    auth: 'session',
    limit: 'submissions',
    body: { type: 'object', properties: { botData: BOT_DATA } },
    success: SUBMITTED,
    errors: { ...SUBMIT_ERRORS, 403: 'SUBMISSION.NOT_OWNER', 404: 'SUBMISSION.NOT_FOUND' },
  },
  'DELETE /api/submissions/{id}': {
    tag: 'Submissions',
    summary: 'Withdraw a pending submission (owner)',
    auth: 'session',
    success: { status: 200, description: '`{ submissionId, status: "deleted" }`.' },
    errors: {
      ...LOGIN_ERRORS,
      403: 'SUBMISSION.NOT_OWNER',
      404: 'SUBMISSION.NOT_FOUND',
      409: 'SUBMISSION.NOT_PENDING',
    },
  },
  'GET /api/user/submissions': {
    tag: 'Submissions',
    summary: "The caller's submissions",
    auth: 'session',
    limit: 'gets',
    success: {
      status: 200,
      description: '`SubmissionView[]`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: LOGIN_ERRORS,
  },
};
