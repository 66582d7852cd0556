import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'artifacts', '.git', 'data', 'coverage']);

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.test(name) ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

const markdownFiles = [
  ...readdirSync(ROOT)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, name)),
  ...filesUnder(join(ROOT, 'docs'), /\.md$/),
];

describe('documentation links', () => {
  it('finds the README and the docs pages', () => {
    expect(markdownFiles.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md']),
    );
  });

  it.each(markdownFiles.map((file) => [relative(ROOT, file), file]))(
    '%s has no dead relative link or anchor',
    (_, file) => {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      const dead: string[] = [];
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('//')) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const linked = path === '' ? file : resolve(dirname(file), path);
        if (!existsSync(linked)) {
          dead.push(target!);
          continue;
        }
        if (
          anchor &&
          linked.endsWith('.md') &&
          !anchorsOf(readFileSync(linked, 'utf8')).has(anchor)
        ) {
          dead.push(target!);
        }
      }
      expect(dead).toEqual([]);
    },
  );
});

describe('"invariant N" references', () => {
  const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = architecture.split(/^## Invariants$/m)[1]?.split(/^## /m)[0] ?? '';
  const numbered = new Set([...section.matchAll(/^(\d+)\. /gm)].map((match) => Number(match[1])));

  it('docs/architecture.md numbers its invariants from 1 without gaps', () => {
    expect(numbered.size).toBeGreaterThanOrEqual(11);
    expect([...numbered]).toEqual(Array.from({ length: numbered.size }, (_, index) => index + 1));
  });

  it('every invariant the code and the docs cite is one of them', () => {
    const sources = [
      ...markdownFiles,
      ...['apps', 'libs', 'scripts', 'deploy', 'e2e', 'tools'].flatMap((dir) =>
        existsSync(join(ROOT, dir)) ? filesUnder(join(ROOT, dir), /\.(ts|tsx|mjs|js|cjs)$/) : [],
      ),
    ];
    const dangling: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\binvariants? (\d+)/gi)) {
        if (!numbered.has(Number(match[1]))) dangling.push(`${relative(ROOT, file)}: ${match[0]}`);
      }
    }
    expect(dangling).toEqual([]);
  });
});
