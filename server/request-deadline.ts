import type { RequestHandler } from 'express'

export const deadlineMessage = 'Service Unavailable: the server took too long to answer. Please try again shortly.\n'

/**
 * Gives every request a deadline. If no response has started when it passes, the request is
 * answered 503 (plain text, `Retry-After`, `no-store`) and its connection closed, instead of
 * holding the client until the database or a render comes back. The late result is dropped:
 * the React Router adapter skips writing to a response that has already ended.
 *
 * The time counts from the request's arrival; while its body is still arriving (a large
 * upload) the deadline moves on. A change that times out may still complete on the server.
 */
export function requestDeadline(timeoutMs: number, log: (line: string) => void = console.error): RequestHandler {
  return (req, res, next) => {
    if (timeoutMs <= 0) return next()
    let bytesRead = req.socket.bytesRead
    const timer = setTimeout(function expire() {
      if (res.headersSent || res.writableEnded) return
      if (!req.complete && req.socket.bytesRead > bytesRead) {
        bytesRead = req.socket.bytesRead
        timer.refresh()
        return
      }
      log(`request-deadline where=${req.method} ${req.path} code=503 after=${timeoutMs}ms`)
      for (const name of res.getHeaderNames()) {
        if (!keptHeaders.has(name)) res.removeHeader(name)
      }
      res.writeHead(503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(deadlineMessage),
        'Retry-After': '5',
        'Cache-Control': 'no-store',
        Connection: 'close',
      })
      res.end(req.method === 'HEAD' ? undefined : deadlineMessage)
    }, timeoutMs)
    const clear = () => clearTimeout(timer)
    res.once('finish', clear)
    res.once('close', clear)
    next()
  }
}

/** Headers the early answer keeps (the security headers); the app's own are dropped. */
const keptHeaders = new Set([
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
])
