import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import horizonte from './eslint-rules/no-rule-literals.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.generated/**',
      '**/routeTree.gen.ts',
      '.data/**',
      'screenshots/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web imports only the API's router *type*, never server code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@horizonte/api', '@horizonte/api/*', '@horizonte/db', '@horizonte/db/*'], allowTypeImports: true },
          ],
          // sonner arrives with the first toast (issue 27): a direct import would ship it with the page,
          // and its toasts would not show until something else mounted the Toaster.
          paths: [{ name: 'sonner', allowTypeImports: true, message: 'Usa { toast } de src/lib/toast.ts.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/toast.ts', 'apps/web/src/components/ui/lazy-toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // tRPC's internals may change in any minor release: only the REST dispatcher (src/http) may lean on them.
    files: ['apps/api/**/*.ts', 'bench/**/*.ts', 'packages/**/*.ts'],
    ignores: ['apps/api/src/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@trpc/server/unstable-core-do-not-import',
              message: 'Only apps/api/src/http may import tRPC internals (see docs/decisions/0002-rest-dispatcher.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The server logs JSON through pino with request ids and redaction (lib/logger.ts); the CLIs (seed, backup, restore) talk to a person.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/seed/cli.ts', 'apps/api/src/ops/**/*-cli.ts', 'apps/api/src/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Who may do what is the contracts' policy: components ask it, never compare roles or estados with literals.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    plugins: { horizonte },
    rules: { 'horizonte/no-rule-literals': 'error' },
  },
);
