import { SUBMISSION_LIST_STATUSES } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../domain/submission.errors';
import { SubmissionQueriesController } from './submission-queries.controller';

const LIST = { type: 'array', items: { type: 'object' } } as const;

export const submissionQueriesDocs = describeRoutes(SubmissionQueriesController, {
  list: {
    section: 'Staff',
    summary: 'Submissions, newest first (pending ones oldest first: the review queue is FIFO)',
    query: [
      queryParam(
        'status',
        'pending | approved | unlisted | rejected. `unlisted`: approved, and staff have since unlisted the bot (no longer counted as `approved`).',
        { type: 'string', enum: [...SUBMISSION_LIST_STATUSES] },
      ),
      queryParam('pending', '`true`: same as `status=pending`.'),
      queryParam(
        'search',
        "Text (any case, at most 100 characters) in the submitted bot's data (name, descriptions, tags, links) or the submitter's name.",
      ),
      queryParam(
        'reviewedSince',
        'An ISO 8601 time: only submissions reviewed since then (for "decided today").',
        { type: 'string', format: 'date-time' },
      ),
      queryParam('limit', 'Page size, 1-500 (default 200).', { type: 'integer' }),
      queryParam('offset', 'How many to skip, 0-100000 (default 0).', { type: 'integer' }),
    ],
    answer: {
      status: 200,
      description:
        '`AdminSubmissionView[]`: each approved one with `bot: {isFeatured, status}` (`live` or `unlisted`; null once deleted).',
      schema: LIST,
    },
    errors: [httpErrors.invalidQuery()],
  },
  history: {
    section: 'Staff',
    summary: "A submission's events from the event store, oldest first",
    answer: { status: 200, description: '`SubmissionHistoryEntry[]`.', schema: LIST },
    errors: [httpErrors.invalidSubmissionId(), submissionErrors.notFound()],
  },
  mine: {
    section: 'Developer',
    summary: "The caller's submissions",
    answer: { status: 200, description: '`SubmissionView[]`.', schema: LIST },
  },
});
