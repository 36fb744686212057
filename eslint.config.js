import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', 'functions/lib/**', '**/generated/**', '**/node_modules/**', '.firebase/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One direction of imports: shared code -> features -> app.
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**'], message: 'Features must not import the app layer.' }] }],
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**', 'web/src/i18n/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code must not import features or the app.' }] }],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'scripts/**/*.{mjs,ts}', 'web/scripts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}', '*/vitest.config.ts', 'web/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
