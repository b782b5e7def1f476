/**
 * The port of the local stand-in for NewsAPI in end-to-end runs: the web server is pointed at
 * it (playwright.config.ts) and e2e/admin-operations.spec.ts starts it while it needs it.
 */
export const e2eNewsApiPort = Number(process.env.E2E_NEWSAPI_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000)
export const e2eNewsApiKey = 'test-newsapi-key'
