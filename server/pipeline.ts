import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import proxyAddr from 'proxy-addr'
import type { ServerBuild } from 'react-router'
import { getConfig, type AppConfig } from '../app/config.server'
import { getDbHandle } from '../app/db/client.server'
import { publish, subscribe } from '../app/lib/bus.server'
import { apiV1Router } from '../app/public-api/v1/router.server'
import { scimRouter } from '../app/workspaces/scim/router.server'
import { countPageViews, countWhenSent } from '../app/analytics/page-view-middleware.server'
import { readsOfPageCopies } from '../app/analytics/page-copy-reads.server'
import { badInput } from './bad-input'
import { loadContext } from './load-context'
import { originCheck } from './origin-check'
import { pageCache, pageCacheRules } from './page-cache'
import { readiness } from './readiness'
import { accessLog, recordRequest, routePatterns } from './access-log'
import { instanceMetrics } from './metrics'
import { admission } from './admission'
import { requestDeadline } from './request-deadline'
import { securityHeaders } from './security-headers'

export interface PipelineOptions {
  /** The checked configuration: every middleware that needs it is built from it once, here. */
  config: AppConfig
  isDevelopment: boolean
  /** The graceful stop's guard (server/graceful-stop.ts). */
  stopGuard: RequestHandler
  /** Whether the graceful stop is closing connections: answers then go through its guard. */
  isClosing?: () => boolean
  /** The browser's files: the built client (server/static-files.ts), or Vite's middlewares in development. */
  staticFiles: RequestHandler
  /** React Router's server build; in development, a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** The bell's live stream (server/live-notifications.ts), which the graceful stop ends. */
  live: { handler: RequestHandler; count: () => { open: number } }
}

const skip: RequestHandler = (_req, _res, next) => next()
/** Hashed assets are files, never pages: they skip the page-view count and the page cache. */
const exceptAssets = (handler: RequestHandler): RequestHandler => (req, res, next) =>
  req.path.startsWith('/assets/') ? next() : handler(req, res, next)

/** The one Express app every request goes through, its middlewares listed in the order they run. */
export function requestPipeline({ config, isDevelopment, stopGuard, isClosing = () => false, staticFiles, build, live }: PipelineOptions) {
  const isSecure = config.SITE_URL.startsWith('https://')
  const busy = admission({ working: config.MAX_REQUESTS_IN_FLIGHT, queued: config.MAX_REQUESTS_QUEUED, maxWaitMs: config.MAX_QUEUE_WAIT_MS })
  const metrics = instanceMetrics({ token: config.METRICS_TOKEN, liveStreams: () => live.count().open, admission: busy.count, pageCache: () => cache.size() })
  const cache = pageCache({
    lookups: metrics.pageCache,
    ttlSeconds: config.PAGE_CACHE_SECONDS,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
    policy: pageCacheRules(readsOfPageCopies({ isSecure })),
    purges: { announce: () => void publish({ topic: 'page-cache.purge' }), listen: (purge) => subscribe('page-cache.purge', purge) },
  })
  const app = express()
  app.disable('x-powered-by')
  // Client addresses (rate limits, view counts) come from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.TRUST_PROXY)

  const requestLog = { patternOf: routePatterns(build), counted: metrics.request }
  // Request id and access log: every request gets an id (X-Request-Id) that its log lines carry, and one access line with its route pattern.
  app.use(accessLog(requestLog))
  // Stop guard: while stopping, readiness answers 503 and every answer closes its connection (decision 4).
  app.use(stopGuard)
  // Health and readiness: answered before any page work; readiness asks the database within its own deadline.
  app.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }))
  app.get('/readyz', readiness(getDbHandle))
  // Prometheus metrics, for the bearer of METRICS_TOKEN only.
  app.get('/metrics', metrics.handler)
  // Live notifications: a long-lived stream, so before page views, the page cache, the deadline and compression.
  app.get('/notifications/stream', live.handler)
  // Admission control: MAX_REQUESTS_IN_FLIGHT at once, a short bounded wait for the next, 503 with Retry-After for the rest.
  app.use(busy.middleware)
  // Page views: counted once an answer is sent, copies from the page cache included (decision 14).
  app.use(exceptAssets(countPageViews))
  // Page copies: a kept anonymous page is answered here with its own headers; a successful change empties them (decision 16).
  app.use(exceptAssets(cache.serve))
  // Deadline: a request with no answer started in time gets 503 (not in development: Vite compiles on first use).
  app.use(isDevelopment ? skip : requestDeadline(config.REQUEST_TIMEOUT_MS))
  // Compression of everything the app writes (copies come compressed already).
  app.use(compression())
  // Security headers and the per-request CSP nonce.
  app.use(securityHeaders({ isDevelopment }))
  // Static files: the built client's assets and public files, or Vite's in development.
  app.use(staticFiles)
  // Bad input: a NUL in the address is refused; a body left unread is drained after the answer.
  app.use(badInput)
  // The public API: read-only JSON with its own keys, quota and errors (app/public-api).
  app.use('/api/v1', apiV1Router({ burstPerSecond: config.API_BURST_PER_SECOND, monthlyQuota: () => getConfig().API_MONTHLY_QUOTA }))
  // SCIM 2.0 provisioning: a workspace's identity provider creates, updates and removes its people with a SCIM token.
  app.use('/scim/v2', scimRouter())
  // Origin check: a change must come from one of the site's origins; Stripe's webhook and the support desk's inbound mail are signed instead.
  app.use(originCheck({ siteUrl: config.SITE_URL, extraOrigins: config.ALLOWED_ORIGINS, port: config.PORT, exemptPaths: ['/api/stripe/webhook', '/api/support/inbound'], exemptPrefixes: ['/sso/saml/acs/'] }))
  // Page-cache keep: a copy of each shared page the app renders on a miss, taken before compression.
  app.use(cache.keep)
  // React Router: loaders, actions and the server render.
  app.use(createRequestHandler({ build, getLoadContext: loadContext }))

  // Before Express: a GET that a page copy answers is answered on Node's own request, with the
  // same access line, request id and page-view count, and no router, middleware or header map.
  // Copies skip admission control: they cost a fraction of a render and are what keeps serving
  // when the site is busy. While the server is closing, every request takes the guarded path.
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean
  const hooks = {
    clientIp: (req: IncomingMessage) => proxyAddr(req, trust),
    answering(req: IncomingMessage, res: ServerResponse, contentType: string | undefined) {
      countWhenSent(req, res, contentType)
      return ['x-request-id', recordRequest(req, res, requestLog)]
    },
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    if (isClosing()) return void app(req, res)
    cache.front(req, res, hooks, () => app(req, res))
  }
}
