/** One Jest run for every package; `@botdir/*` resolves to the sources, so tests need no build. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const fs = require('node:fs');
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  roots: ['libs', 'apps', 'e2e', 'scripts', 'deploy']
    .filter((dir) => fs.existsSync(path.join(__dirname, dir)))
    .map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@botdir/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    // The web app's own alias (apps/web/tsconfig.json "paths").
    '^@/(.*)$': '<rootDir>/apps/web/src/$1',
    // The api's path alias (tsc-alias rewrites it in the build output).
    '^@api/(.*)$': '<rootDir>/apps/api/src/$1',
  },
  testTimeout: 30000,
  maxWorkers: 2,
  globalSetup: '<rootDir>/scripts/jest-global-setup.js',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.js',
};
