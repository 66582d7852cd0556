import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');

/** The kill test runs the real process: `npx tsc -b apps/projector` (incremental, quick when built). */
export function compileProjector(): void {
  execFileSync('npx', ['tsc', '-b', 'apps/projector'], { cwd: ROOT, stdio: 'pipe' });
}
