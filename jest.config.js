/** One Jest run for every package; `@botdir/*` resolves to the sources, so tests need no build. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/e2e'],
  testMatch: ['**/*.spec.ts', '**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@botdir/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts' },
  testTimeout: 30000,
};
