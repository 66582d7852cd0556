import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { DirectoryClient, SUBMIT_PATH } from '@api/testing/directory-client';
import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  TestApp,
  validBotData,
} from '@api/testing/test-app';
import { LogCapture, STACK_TRACE } from './testing/log-capture';
import {
  BODY_CASES,
  BOT_DATA_STRINGS,
  BOT_FIELD_CASES,
  ID_CASES,
  REFUSED_QUERIES,
  SEARCH_AS_TEXT,
} from './testing/hostile-cases';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

type Who = 'owner' | 'other' | 'admin' | 'nobody';

/** Every write endpoint, pointed at a real target so that only the input decides the answer. */
interface WriteEndpoint {
  name: string;
  method: string;
  path: () => string;
  who: Who;
  /** Wraps a whole bot form into this endpoint's body, for the endpoints that take one. */
  wrapBot?: (bot: Record<string, unknown>) => unknown;
}

describe('hostile input: a clear 4xx, never a 5xx, no stack trace, and nothing changes', () => {
  let api: TestApp;
  const log = new LogCapture();
  let events: EventStore;
  let readStore: ReadStore;
  const cookies: Record<Who, string | undefined> = {
    owner: undefined,
    other: undefined,
    admin: undefined,
    nobody: undefined,
  };
  const ids = { bot: 0, pending: '', rejected: '' };
  const SEARCHABLE = 'Searchable Helper';

  beforeAll(async () => {
    api = await TestApp.start();
    // The api's own log, at every level: a refused request must leave no stack trace in it.
    log.start();
    events = api.app.get(EVENT_STORE);
    readStore = api.app.get(READ_STORE);
    const client = DirectoryClient.over(api);
    cookies.owner = await client.login(DEVELOPER);
    cookies.other = await client.login(OTHER_DEVELOPER);
    cookies.admin = await client.login(ADMINISTRATOR);
    const submit = async (name: string) => (await client.submit(DEVELOPER, { name })).body;
    const review = (id: string, status: string) => client.review(id, status, ADMINISTRATOR);
    const published = await submit('Target Bot');
    await review(published.submissionId, 'approved');
    ids.bot = published.botId;
    await review((await submit(SEARCHABLE)).submissionId, 'approved');
    ids.pending = (await submit('Pending Bot')).submissionId;
    ids.rejected = (await submit('Rejected Bot')).submissionId;
    await review(ids.rejected, 'rejected');
  });
  afterAll(async () => {
    log.stop();
    await api.stop();
  });

  const WRITES: WriteEndpoint[] = [
    {
      name: 'POST /api/bots/submit',
      method: 'POST',
      path: () => SUBMIT_PATH,
      who: 'owner',
      wrapBot: (bot) => ({ botData: bot }),
    },
    {
      name: 'POST /api/bot-submissions',
      method: 'POST',
      path: () => '/api/bot-submissions',
      who: 'owner',
      wrapBot: (bot) => ({ botData: JSON.stringify(bot), submitterName: 'dev_one' }),
    },
    {
      name: 'POST /api/submissions/:id/resubmit',
      method: 'POST',
      path: () => `/api/submissions/${ids.rejected}/resubmit`,
      who: 'owner',
      wrapBot: (bot) => ({ botData: bot }),
    },
    {
      name: 'PUT /api/bots/:id',
      method: 'PUT',
      path: () => `/api/bots/${ids.bot}`,
      who: 'owner',
      wrapBot: (bot) => ({ botData: bot }),
    },
    {
      name: 'POST /api/bots/:id/rating',
      method: 'POST',
      path: () => `/api/bots/${ids.bot}/rating`,
      who: 'other',
    },
    {
      name: 'POST /api/admin/submissions/:id/review',
      method: 'POST',
      path: () => `/api/admin/submissions/${ids.pending}/review`,
      who: 'admin',
    },
    {
      name: 'PUT /api/admin/bots/:id/featured',
      method: 'PUT',
      path: () => `/api/admin/bots/${ids.bot}/featured`,
      who: 'admin',
    },
    { name: 'POST /auth/dev-login', method: 'POST', path: () => '/auth/dev-login', who: 'nobody' },
  ];

  /** What must not move: the event log's head, the public stats and every read model. */
  async function snapshot() {
    const stats = await api.request('GET', '/api/stats');
    return {
      head: await events.headPosition(),
      stats: stats.body,
      digest: await readStore.digest(),
    };
  }

  async function expectRefusedWithoutChange(
    send: () => Promise<{ status: number; body: unknown }>,
  ) {
    const before = await snapshot();
    const mark = log.mark();
    const answer = await send();
    expect(log.since(mark)).not.toMatch(STACK_TRACE);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({
      statusCode: answer.status,
      code: expect.stringMatching(/^[A-Z_]+\.[A-Z_]+$/),
      message: expect.any(String),
    });
    expect(await snapshot()).toEqual(before);
  }

  const botEndpoints = WRITES.filter((endpoint) => endpoint.wrapBot);
  const fieldCases = botEndpoints.flatMap((endpoint) =>
    BOT_FIELD_CASES.map(
      ([label, field, value]) => [endpoint.name, label, endpoint, field, value] as const,
    ),
  );

  it.each(fieldCases)('%s refuses %s', async (_name, _label, endpoint, field, value) => {
    const bot = validBotData(DEVELOPER, { [field]: value });
    await expectRefusedWithoutChange(() =>
      api.request(endpoint.method, endpoint.path(), {
        cookie: cookies[endpoint.who],
        body: endpoint.wrapBot?.(bot),
      }),
    );
  });

  const bodyCases = WRITES.flatMap((endpoint) =>
    BODY_CASES.map(([label, raw, type]) => [endpoint.name, label, endpoint, raw, type] as const),
  );

  it.each(bodyCases)('%s refuses %s', async (_name, _label, endpoint, raw, type) => {
    await expectRefusedWithoutChange(() =>
      api.request(endpoint.method, endpoint.path(), {
        cookie: cookies[endpoint.who],
        raw,
        headers: { 'Content-Type': type },
      }),
    );
  });

  it.each(BOT_DATA_STRINGS)(
    'POST /api/bot-submissions refuses botData as %s',
    async (_label, botData) => {
      await expectRefusedWithoutChange(() =>
        api.request('POST', '/api/bot-submissions', {
          cookie: cookies.owner,
          body: { botData, submitterName: 'dev_one' },
        }),
      );
    },
  );

  it.each([
    ['a zero-width space', 'dev\u200B'],
    ['a line separator', 'dev\u2028one'],
    ['a byte-order mark', '\uFEFFdev'],
    ['a C1 control', 'dev\u0085'],
  ])('POST /api/bot-submissions refuses a submitterName with %s', async (_label, submitterName) => {
    await expectRefusedWithoutChange(() =>
      api.request('POST', '/api/bot-submissions', {
        cookie: cookies.owner,
        body: { botData: JSON.stringify(validBotData(DEVELOPER)), submitterName },
      }),
    );
  });

  const ID_ROUTES: Array<[string, (id: string) => string, Who, unknown]> = [
    ['GET', (id) => `/api/bots/${id}`, 'nobody', undefined],
    ['GET', (id) => `/api/bots/${id}/invite`, 'nobody', undefined],
    ['PUT', (id) => `/api/bots/${id}`, 'owner', { botData: validBotData(DEVELOPER) }],
    ['DELETE', (id) => `/api/bots/${id}`, 'owner', undefined],
    ['POST', (id) => `/api/bots/${id}/rating`, 'other', { stars: 3 }],
    ['PUT', (id) => `/api/admin/bots/${id}/featured`, 'admin', { featured: true }],
    ['DELETE', (id) => `/api/submissions/${id}`, 'owner', undefined],
    ['POST', (id) => `/api/submissions/${id}/resubmit`, 'owner', {}],
    ['POST', (id) => `/api/admin/submissions/${id}/review`, 'admin', { status: 'approved' }],
    ['GET', (id) => `/api/admin/submissions/${id}/history`, 'admin', undefined],
  ];
  const idCases = ID_ROUTES.flatMap(([method, path, who, body]) =>
    ID_CASES.map((id) => [method, path(id), who, body] as const),
  );

  it.each(idCases)('%s %s refuses the id', async (method, path, who, body) => {
    await expectRefusedWithoutChange(() =>
      api.request(method, path, { cookie: cookies[who], body }),
    );
  });

  it.each(REFUSED_QUERIES)('refuses %s', async (_label, path) => {
    await expectRefusedWithoutChange(() => api.request('GET', path, { cookie: cookies.admin }));
  });

  it.each(SEARCH_AS_TEXT)('searches for %j as plain words, matching nothing', async (search) => {
    const before = await snapshot();
    const answer = await api.request<unknown[]>(
      'GET',
      `/api/bots?search=${encodeURIComponent(search)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('still finds the bot by a real word (the searches above could have matched)', async () => {
    const answer = await api.request<Array<{ name: string }>>('GET', '/api/bots?search=searchable');
    expect(answer.body.map((bot) => bot.name)).toEqual([SEARCHABLE]);
  });

  it.each(['POST /api/bots/submit', 'POST /api/bot-submissions'])(
    "%s refuses a bot in someone else's name",
    async (name) => {
      const endpoint = botEndpoints.find((candidate) => candidate.name === name) as WriteEndpoint;
      const bot = validBotData(DEVELOPER, { ownerId: '999999999999999999' });
      await expectRefusedWithoutChange(() =>
        api.request(endpoint.method, endpoint.path(), {
          cookie: cookies[endpoint.who],
          body: endpoint.wrapBot?.(bot),
        }),
      );
    },
  );

  it("keeps the owner when an edit names someone else's id", async () => {
    const bot = validBotData(DEVELOPER, { ownerId: '999999999999999999', name: 'Target Bot' });
    await api.request('PUT', `/api/bots/${ids.bot}`, {
      cookie: cookies.owner,
      body: { botData: bot },
    });
    const mine = await api.request<Array<{ id: number }>>('GET', '/api/user/bots', {
      cookie: cookies.owner,
    });
    expect(mine.body.map((item) => item.id)).toContain(ids.bot);
  });

  it('POST /api/submissions/:id/resubmit refuses an unknown top-level field', async () => {
    await expectRefusedWithoutChange(() =>
      api.request('POST', `/api/submissions/${ids.rejected}/resubmit`, {
        cookie: cookies.owner,
        body: { botdata: validBotData(DEVELOPER) },
      }),
    );
  });

  it('counts its corpus: at least 200 hostile cases', () => {
    expect(
      fieldCases.length +
        bodyCases.length +
        idCases.length +
        REFUSED_QUERIES.length +
        SEARCH_AS_TEXT.length +
        BOT_DATA_STRINGS.length,
    ).toBeGreaterThanOrEqual(200);
  });
});

describe('the error body is always JSON, even for requests that never reach a route', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await TestApp.start();
  });
  afterAll(() => api.stop());

  it.each([
    ['GET', '/api/does-not-exist'],
    ['PATCH', '/api/bots/1'],
    ['POST', '/api/stats'],
  ])('%s %s answers a 4xx JSON error', async (method, path) => {
    const answer = await api.request<ErrorBody>(method, path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ statusCode: answer.status, code: expect.any(String) });
  });
});
