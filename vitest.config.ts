import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Database and unit test files share their worker's loaded modules (`isolate: false`): each
 * file opens its own database and restores any setting it changes, and loading the app once
 * per worker instead of once per file took the embedded-database files from 6.4 to 4.6 minutes
 * (10.8 to 6.0 CPU minutes) on 2 cores. Server tests, which start servers and read settings at
 * load, keep a fresh module graph per file.
 */
const projects = [
  {
    extends: true as const,
    test: {
      name: 'pglite',
      include: ['tests/db/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      isolate: false,
      globalSetup: ['tests/support/global-setup.ts'],
      env: { TEST_DB_KIND: 'pglite' },
    },
  },
  {
    extends: true as const,
    test: {
      name: 'server',
      include: ['tests/server/**/*.test.ts'],
      globalSetup: ['tests/support/global-setup.ts'],
      env: { TEST_DB_KIND: 'pglite' },
    },
  },
]
// Database tests run a second time against a real PostgreSQL when one is configured.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true as const,
    test: {
      name: 'postgres',
      include: ['tests/db/**/*.test.ts'],
      isolate: false,
      globalSetup: ['tests/support/global-setup.ts'],
      env: { TEST_DB_KIND: 'postgres' },
    },
  })
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // In CI a JSON report beside the usual output lets `npm test` end with each failure's reason (scripts/test-all.js).
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/unit-report.json' }]] : ['default'],
    // One test file per core at least (Vitest's default leaves one core free, which on a 2-core
    // machine runs the files one by one). Four workers on 2 cores were faster (11.3 minutes
    // for the whole run with shared modules) but made timing-sensitive tests fail now and then: a server's shutdown
    // under keep-alive load, a webhook delivery's time limit, teardown hooks.
    maxWorkers: Math.max(2, availableParallelism()),
  },
})
