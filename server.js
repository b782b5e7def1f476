// Starts Lumen: the built app in production, or Vite's dev server in development. Every
// request goes through one Express app, whose middlewares server/pipeline.ts lists in order.
import cluster from 'node:cluster'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runPrimary, workerCount } from './server-workers.js'

// Production unless told otherwise: React and Express pick their fast paths from this.
process.env.NODE_ENV ??= 'production'
const isDevelopment = process.env.NODE_ENV === 'development'
// On PostgreSQL, one worker per core shares the port (WEB_CONCURRENCY); this process then only supervises them.
const workers = isDevelopment || !cluster.isPrimary ? 1 : workerCount()
if (workers > 1) {
  runPrimary(workers)
} else {
  await serve()
}

/** One whole server: the built app (or Vite's dev server), its services, the listener and its graceful stop. */
async function serve() {
  const shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
  const shutdownDrainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 1_000)
  const root = import.meta.dirname

  // The server bundle (server/app.ts), the browser's files and React Router's build.
  let server, staticFiles, build
  if (isDevelopment) {
    const { createServer } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
    server = await vite.ssrLoadModule('./server/app.ts')
    staticFiles = vite.middlewares
    // Loaded for each request, so a page renders with the code as it is now.
    build = () => vite.ssrLoadModule('virtual:react-router/server-build')
  } else {
    const buildDir = path.join(root, process.env.BUILD_DIR ?? 'build')
    server = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
    staticFiles = server.clientFiles(path.join(buildDir, 'client'))
    build = server.serverBuild
  }

  let started
  try {
    started = await server.startServices()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }

  const { config } = started
  const listener = http.createServer()
  const live = server.liveNotifications({ maxPerMember: config.LIVE_MAX_PER_MEMBER, maxConnections: config.LIVE_MAX_CONNECTIONS, siteUrl: config.SITE_URL })
  const stopper = server.gracefulStop(listener, { drainMs: shutdownDrainMs, graceMs: shutdownGraceMs, stopServices: server.stopServices, endStreams: live.close, log: (line) => server.logger.info(line) })
  listener.on('request', server.requestPipeline({ config, isDevelopment, stopGuard: stopper.middleware, isClosing: stopper.isClosing, staticFiles, build, live }))

  // A listen error (port in use, no permission) must stop the process with a non-zero code, so
  // a supervisor sees the failure and restarts it.
  const listenFailed = async (error) => {
    console.error(server.listenFailureMessage(error, config.HOST, config.PORT))
    await server.stopServices().catch(() => undefined)
    process.exit(1)
  }
  listener.once('error', listenFailed)
  listener.listen(config.PORT, config.HOST, () => {
    listener.off('error', listenFailed)
    server.logger.info(`${config.SITE_NAME} is listening on http://localhost:${config.PORT} (database: ${started.database})`)
  })

  process.on('SIGTERM', () => stopper.stop('SIGTERM'))
  process.on('SIGINT', () => stopper.stop('SIGINT'))
}
