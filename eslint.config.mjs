// Lint rules, including the import boundaries of the micro-frontend design:
// a remote never imports another remote or the shell; packages never import apps; the shell never
// imports a remote's source (it loads remotes at run time through Module Federation).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-auth', 'mfe-campaigns', 'mfe-security', 'mfe-profile', 'api', 'e2e'];
// Apps live at the repository root: reaching one means `../<app>` (any depth) or `@lantern/<app>`.
const appImports = (except) => `^((\\.\\./)+|@lantern/)(${apps.filter((a) => a !== except).join('|')})(/|$)`;
const boundary = (files, except, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: appImports(except), message }] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.tsx', 'packages/{ui,session}/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  boundary(['packages/**'], '', 'Shared packages must not import applications.'),
  ...['mfe-auth', 'mfe-campaigns', 'mfe-security', 'mfe-profile'].map((r) =>
    boundary([`${r}/**`], r, 'A remote never imports another remote or the shell; share through packages/.'),
  ),
  boundary(['shell/**'], 'shell', 'The shell loads remotes at run time; it never imports their source.'),
  boundary(['api/**'], 'api', 'The API never imports front-end applications.'),
);
