import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ActivityLog } from './activity-log';
import { launchChromium, screenshot } from './browser';
import { DEMO_ADMIN, DEMO_DEVELOPER, logIn } from './login';
import { demoClient } from './review-requests';
import { startServer, type RunningServer } from './server';
import { freePort } from '../../apps/api/src/testing/api-process';
import type { DirectoryClient } from '../../apps/api/src/testing/directory-client';

/** Who looks: nobody logged in, the demo developer, or staff (the demo Administrator). */
export type Viewer = 'visitor' | 'developer' | 'staff';

const VIEWERS = { developer: DEMO_DEVELOPER, staff: DEMO_ADMIN } as const;

/** A user of the demo data, logged in through the development login. */
export type DemoUser = typeof DEMO_ADMIN;

export interface ContextOptions extends BrowserContextOptions {
  width?: number;
  height?: number;
}

export interface BrowserFixture {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly baseUrl: string;
  /** The test client on this server, its users logged in as the browser logs them in. */
  readonly client: DirectoryClient;
  /** A context as `viewer`, remote avatars failing as offline; closed after the file's tests. */
  context(viewer?: Viewer | DemoUser, options?: ContextOptions): Promise<BrowserContext>;
  page(
    viewer?: Viewer | DemoUser,
    options?: ContextOptions,
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/** jest-circus keeps its run state on the test's global under this symbol's description. */
function currentTestFailed(): string | null {
  const symbol = Object.getOwnPropertySymbols(globalThis).find(
    (each) => each.description === 'JEST_STATE_SYMBOL',
  );
  const state = symbol && (globalThis as Record<symbol, unknown>)[symbol];
  const test = (state as { currentlyRunningTest?: { name: string; errors: unknown[] } } | undefined)
    ?.currentlyRunningTest;
  return test && test.errors.length > 0 ? test.name : null;
}

/** The api's variables, or a function that makes them for the port it will listen on. */
export type ServerEnv =
  Record<string, string> | ((port: number) => Promise<Record<string, string>>);

/**
 * The real api (with `env`) and Debian's Chromium (standard flags, a fresh profile) for one test
 * file, started in beforeAll and stopped in afterAll. When a test fails, every page it left open
 * is saved to artifacts/screenshots/failed-<test>-<n>.png.
 */
export function useBrowser(env: ServerEnv = {}, setupMs = 60_000): BrowserFixture {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let client: DirectoryClient | undefined;
  const contexts: BrowserContext[] = [];
  const activity = new ActivityLog();
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: use it inside a test`);
    return value;
  };

  beforeAll(async () => {
    // The api may take most of the set-up time on a loaded machine; Chromium needs the rest.
    const healthyWithinMs = Math.max(30_000, setupMs - 15_000);
    const port = await freePort();
    const resolved = typeof env === 'function' ? await env(port) : env;
    server = await startServer(resolved, port, healthyWithinMs);
    browser = await launchChromium();
  }, setupMs);
  afterEach(async () => {
    const failed = currentTestFailed();
    const pages = contexts.flatMap((context) => context.pages());
    if (failed) {
      const name = failed.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [index, page] of pages.entries())
        await screenshot(page, `failed-${name}-${index}`).catch(() => undefined);
      activity.save(`failed-${name}`, server?.api.log ?? '');
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const fixture: BrowserFixture = {
    get server() {
      return started(server, 'the server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    get baseUrl() {
      return fixture.server.baseUrl;
    },
    get client() {
      client ??= demoClient(fixture.baseUrl);
      return client;
    },
    async context(viewer = 'visitor', { width = 1280, height = 900, ...options } = {}) {
      const context = await fixture.browser.newContext({
        baseURL: fixture.baseUrl,
        viewport: { width, height },
        ...options,
      });
      contexts.push(context);
      activity.watch(context, `[${contexts.length}]`);
      await context.route('https://cdn.discordapp.com/**', (route) =>
        route.fulfill({ status: 404 }),
      );
      await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 404 }));
      const user =
        typeof viewer === 'string' ? (viewer === 'visitor' ? null : VIEWERS[viewer]) : viewer;
      if (user) await logIn(context, fixture.baseUrl, user);
      return context;
    },
    async page(viewer = 'visitor', options = {}) {
      const context = await fixture.context(viewer, options);
      return { context, page: await context.newPage() };
    },
  };
  return fixture;
}
