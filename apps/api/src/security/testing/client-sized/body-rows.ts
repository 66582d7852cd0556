import {
  LIMITS,
  MODERATION_REASON,
  PLATFORM_LIMITS,
  REPORT_LIMITS,
  WEBHOOK_SECRET_MAX,
} from '@botdir/contracts';
import { DEVELOPER } from '@api/testing/test-app';
import { refused, repeat, WHOLE_BODY, type Row } from './row';

const text = (length: number) => 'x'.repeat(length);
const url = (length: number) => `https://cdn.example.com/${'a'.repeat(length)}`;
const invalid = refused(400, 'VALIDATION.FAILED');

/** Array lengths, text lengths and numbers inside the other JSON bodies. */
export const BODY_ROWS: Row[] = [
  {
    where: 'POST /api/bots/:id/rating',
    field: 'stars',
    worst: '6, 0, 2.5, 1e300, "3"',
    send: ({ botId }) =>
      [6, 0, 2.5, 1e300, '3'].map((stars) => ({
        method: 'POST',
        path: `/api/bots/${botId}/rating`,
        who: 'other' as const,
        body: { stars },
      })),
    expect: invalid,
  },
  {
    where: 'POST /api/bots/:id/stats, /api/bots/stats',
    field: 'shards (count)',
    worst: `${(PLATFORM_LIMITS.shardsMax + 1).toLocaleString('en-US')} negative counts`,
    send: ({ botId, token }) => [
      {
        method: 'POST',
        path: `/api/bots/${botId}/stats`,
        headers: { Authorization: token },
        body: { shards: repeat(PLATFORM_LIMITS.shardsMax + 1, -1) },
      },
    ],
    expect: refused(400, 'STATS.INVALID'),
  },
  {
    where: 'POST /api/bots/:id/stats',
    field: 'shards[]',
    worst: `${PLATFORM_LIMITS.shardsMax.toLocaleString('en-US')} negative counts: 50 named`,
    send: ({ botId, token }) => [
      {
        method: 'POST',
        path: `/api/bots/${botId}/stats`,
        headers: { Authorization: token },
        body: { shards: repeat(PLATFORM_LIMITS.shardsMax, -1) },
      },
    ],
    expect: refused(400, 'STATS.INVALID'),
  },
  {
    where: 'POST /api/bots/:id/stats',
    field: 'server_count, shard_count, users',
    worst: '1e300, 2^32-1, 1e15',
    send: ({ botId, token }) =>
      [
        { server_count: 1e300 },
        { server_count: 1, shard_count: 4_294_967_295 },
        { server_count: 1, users: 1e15 },
      ].map((body) => ({
        method: 'POST',
        path: `/api/bots/${botId}/stats`,
        headers: { Authorization: token },
        body,
      })),
    expect: refused(400, 'STATS.INVALID'),
  },
  {
    where: 'POST /api/user/notifications/read',
    field: 'ids (count, length)',
    worst: `101 ids; ${WHOLE_BODY.toLocaleString('en-US')} numbers; an id of 101 characters`,
    send: () =>
      [repeat(101, 'id'), repeat(WHOLE_BODY, 1), [text(101)]].map((ids) => ({
        method: 'POST',
        path: '/api/user/notifications/read',
        who: 'owner' as const,
        body: { ids },
      })),
    expect: invalid,
  },
  {
    where: 'POST /auth/dev-login',
    field: 'roles, username, discriminator, avatar, returnTo',
    worst: `${WHOLE_BODY.toLocaleString('en-US')} roles; 33; 5 digits; 65; 2,049 characters`,
    send: () =>
      [
        { roles: repeat(WHOLE_BODY, 1) },
        { roles: repeat(51, '100000000000000001') },
        { username: text(33) },
        { discriminator: '12345' },
        { avatar: 'a'.repeat(65) },
        { returnTo: `/${text(2048)}` },
      ].map((fields) => ({
        method: 'POST',
        path: '/auth/dev-login',
        body: { id: DEVELOPER.id, username: 'dev', roles: [], ...fields },
      })),
    expect: invalid,
  },
  {
    where: 'POST /api/admin/submissions/:id/review, /notes',
    field: 'reviewNotes, reviewedBy, note',
    worst: '2,001, 65 and 2,001 characters',
    send: ({ pendingId }) => [
      ...[
        { reviewNotes: text(LIMITS.reviewNotesMax + 1) },
        { reviewedBy: text(LIMITS.ownerNameMax + 1) },
      ].map((fields) => ({
        method: 'POST',
        path: `/api/admin/submissions/${pendingId}/review`,
        who: 'admin' as const,
        body: { status: 'rejected', ...fields },
      })),
      {
        method: 'POST',
        path: `/api/admin/submissions/${pendingId}/notes`,
        who: 'admin',
        body: { note: text(LIMITS.staffNoteMax + 1) },
      },
    ],
    expect: invalid,
  },
  {
    where: 'POST /api/bots/:id/reports, /api/admin/reports/:id/resolve, /api/admin/bots/:id/unlist',
    field: 'details, reason',
    worst: '1,001, 501 and 501 characters',
    send: ({ botId }) => [
      {
        method: 'POST',
        path: `/api/bots/${botId}/reports`,
        who: 'other',
        body: { reason: 'spam', details: text(REPORT_LIMITS.detailsMax + 1) },
      },
      {
        method: 'POST',
        path: '/api/admin/reports/1-1-1/resolve',
        who: 'admin',
        body: { action: 'dismiss', reason: text(REPORT_LIMITS.resolutionMax + 1) },
      },
      {
        method: 'POST',
        path: `/api/admin/bots/${botId}/unlist`,
        who: 'admin',
        body: { reason: text(MODERATION_REASON.max + 1) },
      },
    ],
    expect: invalid,
  },
  {
    where: 'PUT /api/bots/:id/webhook, PUT /api/user/notification-webhook',
    field: 'url, secret',
    worst: 'a URL of 2,049 characters; a secret of 129',
    send: ({ botId }) => [
      {
        method: 'PUT',
        path: `/api/bots/${botId}/webhook`,
        who: 'owner',
        body: { url: url(LIMITS.urlMax), secret: text(16) },
      },
      {
        method: 'PUT',
        path: `/api/bots/${botId}/webhook`,
        who: 'owner',
        body: { url: 'https://hooks.example.com/votes', secret: text(WEBHOOK_SECRET_MAX + 1) },
      },
      {
        method: 'PUT',
        path: '/api/user/notification-webhook',
        who: 'owner',
        body: { url: url(LIMITS.urlMax) },
      },
    ],
    expect: invalid,
  },
];
