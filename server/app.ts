import 'react-router'
import { createRequestHandler } from '@react-router/express'
import express, { type RequestHandler } from 'express'
import { RouterContextProvider } from 'react-router'
import * as build from 'virtual:react-router/server-build'
import { getConfig } from '../app/config.server'
import { configuredTarget, getDbHandle, openDb, setDbHandle } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'
import { waitForDatabase } from '../app/db/wait-for-database.server'
import { isEmpty, seedDemoContent } from '../app/db/seed/seed.server'
import { viewCounter } from '../app/news/view-counter.server'
import { countPageViews } from '../app/analytics/page-view-middleware.server'
import { pageViewCounter } from '../app/analytics/page-views.server'
import { jobDefinitions } from '../app/jobs/definitions.server'
import { startJobQueue, stopJobQueue } from '../app/jobs/queue.server'
import { countViewsOnQueue } from '../app/news/view-jobs.server'
import { billingStartupNotice } from '../app/billing/startup-notice.server'
import { requestInfoContext } from '../app/lib/request-context.server'
import { apiV1Router } from '../app/api/v1/router.server'
export { securityHeaders } from './security-headers'
export { gracefulStop } from './graceful-stop'
export { listenFailureMessage } from './listen-failure'
export { requestDeadline } from './request-deadline'
import { originCheck } from './origin-check'
import { badInput } from './bad-input'
import { pageCache } from './page-cache'
import { pageCachePolicy } from './page-cache-policy'
import { readiness } from './readiness'

/** Opens the database (waiting a bounded time for PostgreSQL), applies migrations and, on an empty embedded database, loads the demo. */
export async function startServices() {
  const config = getConfig()
  app.set('trust proxy', config.TRUST_PROXY)
  const handle = await openDb(configuredTarget(config))
  if (handle.kind === 'postgres') {
    await waitForDatabase(handle.db, { url: handle.url, timeoutSeconds: config.DATABASE_STARTUP_TIMEOUT_SECONDS })
  }
  setDbHandle(handle)
  await migrate(handle)
  if (handle.kind === 'pglite' && config.SEED_DEMO_CONTENT === 'auto' && (await isEmpty(handle.db))) {
    const result = await seedDemoContent(handle.db)
    console.log(
      `Loaded the demo content (${result.articles} articles, ${result.courses} courses, ${result.tutorials} tutorials, ${result.videos} videos, ${result.podcasts} podcast episodes).`,
    )
  }
  const billingNotice = billingStartupNotice(config)
  if (billingNotice) console.warn(billingNotice)
  // Background work (billing, view counts, newsletters) runs on the durable queue in the same database.
  await startJobQueue(handle, jobDefinitions(config))
  countViewsOnQueue()
  return { config, database: handle.kind }
}

export async function stopServices() {
  await stopJobQueue().catch(() => undefined)
  viewCounter.useSink(undefined)
  const handle = getDbHandle()
  if (handle) await viewCounter.flush(handle.db).catch(() => undefined)
  if (handle) await pageViewCounter.flush(handle.db).catch(() => undefined)
  setDbHandle(undefined)
  await handle?.close()
}

export const app = express()
app.disable('x-powered-by')

app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' })
})

app.get('/readyz', readiness(getDbHandle))

app.use(badInput)

// The Enterprise API: read-only JSON with its own keys, quota and errors (app/api).
let apiRouter: ReturnType<typeof apiV1Router> | undefined
app.use('/api/v1', (req, res, next) => {
  const config = getConfig()
  apiRouter ??= apiV1Router({ burstPerSecond: config.API_BURST_PER_SECOND, monthlyQuota: () => getConfig().API_MONTHLY_QUOTA })
  apiRouter(req, res, next)
})

// Stripe's webhook carries no session: its signature is checked instead (app/billing/stripe-webhook.server.ts).
// Built on the first request, once the configuration has been read and checked.
let checkOrigin: ReturnType<typeof originCheck> | undefined
app.use((req, res, next) => {
  const config = getConfig()
  checkOrigin ??= originCheck({ siteUrl: config.SITE_URL, extraOrigins: config.ALLOWED_ORIGINS, port: config.PORT, exemptPaths: ['/api/stripe/webhook'] })
  checkOrigin(req, res, next)
})

const countViews = countPageViews(() => getDbHandle()?.db)
// Built on the first request, once the configuration has been read and checked.
let cachePages: ReturnType<typeof pageCache> | undefined
const pagesCache = () =>
  (cachePages ??= pageCache({
    ttlSeconds: getConfig().PAGE_CACHE_SECONDS,
    policy: pageCachePolicy({ getDb: () => getDbHandle()?.db, isSecure: () => getConfig().SITE_URL.startsWith('https://') }),
  }))

/**
 * Mounted by server.js in front of compression and the security headers: counts page views,
 * and answers from the page cache, whose copies carry their own headers (decision 16).
 */
export const pageCopies: RequestHandler = (req, res, next) => countViews(req, res, () => pagesCache().serve(req, res, next))

// What the app writes on a miss is copied here, behind compression (server.js).
app.use((req, res, next) => pagesCache().keep(req, res, next))

app.use(
  createRequestHandler({
    build,
    getLoadContext(req, res) {
      const context = new RouterContextProvider()
      context.set(requestInfoContext, {
        nonce: String(res.locals.nonce ?? ''),
        clientIp: req.ip ?? 'unknown',
        markPageCacheable: () => {
          res.locals.isPageCacheable = true
        },
        describePage: (facts) => {
          res.locals.pageFacts = { ...res.locals.pageFacts, ...facts }
        },
      })
      return context
    },
  }),
)
