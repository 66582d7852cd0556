import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '@botdir/observability';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { TEST_ENV } from './test-env';

const ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/api/dist/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The compiled api, built on demand (the test command builds before Jest runs). */
export function ensureApiBuilt(): void {
  if (!fs.existsSync(MAIN))
    execFileSync('npx', ['tsc', '-b', 'apps/api'], { cwd: ROOT, stdio: 'inherit' });
}

/** The real api as its own process, as `npm start` runs it, on a free port. */
export class ApiProcess {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process id while it runs (to read its memory, for instance). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get log(): string {
    return this.output;
  }

  /** `main` and `cwd`: another build of the api, such as the Docker image's files. */
  async start(timeoutMs = 30_000, main = MAIN, cwd = ROOT): Promise<void> {
    if (main === MAIN) ensureApiBuilt();
    this.child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
      cwd,
      env: { ...process.env, ...TEST_ENV, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`api exited early:\n${this.output}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`api did not become healthy in ${timeoutMs} ms:\n${this.output}`);
  }

  /** Sends `signal` and resolves with the exit code (null when the signal itself ended it). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    if (!child) return null;
    if (child.exitCode !== null) return child.exitCode;
    const code = new Promise<number | null>((resolve) =>
      child.once('exit', (exit) => resolve(exit)),
    );
    child.kill(signal);
    this.child = null;
    return code;
  }

  /** SIGKILL: no shutdown hooks, no flushing — what a crash looks like. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
    this.child = null;
  }
}
