import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import folio from './scripts/eslint/noImportCycle.mjs';

// Import direction (DESIGN.md section 1): pwa → shared and sync-server → shared only.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((g) => ({ group: g.patterns, message: g.message })) },
  ],
});
const noPwa = {
  patterns: ['@folio/pwa', '@folio/pwa/*', '**/pwa/src/**'],
  message: 'sync-server and shared must not import the PWA.',
};
const noServer = {
  patterns: ['@folio/sync-server', '@folio/sync-server/*', '**/sync-server/src/**'],
  message: 'pwa and shared must not import the sync server.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'pwa/**/*.ts', 'shared/src/templates/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['shared/**'], rules: forbid(noPwa, noServer) },
  { files: ['pwa/**'], rules: forbid(noServer) },
  { files: ['sync-server/**'], rules: forbid(noPwa) },
  {
    // Every dependency in one direction (issue 21): no module reaches itself through its imports,
    // type-only imports included. Cycles are looked for among these three workspaces' own modules.
    files: ['pwa/**', 'sync-server/**', 'shared/**'],
    plugins: { folio },
    rules: { 'folio/no-import-cycle': ['error', { roots: ['pwa', 'sync-server', 'shared'] }] },
  },
  {
    // Scripts, CLIs, benchmarks and test runners talk to the terminal on purpose.
    files: ['scripts/**', 'e2e/**', '.ci/**', '**/*.bench.ts', '**/bench.ts', '**/cli.ts', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
