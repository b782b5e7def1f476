import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const projects = [
  {
    extends: true as const,
    test: {
      name: 'pglite',
      include: ['tests/**/*.test.ts'],
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
    // More test files than cores (Vitest's default leaves one core free, which on a 2-core
    // machine runs the files one by one): much of a file's time is spent waiting on a server it
    // started, PostgreSQL or the embedded database's start. Measured on 2 cores: 2 workers kept
    // about one core busy; `npm test` runs the browser tests beside them.
    maxWorkers: Math.max(3, availableParallelism()),
  },
})
