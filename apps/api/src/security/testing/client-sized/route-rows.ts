import { refused, type Row } from './row';

/** Numbers a client writes as an id: 1e300, 2^53+1, negative, exponent, hex, 17 digits, zero. */
const WORST_IDS = ['1e300', '9007199254740993', '-1', '1e3', '0x10', '9'.repeat(17), '0'];

/** Route parameters that name a bot, a submission, a report, a delivery or a sitemap page. */
export const ROUTE_ROWS: Row[] = [
  {
    where: 'GET /api/bots/:ref (a bot by id, application id or name)',
    field: ':ref',
    worst: '2^53+1, -1, 0',
    send: () =>
      ['9007199254740993', '-1', '0'].map((id) => ({ method: 'GET', path: `/api/bots/${id}` })),
    expect: refused(400, 'BOT.INVALID_ID'),
  },
  {
    // Shaped like a name (or, with 17 digits, an application id): looked up, found nowhere.
    where: 'GET /api/bots/:ref (a bot by id, application id or name)',
    field: ':ref',
    worst: '1e300, 1e3, 0x10, 17 digits',
    send: () =>
      ['1e300', '1e3', '0x10', '9'.repeat(17)].map((id) => ({
        method: 'GET',
        path: `/api/bots/${id}`,
      })),
    expect: refused(404, 'BOT.NOT_FOUND'),
  },
  {
    where: 'POST /api/bots/:id/votes',
    field: ':id',
    worst: WORST_IDS.join(', '),
    send: () =>
      WORST_IDS.map((id) => ({
        method: 'POST',
        path: `/api/bots/${id}/votes`,
        who: 'other' as const,
      })),
    expect: refused(400, 'BOT.INVALID_ID'),
  },
  {
    where: 'GET /api/bots/:id',
    field: ':id',
    worst: '2^53-1, the largest id there can be',
    send: () => [{ method: 'GET', path: '/api/bots/9007199254740991' }],
    expect: refused(404, 'BOT.NOT_FOUND'),
  },
  {
    where: 'GET /api/admin/submissions/:id/history (every submission route)',
    field: ':id',
    worst: WORST_IDS.join(', '),
    send: () =>
      WORST_IDS.map((id) => ({
        method: 'GET',
        path: `/api/admin/submissions/${id}/history`,
        who: 'admin' as const,
      })),
    expect: refused(400, 'SUBMISSION.INVALID_ID'),
  },
  {
    where: 'POST /api/admin/reports/:id/resolve',
    field: ':id',
    worst: '1e300, a bot part of 2^53+1, 5,000 characters',
    send: () =>
      ['1e300', '9007199254740993-123456789012345678-1', 'x'.repeat(5000)].map((id) => ({
        method: 'POST',
        path: `/api/admin/reports/${id}/resolve`,
        who: 'admin' as const,
        body: { action: 'dismiss' },
      })),
    expect: refused(404, 'REPORT.NOT_FOUND'),
  },
  {
    where: 'POST /api/bots/:id/webhook/deliveries/:deliveryId/redeliver',
    field: ':deliveryId',
    worst: '1e300, 1,000 characters',
    send: ({ botId }) =>
      ['1e300', 'x'.repeat(1000)].map((id) => ({
        method: 'POST',
        path: `/api/bots/${botId}/webhook/deliveries/${id}/redeliver`,
        who: 'owner' as const,
      })),
    expect: refused(400, 'WEBHOOK.INVALID_DELIVERY_ID'),
  },
  {
    where: 'GET /sitemaps/bots-:n.xml',
    field: ':n',
    worst: '999,999 (past the last page), 1,000,000, 1e3',
    send: () =>
      ['999999', '1000000', '1e3'].map((n) => ({ method: 'GET', path: `/sitemaps/bots-${n}.xml` })),
    expect: { answers: 404, maxBytes: 64 * 1024 },
  },
  {
    where: 'GET /api/bots/:id/history',
    field: ':id',
    worst: '2^53+1',
    send: () => [{ method: 'GET', path: '/api/bots/9007199254740993/history' }],
    expect: refused(400, 'BOT.INVALID_ID'),
  },
  {
    where: 'GET /api/bots/:id',
    field: ':id',
    worst: 'an id as long as a URL may be',
    send: () => [{ method: 'GET', path: `/api/bots/${'9'.repeat(15_000)}` }],
    expect: refused(400, 'BOT.INVALID_ID'),
  },
];
