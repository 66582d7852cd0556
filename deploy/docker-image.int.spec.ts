import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, freePort } from '../apps/api/src/testing/api-process';
import {
  copyLikeDocker,
  copyOf,
  copyTree,
  dockerIgnore,
  filesUnder,
  parseDockerfile,
} from './dockerfile';

const ROOT = join(__dirname, '..');
const WORKDIR = '/app';

/**
 * Builds the Dockerfile's stages without Docker: each COPY copies exactly what it names from the
 * build context (minus .dockerignore) or from the build stage, and each RUN runs in that folder.
 * Two departures, both about speed and this machine: `apt-get` (the compiler for better-sqlite3)
 * is skipped, and before the image's own `npm install` the repository's installed node_modules is
 * copied in, so the install checks the tree against the lockfile instead of compiling
 * better-sqlite3 for 100 s. Everything after (build, prune, the test-code sweep) is the image's.
 */
describe('the Docker image, built from the Dockerfile without Docker', () => {
  const work = mkdtempSync(join(tmpdir(), 'docker-image-'));
  const build = join(work, 'build');
  const final = join(work, 'final');
  const stages = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  const ignored = dockerIgnore(ROOT);
  let user = 'root';

  beforeAll(() => {
    mkdirSync(build);
    mkdirSync(final);
    const [buildStage, runtime] = stages;
    for (const { op, args } of buildStage!.instructions) {
      if (op === 'WORKDIR') expect(args).toBe(WORKDIR);
      if (op === 'COPY') {
        const copy = copyOf(args);
        for (const source of copy.sources) copyLikeDocker(ROOT, source, build, copy.dest, ignored);
      }
      if (op === 'RUN' && !args.startsWith('apt-get')) {
        if (args.startsWith('npm install')) copyTree(join(ROOT, 'node_modules'), build);
        expect(args).not.toMatch(/^npm ci\b/);
        // Lowest CPU priority: the suite's latency tests run beside this build.
        execFileSync('nice', ['-n', '19', 'sh', '-c', args], {
          cwd: build,
          stdio: 'pipe',
          env: { ...process.env, CI: 'true' },
        });
      }
    }
    for (const { op, args } of runtime!.instructions) {
      if (op === 'USER') user = args;
      if (op === 'COPY') {
        const copy = copyOf(args);
        expect(copy.from).toBe(buildStage!.name);
        for (const source of copy.sources) {
          copyLikeDocker(build, source.replace(`${WORKDIR}/`, ''), final, copy.dest);
        }
      }
    }
  }, 600_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('builds in two stages and runs as an unprivileged user', () => {
    expect(stages.map((stage) => stage.from)).toEqual([
      'node:24-bookworm-slim',
      'node:24-bookworm-slim',
    ]);
    expect(user).toBe('node');
    expect(existsSync(join(final, 'apps/api/dist/main.js'))).toBe(true);
    expect(existsSync(join(final, 'apps/web/dist/index.html'))).toBe(true);
  });

  it('ships production dependencies only, and no test code or sources', () => {
    // Not `typescript`: Bull Board's validator (valibot) names it as an optional peer, so npm keeps it.
    for (const dev of ['jest', 'eslint', '@swc/core', 'testcontainers', 'vite', 'lighthouse']) {
      expect([dev, existsSync(join(final, 'node_modules', dev))]).toEqual([dev, false]);
    }
    for (const runtime of ['@nestjs/core', 'better-sqlite3', 'mongoose', '@eventstore/db-client']) {
      expect([runtime, existsSync(join(final, 'node_modules', runtime))]).toEqual([runtime, true]);
    }
    const shipped = ['libs', 'apps'].flatMap((dir) => filesUnder(final, dir));
    const testCode = shipped.filter((file) =>
      /(\.spec\.|\.contract\.|\/testing\/|\/contract\/|\/bench\/|\/src\/|fake-discord)/.test(file),
    );
    expect(testCode).toEqual([]);
    expect(existsSync(join(final, 'tools'))).toBe(false);
  });

  it('starts the api from the image alone: health and the web app answer', async () => {
    const data = join(work, 'data');
    const api = new ApiProcess(await freePort(), {
      NODE_ENV: 'production',
      DATA_DIR: data,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      METRICS_TOKEN: 'a-metrics-token-of-16-chars',
      STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
      SEED_DEMO: 'false',
    });
    await api.start(60_000, join(final, 'apps/api/dist/main.js'), final);
    try {
      const page = await fetch(`${api.baseUrl}/`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const status = execFileSync(process.execPath, ['apps/projector/dist/cli.js', 'status'], {
        cwd: final,
        env: { ...process.env, DATA_DIR: data },
        encoding: 'utf8',
      });
      expect(status).toMatch(/^bots\s+0\s+0\s/m);
    } finally {
      await api.kill('SIGTERM');
    }
  });
});
