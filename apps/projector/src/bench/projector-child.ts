import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '@botdir/observability';

/** The compiled projector process (`npm run start:projector`). */
export const PROJECTOR_MAIN = join(__dirname, '../../dist/main.js');

export interface ProjectorChild {
  process: ChildProcess;
  /** Resolves once the process has logged that it started. */
  started: Promise<void>;
  exited: Promise<number | NodeJS.Signals | null>;
  /** Everything it wrote to stderr, for failure messages. */
  stderr(): string;
}

/** Runs `node apps/projector/dist/main.js` with the given environment. */
export function spawnProjector(env: NodeJS.ProcessEnv, main = PROJECTOR_MAIN): ProjectorChild {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Projector started')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`projector exited (${code}): ${errors}`)));
  });
  started.catch(() => undefined);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { process: child, started, exited, stderr: () => errors };
}
