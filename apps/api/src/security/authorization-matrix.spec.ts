import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  TestApp,
  validBotData,
  type TestUser,
} from '@api/testing/test-app';
import { DirectoryClient, SUBMIT_PATH } from '@api/testing/directory-client';

/** Who asks: nobody, a plain user, the owner of the fixtures, and the two staff roles. */
const ACTORS = ['anonymous', 'user', 'owner', 'reviewer', 'administrator'] as const;
type ActorName = (typeof ACTORS)[number];
const USERS: Record<Exclude<ActorName, 'anonymous'>, TestUser> = {
  user: OTHER_DEVELOPER,
  owner: DEVELOPER,
  reviewer: REVIEWER,
  administrator: ADMINISTRATOR,
};

interface Fixtures {
  pendingSubmission(): Promise<{ submissionId: string; botId: number }>;
  rejectedSubmission(): Promise<{ submissionId: string }>;
  publicBot(): Promise<{ botId: number; submissionId: string }>;
}

interface Cell {
  method: string;
  path: (f: Fixtures) => Promise<string>;
  body?: unknown;
  /** Expected status per actor, in ACTORS order. */
  expected: [number, number, number, number, number];
}

const submitForm = (actor: TestUser) => ({ botData: validBotData(actor) });
const staffOnlyRead = [401, 403, 403, 200, 200] as Cell['expected'];
const anyoneRead = [200, 200, 200, 200, 200] as Cell['expected'];

const MATRIX: Record<string, Cell> = {
  'GET /api/health': { method: 'GET', path: async () => '/api/health', expected: anyoneRead },
  'GET /admin/queues (Bull Board)': {
    method: 'GET',
    path: async () => '/admin/queues',
    expected: [401, 403, 403, 403, 200],
  },
  'GET /api/stats': { method: 'GET', path: async () => '/api/stats', expected: anyoneRead },
  'GET /api/categories': {
    method: 'GET',
    path: async () => '/api/categories',
    expected: anyoneRead,
  },
  'GET /api/bots': {
    method: 'GET',
    path: async () => '/api/bots?approved=true',
    expected: anyoneRead,
  },
  'GET /api/bots/featured': {
    method: 'GET',
    path: async () => '/api/bots/featured',
    expected: anyoneRead,
  },
  'GET /api/bots/trending': {
    method: 'GET',
    path: async () => '/api/bots/trending',
    expected: anyoneRead,
  },
  'GET /api/bots/:id (public)': {
    method: 'GET',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}`,
    expected: anyoneRead,
  },
  'GET /api/bots/:id (not yet approved)': {
    method: 'GET',
    path: async (f) => `/api/bots/${(await f.pendingSubmission()).botId}`,
    expected: [404, 404, 200, 200, 200],
  },
  'GET /api/bots/:id/invite': {
    method: 'GET',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}/invite`,
    expected: [302, 302, 302, 302, 302],
  },
  'GET /api/auth/user': { method: 'GET', path: async () => '/api/auth/user', expected: anyoneRead },
  'POST /api/bots/submit': {
    method: 'POST',
    path: async () => SUBMIT_PATH,
    body: 'own-form',
    expected: [401, 201, 201, 201, 201],
  },
  'POST /api/bot-submissions': {
    method: 'POST',
    path: async () => '/api/bot-submissions',
    body: 'public-form',
    expected: [401, 201, 201, 201, 201],
  },
  'POST /api/submissions/:id/resubmit': {
    method: 'POST',
    path: async (f) => `/api/submissions/${(await f.rejectedSubmission()).submissionId}/resubmit`,
    body: {},
    expected: [401, 403, 201, 403, 403],
  },
  'DELETE /api/submissions/:id': {
    method: 'DELETE',
    path: async (f) => `/api/submissions/${(await f.pendingSubmission()).submissionId}`,
    expected: [401, 403, 200, 403, 403],
  },
  'PUT /api/bots/:id': {
    method: 'PUT',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}`,
    // A new name for each edit: every row edits another bot, and names are unique.
    get body() {
      return { botData: validBotData(DEVELOPER) };
    },
    expected: [401, 403, 200, 200, 200],
  },
  'DELETE /api/bots/:id': {
    method: 'DELETE',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}`,
    expected: [401, 403, 200, 200, 200],
  },
  'POST /api/bots/:id/rating': {
    method: 'POST',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}/rating`,
    body: { stars: 4 },
    expected: [401, 200, 403, 200, 200],
  },
  'PUT /api/bots/:id/reviews/mine': {
    method: 'PUT',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}/reviews/mine`,
    body: { stars: 4, text: 'Works well for our server.' },
    expected: [401, 200, 403, 200, 200],
  },
  'GET /api/bots/:id/reviews': {
    method: 'GET',
    path: async (f) => `/api/bots/${(await f.publicBot()).botId}/reviews`,
    expected: anyoneRead,
  },
  'GET /api/admin/reviews/flagged': {
    method: 'GET',
    path: async () => '/api/admin/reviews/flagged',
    expected: staffOnlyRead,
  },
  'GET /api/user/bots': {
    method: 'GET',
    path: async () => '/api/user/bots',
    expected: [401, 200, 200, 200, 200],
  },
  'GET /api/user/submissions': {
    method: 'GET',
    path: async () => '/api/user/submissions',
    expected: [401, 200, 200, 200, 200],
  },
  'GET /api/admin/submissions': {
    method: 'GET',
    path: async () => '/api/admin/submissions?status=pending',
    expected: staffOnlyRead,
  },
  'POST /api/admin/submissions/:id/review': {
    method: 'POST',
    path: async (f) =>
      `/api/admin/submissions/${(await f.pendingSubmission()).submissionId}/review`,
    body: { status: 'approved', reviewNotes: 'fine' },
    expected: [401, 403, 403, 200, 200],
  },
  'GET /api/admin/submissions/:id/history': {
    method: 'GET',
    path: async (f) => `/api/admin/submissions/${(await f.publicBot()).submissionId}/history`,
    expected: staffOnlyRead,
  },
  'PUT /api/admin/bots/:id/featured': {
    method: 'PUT',
    path: async (f) => `/api/admin/bots/${(await f.publicBot()).botId}/featured`,
    body: { featured: true },
    expected: [401, 403, 403, 200, 200],
  },
};

