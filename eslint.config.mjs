import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';

/**
 * What the frontend may not import, with `zone` patterns added: a later config block for
 * no-restricted-imports replaces an earlier one's options, so every frontend block repeats these.
 */
const frontendImports = (...zone) => ({
  paths: [
    ...[
      '@tavico/domain',
      '@tavico/infrastructure',
      '@tavico/command-service',
      '@tavico/query-service',
      '@tavico/workers',
      '@tavico/standalone',
      '@tavico/demo',
    ].map((name) => ({ name, message: `frontend may not import ${name} (see ARCHITECTURE.md).` })),
    {
      name: '@tavico/contracts',
      message: "Import '@tavico/contracts/client': it leaves zod out of the bundle.",
    },
    { name: 'zod', message: 'Validation is the server’s; the bundle stays without zod.' },
  ],
  patterns: [{ group: ['@tavico/*/src/*'], message: 'Import a package through its public entry.' }, ...zone],
});

/** From a feature's file, another feature's files: '../cart/cartSlice', '../../features/cart/...'. */
const anotherFeaturesFiles = [
  {
    regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
    message: "A feature imports another only through its public entry, '../<feature>' (its index.ts), never its files.",
  },
  {
    regex: '^(\\.\\./)+features(/|$)',
    message: "A feature imports another as '../<feature>' (its index.ts).",
  },
];

/** app/ composes the features; they use its typed hooks and nothing else of it. */
const appButItsHooks = {
  regex: '^(\\.\\./)+app(?!/hooks$)(/|$)',
  message: 'Only app/ composes features: a feature imports app/hooks and nothing else of app/.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '.tmp/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Past 300 lines a file holds more than one thing: split it (STYLE.md).
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      // Services meet only through events, the read store and contracts (ARCHITECTURE.md).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tavico/*/src/*'], message: 'Import a package through its public entry.' }] },
      ],
    },
  },
  {
    // No import cycles, across packages too: the workspace packages resolve to their sources.
    // (The rule follows value imports; a cycle made of `import type` alone is not reported.)
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'frontend/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  ...[
    [
      'contracts',
      [
        '@tavico/domain',
        '@tavico/infrastructure',
        '@tavico/demo',
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
        '@tavico/demo',
        '@tavico/command-service',
        '@tavico/query-service',
        '@tavico/workers',
        '@tavico/standalone',
      ],
    ],
    [
      'infrastructure',
      [
        '@tavico/domain',
        '@tavico/demo',
        '@tavico/command-service',
        '@tavico/query-service',
        '@tavico/workers',
        '@tavico/standalone',
      ],
    ],
    // The demo shop goes in through the command side's commands, handed to it as `DemoSide`.
    ['demo', ['@tavico/command-service', '@tavico/query-service', '@tavico/workers', '@tavico/standalone']],
    ['command-service', ['@tavico/query-service', '@tavico/workers', '@tavico/standalone']],
    [
      'query-service',
      ['@tavico/domain', '@tavico/demo', '@tavico/command-service', '@tavico/workers', '@tavico/standalone'],
    ],
    ['workers', ['@tavico/demo', '@tavico/command-service', '@tavico/query-service', '@tavico/standalone']],
    [
      'frontend',
      [
        '@tavico/domain',
        '@tavico/infrastructure',
        '@tavico/demo',
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
          paths: forbidden.map((name) =>
            // Ports speak the domain's types (Decider, Workflow, the stream registry's shape), never its code.
            pkg === 'infrastructure' && name === '@tavico/domain'
              ? { name, allowTypeImports: true, message: 'infrastructure imports only the domain’s types.' }
              : { name, message: `${pkg} may not import ${name} (see ARCHITECTURE.md).` },
          ),
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
    // Browser tests drive the shop from outside, as a person would: contracts and the demo's data, nothing inside.
    files: ['e2e/**/*.ts'],
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
              '@tavico/standalone',
            ].map((name) => ({ name, message: `e2e may not import ${name} (see ARCHITECTURE.md).` })),
            { name: '@tavico/demo', message: "Import the demo's data from '@tavico/demo/catalogue'." },
          ],
          patterns: [{ group: ['@tavico/*/src/*'], message: 'Import a package through its public entry.' }],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', frontendImports()] },
  },
  // The frontend's zones (STYLE.md): shared → features → app. Features meet only through each
  // one's index.ts, and only app/ composes their components.
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', frontendImports(...anotherFeaturesFiles, appButItsHooks)] },
  },
  {
    // Tests build the real store, the back office's and the chat's parts included, through app/ (as testing/ does).
    files: ['frontend/src/features/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', frontendImports(...anotherFeaturesFiles)] },
  },
  {
    files: ['frontend/src/features/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        frontendImports(...anotherFeaturesFiles, appButItsHooks, {
          regex: '^\\./[A-Z]',
          caseSensitive: true,
          message:
            "A feature's index.ts exports its state, actions, selectors, sagas and API, not components: app/ imports a component from its file.",
        }),
      ],
    },
  },
  {
    files: ['frontend/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        frontendImports({
          regex: '^(\\.\\./)+(features|app)(/|$)',
          message: 'shared/ is below features/ and app/: it imports neither.',
        }),
      ],
    },
  },
  // Every text a person reads comes from the language's catalogue (frontend/src/locales, STYLE.md):
  // no literal in JSX text or in the attributes people read or hear, and none as a `title`, `label`
  // or the like handed to antd (columns, menu items, form rules). Tests may say what they look for.
  {
    files: ['frontend/src/**/*.tsx'],
    ignores: ['frontend/src/**/*.test.tsx', 'frontend/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'title',
              'placeholder',
              'aria-label',
              'alt',
              'label',
              'okText',
              'cancelText',
              'tooltip',
              'description',
              'message',
              'content',
              'extra',
              'tip',
              'text',
              'subTitle',
              'enterButton',
              'addonBefore',
              'addonAfter',
              'checkedChildren',
              'unCheckedChildren',
              'data-label',
            ],
          },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name=/^(title|label|placeholder|message|description|okText|cancelText|content|tooltip|emptyText|text|subTitle)$/] > Literal[value=/\\p{L}{2}/u]',
          message: 'A text people read comes from the catalogue: t(...) (frontend/src/locales).',
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
