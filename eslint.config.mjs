import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Services meet only through events, the read store and contracts (ARCHITECTURE.md).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tavico/*/src/*'], message: 'Import a package through its public entry.' }] },
      ],
    },
  },
  ...[
    [
      'contracts',
      [
        '@tavico/domain',
        '@tavico/infrastructure',
        '@tavico/command-service',
        '@tavico/query-service',
        '@tavico/workers',
        '@tavico/standalone',
      ],
    ],
    [
      'domain',
      [
        '@tavico/infrastructure',
        '@tavico/command-service',
        '@tavico/query-service',
        '@tavico/workers',
        '@tavico/standalone',
      ],
    ],
    [
      'infrastructure',
      ['@tavico/domain', '@tavico/command-service', '@tavico/query-service', '@tavico/workers', '@tavico/standalone'],
    ],
    ['command-service', ['@tavico/query-service', '@tavico/workers', '@tavico/standalone']],
    ['query-service', ['@tavico/domain', '@tavico/command-service', '@tavico/workers', '@tavico/standalone']],
    ['workers', ['@tavico/command-service', '@tavico/query-service', '@tavico/standalone']],
    [
      'frontend',
      [
        '@tavico/domain',
        '@tavico/infrastructure',
        '@tavico/command-service',
        '@tavico/query-service',
        '@tavico/workers',
        '@tavico/standalone',
      ],
    ],
  ].map(([pkg, forbidden]) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidden.map((name) => ({ name, message: `${pkg} may not import ${name} (see ARCHITECTURE.md).` })),
          patterns: [
            { group: ['@tavico/*/src/*'], message: 'Import a package through its public entry.' },
            // The domain decides; it does no I/O and reads no clock (STYLE.md).
            ...(pkg === 'domain'
              ? [
                  {
                    group: ['node:*', 'fs', 'http', 'net', 'express', 'better-sqlite3', 'ioredis'],
                    message: 'domain does no I/O.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...[
              '@tavico/domain',
              '@tavico/infrastructure',
              '@tavico/command-service',
              '@tavico/query-service',
              '@tavico/workers',
            ].map((name) => ({ name, message: `frontend may not import ${name} (see ARCHITECTURE.md).` })),
            {
              name: '@tavico/contracts',
              message: "Import '@tavico/contracts/client': it leaves zod out of the bundle.",
            },
            { name: 'zod', message: 'Validation is the server’s; the bundle stays without zod.' },
          ],
          patterns: [{ group: ['@tavico/*/src/*'], message: 'Import a package through its public entry.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
