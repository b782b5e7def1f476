// Starts Lumen: the built app in production, or Vite's dev server in development.
import net from 'node:net'
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

let stopping = false
const server = express()
server.disable('x-powered-by')
// While shutting down, readiness fails (load balancers stop routing here) and every
// response closes its connection so keep-alive clients move on.
server.use((req, res, next) => {
  if (!stopping) return next()
  res.setHeader('Connection', 'close')
  if (req.path === '/readyz') return res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping' })
  next()
})
// Set once started: in production, each request's deadline.
let deadline = (_req, _res, next) => next()
server.use((req, res, next) => deadline(req, res, next))
server.use(compression())

let services
if (isDevelopment) {
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  services = await vite.ssrLoadModule('./server/app.ts')
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
  server.use(services.securityHeaders({ isDevelopment }))
  const client = path.join(root, buildDir, 'client')
  server.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }))
  server.use(express.static(client, { maxAge: '1h', index: false }))
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
// Vite compiles on first use in development, which may take longer than a request should.
if (!isDevelopment) deadline = services.requestDeadline(requestTimeoutMs)

/**
 * Graceful stop. For SHUTDOWN_DRAIN_MS the server keeps accepting (readiness answers 503,
 * so a load balancer stops sending; connections already queued are still served), then it
 * stops listening and lets every request already sent finish: each response closes its
 * connection, idle keep-alive connections end at their timeout, and anything left is
 * force-closed after SHUTDOWN_GRACE_MS. Then the database closes and the process exits 0.
 * (Closing the listener at once would reset connections still waiting to be accepted, and
 * sweeping "idle" sockets early would reset requests that arrived but were not yet read.)
 */
function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests.`)
  setTimeout(() => listener.closeAllConnections(), shutdownDrainMs + shutdownGraceMs).unref()
  setTimeout(() => {
    net.Server.prototype.close.call(listener, async () => {
      await services.stopServices()
      console.log('Stopped.')
      process.exit(0)
    })
  }, shutdownDrainMs)
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
