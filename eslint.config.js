// `npm run lint`, the first stage of `npm test`, with no warning allowed:
// React's rules of hooks and the React Compiler's checks (eslint-plugin-react-hooks),
// TypeScript's recommended rules and what jsx-a11y sees in the markup before
// axe sees it at run time. Where a rule is wrong for one line, a disable
// comment on that line says why.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'bench/', 'test-results/', 'playwright-report/', 'src/i18n/locales/', 'tmp-probe/']),
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_` marks a parameter a signature needs but the body does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/browser/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  // What runs in a browser: the widget, its component tests and the demo's own pages.
  { files: ['src/**', 'test/browser/**', 'demo/pages/**'], languageOptions: { globals: globals.browser } },
  // What runs in Node: the build, the reference server and the other test suites
  // (Playwright's page callbacks are typed by TypeScript, which checks their globals).
  { files: ['scripts/**', 'server/**', 'test/{unit,api,e2e,engines,support,types}/**', '*.{js,mjs,ts}'], languageOptions: { globals: globals.node } },
  // The bench's scripts hand functions to the page they drive, which run there.
  { files: ['scripts/bench/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
