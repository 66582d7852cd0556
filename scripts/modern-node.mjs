// `node scripts/modern-node.mjs [node flags] <script> [args]`: runs the script on Node 22 or later. The native
// SQLite driver (better-sqlite3 13) needs it; on an older node (Node 20 reached end of life on
// 2026-04-30) the script runs on Node 24 fetched from the registry (scripts/node-24.mjs).
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { majorOf, node24BinDir } from './node-24.mjs';

// Node's own flags (`--no-memory-reducer-favors-memory`) come before the script.
const given = process.argv.slice(2);
const first = given.findIndex((arg) => !arg.startsWith('-'));
const nodeFlags = first === -1 ? given : given.slice(0, first);
const [script, ...args] = given.slice(nodeFlags.length);
if (!script) {
  console.error('usage: node scripts/modern-node.mjs [node flags] <script> [args]');
  process.exit(2);
}

let node = process.execPath;
let env = process.env;
if (majorOf(process.version) < 22) {
  const binDir = node24BinDir();
  node = join(binDir, 'node');
  // Children that run `node` or `npx` by name get the same runtime.
  env = { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` };
}

const child = spawn(node, [...nodeFlags, script, ...args], { stdio: 'inherit', env });
// The terminal sends Ctrl-C to both processes; the child decides how to stop.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
