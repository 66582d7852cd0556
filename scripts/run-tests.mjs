// Runs the whole Jest suite (unit, HTTP, integration against real Redis, browser tests in Chromium)
// and ends with one plain line: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

mkdirSync('artifacts', { recursive: true });
// Jest runs on this process's node (scripts/modern-node.mjs picks one that loads the SQLite driver).
const jestPackage = createRequire(import.meta.url).resolve('jest/package.json');
const { bin } = JSON.parse(readFileSync(jestPackage, 'utf8'));
const jest = join(dirname(jestPackage), typeof bin === 'string' ? bin : bin.jest);
const result = spawnSync(
  process.execPath,
  [jest, '--ci', '--json', '--outputFile=artifacts/jest-results.json', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
let summary;
try {
  summary = JSON.parse(readFileSync('artifacts/jest-results.json', 'utf8'));
} catch {
  console.log('tests: 0 passed, 1 failed');
  process.exit(result.status || 1);
}
const skipped = summary.numPendingTests + summary.numTodoTests;
console.log(
  `tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
);
process.exit(summary.success && result.status === 0 ? 0 : 1);
