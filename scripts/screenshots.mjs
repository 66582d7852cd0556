// npm run screenshots: every route at 375×812 and 1280×800, logged out and in (developer, staff),
// as full-page PNGs in artifacts/screenshots/<width>/<persona>-<view>.png. Run `npm run build` first.
// An argument takes only the views whose name contains it: `npm run screenshots -- staff-admin`.
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
const written = await screenshotEveryRoute(outDir, process.argv[2] ?? '');
console.log(
  `${written.length} screenshots in ${path.relative(root, outDir)} (${Math.round((Date.now() - started) / 1000)} s)`,
);
