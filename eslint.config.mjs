import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

import { boundaries, ROLE_NAMES } from './scripts/eslint/boundaries.mjs';
import { messages } from './scripts/eslint/catalogue-messages.mjs';

/** no-restricted-imports for a package: axios stays in @lab/shared/client; `packages` (regexes) are refused too. */
function restrictedImports(packages = []) {
  const axios = { regex: '^axios(/|$)', message: 'Only @lab/shared/client talks HTTP: call apiClient, errorText or errorStatus from @lab/shared/client.' };
  const others = packages.map((regex) => ({ regex, message: 'Import only @lab/shared*, your own files and npm packages: never another workspace package.' }));
  return ['error', { patterns: [axios, ...others] }];
}

const roleNames = ROLE_NAMES.join('|');
const roleMessage = 'No role names outside @lab/shared: ask a rule of shared/src/role-rules.ts (isClinician, hasProviderWideView, CLINICIAN_ROLE...).';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'api/drizzle/**', '.prod/**', '**/backups/**', 'scripts/eslint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { boundaries, messages },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // (b) axios only inside shared/src/client; (a) a remote imports no host and no other remote, the host no remote.
  { ignores: ['shared/src/client/**'], rules: { 'no-restricted-imports': restrictedImports() } },
  { files: ['remote-*/**'], rules: { 'no-restricted-imports': restrictedImports(['^host(/|$)', '^remote-', '^@lab/api(/|$)']) } },
  { files: ['host/**'], rules: { 'no-restricted-imports': restrictedImports(['^remote-', '^@lab/api(/|$)']) } },
  { files: ['host/**', 'remote-*/**', 'shared/**'], rules: { 'boundaries/stay-in-package': 'error' } },
  // (c) Each rule knows its zone from the file's path (scripts/eslint/): an API module is used only
  // through its public.ts, platform/ imports no module, a module's layers go routes -> service ->
  // queries, shared's root imports no React, antd or app, the API no @lab/shared/react or /client,
  // and a remote's feature is used by another feature only through its index.ts.
  {
    rules: {
      'boundaries/module-public-face': 'error',
      'boundaries/platform-imports-no-module': 'error',
      'boundaries/module-layers': 'error',
      'boundaries/shared-root-pure': 'error',
      'boundaries/api-no-browser-shared': 'error',
      'boundaries/feature-zones': 'error',
    },
  },
  // The API answers with the catalogues' texts (@lab/shared), never words spelled in place.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/test/**', 'api/src/seed/**', 'api/src/ops/**', 'api/src/generate/**', 'api/src/bench/**'],
    rules: { 'messages/catalogue-only': 'error' },
  },
  // routes.ts speaks HTTP only: its SQL lives in queries.ts, behind service.ts.
  {
    files: ['api/src/modules/*/routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(axios|drizzle-orm)(/|$)|platform/db/(query|schema)', message: 'routes.ts calls service.ts; SQL lives in queries.ts.' }] }] },
  },
  // (d) Role names live in @lab/shared only (its rules, the tests' fixtures and this rule may spell them).
  {
    ignores: ['shared/src/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'api/src/seed/**', 'scripts/eslint/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/^(${roleNames})$/]`, message: roleMessage },
        { selector: `TemplateElement[value.raw=/'(${roleNames})'/]`, message: roleMessage },
      ],
    },
  },
);
