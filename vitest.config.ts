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
    // Two test files per core (below): a file's set-up and teardown (a database, a server) may wait its turn.
    hookTimeout: 120_000,
    pool: 'forks',
    // In CI a JSON report beside the usual output lets `npm test` end with each failure's reason (scripts/test-all.js).
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/unit-report.json' }]] : ['default'],
    // At least four test files at once, one per core on machines with more (Vitest's default
    // leaves one core free, which on 2 cores runs the files one by one). Much of a file's time is
    // spent waiting (servers starting, PostgreSQL, receivers), so four workers on 2 cores took the
    // whole run from 15–18 to 11.3 minutes. What made tests fail now and then at that load is
    // fixed in the tests: the shutdown under keep-alive load sets a drain long enough to count
    // answers in, and the webhook receiver answers each delivery on a connection of its own.
    maxWorkers: Math.max(4, availableParallelism()),
  },
})
