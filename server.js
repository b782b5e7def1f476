// Starts Lumen: the built app in production, or Vite's dev server in development.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'

// Production unless told otherwise: React and Express pick their fast paths from this.
process.env.NODE_ENV ??= 'production'
const isDevelopment = process.env.NODE_ENV === 'development'
const shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
const shutdownDrainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 1_000)
const root = import.meta.dirname

const server = express()
server.disable('x-powered-by')
// Set once started: the graceful stop (decision 4) and, in production, each request's deadline.
const pass = (_req, _res, next) => next()
let stopGuard = pass
let deadline = pass
server.use((req, res, next) => stopGuard(req, res, next))
// Page views are counted, and copies of pages served, before anything else runs (decision 16):
// a copy is answered at once, so it needs no deadline.
let pageCopies = pass
server.use((req, res, next) => (req.url.startsWith('/assets/') ? next() : pageCopies(req, res, next)))
server.use((req, res, next) => deadline(req, res, next))
server.use(compression())

let services
if (isDevelopment) {
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  services = await vite.ssrLoadModule('./server/app.ts')
  pageCopies = services.pageCopies
  server.use(services.securityHeaders({ isDevelopment }))
  server.use(vite.middlewares)
  server.use(async (req, res, next) => {
    try {
      const { app } = await vite.ssrLoadModule('./server/app.ts')
      app(req, res, next)
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      next(error)
    }
  })
} else {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  services = await import(pathToFileURL(path.join(root, buildDir, 'server/index.js')).href)
  pageCopies = services.pageCopies
  server.use(services.securityHeaders({ isDevelopment }))
  const client = path.join(root, buildDir, 'client')
  server.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }))
  // The other public files (favicon.svg) by name: page addresses never touch the disk.
  const publicFiles = new Set(readdirSync(client).filter((name) => name !== 'assets').map((name) => `/${name}`))
  // The service worker is looked at again on every visit, so a deploy reaches readers at once.
  const publicFile = express.static(client, {
    maxAge: '1h',
    index: false,
    setHeaders: (res, file) => {
      if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache')
    },
  })
  server.use((req, res, next) => (publicFiles.has(req.path) ? publicFile(req, res, next) : next()))
  server.use(services.app)
}

let started
try {
  started = await services.startServices()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const { PORT: port, HOST: host, SITE_NAME: siteName, REQUEST_TIMEOUT_MS: requestTimeoutMs } = started.config
// Page copies are served out here, before the app: they tell readers apart by the same address.
server.set('trust proxy', started.config.TRUST_PROXY)
// Express hands a listen error (port in use, no permission) to this callback: it must stop
// the process with a non-zero code, so a supervisor sees the failure and restarts it.
const listener = server.listen(port, host, async (error) => {
  if (!error) {
    console.log(`${siteName} is listening on http://localhost:${port} (database: ${started.database})`)
    return
  }
  console.error(services.listenFailureMessage(error, host, port))
  await services.stopServices().catch(() => undefined)
  process.exit(1)
})

const stopper = services.gracefulStop(listener, {
  drainMs: shutdownDrainMs,
  graceMs: shutdownGraceMs,
  stopServices: services.stopServices,
})
// Vite compiles on first use in development, which may take longer than a request should.
if (!isDevelopment) deadline = services.requestDeadline(requestTimeoutMs)
stopGuard = stopper.middleware
process.on('SIGTERM', () => stopper.stop('SIGTERM'))
process.on('SIGINT', () => stopper.stop('SIGINT'))
