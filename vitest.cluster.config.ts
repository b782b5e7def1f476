import { defineConfig } from 'vitest/config'

// npm run test:cluster: the site as several instances behind nginx (tests/cluster), after a build.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.cluster.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 1,
  },
})
