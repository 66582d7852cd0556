import { LIMITS, REVIEW_PAGES, STAFF_ACTIVITY_MAX_LIMIT } from '@botdir/contracts';
import { BANS_PAGE_SIZE } from '@api/modules/bans/http/admin-bans.controller';
import { SUGGESTIONS_MAX } from '@api/modules/bots/queries/get-search-suggestions/search-suggestions.controller';
import { TAG_BOTS_MAX } from '@api/modules/bots/queries/get-tag-bots/tag-bots.controller';
import { refused, type Row, type Sent } from './row';

/** Not whole numbers in range: past the top, zero, negative, 1e308, Infinity, a fraction, 2^53+1. */
const NOT_COUNTS = (max: number) => [
  String(max + 1),
  '0',
  '-1',
  '1e308',
  'Infinity',
  '1.5',
  '9007199254740993',
];
const get = (path: string, who?: Sent['who']): Sent => ({
  method: 'GET',
  path,
  ...(who && { who }),
});
const admin = (path: string) => get(path, 'admin');
const invalidQuery = refused(400, 'QUERY.INVALID');
const PAGE_BYTES = 1024 * 1024;
const listOf = (key: string, max: number) => (body: unknown) =>
  expect((body as Record<string, unknown[]>)[key]!.length).toBeLessThanOrEqual(max);
const LONG_TIME = `2026-01-01T${'1'.repeat(10_000)}Z`;

