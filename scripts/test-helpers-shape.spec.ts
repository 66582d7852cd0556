import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * One domain test client (apps/api/src/testing/directory-client.ts) and one browser fixture
 * (e2e/support/fixture.ts): a test that rolls its own copy of either fails here, so the next
 * change to the submit form or the browser set-up is made in one place.
 */
const ROOT = resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'artifacts', '.git', 'data', 'coverage']);
const CLIENT = 'apps/api/src/testing/directory-client.ts';
const FIXTURE = 'e2e/support/fixture.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

/** Test code: specs, e2e files, fixtures and the testing/ and support/ folders beside them. */
const isTestCode = (path: string) =>
  /\.(spec|e2e|fixtures)\.ts$/.test(path) || /(^|\/)(testing|support)\//.test(path);

const TEST_FILES = ['apps/api/src', 'apps/projector/src', 'libs', 'e2e', 'scripts']
  .flatMap((dir) => filesUnder(join(ROOT, dir)))
  .filter(isTestCode)
  .filter((path) => path !== 'scripts/test-helpers-shape.spec.ts');

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The files where `pattern` occurs, outside `allowed`. */
const offenders = (pattern: RegExp, allowed: Record<string, string>) =>
  TEST_FILES.filter((path) => !(path in allowed) && pattern.test(read(path)));

describe('one test client and one browser fixture (issue 24, item 6)', () => {
  it('finds the test files it checks', () => {
    expect(TEST_FILES).toContain(CLIENT);
    expect(TEST_FILES).toContain(FIXTURE);
    expect(TEST_FILES.length).toBeGreaterThan(100);
  });

  it('has no request to the submit route outside the client (use submit, submitForm or sendRaw)', () => {
    // A URL literal ending at the route: 'x/api/bots/submit', `${base}/api/bots/submit?...`.
    const submitUrl = /['`}]\/api\/bots\/submit\/?['`?]/;
    expect(
      offenders(submitUrl, {
        [CLIENT]: 'the client: SUBMIT_PATH',
        'apps/api/src/infrastructure/observability/observability.int.spec.ts':
          'reads the route label of a logged request, sends none',
        'apps/api/src/infrastructure/observability/logging/request-log.middleware.spec.ts':
          'a bare Express app of its own with that route: the logging middleware is the point',
      }),
    ).toEqual([]);
  });

  it('has no liveBot helper or Accepted answer type outside the client', () => {
    expect(
      offenders(/function liveBot\b|\binterface Accepted\b/, { [CLIENT]: 'the client' }),
    ).toEqual([]);
    // A local helper may wrap client.liveBot, not rebuild it from requests.
    expect(offenders(/\bliveBot\s*=\s*async\b/, {})).toEqual([]);
  });

  it('has no e2e file that launches Chromium or starts the api itself (use useBrowser)', () => {
    const launches = /\b(launchChromium|launchDebianChromium|startServer)\(|new ApiProcess\(/;
    expect(
      offenders(launches, {
        [FIXTURE]: 'the fixture',
        'e2e/support/browser.ts': 'defines launchChromium',
        'e2e/support/server.ts': 'defines startServer',
        'e2e/support/screenshots.ts':
          '`npm run screenshots` runs outside Jest (no hooks for the fixture); its e2e uses the fixture',
        'e2e/redis-topology.e2e.ts':
          'about the process topology itself: an api and a projector process over Redis, no browser',
        'e2e/layout-detector.e2e.ts':
          'tests the layout check on pages it builds with setContent: a browser, no api to start',
      }).filter((path) => path.startsWith('e2e/')),
    ).toEqual([]);
  });
});
