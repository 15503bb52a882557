// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders directly inside `dir`: every module or feature gets its own zone without editing this file. */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Each folder of `parent` is a zone: it may import anything but its siblings.
 * Resolved paths, not import strings, are compared, so `../x`, `../../features/x` and `@client/features/x` are all caught.
 */
const siblingsApart = (parent, message, allowed = {}) =>
  foldersIn(parent).map((name) => ({
    target: `./${parent}/${name}`,
    from: `./${parent}`,
    except: [`./${name}`, ...(allowed[name] ?? [])],
    message,
  }));

const serverNeverImportsClient = {
  target: './server',
  from: './client',
  message: 'The server never imports client code.',
};

/** Import boundaries of docs/architecture.md, checked by resolved path rather than remembered. */
const zones = [
  ...siblingsApart(
    'server/modules',
    'A server module uses db/, domain/, infra/, plugins/ and contract/, never another module: move what both need there (app.ts wires modules together).',
  ),
  ...siblingsApart(
    'client/src/features',
    'A feature uses components/, lib/, contract/ and content/, never another feature: move what both need there.',
    // The dashboard gathers the member's questions, groups, prayer requests, reading plans and studies read: it reads them through those
    // features' own calls (their api/ folders, nothing else), so each call is written once.
    // The admin's study editor previews a study with the reader's own article component.
    {
      dashboard: [
        './questions/api',
        './study-groups/api',
        './bible/api',
        './studies/api',
        './prayer/api',
      ],
      admin: ['./studies/article.tsx'],
    },
  ),
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'A feature never imports the app shell; the shell imports features.',
  },
  {
    target: ['./client/src/components', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared client code flows into features, never the other way.',
  },
  {
    target: [
      './server/db',
      './server/domain',
      './server/infra',
      './server/plugins',
      './server/pages',
    ],
    from: './server/modules',
    message: 'db/, domain/, infra/, plugins/ and pages/ serve the modules and never import them.',
  },
  {
    target: './server/domain',
    from: './server/plugins',
    message:
      'domain/ holds the rules modules and plugins share: plugins use it, never the other way.',
  },
  {
    target: ['./server/modules/*/routes.ts', './server/modules/*/*-routes.ts'],
    from: './server/db/schema.ts',
    message:
      'Routes know no tables: queries and the read cache belong to the service (docs/architecture.md).',
  },
  serverNeverImportsClient,
  { target: './client', from: './server', message: 'The client never imports server code.' },
  {
    target: './contract',
    from: ['./client', './server', './content', './scripts', './e2e', './bench'],
    message: 'contract/ imports nothing of ours (docs/architecture.md).',
  },
  {
    target: './content',
    from: ['./client', './server', './contract', './scripts', './e2e', './bench'],
    message: 'content/ imports nothing of ours (docs/architecture.md).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports, and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // The aliases of tsconfig.json (@client, @contract, @content) resolve as the compiler sees them.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An import the resolver cannot follow would slip past the zones above: make it an error.
      'import-x/no-unresolved': 'error',
    },
  },
  {
    // The query builder is the service's; the database's tables are refused by path above.
    files: ['server/modules/*/routes.ts', 'server/modules/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Routes know no database: queries belong to the service (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // At run time the server loads the client's server-render bundle from the build
    // (dist/ssr/entry-server.js); its tests load the source of that one entry instead.
    files: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: zones.map((zone) =>
            zone === serverNeverImportsClient
              ? { ...zone, except: ['./src/entry-server.tsx'] }
              : zone,
          ),
        },
      ],
    },
  },
);
