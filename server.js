// Starts Lumen: the built app in production, or Vite's dev server in development.
import net from 'node:net'
import path from 'node:path'
import compression from 'compression'
import express from 'express'

// Production unless told otherwise: React and Express pick their fast paths from this.
process.env.NODE_ENV ??= 'production'
const isDevelopment = process.env.NODE_ENV === 'development'
const shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
const root = import.meta.dirname

let stopping = false
const server = express()
server.disable('x-powered-by')
// While shutting down, every response closes its connection so keep-alive clients move on.
server.use((_req, res, next) => {
  if (stopping) res.setHeader('Connection', 'close')
  next()
})
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
  services = await import('./build/server/index.js')
  server.use(services.securityHeaders({ isDevelopment }))
  const client = path.join(root, 'build/client')
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

const { PORT: port, HOST: host, SITE_NAME: siteName } = started.config
const listener = server.listen(port, host, () => {
  console.log(`${siteName} is listening on http://localhost:${port} (database: ${started.database})`)
})

/**
 * Graceful stop: refuse new connections and let every request already sent finish; each
 * response closes its connection, idle keep-alive connections end at their timeout (5 s),
 * and anything left is force-closed after the grace period. Then the database closes.
 * (Sweeping "idle" sockets early would reset requests that arrived but were not yet read.)
 */
function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests.`)
  setTimeout(() => listener.closeAllConnections(), shutdownGraceMs).unref()
  // net.Server#close stops accepting without http.Server#close's immediate idle-socket sweep,
  // which would reset connections whose request has arrived but not yet been read.
  net.Server.prototype.close.call(listener, async () => {
    await services.stopServices()
    console.log('Stopped.')
    process.exit(0)
  })
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
