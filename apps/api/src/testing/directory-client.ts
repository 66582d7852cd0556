import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  TestApp,
  validBotData,
  type HttpAnswer,
  type TestUser,
} from './test-app';
import type { EventStoreWrapper } from '@api/infrastructure/event-store/create-event-store';
import type { HttpTarget, RequestOptions } from './http-target';

/** The one route a new listing is submitted to. */
export const SUBMIT_PATH = '/api/bots/submit';

/** A submission taken: its id and the bot it lists (an edit answers the same bot). */
export interface Accepted {
  submissionId: string;
  botId: number;
  status: 'pending';
}

/** An edit: live at once, or a submission of its own when it needs a review first. */
export interface Edited {
  botId: number;
  inReview: boolean;
  submissionId?: string;
}

export interface Reviewed {
  submissionId: string;
  status: 'approved' | 'rejected';
}

export interface Voted {
  botId: number;
  votedAt: string;
  nextVoteAt: string;
}

export interface Claimed {
  submissionId: string;
  claimedBy: string | null;
  claimedUntil: string | null;
}

export interface Rated {
  botId: number;
  stars: number;
}

export interface Reported {
  reportId: string;
  botId: number;
  status: 'open';
}

export interface IssuedToken {
  token: string;
}

export interface StatsTaken {
  server_count: number;
  shard_count: number;
  shards: number[];
}

export interface WebhookConfigured {
  botId: number;
  url: string;
  configuredAt: string;
}

/** A refusal as every endpoint answers it; answers carry it beside their success shape. */
export interface Refusal {
  statusCode: number;
  code: string;
  message: string;
  retryAfter?: number;
  fields?: Record<string, string>;
}

export type Answer<T> = HttpAnswer<T & Partial<Refusal>>;

/** The standard personas, logged in once per client. */
export const PERSONAS: readonly TestUser[] = [DEVELOPER, OTHER_DEVELOPER, REVIEWER, ADMINISTRATOR];

/**
 * The directory's use cases as tests speak them: `submit`, `approve`, `liveBot`, `vote`... over
 * real HTTP, as a persona. Raw `request` stays for tests whose point is the HTTP itself.
 */
export class DirectoryClient {
  private readonly sessions = new Map<string, string>();

  private constructor(readonly http: HttpTarget) {}

  /** A client that logs each user in on first use (where logins count against a budget). */
  static over(http: HttpTarget): DirectoryClient {
    return new DirectoryClient(http);
  }

  /** A client whose standard personas are already logged in. */
  static async start(http: HttpTarget): Promise<DirectoryClient> {
    const client = new DirectoryClient(http);
    for (const user of PERSONAS) await client.login(user);
    return client;
  }

  /** The session cookie of `user`, logging in once through the development login. */
  async login(user: TestUser): Promise<string> {
    const known = this.sessions.get(user.id);
    if (known) return known;
    const cookie = await this.http.login(user);
    this.sessions.set(user.id, cookie);
    return cookie;
  }

  /** The cookie of a user already logged in (every standard persona is). */
  cookie(user: TestUser): string {
    const cookie = this.sessions.get(user.id);
    if (!cookie) throw new Error(`${user.username} is not logged in: await client.login(user)`);
    return cookie;
  }

  /** `POST` (or any method) as `user`: the raw answer, for checks of the answer itself. */
  async send<T>(method: string, path: string, as: TestUser | null, body?: unknown) {
    const cookie = as ? await this.login(as) : undefined;
    return this.http.request<T & Partial<Refusal>>(method, path, {
      cookie,
      ...(body === undefined ? {} : { body }),
    });
  }

  /**
   * Any request as `user` with `options` passed through (a raw body, headers): for tests whose
   * point is the request itself, such as a deliberately malformed form.
   */
  async sendRaw<T>(
    method: string,
    path: string,
    as: TestUser | null,
    options: Omit<RequestOptions, 'cookie'> = {},
  ) {
    const cookie = as ? await this.login(as) : undefined;
    return this.http.request<T & Partial<Refusal>>(method, path, { cookie, ...options });
  }