/** Query numbers and texts of the routes added with issues 26 and 27. */
export const PAGE_QUERY_ROWS: Row[] = [
  {
    where: 'GET /api/search/suggest',
    field: 'q, limit',
    worst: `q of ${LIMITS.searchMax + 1} characters; limit ${NOT_COUNTS(SUGGESTIONS_MAX).join(', ')}, twice`,
    send: () => [
      get(`/api/search/suggest?q=${'x'.repeat(LIMITS.searchMax + 1)}`),
      ...[...NOT_COUNTS(SUGGESTIONS_MAX), '1&limit=2'].map((v) =>
        get(`/api/search/suggest?q=a&limit=${v}`),
      ),
    ],
    expect: invalidQuery,
  },
  {
    where: 'GET /api/search/suggest',
    field: 'q, limit',
    worst: `${LIMITS.searchMax} characters of one-letter words, limit ${SUGGESTIONS_MAX}`,
    send: () => [
      get(`/api/search/suggest?q=${'a '.repeat(LIMITS.searchMax / 2)}&limit=${SUGGESTIONS_MAX}`),
    ],
    expect: {
      answers: 200,
      maxBytes: 16 * 1024,
      check: (body) => {
        listOf('bots', SUGGESTIONS_MAX)(body);
        listOf('terms', SUGGESTIONS_MAX)(body);
      },
    },
  },
  {
    where: 'GET /api/admin/activity',
    field: 'limit, cursor',
    worst: `limit ${NOT_COUNTS(STAFF_ACTIVITY_MAX_LIMIT).join(', ')}; cursor 1e308, -1, 17 digits, 10,000 characters`,
    send: () => [
      ...NOT_COUNTS(STAFF_ACTIVITY_MAX_LIMIT).map((v) => admin(`/api/admin/activity?limit=${v}`)),
      ...['1e308', '-1', '9'.repeat(17), 'x'.repeat(10_000)].map((v) =>
        admin(`/api/admin/activity?cursor=${v}`),
      ),
    ],
    expect: invalidQuery,
  },
  {
    where: 'GET /api/admin/activity',
    field: 'from, to, staff',
    worst: 'a time of 10,000 digits, 9999-99-99, Infinity, 1e308; a staff id of 33 characters',
    send: () => [
      ...['from', 'to'].flatMap((name) =>
        [LONG_TIME, '9999-99-99', 'Infinity', '1e308'].map((v) =>
          admin(`/api/admin/activity?${name}=${v}`),
        ),
      ),
      admin(`/api/admin/activity?staff=${'1'.repeat(33)}`),
    ],
    expect: invalidQuery,
  },
  {
    where: 'GET /api/admin/activity',
    field: 'limit, cursor, from, to',
    worst: `limit ${STAFF_ACTIVITY_MAX_LIMIT} before 2^53-1, from 0000-01-01 to 9999-12-31`,
    send: () => [
      admin(
        `/api/admin/activity?limit=${STAFF_ACTIVITY_MAX_LIMIT}&cursor=9007199254740991&from=0000-01-01&to=9999-12-31`,
      ),
    ],
    expect: {
      answers: 200,
      maxBytes: PAGE_BYTES,
      check: listOf('items', STAFF_ACTIVITY_MAX_LIMIT),
    },
  },
  {
    where: 'GET /api/admin/bans',
    field: 'page',
    worst: NOT_COUNTS(10_000).join(', '),
    send: () => NOT_COUNTS(10_000).map((v) => admin(`/api/admin/bans?page=${v}`)),
    expect: invalidQuery,
  },
  {
    where: 'GET /api/admin/bans',
    field: 'page',
    worst: `10,000 (offset ${((10_000 - 1) * BANS_PAGE_SIZE).toLocaleString('en-US')})`,
    send: () => [admin('/api/admin/bans?page=10000')],
    expect: { answers: 200, maxBytes: PAGE_BYTES, check: listOf('items', BANS_PAGE_SIZE) },
  },
  {
    where: 'GET /api/bots/:id/reviews',
    field: 'page, limit',
    worst: `page ${NOT_COUNTS(REVIEW_PAGES.pagesMax).join(', ')}; limit ${REVIEW_PAGES.limitMax + 1}, 0, 1e308, Infinity`,
    send: ({ botId }) => [
      ...NOT_COUNTS(REVIEW_PAGES.pagesMax).map((v) => get(`/api/bots/${botId}/reviews?page=${v}`)),
      ...[String(REVIEW_PAGES.limitMax + 1), '0', '1e308', 'Infinity'].map((v) =>
        get(`/api/bots/${botId}/reviews?limit=${v}`),
      ),
    ],
    expect: invalidQuery,
  },
  {
    where: 'GET /api/bots/:id/reviews',
    field: 'page, limit',
    worst: `page ${REVIEW_PAGES.pagesMax} of ${REVIEW_PAGES.limitMax}`,
    send: ({ botId }) => [
      get(
        `/api/bots/${botId}/reviews?page=${REVIEW_PAGES.pagesMax}&limit=${REVIEW_PAGES.limitMax}`,
      ),
    ],
    expect: { answers: 200, maxBytes: PAGE_BYTES, check: listOf('reviews', REVIEW_PAGES.limitMax) },
  },
  {
    where: 'GET /api/admin/reviews/flagged',
    field: 'limit, offset',
    worst: `limit ${NOT_COUNTS(200).join(', ')}; offset 100,001, -1, 1e308`,
    send: () => [
      ...NOT_COUNTS(200).map((v) => admin(`/api/admin/reviews/flagged?limit=${v}`)),
      ...['100001', '-1', '1e308'].map((v) => admin(`/api/admin/reviews/flagged?offset=${v}`)),
    ],
    expect: invalidQuery,
  },
  {
    where: 'GET /api/admin/reviews/flagged',
    field: 'limit, offset',
    worst: 'limit 200 at offset 100,000',
    send: () => [admin('/api/admin/reviews/flagged?limit=200&offset=100000')],
    expect: { answers: 200, maxBytes: PAGE_BYTES, check: (body) => expect(body).toEqual([]) },
  },
  {
    where: 'GET /api/tags/:tag',
    field: ':tag, limit',
    worst: `a tag of ${LIMITS.tagMax + 1} and 10,000 characters; limit ${NOT_COUNTS(TAG_BOTS_MAX).join(', ')}`,
    send: () => [
      get(`/api/tags/${'x'.repeat(LIMITS.tagMax + 1)}`),
      get(`/api/tags/${'x'.repeat(10_000)}`),
      ...NOT_COUNTS(TAG_BOTS_MAX).map((v) => get(`/api/tags/music?limit=${v}`)),
    ],
    expect: invalidQuery,
  },
  {
    where: 'GET /api/tags/:tag',
    field: ':tag, limit',
    worst: `a tag of ${LIMITS.tagMax} characters, limit ${TAG_BOTS_MAX}`,
    send: () => [get(`/api/tags/${'x'.repeat(LIMITS.tagMax)}?limit=${TAG_BOTS_MAX}`)],
    expect: { answers: 200, maxBytes: PAGE_BYTES, check: listOf('bots', TAG_BOTS_MAX) },
  },
  {
    where: 'GET /api/widget/:bot.svg, /api/widget/:bot/:kind.svg',
    field: 'color, theme',
    worst: 'color of 10,000 hex digits, 1e308; theme of 5,000 characters',
    send: ({ botId }) =>
      [`color=${'f'.repeat(10_000)}`, 'color=1e308', `theme=${'x'.repeat(5000)}`].flatMap((q) => [
        get(`/api/widget/${botId}.svg?${q}`),
        get(`/api/widget/${botId}/votes.svg?${q}`),
      ]),
    expect: invalidQuery,
  },
  {
    where: 'GET /api/widget/:bot.svg',
    field: 'width, height, size (none is read)',
    worst: '1e308, 100000',
    send: ({ botId }) =>
      ['width=1e308', 'height=100000', 'size=1e308'].map((q) =>
        get(`/api/widget/${botId}.svg?${q}`),
      ),
    expect: refused(400, 'QUERY.UNKNOWN_PARAMETER'),
  },
  {
    where: 'GET /api/widget/:bot/:kind.svg',
    field: ':kind',
    worst: '1e308, 5,000 characters',
    send: ({ botId }) =>
      ['1e308', 'x'.repeat(5000)].map((kind) => get(`/api/widget/${botId}/${kind}.svg`)),
    expect: refused(400, 'WIDGET.UNKNOWN_KIND'),
  },
  {
    where: 'GET /api/widget/:bot.svg',
    field: ':bot',
    worst: '2^53+1, 1e308, 10,000 characters: the "not found" image',
    send: () =>
      ['9007199254740993', '1e308', 'x'.repeat(10_000)].map((bot) => get(`/api/widget/${bot}.svg`)),
    expect: { answers: 404, maxBytes: 4 * 1024 },
  },
];
