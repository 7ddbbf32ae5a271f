// Flat config: @eslint/js + typescript-eslint recommended + react-hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// House rules for imports (README, "How to write a plugin"). A plugin imports `@kernel/sdk`, src/adapters,
// src/shared and its own folder; a relative path that climbs out of the plugin's folder to anywhere else (another
// plugin, a kernel file, an overlay, the manifest) is refused. One entry per folder depth, because
// no-restricted-imports sees the import as written, not the file it resolves to.
const PLUGIN_RULE =
  'A plugin imports only @kernel/sdk, src/adapters, src/shared and files of its own folder (never another plugin or a kernel file).';
const SHARED_RULE = 'src/shared is run by the console and the server: it imports only src/shared itself, no kernel, plugin, adapter or React DOM.';
const SERVER_RULE = 'The server imports from src/ only src/shared/.';
const SCREEN_RULE =
  "A screen reaches the API through react-admin's hooks over the data provider: fetch and the http client belong to the plugin's adapters (api/).";
const pluginBoundaries = [1, 2, 3, 4].map((depth) => ({
  files: [`src/plugins/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          // `depth` times '../' leaves the plugin's folder; only ../adapters/ or ../shared/ (one more level up) may follow
          { regex: `^(\\.\\./){${depth}}(?!\\.\\./(adapters|shared)/)`, message: PLUGIN_RULE },
          { regex: `^(\\.\\./){${depth + 1}}adapters/(dataProvider|authProvider)$`, message: PLUGIN_RULE },
          { regex: '^@kernel/(?!sdk$)', message: PLUGIN_RULE },
          { regex: '^(src|/)', message: PLUGIN_RULE },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // react-admin's own typings take `any` in many places
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...pluginBoundaries,
  {
    // the kernel, its overlays and adapters never import a plugin: plugins are found by the manifest
    files: ['src/kernel/**/*.{ts,tsx}', 'src/overlays/**/*.{ts,tsx}', 'src/adapters/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)plugins/', message: 'The kernel imports no plugin: plugins reach it through the manifest and definePlugin.' }] },
      ],
    },
  },
  {
    // src/shared is what the console and the server both run: it imports nothing of ours outside
    // itself (the manifest's JSON excepted) and no React DOM
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-dom', message: SHARED_RULE }, { name: 'react-dom/client', message: SHARED_RULE }],
          patterns: [
            { regex: '^@kernel/', message: SHARED_RULE },
            { regex: '^(\\.\\./)+(kernel|plugins|adapters|overlays|main)(/|$)', message: SHARED_RULE },
            { regex: '^(\\.\\./){2,}(?!plugin\\.manifest\\.json$)', message: SHARED_RULE },
            { regex: '^(react-admin|@mui/|react-router)', message: SHARED_RULE },
          ],
        },
      ],
    },
  },
  {
    // the server runs in Node: from src/ it imports only src/shared (ARCHITECTURE.md, "The house")
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src/(?!shared/)', message: SERVER_RULE }, { regex: '^@kernel/', message: SERVER_RULE }] },
      ],
    },
  },
  {
    // one data path (README, "Reaching the API"): components never hold the transport
    files: ['src/plugins/**/*.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: SCREEN_RULE }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='TOKENS'][property.name='HttpClient']", message: SCREEN_RULE }],
    },
  },
  {
    // Playwright fixtures: `async ({}, use) => ...` is its idiom, not a React hook
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
