import { LIMITS } from '@botdir/contracts';
import { cursorOf, refused, REFUSAL_MAX_BYTES, SEARCH_WORDS, type Row } from './row';

const list = (query: string) => ({ method: 'GET', path: `/api/bots?${query}` });
const admin = (path: string) => ({ method: 'GET', path, who: 'admin' as const });
const page = (max: number) => (body: unknown) =>
  expect((body as unknown[]).length).toBeLessThanOrEqual(max);
const BOTS_PAGE_BYTES = 1024 * 1024;
const TWO_LETTER_WORDS = Array.from(
  { length: 33 },
  (_, i) => `a${String.fromCharCode(97 + (i % 26))}`,
)
  .join(' ')
  .slice(0, LIMITS.searchMax);

/** [cursor JSON, sort]: an id past 2^53, a key of 1e300, a key too many. */
const BAD_CURSORS: [string, string][] = [
  ['["newest","2026-01-01T00:00:00.000Z",9007199254740993]', 'newest'],
  ['["servers",1e300,"2026-01-01T00:00:00.000Z",1]', 'servers'],
  ['["newest","2026-01-01T00:00:00.000Z",1,2]', 'newest'],
];

/** Query parameters that count, page, span or search. */
export const QUERY_ROWS: Row[] = [
  {
    where: 'GET /api/bots',
    field: 'limit',
    worst: '101, 1e2, 2^53+1, -1, 0',
    send: () => ['101', '1e2', '9007199254740993', '-1', '0'].map((v) => list(`limit=${v}`)),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots',
    field: 'limit, offset',
    worst: 'limit 100 at offset 100,000',
    send: () => [list('limit=100&offset=100000')],
    expect: { answers: 200, maxBytes: BOTS_PAGE_BYTES, check: page(100) },
  },
  {
    where: 'GET /api/bots',
    field: 'offset',
    worst: '100,001, 1e300, -1',
    send: () => ['100001', '1e300', '-1'].map((v) => list(`offset=${v}`)),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots',
    field: 'days',
    worst: '366, 0, 1e3',
    send: () => ['366', '0', '1e3'].map((v) => list(`days=${v}`)),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots',
    field: 'search (length)',
    worst: '101 characters',
    send: () => [list(`search=${'x'.repeat(LIMITS.searchMax + 1)}`)],
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots',
    field: 'search (words)',
    worst: '33 two-letter prefixes in 100 characters',
    send: () => [list(`search=${encodeURIComponent(TWO_LETTER_WORDS)}&limit=100`)],
    expect: { answers: 200, maxBytes: BOTS_PAGE_BYTES, check: page(100) },
  },
  {
    where: 'GET /api/bots',
    field: 'search (words)',
    worst: 'the bot’s 16 words and a 17th it lacks: only 16 are used',
    send: () => [list(`search=${encodeURIComponent(`${SEARCH_WORDS} zzzz`)}`)],
    expect: {
      answers: 200,
      maxBytes: BOTS_PAGE_BYTES,
      check: (body) => expect((body as unknown[]).length).toBe(1),
    },
  },
  {
    where: 'GET /api/bots',
    field: 'search with offset',
    worst: 'offset 100,000 into a search',
    send: () => [list('search=bot&offset=100000&limit=100')],
    expect: { answers: 200, maxBytes: 64, check: page(0) },
  },
  {
    where: 'GET /api/bots',
    field: 'cursor',
    worst: '401 characters',
    send: () => [list(`cursor=${'A'.repeat(401)}`)],
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots',
    field: 'cursor (decoded)',
    worst: 'an id of 2^53+1, a key of 1e300, four keys',
    send: () => BAD_CURSORS.map(([json, sort]) => list(`cursor=${cursorOf(json)}&sort=${sort}`)),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots',
    field: 'cursor (decoded)',
    worst: 'a sort key of 250 characters',
    send: () => [list(`cursor=${cursorOf(`["name","${'x'.repeat(250)}",1]`)}&sort=name`)],
    expect: { answers: 200, maxBytes: BOTS_PAGE_BYTES, check: page(LIMITS.listLimitDefault) },
  },
  {
    where: 'GET /api/bots/featured, /trending',
    field: 'limit',
    worst: '101, 1e2',
    send: () =>
      ['featured', 'trending'].flatMap((route) =>
        ['101', '1e2'].map((v) => ({ method: 'GET', path: `/api/bots/${route}?limit=${v}` })),
      ),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots (every public read)',
    field: 'number of parameters',
    worst: '1,500 unknown parameters',
    send: () => [list(Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&'))],
    expect: refused(400, 'QUERY.UNKNOWN_PARAMETER'),
  },
  {
    where: 'GET /api/admin/submissions',
    field: 'limit, offset',
    worst: 'limit 501, offset 100,001',
    send: () => ['limit=501', 'offset=100001'].map((q) => admin(`/api/admin/submissions?${q}`)),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/admin/submissions',
    field: 'number of parameters',
    worst: '1,500 parameters (node reads the first 1,000)',
    send: () => [
      admin(
        `/api/admin/submissions?${Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&')}`,
      ),
    ],
    expect: { answers: 200, maxBytes: BOTS_PAGE_BYTES },
  },
  {
    where: 'GET /api/admin/submissions',
    field: 'search, reviewedSince',
    worst: 'search 101 characters; a time of 10,000 digits',
    send: () => [
      admin(`/api/admin/submissions?search=${'x'.repeat(LIMITS.searchMax + 1)}`),
      admin(`/api/admin/submissions?reviewedSince=2026-01-01T${'1'.repeat(10_000)}Z`),
    ],
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/admin/reports',
    field: 'limit, offset',
    worst: 'limit 501, offset 100,001',
    send: () => ['limit=501', 'offset=100001'].map((q) => admin(`/api/admin/reports?${q}`)),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/bots/:id/webhook/deliveries',
    field: 'limit',
    worst: '101, 1e2',
    send: ({ botId }) =>
      ['101', '1e2'].map((v) => ({
        method: 'GET',
        path: `/api/bots/${botId}/webhook/deliveries?limit=${v}`,
        who: 'owner' as const,
      })),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/user/bots/:id/analytics',
    field: 'days',
    worst: '365, 1e3 (30 or 90 only)',
    send: ({ botId }) =>
      ['365', '1e3'].map((v) => ({
        method: 'GET',
        path: `/api/user/bots/${botId}/analytics?days=${v}`,
        who: 'owner' as const,
      })),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /api/user/bots/:id/analytics',
    field: 'days',
    worst: '90: one entry per day',
    send: ({ botId }) => [
      { method: 'GET', path: `/api/user/bots/${botId}/analytics?days=90`, who: 'owner' as const },
    ],
    expect: {
      answers: 200,
      maxBytes: 16 * 1024,
      check: (body) =>
        expect((body as { series: unknown[] }).series.length).toBeLessThanOrEqual(90),
    },
  },
  {
    where: 'GET /api/bots/:id/votes/check, /api/bots/check',
    field: 'userId',
    worst: '20 digits, 1e300, -1, given twice',
    send: ({ botId, token }) =>
      ['1'.repeat(20), '1e300', '-1', '123456789012345678&userId=123456789012345678'].map((v) => ({
        method: 'GET',
        path: `/api/bots/${botId}/votes/check?userId=${v}`,
        headers: { Authorization: token },
      })),
    expect: refused(400, 'QUERY.INVALID'),
  },
  {
    where: 'GET /auth/discord',
    field: 'returnTo',
    worst: '3,000 characters (answered as the way home)',
    send: () => [{ method: 'GET', path: `/auth/discord?returnTo=/${'a'.repeat(3000)}` }],
    expect: {
      answers: 200,
      maxBytes: REFUSAL_MAX_BYTES,
      check: (body) => expect(String(body)).not.toContain('a'.repeat(100)),
    },
  },
];
