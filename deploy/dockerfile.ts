import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  name: string | null;
  from: string;
  instructions: Instruction[];
}

/** A Dockerfile's stages and instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [from = '', , name = null] = args.split(/\s+/);
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

/** `COPY [--from=x] [--chown=y] src... dest` → its sources, destination and stage. */
export function copyOf(args: string): { from: string | null; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}

/** A .dockerignore pattern as a regular expression over context-relative paths. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((part) =>
      part === '**'
        ? '(?:.*/)?'
        : `${part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]')}/`,
    )
    .join('');
  return new RegExp(`^${body.replace(/\/$/, '')}(?:/.*)?$`);
}

export function dockerIgnore(contextDir: string): (path: string) => boolean {
  const file = join(contextDir, '.dockerignore');
  const patterns = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map(patternToRegExp)
    : [];
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** Copies `source` (relative to `fromDir`) to `dest` as COPY does, skipping ignored paths. */
export function copyLikeDocker(
  fromDir: string,
  source: string,
  toDir: string,
  dest: string,
  ignored: (path: string) => boolean = () => false,
): void {
  const origin = join(fromDir, source);
  if (!existsSync(origin)) throw new Error(`COPY ${source}: not in the build context`);
  const target = dest.endsWith('/') || dest === '.' || dest === './' ? join(toDir, dest, '') : null;
  if (statSync(origin).isDirectory()) {
    const into = target ?? join(toDir, dest);
    mkdirSync(into, { recursive: true });
    cpSync(origin, into, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (path) => !ignored(relative(fromDir, path)),
    });
    return;
  }
  if (ignored(source)) throw new Error(`COPY ${source}: excluded by .dockerignore`);
  const file = target ? join(target, source.split('/').at(-1)!) : join(toDir, dest);
  mkdirSync(dirname(file), { recursive: true });
  cpSync(origin, file);
}

/** Every file under a folder, relative to it (symlinks not followed). */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/** `cp -a`: a copy of a node_modules tree with its workspace symlinks as they are. */
export const copyTree = (from: string, to: string): void => {
  execFileSync('cp', ['-a', from, to]);
};
