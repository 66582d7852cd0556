import { LIMITS } from '@botdir/contracts';
import { SUBMIT_PATH } from '@api/testing/directory-client';
import { rawRequest, refused, type Row } from './row';

const HEADERS_TOO_LARGE = refused(431, 'REQUEST.HEADERS_TOO_LARGE');
/** Just under node's 16 KB for the request line and headers together. */
const NEAR_HEADER_LIMIT = 15_000;
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const chunked = (bytes: number) => {
  const chunk = `{"a":"${'x'.repeat(bytes - 8)}"}`;
  return `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
};
const readAll = (headers: Record<string, string> = {}) => ({
  method: 'POST',
  path: '/api/user/notifications/read',
  who: 'owner' as const,
  body: {},
  headers,
});

/** Sizes and lengths of the request itself: URL, headers, cookies, body, nesting. */
export const TRANSPORT_ROWS: Row[] = [
  {
    where: 'any request',
    field: 'URL length',
    worst: '17,000 characters',
    send: () => [{ method: 'GET', path: `/api/bots?search=${'x'.repeat(17_000)}` }],
    expect: HEADERS_TOO_LARGE,
  },
  {
    where: 'any request',
    field: 'Cookie',
    worst: '17,000 characters',
    send: () => [
      {
        method: 'GET',
        path: '/api/auth/user',
        headers: { Cookie: `botdir.sid=${'x'.repeat(17_000)}` },
      },
    ],
    expect: HEADERS_TOO_LARGE,
  },
  {
    where: 'any request',
    field: 'Cookie',
    worst: 'a forged session cookie of 15,000 characters',
    send: () => [
      {
        method: 'GET',
        path: '/api/auth/user',
        headers: { Cookie: `botdir.sid=${'x'.repeat(NEAR_HEADER_LIMIT)}.sig` },
      },
    ],
    expect: {
      answers: 200,
      maxBytes: 256,
      check: (body) => expect(body).toMatchObject({ authenticated: false }),
    },
  },
  {
    where: 'any request',
    field: 'number of headers',
    worst: '5,000 headers (past the 16 KB header bound)',
    send: () => [
      {
        method: 'GET',
        path: '/api/stats',
        headers: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`x-h${i}`, '1'])),
      },
    ],
    expect: HEADERS_TOO_LARGE,
  },
  {
    where: 'any request',
    field: 'Accept-Encoding',
    worst: '15,000 characters of weighted encodings',
    send: () => [
      {
        method: 'GET',
        path: '/api/categories',
        headers: { 'Accept-Encoding': 'x;q=0.5, '.repeat(NEAR_HEADER_LIMIT / 9) },
      },
    ],
    expect: { answers: 200, maxBytes: 64 * 1024 },
  },
  {
    where: 'any write',
    field: 'Referer',
    worst: '15,000 characters, another site',
    send: () => [readAll({ Referer: `https://evil.example/${'a'.repeat(NEAR_HEADER_LIMIT)}` })],
    expect: refused(403, 'CSRF.ORIGIN_MISMATCH'),
  },
  {
    where: 'any write taking one',
    field: 'Idempotency-Key',
    worst: '201 characters, a space',
    send: () => [
      readAll({ 'Idempotency-Key': 'k'.repeat(201) }),
      readAll({ 'Idempotency-Key': 'a b' }),
    ],
    expect: refused(400, 'IDEMPOTENCY.INVALID_KEY'),
  },
  {
    where: 'any write taking one',
    field: 'Idempotency-Key',
    worst: '200 characters (the most)',
    send: () => [readAll({ 'Idempotency-Key': 'k'.repeat(200) })],
    expect: { answers: 200, maxBytes: 64 },
  },
  {
    where: 'POST /api/bots/stats, GET /api/bots/check',
    field: 'Authorization (bot token)',
    worst: '15,000 characters; a bot id of 2^53+1',
    send: () =>
      [`Bearer ${'x'.repeat(NEAR_HEADER_LIMIT)}`, `9007199254740993.${'a'.repeat(43)}`].map(
        (token) => ({
          method: 'GET',
          path: '/api/bots/check?userId=123456789012345678',
          headers: { Authorization: token },
        }),
      ),
    expect: refused(401, 'TOKEN.INVALID'),
  },
  {
    where: 'any write',
    field: 'body size',
    worst: '100 KB + 1 byte',
    send: () => [{ ...readAll(), body: { ids: [], pad: 'x'.repeat(LIMITS.bodyBytesMax) } }],
    expect: refused(413, 'REQUEST.TOO_LARGE'),
  },
  {
    where: 'any write',
    field: 'Content-Length',
    worst: '2^53+1 declared (refused before reading)',
    send: () => [
      {
        method: 'POST',
        path: SUBMIT_PATH,
        wire: rawRequest(
          'POST /api/bots/submit HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 9007199254740993',
          '{}',
        ),
      },
    ],
    expect: refused(413, 'REQUEST.TOO_LARGE'),
  },
  {
    where: 'any write',
    field: 'Content-Length',
    worst: '1e300, -1 (not a length: node refuses the request)',
    send: () =>
      ['1e300', '-1'].map((length) => ({
        method: 'POST',
        path: SUBMIT_PATH,
        wire: rawRequest(`POST /api/bots/submit HTTP/1.1\r\nContent-Length: ${length}`),
      })),
    expect: refused(400, 'REQUEST.MALFORMED'),
  },
  {
    where: 'any write',
    field: 'chunked body size',
    worst: '150 KB in chunks (no Content-Length)',
    send: () => [
      {
        method: 'POST',
        path: SUBMIT_PATH,
        wire: rawRequest(
          'POST /api/bots/submit HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
          chunked(150 * 1024),
        ),
      },
    ],
    expect: refused(413, 'REQUEST.TOO_LARGE'),
  },
  {
    where: 'any write',
    field: 'JSON nesting',
    worst: '9 levels; 15,000 levels',
    send: () =>
      [9, 15_000].map((depth) => ({
        ...readAll({ 'Content-Type': 'application/json' }),
        body: undefined,
        text: nested(depth),
      })),
    expect: refused(400, 'REQUEST.TOO_DEEP'),
  },
  {
    where: 'any request',
    field: 'request line',
    worst: 'not HTTP at all',
    send: () => [{ method: 'GET', path: '/', wire: 'HELLO\r\n\r\n' }],
    expect: refused(400, 'REQUEST.MALFORMED'),
  },
  {
    where: 'any write',
    field: 'number of keys',
    worst: '8,500 unknown keys (quoted back, cut)',
    send: () => [
      {
        method: 'PUT',
        path: '/api/user/notification-webhook',
        who: 'owner',
        body: Object.fromEntries(Array.from({ length: 8500 }, (_, i) => [`k${i}`, 0])),
      },
    ],
    expect: refused(400, 'VALIDATION.FAILED'),
  },
];