describe('authorization matrix: every endpoint × anonymous, user, owner, reviewer, administrator', () => {
  let api: TestApp;
  const cookies: Partial<Record<ActorName, string>> = {};
  let fixtures: Fixtures;

  beforeAll(async () => {
    api = await TestApp.start();
    const client = DirectoryClient.over(api);
    for (const [name, user] of Object.entries(USERS)) {
      cookies[name as ActorName] = await client.login(user);
    }
    const must = async <T>(what: string, answer: Promise<{ status: number; body: T }>) => {
      const { status, body } = await answer;
      if (status >= 300) throw new Error(`fixture ${what}: ${status}`);
      return body;
    };
    const submit = () => must('submit', client.submit(DEVELOPER));
    const review = (submissionId: string, status: string) =>
      must('review', client.review(submissionId, status, ADMINISTRATOR));
    fixtures = {
      pendingSubmission: submit,
      async rejectedSubmission() {
        const { submissionId } = await submit();
        await review(submissionId, 'rejected');
        return { submissionId };
      },
      async publicBot() {
        const submitted = await submit();
        await review(submitted.submissionId, 'approved');
        return submitted;
      },
    };
  });
  afterAll(() => api.stop());

  const cells = Object.entries(MATRIX).flatMap(([name, cell]) =>
    ACTORS.map((actor, index) => [name, actor, cell.expected[index] as number, cell] as const),
  );

  it.each(cells)('%s as %s answers %i', async (_name, actor, status, cell) => {
    const path = await cell.path(fixtures);
    const user = actor === 'anonymous' ? DEVELOPER : USERS[actor];
    const body =
      cell.body === 'own-form'
        ? submitForm(user)
        : cell.body === 'public-form'
          ? { botData: JSON.stringify(validBotData(user)), submitterName: user.username }
          : cell.body;
    const answer = await api.request<{ statusCode?: number; code?: string }>(cell.method, path, {
      cookie: cookies[actor],
      body,
    });
    expect(answer.status).toBe(status);
    if (status >= 400) {
      expect(answer.body).toMatchObject({ statusCode: status, code: expect.any(String) });
    }
  });

  it.each(['user', 'owner', 'reviewer'] as const)(
    "shows %s only their own submissions and bots, never another user's",
    async (actor) => {
      const own = USERS[actor].id;
      for (const path of ['/api/user/submissions', '/api/user/bots']) {
        const answer = await api.request<Array<Record<string, unknown>>>('GET', path, {
          cookie: cookies[actor],
        });
        const owners = answer.body.map((item) =>
          String(item.submitterId ?? item.ownerId ?? (item.bot as { ownerId?: string })?.ownerId),
        );
        expect(owners.every((owner) => owner === own)).toBe(true);
        if (actor === 'owner') expect(owners.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('staff access never falls open', () => {
  it.each([
    ['STAFF_ROLE_IDS empty', { STAFF_ROLE_IDS: '' }, []],
    [
      'STAFF_ROLE_IDS empty, user holding other roles',
      { STAFF_ROLE_IDS: '' },
      ['100000000000000009'],
    ],
    [
      'STAFF_ROLE_IDS configured, user without them',
      { STAFF_ROLE_IDS: '100000000000000011,100000000000000012' },
      ['100000000000000001'],
    ],
  ])('%s: the admin list answers 403', async (_label, env, roles) => {
    const api = await TestApp.start(env);
    try {
      const cookie = await api.login({ ...OTHER_DEVELOPER, roles });
      const answer = await api.request('GET', '/api/admin/submissions', { cookie });
      expect(answer.status).toBe(403);
    } finally {
      await api.stop();
    }
  });

  it('refuses to start with a malformed STAFF_ROLE_IDS rather than guessing', async () => {
    await expect(TestApp.start({ STAFF_ROLE_IDS: ',' })).rejects.toThrow(/STAFF_ROLE_IDS/);
  });
});

/** A user who was a co-owner, logged in while they were one (the session outlives the removal). */
const FORMER_CO_OWNER: TestUser = { id: '555555555555555555', username: 'former', roles: [] };
const HOOK = { url: 'https://hooks.example.com/votes', secret: 'receiver-secret-0123456789' };

interface SharedBot {
  botId: number;
  /** A rejected edit of the bot, waiting to be resubmitted. */
  rejectedEdit(): Promise<string>;
}

interface OwnerCell {
  method: string;
  path: (bot: SharedBot) => Promise<string>;
  body?: () => unknown;
  /** Expected status as the owner, a co-owner and a former co-owner. */
  expected: [number, number, number];
}

const COOWNER_ACTORS = ['owner', 'co-owner', 'former co-owner'] as const;
const managers = (ok: number): OwnerCell['expected'] => [ok, ok, 403];
const mainOwnerOnly = (ok: number): OwnerCell['expected'] => [ok, 403, 403];
const on = (suffix: string) => async (bot: SharedBot) => `/api/bots/${bot.botId}${suffix}`;

const OWNER_MATRIX: Record<string, OwnerCell> = {
  'PUT /api/bots/:id': {
    method: 'PUT',
    path: on(''),
    body: () => ({ botData: validBotData(DEVELOPER) }),
    expected: managers(200),
  },
  'PUT /api/bots/:id/slug': {
    method: 'PUT',
    path: on('/slug'),
    body: () => ({ slug: `shared-${Math.random().toString(36).slice(2, 10)}` }),
    expected: managers(200),
  },
  'POST /api/submissions/:id/resubmit (a rejected edit)': {
    method: 'POST',
    path: async (bot) => `/api/submissions/${await bot.rejectedEdit()}/resubmit`,
    body: () => ({}),
    expected: managers(201),
  },
  'POST /api/bots/:id/token': { method: 'POST', path: on('/token'), expected: managers(201) },
  'GET /api/bots/:id/token': { method: 'GET', path: on('/token'), expected: managers(200) },
  'PUT /api/bots/:id/webhook': {
    method: 'PUT',
    path: on('/webhook'),
    body: () => HOOK,
    expected: managers(200),
  },
  'GET /api/bots/:id/webhook': { method: 'GET', path: on('/webhook'), expected: managers(200) },
  'DELETE /api/bots/:id/webhook': {
    method: 'DELETE',
    path: on('/webhook'),
    expected: managers(204),
  },
  'GET /api/user/bots/:id/analytics': {
    method: 'GET',
    path: async (bot) => `/api/user/bots/${bot.botId}/analytics`,
    expected: managers(200),
  },
  'DELETE /api/bots/:id': { method: 'DELETE', path: on(''), expected: mainOwnerOnly(200) },
  'PUT /api/bots/:id/co-owners/:userId': {
    method: 'PUT',
    path: on(`/co-owners/${REVIEWER.id}`),
    expected: mainOwnerOnly(200),
  },
  'DELETE /api/bots/:id/co-owners/:userId': {
    method: 'DELETE',
    path: on(`/co-owners/${OTHER_DEVELOPER.id}`),
    expected: mainOwnerOnly(200),
  },
  'POST /api/bots/:id/transfer': {
    method: 'POST',
    path: on('/transfer'),
    body: () => ({ toUserId: REVIEWER.id }),
    expected: mainOwnerOnly(200),
  },
  'DELETE /api/bots/:id/transfer': {
    method: 'DELETE',
    path: on('/transfer'),
    expected: mainOwnerOnly(200),
  },
  'POST /api/bots/:id/transfer/accept (offered to another)': {
    method: 'POST',
    path: async (bot) => `/api/bots/${bot.botId}/transfer/accept`,
    expected: [403, 403, 403],
  },
};

describe('authorization matrix: every bot route × owner, co-owner, former co-owner', () => {
  let api: TestApp;
  let client: DirectoryClient;
  const users: Record<(typeof COOWNER_ACTORS)[number], TestUser> = {
    owner: DEVELOPER,
    'co-owner': OTHER_DEVELOPER,
    'former co-owner': FORMER_CO_OWNER,
  };

  beforeAll(async () => {
    api = await TestApp.start();
    client = DirectoryClient.over(api);
    for (const user of Object.values(users)) await client.login(user);
  });
  afterAll(() => api.stop());

  /** A live bot of DEVELOPER co-owned by OTHER_DEVELOPER, once co-owned by FORMER_CO_OWNER. */
  async function sharedBot(): Promise<SharedBot> {
    const botId = await client.liveBot(DEVELOPER);
    const must = async (answer: Promise<{ status: number }>) => {
      const { status } = await answer;
      if (status >= 300) throw new Error(`fixture: ${status}`);
    };
    await must(client.coOwner(botId, OTHER_DEVELOPER.id, 'add'));
    await must(client.coOwner(botId, FORMER_CO_OWNER.id, 'add'));
    await must(client.coOwner(botId, FORMER_CO_OWNER.id, 'remove'));
    await must(client.transfer(botId, 'offer', DEVELOPER, ADMINISTRATOR.id));
    await must(client.configureWebhook(botId, DEVELOPER, HOOK));
    return {
      botId,
      async rejectedEdit() {
        // Another application: the edit waits for review as a submission of its own.
        const edited = await client.edit(botId, {}, DEVELOPER);
        const submissionId = edited.body.submissionId;
        if (!submissionId) throw new Error(`fixture edit: ${JSON.stringify(edited.body)}`);
        await must(client.reject(submissionId, 'Not yet', ADMINISTRATOR));
        return submissionId;
      },
    };
  }

  const cells = Object.entries(OWNER_MATRIX).flatMap(([name, cell]) =>
    COOWNER_ACTORS.map(
      (actor, index) => [name, actor, cell.expected[index] as number, cell] as const,
    ),
  );

  it.each(cells)('%s as %s answers %i', async (_name, actor, status, cell) => {
    const path = await cell.path(await sharedBot());
    const answer = await api.request<{ statusCode?: number; code?: string }>(cell.method, path, {
      cookie: await client.login(users[actor]),
      body: cell.body?.(),
    });
    expect(answer.status).toBe(status);
    if (status >= 400) {
      expect(answer.body).toMatchObject({ statusCode: status, code: expect.any(String) });
    }
  });
});
