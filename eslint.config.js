// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of ARCHITECTURE.md, checked here rather than remembered. */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

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
    files: ['contract/**', 'content/**'],
    rules: restrict({
      regex: '^(\\.\\./|@client/|@contract/|@content/)',
      message: 'contract/ and content/ import nothing of ours (ARCHITECTURE.md).',
    }),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict({
      regex: '(^|/)client/|^@client/',
      message: 'The server never imports client code.',
    }),
  },
  {
    files: ['server/modules/*/*.ts'],
    rules: restrict(
      {
        regex: '^\\.\\./(?!\\.\\./)',
        message: 'A server module uses db/, infra/, plugins/ and contract/, never another module.',
      },
      { regex: '(^|/)client/|^@client/', message: 'The server never imports client code.' },
    ),
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    rules: restrict(
      {
        regex: '^@client/(features|app)/|^\\.\\./\\.\\./',
        message:
          'A feature uses components/, lib/, contract/ and content/, never another feature or the app shell.',
      },
      { regex: '(^|/)server/', message: 'The client never imports server code.' },
    ),
  },
  {
    files: ['client/src/{components,lib}/**/*.{ts,tsx}'],
    rules: restrict({
      regex: '^@client/(features|app)/',
      message: 'Shared client code flows into features, never the other way.',
    }),
  },
);
