import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/browser'
import { e2eNewsApiKey, e2eNewsApiPort } from './e2e/support/news-api'
import { e2eDnsPort } from './e2e/support/identity-provider'

const port = Number(process.env.E2E_PORT ?? 3210)

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A busy 2-core machine runs the server, two browsers and the job queue at once: assertions wait up to 10 s.
  expect: { timeout: 10_000 },
  // In CI a JSON report beside the line output lets `npm test` end with each failure's reason (scripts/test-all.js).
  reporter: process.env.CI ? [['line'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // The service worker is tried by e2e/offline.spec.ts; elsewhere it would only pre-cache.
    serviceWorkers: 'block',
  },
  webServer: {
    // The production build on a fresh embedded database with the demo content.
    command: `rm -rf data/e2e-${port} && node server.js`,
    env: { PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: `data/e2e-${port}`, BUILD_DIR: process.env.BUILD_DIR ?? 'build', DATABASE_URL: '', NODE_ENV: 'production', RATE_LIMIT_FACTOR: '20',
      // Requests wait their turn up to 30 s (admission control): parallel browsers on a busy test machine are not an overload.
      MAX_QUEUE_WAIT_MS: '30000',
      // The admin news-fetch tool calls a local stand-in for NewsAPI (started by e2e/admin-operations.spec.ts).
      NEWSAPI_KEY: e2eNewsApiKey, NEWSAPI_BASE_URL: `http://127.0.0.1:${e2eNewsApiPort}/v2`,
      // Workspace domains are verified against a local DNS server (started by e2e/workspace-sso.spec.ts).
      DNS_RESOLVER: `127.0.0.1:${e2eDnsPort}` },
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
