import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LIBRARY = join(__dirname, '../../..');
const BUILD_INFO = join(LIBRARY, 'dist/.tsbuildinfo');

/** Newest modification time of the library's compiled sources (specs are not compiled). */
function newestSourceTime(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestSourceTime(path));
    const compiled = entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts');
    return compiled ? Math.max(newest, statSync(path).mtimeMs) : newest;
  }, 0);
}

/** The child loads dist/: build it when it is missing or older than the sources. */
export function ensureCompiledStore(): void {
  const stale =
    !existsSync(BUILD_INFO) ||
    statSync(BUILD_INFO).mtimeMs < newestSourceTime(join(LIBRARY, 'src'));
  if (stale) {
    execFileSync('npx', ['tsc', '-b', LIBRARY], { cwd: join(LIBRARY, '../..'), stdio: 'pipe' });
  }
}

export interface AppendChild {
  process: ChildProcess;
  /** Positions the child reported as appended, in order. */
  acks: number[];
  /** Resolves once `count` acks have arrived. */
  acked(count: number): Promise<void>;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts the append-until-killed child on `file`, appending at most `limit` events. */
export function startAppendChild(file: string, limit?: number): AppendChild {
  const args = [join(__dirname, 'append-until-killed.js'), file];
  if (limit !== undefined) args.push(String(limit));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const acks: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let buffered = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^ack (\d+)$/.exec(line);
      if (match) acks.push(Number(match[1]));
    }
    for (const waiter of waiters) if (acks.length >= waiter.count) waiter.resolve();
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('close', (code, signal) => resolve(signal ?? code)),
  );
  const acked = (count: number) =>
    new Promise<void>((resolve, reject) => {
      if (acks.length >= count) return resolve();
      waiters.push({ count, resolve });
      void exited.then(() =>
        acks.length >= count ? resolve() : reject(new Error(`child ended early: ${errors}`)),
      );
    });
  return { process: child, acks, acked, exited };
}
