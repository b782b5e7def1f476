import { AsyncResource } from 'node:async_hooks'
import type { RequestHandler } from 'express'

/** Answers that never wait on the application: health, readiness, metrics, built files, live streams. */
const exempt = (path: string) => path === '/healthz' || path === '/readyz' || path === '/metrics' || path === '/notifications/stream' || path.startsWith('/assets/')

export const busyMessage = 'The site is busy right now. Please try again in a moment.'

export interface AdmissionLimits {
  /** Requests worked on at once; `0` turns admission control off. */
  working: number
  /** Requests that may wait for a turn; past them, the next is refused at once. */
  queued: number
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number
}

/**
 * Admission control: this process works on at most `working` requests at once. The next ones
 * wait in order for a turn, at most `queued` of them and for at most `maxWaitMs` each; any
 * other is answered 503 with `Retry-After` at once. So an admitted request waits a bounded time
 * behind a bounded amount of work and keeps its latency under overload, and a refused one can
 * go elsewhere or come back. `count` tells how many are worked on, waiting, and turned away.
 */
export function admission({ working, queued, maxWaitMs }: AdmissionLimits): {
  middleware: RequestHandler
  count: () => { inFlight: number; waiting: number; refused: number }
} {
  let inFlight = 0
  let refused = 0
  /** Requests waiting for a turn, oldest first. */
  const line: { admit: () => void }[] = []

  const refuse: RequestHandler = (req, res) => {
    refused++
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(busyMessage) })
    res.end(req.method === 'HEAD' ? undefined : busyMessage)
  }
  const release = () => {
    inFlight--
    line.shift()?.admit()
  }
  const start: RequestHandler = (_req, res, next) => {
    inFlight++
    res.once('close', release)
    next()
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (working <= 0 || exempt(req.path)) return next()
    if (inFlight < working && line.length === 0) return start(req, res, next)
    if (line.length >= queued) return refuse(req, res, next)
    const place = {
      // Bound to this request's context (its id in the log), though another request's end calls it.
      admit: AsyncResource.bind(() => {
        clearTimeout(timer)
        res.off('close', leave)
        start(req, res, next)
      }),
    }
    const drop = () => line.splice(line.indexOf(place), 1)
    const timer = setTimeout(() => {
      drop()
      res.off('close', leave)
      refuse(req, res, next)
    }, maxWaitMs)
    // A client that gives up while waiting leaves the line.
    const leave = () => {
      clearTimeout(timer)
      drop()
    }
    res.once('close', leave)
    line.push(place)
  }
  return { middleware, count: () => ({ inFlight, waiting: line.length, refused }) }
}
