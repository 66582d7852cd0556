import {
  BAN_LIMITS,
  CANNED_REASON_LIMITS,
  MAX_CO_OWNERS,
  MAX_REASONS_PER_DECISION,
  SLUG_MAX_LENGTH,
} from '@botdir/contracts';
import { refused, repeat, STRANGER, WHOLE_BODY, type Row } from './row';

const text = (length: number) => 'x'.repeat(length);
const invalid = refused(400, 'VALIDATION.FAILED');
/** Numbers and texts where a Discord user id goes. */
const NOT_USER_IDS = ['1e308', '-1', '9'.repeat(20), '0'.repeat(17), 'x'.repeat(5000)];
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const yearsFromNow = (years: number) => new Date(Date.now() + years * YEAR_MS).toISOString();
const reason = (fields: Record<string, unknown>) => ({
  kind: 'reject',
  title: 'Spam',
  explanation: 'The bot sends messages nobody asked for.',
  ...fields,
});

/** Bans, canned reasons, co-owners, transfers, slugs, developer pages and description images. */
export const STAFF_AND_OWNER_ROWS: Row[] = [
  {
    where: 'POST /api/admin/bans, DELETE /api/admin/bans/:userId',
    field: 'reason, userId',
    worst: `a reason of ${BAN_LIMITS.reasonMax + 1} characters (ban and unban); userId 1e308, 5,000 characters`,
    send: () => [
      {
        method: 'POST',
        path: '/api/admin/bans',
        who: 'admin',
        body: { userId: STRANGER, reason: text(BAN_LIMITS.reasonMax + 1) },
      },
      ...[1e308, text(5000)].map((userId) => ({
        method: 'POST',
        path: '/api/admin/bans',
        who: 'admin' as const,
        body: { userId, reason: 'Spam' },
      })),
      {
        method: 'DELETE',
        path: `/api/admin/bans/${STRANGER}`,
        who: 'admin',
        body: { reason: text(BAN_LIMITS.reasonMax + 1) },
      },
    ],
    expect: invalid,
  },
  {
    where: 'POST /api/admin/bans',
    field: 'until (not a date)',
    worst: '1e308, "Infinity", "tomorrow", 2026-13-45, a date and 90,000 more characters',
    send: () =>
      [1e308, 'Infinity', 'tomorrow', '2026-13-45', `2027-01-01${text(90_000)}`].map((until) => ({
        method: 'POST',
        path: '/api/admin/bans',
        who: 'admin' as const,
        body: { userId: STRANGER, reason: 'Spam', until },
      })),
    expect: invalid,
  },
  {
    where: 'POST /api/admin/bans',
    field: 'until (time)',
    worst: `9999-12-31, ${BAN_LIMITS.untilMaxYears} years and a day, 2000-01-01, now`,
    send: () =>
      [
        '9999-12-31T00:00:00Z',
        yearsFromNow(BAN_LIMITS.untilMaxYears + 1 / 365),
        '2000-01-01T00:00:00Z',
        new Date().toISOString(),
      ].map((until) => ({
        method: 'POST',
        path: '/api/admin/bans',
        who: 'admin' as const,
        body: { userId: STRANGER, reason: 'Spam', until },
      })),
    expect: refused(400, 'BAN.INVALID_UNTIL'),
  },
  {
    where: 'DELETE /api/admin/bans/:userId',
    field: ':userId',
    worst: NOT_USER_IDS.map((id) => (id.length > 20 ? `${id.length} characters` : id)).join(', '),
    send: () =>
      NOT_USER_IDS.map((id) => ({
        method: 'DELETE',
        path: `/api/admin/bans/${id}`,
        who: 'admin' as const,
      })),
    expect: refused(400, 'BAN.INVALID_USER_ID'),
  },
  {
    where: 'POST /api/admin/reasons, PUT /api/admin/reasons/:id',
    field: 'title, explanation, guidelineUrl',
    worst: `${CANNED_REASON_LIMITS.titleMax + 1}, ${CANNED_REASON_LIMITS.explanationMax + 1} and ${CANNED_REASON_LIMITS.urlMax + 1} characters; a title of 1e308`,
    send: () =>
      [
        { title: text(CANNED_REASON_LIMITS.titleMax + 1) },
        { explanation: text(CANNED_REASON_LIMITS.explanationMax + 1) },
        { guidelineUrl: `/${text(CANNED_REASON_LIMITS.urlMax)}` },
        { title: 1e308 },
      ].flatMap((fields) => [
        { method: 'POST', path: '/api/admin/reasons', who: 'admin' as const, body: reason(fields) },
        {
          method: 'PUT',
          path: '/api/admin/reasons/any',
          who: 'admin' as const,
          body: { ...reason(fields), kind: undefined },
        },
      ]),
    expect: invalid,
  },
  {
    where: 'PUT, DELETE /api/admin/reasons/:id',
    field: ':id',
    worst: '1e308, 5,000 characters',
    send: () =>
      ['1e308', text(5000)].flatMap((id) => [
        {
          method: 'PUT',
          path: `/api/admin/reasons/${id}`,
          who: 'admin' as const,
          body: reason({ kind: undefined }),
        },
        { method: 'DELETE', path: `/api/admin/reasons/${id}`, who: 'admin' as const },
      ]),
    expect: refused(404, 'REASON.NOT_FOUND'),
  },
  {
    where: 'POST /api/admin/submissions/:id/review, /api/admin/bots/:id/unlist',
    field: 'reasonIds (count, length)',
    worst: `${MAX_REASONS_PER_DECISION + 1} ids; ${WHOLE_BODY.toLocaleString('en-US')} numbers; an id of 65 characters; 1e308`,
    send: ({ botId, pendingId }) =>
      [repeat(MAX_REASONS_PER_DECISION + 1, 'r'), repeat(WHOLE_BODY, 1), [text(65)], 1e308].flatMap(
        (reasonIds) => [
          {
            method: 'POST',
            path: `/api/admin/submissions/${pendingId}/review`,
            who: 'admin' as const,
            body: { status: 'rejected', reasonIds },
          },
          {
            method: 'POST',
            path: `/api/admin/bots/${botId}/unlist`,
            who: 'admin' as const,
            body: { reasonIds },
          },
        ],
      ),
    expect: invalid,
  },
  {
    where: 'PUT /api/bots/:id/co-owners/:userId',
    field: ':userId',
    worst: NOT_USER_IDS.map((id) => (id.length > 20 ? `${id.length} characters` : id)).join(', '),
    send: ({ botId }) =>
      NOT_USER_IDS.map((id) => ({
        method: 'PUT',
        path: `/api/bots/${botId}/co-owners/${id}`,
        who: 'owner' as const,
      })),
    expect: refused(400, 'BOT.INVALID_USER_ID'),
  },
  {
    where: 'DELETE /api/bots/:id/co-owners/:userId',
    field: ':userId',
    worst: '1e308, 5,000 characters: no such co-owner',
    send: ({ botId }) =>
      ['1e308', text(5000)].map((id) => ({
        method: 'DELETE',
        path: `/api/bots/${botId}/co-owners/${id}`,
        who: 'owner' as const,
      })),
    expect: refused(404, 'BOT.NOT_CO_OWNER'),
  },
  {
    where: 'PUT /api/bots/:id/co-owners/:userId',
    field: 'number of co-owners',
    worst: `a co-owner past the ${MAX_CO_OWNERS} the bot has`,
    send: ({ botId }) => [
      { method: 'PUT', path: `/api/bots/${botId}/co-owners/${STRANGER}`, who: 'owner' },
    ],
    expect: refused(400, 'BOT.TOO_MANY_CO_OWNERS'),
  },
  {
    where: 'POST /api/bots/:id/transfer, PUT /api/bots/:id/slug, POST /api/user/ban/appeal',
    field: 'toUserId, slug, text',
    worst: `toUserId 1e308 and 5,000 characters; a slug of ${SLUG_MAX_LENGTH + 1} and 90,000; an appeal of ${BAN_LIMITS.appealMax + 1}`,
    send: ({ botId }) => [
      ...[1e308, text(5000)].map((toUserId) => ({
        method: 'POST',
        path: `/api/bots/${botId}/transfer`,
        who: 'owner' as const,
        body: { toUserId },
      })),
      ...[SLUG_MAX_LENGTH + 1, 90_000].map((length) => ({
        method: 'PUT',
        path: `/api/bots/${botId}/slug`,
        who: 'owner' as const,
        body: { slug: 'a'.repeat(length) },
      })),
      {
        method: 'POST',
        path: '/api/user/ban/appeal',
        who: 'other',
        body: { text: text(BAN_LIMITS.appealMax + 1) },
      },
    ],
    expect: invalid,
  },
  {
    where: 'GET /api/users/:discordId',
    field: ':discordId',
    worst: '1e308, -1, 21 digits, 5,000 characters',
    send: () =>
      ['1e308', '-1', '9'.repeat(21), text(5000)].map((id) => ({
        method: 'GET',
        path: `/api/users/${id}`,
      })),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots/:id/description-images/:image',
    field: ':id, :image ({index}-{key})',
    worst: 'index 10, 1e308, -1; a key of 9 or 5,000 characters; an id of 2^53+1',
    send: ({ botId }) =>
      [
        `${botId}/description-images/10-0123abcd`,
        `${botId}/description-images/1e308`,
        `${botId}/description-images/-1-0123abcd`,
        `${botId}/description-images/0-0123abcde`,
        `${botId}/description-images/0-${'a'.repeat(5000)}`,
        '9007199254740993/description-images/0-0123abcd',
      ].map((path) => ({ method: 'GET', path: `/api/bots/${path}` })),
    expect: refused(404, 'MEDIA.NOT_FOUND'),
  },
];
