// Starts Lumen: the built app in production, or Vite's dev server in development.
import path from 'node:path'
import compression from 'compression'
import express from 'express'

const isDevelopment = process.env.NODE_ENV === 'development'
const shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
const root = import.meta.dirname

const server = express()
server.disable('x-powered-by')
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

let stopping = false
function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests.`)
  const force = setTimeout(() => listener.closeAllConnections(), shutdownGraceMs)
  force.unref()
  listener.close(async () => {
    await services.stopServices()
    console.log('Stopped.')
    process.exit(0)
  })
  listener.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
