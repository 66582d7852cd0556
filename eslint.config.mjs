import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Reads go controller → the module's read port; there are no query handlers. */
const NO_QUERY_BUS = {
  name: '@nestjs/cqrs',
  importNames: ['QueryBus', 'QueryHandler', 'Query', 'IQueryHandler'],
  message: "Read through the module's read port (e.g. BOT_READS), not a QueryBus.",
};
const NO_WHOLE_READ_STORE = {
  name: '@botdir/read-store',
  importNames: ['READ_STORE', 'ReadStore', 'PROJECTION_STORE', 'ProjectionStore'],
  message:
    "Inject the module's narrow read port (e.g. BOT_READS); the whole read store is for the wiring in infrastructure.",
};
const NO_READ_STORE_INTERNALS = {
  group: ['@botdir/read-store/*'],
  message: 'Import the read ports from @botdir/read-store.',
};
const NO_COMMAND_CONTEXT = {
  name: '@api/infrastructure/commands/command-context',
  message: 'A controller dispatches a command on the CommandBus; its handler records the events.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Plain CommonJS scripts (Jest config and setup, tools, test children).
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One read shape (docs/architecture.md, "Reads"): no QueryBus anywhere in the api.
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_QUERY_BUS] }] },
  },
  {
    // A module reads through its own narrow port (BOT_READS, ...), never the whole read store.
    // Specs and fixtures that play the projector may hold its ProjectionStore.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NO_QUERY_BUS, NO_WHOLE_READ_STORE], patterns: [NO_READ_STORE_INTERNALS] },
      ],
    },
  },
  {
    // Every write is a command and its handler: a controller never builds a command context.
    files: ['apps/api/src/modules/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_QUERY_BUS, NO_WHOLE_READ_STORE, NO_COMMAND_CONTEXT],
          patterns: [NO_READ_STORE_INTERNALS],
        },
      ],
    },
  },
  {
    // The domain imports only the contracts: no framework, driver, clock or id generator.
    files: ['apps/api/src/modules/*/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@nestjs/*',
            'better-sqlite3',
            'mongoose',
            'ioredis',
            'bullmq',
            'node:*',
            'crypto',
            '@botdir/event-store',
            '@botdir/read-store',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in as an argument.' },
        { object: 'Math', property: 'random', message: 'Ids come in as arguments.' },
      ],
    },
  },
  {
    // No casts on the command path: types come from the typed events and the shared Decider.
    files: [
      'apps/api/src/modules/*/commands/**/*.ts',
      'apps/api/src/modules/*/domain/**/*.ts',
      'apps/api/src/modules/*/application/**/*.ts',
      'apps/api/src/modules/*/reactions/**/*.ts',
      'apps/api/src/infrastructure/reactions/**/*.ts',
      'apps/api/src/infrastructure/commands/**/*.ts',
    ],
    ignores: ['**/*.spec.ts', '**/*.fixtures.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    // One rule for SWR keys: every key is made by a factory in lib/query-keys, never inline.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys/**', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(useSWR|useSWRInfinite|useSWRImmutable|mutate)$/] > ArrayExpression',
          message: 'Make SWR keys with a factory in lib/query-keys.',
        },
        {
          selector:
            'VariableDeclarator[id.name=/([kK]ey|KEY)$/] > TSAsExpression > ArrayExpression, VariableDeclarator[id.name=/[kK]eys$/] > ObjectExpression, VariableDeclarator[id.name=/[kK]ey$/] > ArrowFunctionExpression',
          message: 'SWR key factories live in lib/query-keys.',
        },
      ],
    },
  },
  {
    // No positional booleans in commands: `new ModerateBotCommand({ botId, action: 'unlist' })`.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/Command$/] > Literal[raw=/^(true|false)$/]',
          message: 'Name what the flag means: pass one object, e.g. { action: "unlist" }.',
        },
      ],
    },
  },
  {
    // Features of the web app do not import each other: shared code lives in components/, lib/, theme/
    // (imported as `@/…`); routes in app/ compose features. Inside a feature, imports stay relative.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'No cross-feature imports: move shared code to components/ or lib/.',
            },
            {
              group: ['../../*'],
              message:
                'Stay inside the feature; import shared code as @/components, @/lib or @/theme.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's spec may also use the web app's test helpers (apps/web/test).
    files: ['apps/web/src/features/**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'No cross-feature imports: move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
