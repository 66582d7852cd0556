import { REPORT_REASONS } from '@botdir/contracts';
import { LOGIN_ERRORS, queryParam, type OperationTable } from '../operation-doc';

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
  'POST /api/bots/{id}/reports': {
    tag: 'Bots',
    summary: 'Report a live bot (one open report per user and bot)',
    auth: 'session',
    body: {
      type: 'object',
      required: ['reason'],
      properties: {
        reason: { type: 'string', enum: [...REPORT_REASONS] },
        details: { type: 'string', maxLength: 1000 },
      },
    },
    success: { status: 201, description: '`{ reportId, botId, status: "open" }`.' },
    errors: {
      ...LOGIN_ERRORS,
      400: 'VALIDATION.FAILED',
      404: 'REPORT.BOT_NOT_LIVE',
      409: 'REPORT.ALREADY_OPEN',
    },
  },
  'GET /api/bots/{id}/history': {
    tag: 'Bots',
    summary: "A bot's public history with field-level diffs (no reviewer, no private field)",
    limit: 'gets',
    success: {
      status: 200,
      description: '`BotHistoryEntry[]` oldest first: `{ at, kind, changes, reason? }`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: { 404: 'BOT.NOT_FOUND' },
  },
  'GET /api/admin/reports': {
    tag: 'Staff',
    summary: 'Reports, newest first',
    auth: 'session',
    limit: 'gets',
    query: [
      queryParam('status', 'open or resolved.', { type: 'string', enum: ['open', 'resolved'] }),
      queryParam('limit', 'Page size.', { type: 'integer' }),
      queryParam('offset', 'How many to skip.', { type: 'integer' }),
    ],
    success: {
      status: 200,
      description: '`ReportView[]`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: { ...STAFF_ERRORS, 400: 'QUERY.INVALID' },
  },
  'POST /api/admin/reports/{id}/resolve': {
    tag: 'Staff',
    summary: 'Dismiss a report, or action it by unlisting the bot',
    auth: 'session',
    body: {
      type: 'object',
      required: ['action'],
      properties: {
        action: { type: 'string', enum: ['dismiss', 'unlist'] },
        reason: { type: 'string', maxLength: 500 },
      },
    },
    success: { status: 200, description: '`{ reportId, status: "dismissed" | "actioned" }`.' },
    errors: {
      ...STAFF_ERRORS,
      400: 'VALIDATION.FAILED',
      404: 'REPORT.NOT_FOUND',
      409: 'REPORT.NOT_OPEN',
    },
  },
  'POST /api/admin/bots/{id}/unlist': {
    tag: 'Staff',
    summary: 'Take a live bot off every public list, with a reason',
    auth: 'session',
    body: { type: 'object', properties: { reason: { type: 'string', maxLength: 500 } } },
    success: { status: 200, description: '`{ botId, status: "unlisted" }`.' },
    errors: { ...STAFF_ERRORS, 404: 'BOT.NOT_FOUND', 409: 'BOT.NOT_LIVE' },
  },
  'POST /api/admin/bots/{id}/relist': {
    tag: 'Staff',
    summary: 'List an unlisted bot again',
    auth: 'session',
    body: { type: 'object', properties: { reason: { type: 'string', maxLength: 500 } } },
    success: { status: 200, description: '`{ botId, status: "live" }`.' },
    errors: { ...STAFF_ERRORS, 404: 'BOT.NOT_FOUND', 409: 'BOT.NOT_UNLISTED' },
  },
  'GET /api/user/notifications': {
    tag: 'Submissions',
    summary: "The caller's notifications, newest first, with the unread count",
    auth: 'session',
    limit: 'gets',
    success: {
      status: 200,
      description: '`{ unread, items: NotificationView[] }`.',
      schema: { type: 'object' },
    },
    errors: LOGIN_ERRORS,
  },
  'POST /api/user/notifications/read': {
    tag: 'Submissions',
    summary: 'Mark notifications read: all (`{}`) or by id (`{ ids }`)',
    auth: 'session',
    body: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } },
    success: { status: 200, description: '`{ read: "all" | number }`.' },
    errors: { ...LOGIN_ERRORS, 400: 'VALIDATION.FAILED' },
  },
};
