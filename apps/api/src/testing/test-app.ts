import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { createApp } from '@api/bootstrap';
import { ProjectionWaiter } from '@api/infrastructure/projection/projection-waiter';
import { loadConfig, type AppConfig } from '@api/infrastructure/config/app-config';
import type { EventStoreWrapper } from '@api/infrastructure/event-store/create-event-store';
import { TEST_ENV } from './test-env';
import { loginAt, requestAt, type HttpTarget, type RequestOptions } from './http-target';

export interface TestUser {
  id: string;
  username: string;
  roles: string[];
}

export const DEVELOPER: TestUser = { id: '111111111111111111', username: 'dev_one', roles: [] };
export const OTHER_DEVELOPER: TestUser = {
  id: '222222222222222222',
  username: 'dev_two',
  roles: [],
};
export const REVIEWER: TestUser = {
  id: '333333333333333333',
  username: 'reviewer',
  roles: ['100000000000000002'],
};
export const ADMINISTRATOR: TestUser = {
  id: '444444444444444444',
  username: 'admin',
  roles: ['100000000000000001'],
};

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The real api on a free port with a fresh data folder; requests go over real HTTP. */
export class TestApp implements HttpTarget {
  private constructor(
    readonly app: INestApplication,
    readonly baseUrl: string,
    readonly config: AppConfig,
  ) {}

  /** `wrapEventStore`: a testing kit around the real store (faults, competing commands). */
  static async start(
    env: Record<string, string> = {},
    options: { wrapEventStore?: EventStoreWrapper } = {},
  ): Promise<TestApp> {
    const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-test-'));
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
    const app = await createApp(config, { logger: false, ...options });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    return new TestApp(app, `http://127.0.0.1:${port}`, config);
  }

  /** Closes the api; its data folder goes too, unless another api is to start on it. */
  async stop({ keepData = false } = {}): Promise<void> {
    await this.app.close();
    if (!keepData) fs.rmSync(this.config.dataDir, { recursive: true, force: true });
  }

  /** Until every read model has caught up with the last event appended so far. */
  async settled(): Promise<void> {
    const store = this.app.get<EventStore>(EVENT_STORE);
    await this.app.get(ProjectionWaiter).waitFor(await store.headPosition());
  }

  /** Logs in through the development login and returns the session cookie. */
  login(user: TestUser): Promise<string> {
    return loginAt(this.baseUrl, user);
  }

  request<T = unknown>(
    method: string,
    urlPath: string,
    options: RequestOptions = {},
  ): Promise<HttpAnswer<T>> {
    return requestAt<T>(this.baseUrl, method, urlPath, options);
  }
}

let botNumber = 0;

/** A Discord application id (18 digits) of its own for test bot `n`. */
export const testApplicationId = (n: number): string => `42${String(n).padStart(16, '0')}`;

/** A bot invite URL for an application. */
export const inviteFor = (applicationId: string, query = '&scope=bot'): string =>
  `https://discord.com/oauth2/authorize?client_id=${applicationId}${query}`;

/** The Discord application of an owner's bot of that name: an edit that keeps the name keeps it. */
function applicationOfName(ownerId: string, name: string): string {
  let hash = 0;
  for (const character of `${ownerId}:${name}`) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 1_000_000_000_007;
  }
  return testApplicationId(hash);
}

/**
 * A valid submission form for `owner`, named `Test Bot <n>`, for a Discord application of its own
 * derived from the owner and the name (one listing per application).
 */
export function validBotData(
  owner: TestUser,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  botNumber += 1;
  const name = typeof overrides['name'] === 'string' ? overrides['name'] : `Test Bot ${botNumber}`;
  const applicationId = applicationOfName(owner.id, name);
  return {
    name: `Test Bot ${botNumber}`,
    ownerName: `${owner.username}#0001`,
    shortDescription: 'A bot for tests',
    description: 'It does\nmany things.',
    avatar: 'https://cdn.example.com/avatar.png',
    ownerId: owner.id,
    inviteUrl: inviteFor(applicationId),
    discordAppId: applicationId,
    supportServerUrl: '',
    websiteUrl: '',
    githubUrl: '',
    categories: ['utility'],
    tags: [],
    isOnline: true,
    isFeatured: false,
    ...overrides,
  };
}

/** What a browser sends when a person follows a link on the site (a top-level navigation). */
export const LINK_NAVIGATION: Readonly<Record<string, string>> = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-User': '?1',
};
