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
