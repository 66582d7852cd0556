import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** A tiny tree with the repo's layout; the repo's own rule file and alias config judge it. */
const TREE: Record<string, string> = {
  'apps/api/src/modules/bots/bots.module.ts': 'export const bots = 1;\n',
  'apps/api/src/modules/bots/domain/bot.decider.ts':
    "import { createHash } from 'node:crypto';\nexport const hash = createHash;\n",
  'apps/api/src/modules/submissions/submissions.module.ts':
    "import { bots } from '@api/modules/bots/bots.module';\nexport const submissions = bots;\n",
  'apps/api/src/modules/submissions/own.ts':
    "import { submissions } from './submissions.module';\nexport const own = submissions;\n",
  'apps/api/src/modules/outbox/outbox.ports.ts': "export { runner } from './application/runner';\n",
  'apps/api/src/modules/outbox/application/runner.ts': 'export const runner = 1;\n',
  'apps/api/src/modules/vote-webhooks/vote-channel.ts':
    "import { runner } from '@api/modules/outbox/outbox.ports';\nexport const channel = runner;\n",
  'apps/api/src/modules/vote-webhooks/vote-runner.ts':
    "import { runner } from '@api/modules/outbox/application/runner';\nexport const run = runner;\n",
  'apps/api/src/modules/vote-webhooks/vote-bots.ts':
    "import { bots } from '@api/modules/bots/bots.module';\nexport const votes = bots;\n",
  'apps/api/src/modules/vote-webhooks/vote.spec.ts':
    "import { runner } from '@api/modules/outbox/outbox.ports';\nexport const spec = runner;\n",
  'apps/api/src/infrastructure/http/pipe.ts':
    "import { bots } from '../../modules/bots/bots.module';\nexport const pipe = bots;\n",
  'apps/web/src/features/admin/page.tsx':
    "import { Home } from '@/features/bots/home';\nexport const Admin = Home;\n",
  'apps/web/src/features/bots/home.tsx': 'export const Home = 1;\n',
};

async function cruise(dir: string): Promise<Violation[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [DEPCRUISE, 'apps', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '-T', 'json'],
    { cwd: dir },
  ).catch((error: { stdout: string }) => error);
  return JSON.parse(stdout).summary.violations;
}

describe('layer rules (dependency-cruiser in npm run lint)', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
    copyFileSync(
      path.join(ROOT, 'tsconfig.depcruise.json'),
      path.join(dir, 'tsconfig.depcruise.json'),
    );
    for (const [file, text] of Object.entries(TREE)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each kind of forbidden import, and only those', async () => {
    const found = (await cruise(dir)).map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
    expect(found.sort()).toEqual([
      'api-domain-to-framework: apps/api/src/modules/bots/domain/bot.decider.ts → crypto',
      'api-infrastructure-to-module: apps/api/src/infrastructure/http/pipe.ts → apps/api/src/modules/bots/bots.module.ts',
      'api-module-to-module: apps/api/src/modules/submissions/submissions.module.ts → apps/api/src/modules/bots/bots.module.ts',
      'api-module-to-module: apps/api/src/modules/vote-webhooks/vote-bots.ts → apps/api/src/modules/bots/bots.module.ts',
      'api-module-to-module: apps/api/src/modules/vote-webhooks/vote-runner.ts → apps/api/src/modules/outbox/application/runner.ts',
      'web-feature-to-feature: apps/web/src/features/admin/page.tsx → apps/web/src/features/bots/home.tsx',
    ]);
  }, 60_000);
});

const ESLINT_CASES = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const answers = [];
for (const [file, code] of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.split(' is restricted')[0]));
}
console.log(JSON.stringify(answers));
`;

/**
 * What the repo's eslint.config.mjs says about each `[file, code]` as if it were that file: the
 * restricted imports it names. One child process (ESLint loads its config with a dynamic import).
 */
async function restrictedImports(cases: [string, string][]): Promise<string[][]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', ESLINT_CASES, JSON.stringify(cases)],
    { cwd: ROOT },
  );
  return JSON.parse(stdout);
}

describe('one read shape (eslint no-restricted-imports in npm run lint)', () => {
  const wiring = "import { READ_STORE, type ReadStore } from '@botdir/read-store';\n";
  const operator = "import type { ProjectionStore } from '@botdir/read-store';\n";
  const deep = "import { BOT_READS } from '@botdir/read-store/src/read-ports';\n";
  const queryBus = "import { QueryBus, QueryHandler } from '@nestjs/cqrs';\n";
  const context =
    "import { createCommandContext } from '@api/infrastructure/commands/command-context';\n";
  const port = "import { BOT_READS, type BotReads } from '@botdir/read-store';\n";
  const projector = "import { PROJECTION_STORE, READ_STORE } from '@botdir/read-store';\n";
  const QUERY_BUS = [
    "'QueryBus' import from '@nestjs/cqrs'",
    "'QueryHandler' import from '@nestjs/cqrs'",
  ];

  it('flags each deliberate violation, and only those', async () => {
    const found = await restrictedImports([
      ['apps/api/src/modules/bots/queries/x.ts', wiring],
      ['apps/api/src/modules/webhooks/outbox/x.ts', operator],
      ['apps/api/src/modules/bots/x.ts', deep],
      ['apps/api/src/modules/bots/x.ts', queryBus],
      ['apps/api/src/infrastructure/x.ts', queryBus],
      ['apps/api/src/modules/notifications/x.controller.ts', context],
      // Allowed: a module's port, a handler recording events, the wiring, a spec playing the projector.
      ['apps/api/src/modules/bots/x.ts', port],
      ['apps/api/src/modules/notifications/x.handler.ts', context],
      ['apps/api/src/infrastructure/x.ts', projector],
      ['apps/api/src/modules/webhooks/x.int.spec.ts', projector],
      // The domain's own, stricter rule still holds there.
      ['apps/api/src/modules/bots/domain/x.ts', port],
    ]);
    expect(found).toEqual([
      [
        "'READ_STORE' import from '@botdir/read-store'",
        "'ReadStore' import from '@botdir/read-store'",
      ],
      ["'ProjectionStore' import from '@botdir/read-store'"],
      ["'@botdir/read-store/src/read-ports' import"],
      QUERY_BUS,
      QUERY_BUS,
      ["'@api/infrastructure/commands/command-context' import"],
      [],
      [],
      [],
      [],
      ["'@botdir/read-store' import"],
    ]);
  }, 60_000);
});
