// ESLint flat config: JavaScript and TypeScript rules, Astro components, and accessibility rules for Preact islands (JSX)
// and .astro templates. Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns off rules that would fight it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.mdx-check/', 'node_modules/', 'tests/e2e/.artifacts/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  // The Astro config above registers the jsx-a11y plugin; use its recommended rules on the Preact islands too.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Tables and figures that can scroll sideways are focusable regions (role="region" + tabindex="0"), as axe's
      // scrollable-region-focusable rule asks; the recommended setting would forbid exactly that.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Preact writes <label for="id">; this rule only understands React's htmlFor and reports every such label.
      // Label association is checked in the browser by axe (the "label" rule) on every page instead.
      'jsx-a11y/label-has-associated-control': 'off',
    },
  },
  prettier,
);
