// ESLint: the recommended sets plus the layer boundaries. Formatting is
// Prettier's job (npm run format:check), so no stylistic rules here.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layerBoundaries from './eslint/layer-boundaries.js';
import queriesInRepositories from './eslint/queries-in-repositories.js';
import sideEffectsOnce from './eslint/side-effects-once.js';
import calendarInUkTime from './eslint/calendar-in-uk-time.js';

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'data/', 'bench-results/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      local: {
        rules: {
          'layer-boundaries': layerBoundaries,
          'queries-in-repositories': queriesInRepositories,
          'side-effects-once': sideEffectsOnce,
          'calendar-in-uk-time': calendarInUkTime,
        },
      },
    },
    rules: {
      'local/layer-boundaries': 'error',
      'local/queries-in-repositories': 'error',
      'local/calendar-in-uk-time': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Sanitisers, CSV and header code strip control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // Side effects declared once (issue 25): cached public pages are dropped only by the
    // mechanism that takes a declared change, and audit entries are written only through
    // lib/server/foundation/audit.ts, so a hand-made call (static, re-exported or a dynamic import(), or a
    // query on audit_log) fails the lint.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    rules: { 'local/side-effects-once': 'error' },
  },
  {
    // Astro's files under astro/runtime/* and astro/dist/* are its build output, not an API: an
    // upgrade may move or change them with no type error. The site reads what Astro renders instead
    // (its island script is taken from a rendered page: scripts/island-runtime-file.ts). A dynamic
    // import() is refused too (no-restricted-imports sees only static ones).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro', 'astro.config.mjs', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['astro/runtime/*', 'astro/dist/*'], message: 'Astro internals: not a public API.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^astro\\/(runtime|dist)\\//]',
          message: 'Astro internals: not a public API (a dynamic import is an import too).',
        },
      ],
    },
  },
  {
    // Migrations and the table copier work on schemas the app types do not describe.
    files: [
      'src/lib/server/db/migrate.ts',
      'src/lib/server/db-copy/copy.ts',
      'src/lib/server/db/introspect.ts',
      'src/lib/server/db/archive-tables.ts',
      'src/lib/server/site-archive/restore.ts',
      'src/lib/server/db/migrations/**',
      'tests/integration/db-copy.test.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic hook rules; the compiler-era rules in v7's preset would demand rewrites.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table wrapper is a labelled region that must take focus
      // (axe's scrollable-region-focusable), so regions may carry tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
);
