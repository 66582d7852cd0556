import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  TestApp,
} from '@api/testing/test-app';
import { ValidationError } from 'yup';
import { MAX_CO_OWNERS } from '@botdir/contracts';
import { DirectoryClient } from '@api/testing/directory-client';
import { fromValidation } from '@api/infrastructure/http/to-api-error';
import { BODY_ROWS } from './testing/client-sized/body-rows';
import { BOT_FORM_ROWS } from './testing/client-sized/bot-form-rows';
import { PAGE_QUERY_ROWS } from './testing/client-sized/page-query-rows';
import { QUERY_ROWS } from './testing/client-sized/query-rows';
import { REVIEW_ROWS } from './testing/client-sized/review-rows';
import { ROUTE_ROWS } from './testing/client-sized/route-rows';
import { STAFF_AND_OWNER_ROWS } from './testing/client-sized/staff-and-owner-rows';
import { TRANSPORT_ROWS } from './testing/client-sized/transport-rows';
import {
  REFUSAL_MAX_BYTES,
  SEARCH_WORDS,
  type Fixture,
  type Row,
  type Who,
} from './testing/client-sized/row';
import { send, type Answer } from './testing/client-sized/send';

/** Every answer below, refusals and worst accepted values alike, comes within this time. */
const BUDGET_MS = 3000;

const ROWS: Row[] = [
  ...QUERY_ROWS,
  ...ROUTE_ROWS,
  ...BOT_FORM_ROWS,
  ...BODY_ROWS,
  ...TRANSPORT_ROWS,
  ...PAGE_QUERY_ROWS,
  ...REVIEW_ROWS,
  ...STAFF_AND_OWNER_ROWS,
];

function expectBounded(context: string, answer: Answer, maxBytes: number): void {
  if (answer.ms < BUDGET_MS && answer.size <= maxBytes) return;
  const took = `${Math.round(answer.ms)} ms and ${answer.size} characters`;
  throw new Error(`${context} took ${took} (bounds: ${BUDGET_MS} ms, ${maxBytes} characters)`);
}

/**
 * Issue #22, item 2: every number a client picks (a count, a length, a size, a time, an id) is
 * either refused with a 4xx in the JSON error format or costs O(1): each row sends its worst
 * values and asserts the status, the size of the answer and the time it took.
 */
describe('client-sized numbers: refused, or bounded in time and size', () => {
  let api: TestApp;
  const cookies: Record<Who, string | undefined> = {
    nobody: undefined,
    owner: undefined,
    other: undefined,
    admin: undefined,
  };
  const fixture: Fixture = { botId: 0, token: '', pendingId: '' };

  beforeAll(async () => {
    api = await TestApp.start();
    const client = DirectoryClient.over(api);
    cookies.owner = await client.login(DEVELOPER);
    cookies.other = await client.login(OTHER_DEVELOPER);
    cookies.admin = await client.login(ADMINISTRATOR);
    const submit = async (fields: Record<string, unknown>) =>
      (await client.submit(DEVELOPER, fields)).body;
    const live = await submit({ description: `It knows ${SEARCH_WORDS}.` });
    await client.approve(live.submissionId, REVIEWER);
    fixture.botId = live.botId;
    fixture.token = (await client.issueToken(live.botId, DEVELOPER)).body.token;
    fixture.pendingId = (await submit({})).submissionId;
    // The bot has every co-owner it may have: one more is the co-owner count's worst value.
    for (let n = 1; n <= MAX_CO_OWNERS; n += 1) {
      const added = await client.coOwner(live.botId, `10000000000000000${n}`, 'add', DEVELOPER);
      expect(added).toMatchObject({ status: 200 });
    }
  });
  afterAll(() => api.stop());

  it.each(ROWS.map((row) => [row.where, row.field, row.worst, row] as const))(
    '%s · %s · %s',
    async (_where, _field, _worst, row) => {
      for (const sent of row.send(fixture)) {
        const answer = await send(api, cookies, sent);
        const context = `${sent.method} ${sent.path.slice(0, 80)}`;
        if ('refused' in row.expect) {
          expect({ context, status: answer.status, body: answer.body }).toMatchObject({
            context,
            status: row.expect.refused,
            body: {
              statusCode: row.expect.refused,
              code: row.expect.code,
              message: expect.any(String),
            },
          });
          expectBounded(context, answer, REFUSAL_MAX_BYTES);
        } else {
          expect({ context, status: answer.status }).toEqual({
            context,
            status: row.expect.answers,
          });
          expectBounded(context, answer, row.expect.maxBytes);
          row.expect.check?.(answer.body);
        }
      }
    },
  );

  it('names at most 50 fields of a refused body, and says how many more there are', () => {
    // No route's schema reports thousands of fields any more (arrays are bounded first, shards
    // stop at the first bad entry); the cap stays for the next schema that would.
    const inner = Array.from(
      { length: 10_000 },
      (_, index) => new ValidationError('must be 0 or more', -1, `tags[${index}]`),
    );
    const body = fromValidation(new ValidationError(inner)).toBody();
    expect(Object.keys(body.fields ?? {})).toHaveLength(50);
    expect(body.message).toMatch(/; and 9,950 more$/);
  });

  it('refuses 10,000 bad shard counts at the first one, at once', async () => {
    const started = performance.now();
    const answer = await send(api, cookies, {
      method: 'POST',
      path: `/api/bots/${fixture.botId}/stats`,
      headers: { Authorization: fixture.token },
      body: { shards: Array.from({ length: 10_000 }, () => -1) },
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer.body).toMatchObject({
      code: 'STATS.INVALID',
      fields: { 'shards[0]': expect.any(String) },
    });
  });

  it('bounds the time a client may take to send its headers and its request', () => {
    const server = api.app.getHttpServer() as { headersTimeout: number; requestTimeout: number };
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(300_000);
  });
});

describe('X-Forwarded-For behind a proxy (TRUST_PROXY=1): read within the header bound', () => {
  let api: TestApp;
  const cookies: Record<Who, string | undefined> = {
    nobody: undefined,
    owner: undefined,
    other: undefined,
    admin: undefined,
  };
  beforeAll(async () => {
    api = await TestApp.start({ TRUST_PROXY: '1' });
  });
  afterAll(() => api.stop());

  const addresses = (count: number) =>
    Array.from({ length: count }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ');

  it('answers a list of 1,200 addresses (15 KB) in bounded time', async () => {
    const headers = { 'X-Forwarded-For': addresses(1200) };
    const answer = await send(api, cookies, { method: 'GET', path: '/api/stats', headers });
    expect(answer.status).toBe(200);
    expectBounded('GET /api/stats', answer, 4096);
  });

  it('refuses a list past 16 KB with the JSON error', async () => {
    const headers = { 'X-Forwarded-For': addresses(1500) };
    const answer = await send(api, cookies, { method: 'GET', path: '/api/stats', headers });
    expect(answer.body).toMatchObject({ statusCode: 431, code: 'REQUEST.HEADERS_TOO_LARGE' });
  });
});
