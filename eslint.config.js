import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under web/src/features is a feature; a new one is fenced in by the rules below.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One direction of imports: shared code -> features -> app. A feature imports neither the app nor
 * another feature (relative, `../plan/...`, or by a path through `features/`); what two features
 * share moves down to components/ or lib/, and app/ composes them. Dynamic import() counts too.
 */
function featureFence(feature) {
  const others = FEATURES.filter((name) => name !== feature).join('|');
  const otherFeature = `^(\\.\\./)+(${others})(/|$)|(^|/)features/(${others})(/|$)`;
  const message = `The ${feature} feature must not import another feature: pass what it needs as props or context from web/src/app.`;
  return {
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Features must not import the app layer.' },
            { regex: otherFeature, message },
          ],
        },
      ],
      // esquery's regular expressions end at the first slash, hence \x2F.
      'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${otherFeature.replaceAll('/', '\\x2F')}/]`, message }],
    },
  };
}

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
  ...FEATURES.map(featureFence),
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
