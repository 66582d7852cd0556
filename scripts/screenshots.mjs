// npm run screenshots: every route at 375, 768, 1280 and 1440 px, logged out and in (developer,
// staff), as full-page PNGs in artifacts/screenshots/<width>/<persona>-<view>.png, each page checked
// for words broken inside themselves and horizontal overflow (listed; the exit code is then 1).
// Run `npm run build` first. An argument takes only the views whose name contains it:
// `npm run screenshots -- staff-admin`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { transformSync } = require('@swc/core');

// The e2e helpers are TypeScript: compiled on load by swc, as Jest compiles them for the tests.
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { screenshotEveryRoute } = require(path.join(root, 'e2e/support/screenshots.ts'));
const outDir = path.join(root, 'artifacts/screenshots');
const started = Date.now();
const { written, problems } = await screenshotEveryRoute(outDir, process.argv[2] ?? '');
for (const problem of problems) console.log(problem);
console.log(
  `${written.length} screenshots in ${path.relative(root, outDir)}, ${problems.length} layout problems (${Math.round((Date.now() - started) / 1000)} s)`,
);
if (problems.length > 0) process.exitCode = 1;