  /** Submits a valid form (`validBotData` with `overrides`) as `as`. */
  submit(
    as: TestUser = DEVELOPER,
    overrides: Record<string, unknown> = {},
  ): Promise<Answer<Accepted>> {
    return this.submitForm(validBotData(as, overrides), as);
  }

  /** Submits exactly `botData`, as `as` (`null`: nobody logged in). */
  submitForm(botData: Record<string, unknown>, as: TestUser | null = DEVELOPER) {
    return this.submitBody({ botData }, as);
  }

  /** Posts any body (a form with or without its `botData` wrapper) to the submit route. */
  submitBody(body: unknown, as: TestUser | null = DEVELOPER) {
    return this.send<Accepted>('POST', SUBMIT_PATH, as, body);
  }

  /** An edit of a listed bot by its owner (`validBotData` with `overrides`). */
  edit(botId: number, overrides: Record<string, unknown>, as: TestUser = DEVELOPER) {
    return this.editForm(botId, validBotData(as, overrides), as);
  }

  editForm(botId: number, botData: Record<string, unknown>, as: TestUser = DEVELOPER) {
    return this.send<Edited>('PUT', `/api/bots/${botId}`, as, { botData });
  }

  /** A rejected submission sent again: with a new form (`overrides`), or as it was without. */
  resubmit(submissionId: string, as: TestUser = DEVELOPER, overrides?: Record<string, unknown>) {
    const path = `/api/submissions/${submissionId}/resubmit`;
    return this.send<Accepted>(
      'POST',
      path,
      as,
      overrides && { botData: validBotData(as, overrides) },
    );
  }

  /** The owner's edit of a pending submission: the whole form, as the dialog sends it. */
  editPending(submissionId: string, botData: Record<string, unknown>, as: TestUser = DEVELOPER) {
    return this.send<Accepted>('PUT', `/api/submissions/${submissionId}`, as, { botData });
  }

  approve(submissionId: string, as: TestUser = REVIEWER, reviewNotes = '') {
    return this.review(submissionId, 'approved', as, reviewNotes);
  }

  reject(submissionId: string, reviewNotes = 'Not yet', as: TestUser = REVIEWER) {
    return this.review(submissionId, 'rejected', as, reviewNotes);
  }

  /** A Reviewer takes a pending submission for review (`release`: gives it back). */
  claim(submissionId: string, as: TestUser = REVIEWER, release = false) {
    const path = `/api/admin/submissions/${submissionId}/claim`;
    return this.send<Claimed>(release ? 'DELETE' : 'POST', path, as);
  }

  /** A staff decision with any status (a wrong one is a test of its own). */
  review(submissionId: string, status: string, as: TestUser = REVIEWER, reviewNotes = '') {
    const path = `/api/admin/submissions/${submissionId}/review`;
    return this.send<Reviewed>('POST', path, as, { status, reviewNotes });
  }

  /** A bot submitted by `as` and approved by a Reviewer: its ids and the form it was sent with. */
  async approvedBot(as: TestUser = DEVELOPER, overrides: Record<string, unknown> = {}) {
    const botData = validBotData(as, overrides);
    const submitted = await this.submitForm(botData, as);
    if (submitted.status !== 201) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
    const { submissionId, botId } = submitted.body;
    const reviewed = await this.approve(submissionId);
    if (reviewed.status !== 200) throw new Error(`review: ${JSON.stringify(reviewed.body)}`);
    return { submissionId, botId, botData };
  }

  /** A live (approved, public) bot of `as`; answers its id. */
  async liveBot(as: TestUser = DEVELOPER, overrides: Record<string, unknown> = {}) {
    return (await this.approvedBot(as, overrides)).botId;
  }

  /** Staff unlist or relist a bot; `body` as sent (a reason, or a wrong one under test). */
  moderate(botId: number, action: 'unlist' | 'relist', body: object, as: TestUser = REVIEWER) {
    return this.send<{ botId: number; status: string }>(
      'POST',
      `/api/admin/bots/${botId}/${action}`,
      as,
      body,
    );
  }

  vote(botId: number, as: TestUser | null = OTHER_DEVELOPER) {
    return this.send<Voted>('POST', `/api/bots/${botId}/votes`, as);
  }

