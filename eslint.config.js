import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// A later block's no-restricted-imports replaces an earlier one's for the same file, so each
// block below lists every pattern that applies to its files.
const noQueries = { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'], message: 'Query through a domain function in app/<feature>/, not from a route.' }
const noAdmin = { group: ['**/admin/**'], message: 'Only the admin console (app/admin, app/routes/admin.*) imports app/admin; move what you need out of it.' }

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'screenshots/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  {
    // No feature reaches into the admin console: what others need from it (the audit log,
    // the content tables) lives in a folder of its own. The demo seed may: it writes the
    // newsroom's drafts and reviews through the console's own save and review.
    files: ['app/**'],
    ignores: ['app/admin/**', 'app/routes/**', 'app/db/seed/seed-newsroom.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAdmin] }] },
  },
  {
    // Routes stay thin: queries live in the features' domain modules, which routes call. Only
    // the admin console's own routes may import it.
    files: ['app/routes/**'],
    ignores: ['app/routes/admin.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noQueries, noAdmin] }] },
  },
  {
    files: ['app/routes/admin.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noQueries] }] },
  },
  {
    // no-restricted-imports does not see import(), which lazy components use.
    files: ['app/**'],
    ignores: ['app/admin/**', 'app/routes/admin.*', 'app/db/seed/seed-newsroom.server.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)admin\\//]', message: noAdmin.message }],
    },
  },
)
