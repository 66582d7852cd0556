import * as fs from 'node:fs';
import * as path from 'node:path';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Env that makes the api record its event-loop delay into `file` (see loop-delay-preload). */
export function loopDelayEnv(file: string, nodeOptions = ''): Record<string, string> {
  const preload = `--require ${path.join(__dirname, 'loop-delay-preload.js')}`;
  return {
    BENCH_LOOP_DELAY_FILE: file,
    NODE_OPTIONS: [nodeOptions, preload].filter(Boolean).join(' '),
  };
}

/** Starts the api's measured window. */
export function startLoopDelay(pid: number | undefined): void {
  if (pid !== undefined) process.kill(pid, 'SIGUSR2');
}

/** Ends the window and reads what the api wrote (null if it wrote nothing within 5 s). */
export async function stopLoopDelay(
  pid: number | undefined,
  file: string,
): Promise<LoopDelay | null> {
  if (pid === undefined) return null;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 50) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LoopDelay;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}
