// Several worker processes sharing one port (node:cluster), so a PostgreSQL site uses every
// core. The primary only forks, forwards SIGTERM/SIGINT and replaces a worker that died; each
// worker is a whole server (server.js) that drains on its own (decision 44).
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

/**
 * How many workers to run: WEB_CONCURRENCY, else every core on PostgreSQL and one on the
 * embedded database, which one process holds alone.
 */
export function workerCount(env = process.env) {
  const isEmbedded = !env.DATABASE_URL
  const asked = env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) : isEmbedded ? 1 : availableParallelism()
  if (!Number.isInteger(asked) || asked < 1 || asked > 64) {
    console.error('WEB_CONCURRENCY must be a whole number from 1 to 64.')
    process.exit(1)
  }
  if (isEmbedded && asked > 1) {
    console.warn('WEB_CONCURRENCY: the embedded database belongs to one process, so one worker runs. Set DATABASE_URL to use more.')
    return 1
  }
  return asked
}

/**
 * Runs the primary: forks `count` workers (worker 0 also runs the one-of-a-kind duties: the
 * owner's set-up link and the support desk's SMTP receiver). A worker that fails before every
 * worker listens stops the start with its exit code; one that dies later is replaced. On
 * SIGTERM or SIGINT each worker is told to stop, and the primary exits once they all have.
 */
export function runPrimary(count) {
  let isStopping = false
  let listening = 0
  const indexOf = new Map()
  const fork = (index) => indexOf.set(cluster.fork({ LUMEN_WORKER: String(index) }), index)
  for (let index = 0; index < count; index++) fork(index)
  cluster.on('listening', () => {
    listening++
  })
  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker)
    indexOf.delete(worker)
    if (isStopping) {
      // Stopped by a signal: 0; after a failed start: the failing worker's code.
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0)
      return
    }
    if (listening < count) {
      // A start that fails (configuration, database, port): the others stop too.
      isStopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exitCode = code || 1
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code || 1)
      return
    }
    console.error(`Worker ${index} stopped unexpectedly (${signal ?? `code ${code}`}); starting another.`)
    fork(index)
  })
  const stop = (signal) => {
    if (isStopping) return
    isStopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