  /** A star rating (1-5) as `as`. */
  rate(botId: number, stars: unknown, as: TestUser | null = OTHER_DEVELOPER) {
    return this.send<Rated>('POST', `/api/bots/${botId}/rating`, as, { stars });
  }

  /** A report as `as` (`null`: nobody logged in). */
  report(botId: number, as: TestUser | null = OTHER_DEVELOPER, body: object = { reason: 'spam' }) {
    return this.send<Reported>('POST', `/api/bots/${botId}/reports`, as, body);
  }

  /** A new address `/bot/{slug}` for a bot; `slug` as sent (a hostile one under test). */
  changeSlug(botId: number, slug: unknown, as: TestUser | null = DEVELOPER) {
    return this.send<{ botId: number; slug: string }>('PUT', `/api/bots/${botId}/slug`, as, {
      slug,
    });
  }

  issueToken(botId: number, as: TestUser | null = DEVELOPER) {
    return this.send<IssuedToken>('POST', `/api/bots/${botId}/token`, as);
  }

  /** A bot's stats post with its `Authorization` header (`Bearer <token>` or the bare token). */
  postStats(
    botId: number,
    authorization: string,
    body: unknown,
    path = `/api/bots/${botId}/stats`,
  ) {
    return this.http.request<StatsTaken & Partial<Refusal>>('POST', path, {
      body,
      headers: { Authorization: authorization },
    });
  }

  configureWebhook(botId: number, as: TestUser, webhook: { url: string; secret?: string }) {
    return this.send<WebhookConfigured>('PUT', `/api/bots/${botId}/webhook`, as, webhook);
  }

  removeWebhook(botId: number, as: TestUser) {
    return this.send<{ botId: number }>('DELETE', `/api/bots/${botId}/webhook`, as);
  }

  /** The main owner (by default) adds (`add`) or removes a co-owner by Discord user id. */
  coOwner(botId: number, userId: string, change: 'add' | 'remove', as: TestUser = DEVELOPER) {
    const method = change === 'add' ? 'PUT' : 'DELETE';
    const path = `/api/bots/${botId}/co-owners/${userId}`;
    return this.send<{ botId: number; userId: string; coOwner: boolean }>(method, path, as);
  }

  /** A transfer step: `offer` (with `toUserId`), `accept` or `cancel`. */
  transfer(botId: number, step: 'offer' | 'accept' | 'cancel', as: TestUser, toUserId?: string) {
    const path = `/api/bots/${botId}/transfer${step === 'accept' ? '/accept' : ''}`;
    const method = step === 'cancel' ? 'DELETE' : 'POST';
    return this.send<{ botId: number; status: string }>(
      method,
      path,
      as,
      step === 'offer' ? { toUserId } : undefined,
    );
  }
}

/** The api in process (`TestApp.start`) and a client on it with the standard personas logged in. */
export async function startDirectory(
  env: Record<string, string> = {},
  options: { wrapEventStore?: EventStoreWrapper } = {},
): Promise<{ api: TestApp; client: DirectoryClient }> {
  const api = await TestApp.start(env, options);
  return { api, client: await DirectoryClient.start(api) };
}

/** `target()` as an object usable before it exists: every property is read from it at call time. */
function lateBound<T extends object>(target: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_unused, key) {
      const current = target();
      if (!current) throw new Error(`${what} is not started yet: use it inside a test or hook`);
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/**
 * The api and a client for one spec file: started in beforeAll, stopped in afterAll. Both are
 * usable from the describe block on; their properties resolve once the api has started.
 */
export function useDirectory(
  env: Record<string, string> = {},
  options: { wrapEventStore?: EventStoreWrapper } = {},
): { api: TestApp; client: DirectoryClient } {
  let started: { api: TestApp; client: DirectoryClient } | undefined;
  beforeAll(async () => {
    started = await startDirectory(env, options);
  });
  afterAll(() => started?.api.stop());
  return {
    api: lateBound(() => started?.api, 'the api'),
    client: lateBound(() => started?.client, 'the client'),
  };
}
