import { REVIEW_REASON, REVIEW_TEXT } from '@botdir/contracts';
import { refused, STRANGER, type Row } from './row';

const text = (length: number) => 'x'.repeat(length);
const invalid = refused(400, 'VALIDATION.FAILED');
const NOT_BOOLEANS = [1e308, 1, 'true', [true]];
const REVIEWERS = ['other', 'admin', 'owner'] as const;

/** Review texts and stars, review ids, and the routes that take only true or false. */
export const REVIEW_ROWS: Row[] = [
  {
    where: 'PUT /api/bots/:id/reviews/mine',
    field: 'stars, text',
    worst: `stars 6, 0, 2.5, 1e308, "5"; a text of ${REVIEW_TEXT.max + 1} and ${REVIEW_TEXT.min - 1} characters`,
    send: ({ botId }) =>
      [
        ...[6, 0, 2.5, 1e308, '5'].map((stars) => ({ stars, text: text(REVIEW_TEXT.min) })),
        { stars: 5, text: text(REVIEW_TEXT.max + 1) },
        { stars: 5, text: text(REVIEW_TEXT.min - 1) },
      ].map((body, index) => ({
        method: 'PUT',
        path: `/api/bots/${botId}/reviews/mine`,
        // Refusals spend the review budget too (5 an hour a user): three users share them.
        who: REVIEWERS[index % REVIEWERS.length],
        body,
      })),
    expect: invalid,
  },
  {
    where:
      'PUT /api/bots/:id/reviews/:reviewId/reply, POST .../flags, POST /api/admin/reviews/:reviewId/hide',
    field: 'text, reason',
    worst: `a reply of ${REVIEW_TEXT.max + 1} characters; a flag and a hiding reason of ${REVIEW_REASON.max + 1}`,
    send: ({ botId }) => {
      const reviewId = `${botId}-${STRANGER}-1`;
      return [
        {
          method: 'PUT',
          path: `/api/bots/${botId}/reviews/${reviewId}/reply`,
          who: 'owner',
          body: { text: text(REVIEW_TEXT.max + 1) },
        },
        {
          method: 'POST',
          path: `/api/bots/${botId}/reviews/${reviewId}/flags`,
          who: 'other',
          body: { reason: text(REVIEW_REASON.max + 1) },
        },
        {
          method: 'POST',
          path: `/api/admin/reviews/${reviewId}/hide`,
          who: 'admin',
          body: { reason: text(REVIEW_REASON.max + 1) },
        },
      ];
    },
    expect: invalid,
  },
  {
    where: 'POST /api/bots/:id/reviews/:reviewId/flags, /api/admin/reviews/:reviewId/hide',
    field: ':reviewId',
    worst: '1e308, a bot part of 16 digits (past 2^53) and of 17, 5,000 characters',
    send: ({ botId }) =>
      [
        '1e308',
        `${'9'.repeat(16)}-${STRANGER}-1`,
        `${'9'.repeat(17)}-${STRANGER}-1`,
        text(5000),
      ].flatMap((reviewId) => [
        {
          method: 'POST',
          path: `/api/bots/${botId}/reviews/${reviewId}/flags`,
          who: 'other' as const,
          body: { reason: 'Spam in the text' },
        },
        {
          method: 'POST',
          path: `/api/admin/reviews/${reviewId}/hide`,
          who: 'admin' as const,
          body: { reason: 'Spam in the text' },
        },
      ]),
    expect: refused(404, 'REVIEW.NOT_FOUND'),
  },
  {
    where: 'PUT /api/user/developer-page, PUT /api/bots/:id/vote-reminder, POST .../helpful',
    field: 'hidden, enabled, helpful',
    worst: '1e308, 1, "true", [true]',
    send: ({ botId }) =>
      NOT_BOOLEANS.flatMap((value) => [
        {
          method: 'POST',
          path: `/api/bots/${botId}/reviews/${botId}-${STRANGER}-1/helpful`,
          who: 'other' as const,
          body: { helpful: value },
        },
        {
          method: 'PUT',
          path: '/api/user/developer-page',
          who: 'owner' as const,
          body: { hidden: value },
        },
        {
          method: 'PUT',
          path: `/api/bots/${botId}/vote-reminder`,
          who: 'other' as const,
          body: { enabled: value },
        },
      ]),
    expect: invalid,
  },
];
