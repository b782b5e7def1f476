import type { RequestHandler } from 'express'

/** Answers that never wait on the application: health, readiness, metrics, built files, live streams. */
const exempt = (path: string) => path === '/healthz' || path === '/readyz' || path === '/metrics' || path === '/notifications/stream' || path.startsWith('/assets/')

export const busyMessage = 'The site is busy right now. Please try again in a moment.'

/**
 * Admission control: at most `limit` requests are worked on at once by this process; past it a
 * request is answered 503 with `Retry-After` at once instead of waiting behind the others, so
 * the admitted ones keep their latency and a balancer or client can go elsewhere or come back.
 * `0` turns it off. `count` tells how many are in flight and how many were turned away.
 */
export function admission(limit: number): { middleware: RequestHandler; count: () => { inFlight: number; refused: number } } {
  let inFlight = 0
  let refused = 0
  const middleware: RequestHandler = (req, res, next) => {
    if (limit <= 0 || exempt(req.path)) return next()
    if (inFlight >= limit) {
      refused++
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(busyMessage) })
      return void res.end(req.method === 'HEAD' ? undefined : busyMessage)
    }
    inFlight++
    res.once('close', () => inFlight--)
    next()
  }
  return { middleware, count: () => ({ inFlight, refused }) }
}
