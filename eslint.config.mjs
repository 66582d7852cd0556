import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
