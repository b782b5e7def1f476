import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { countedPath, pageViewCounter } from './page-views.server'

/**
 * Once an answer to a GET is sent, counts it as a page view when it is one. Works on Node's own
 * request and response, so copies answered before Express count alike; `contentType` is given
 * when the answer's headers are not kept in the response (a copy's head is written at once).
 */
export function countWhenSent(req: IncomingMessage, res: ServerResponse, contentType?: string) {
  if (req.method !== 'GET') return
  res.once('finish', () => {
    const type = contentType ?? res.getHeader('content-type')
    const path = countedPath({
      method: 'GET',
      // Express's own address of the request, which a mounted router does not shorten.
      url: (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/',
      status: res.statusCode,
      contentType: typeof type === 'string' ? type : undefined,
      headers: { get: (name) => [req.headers[name.toLowerCase()] ?? []].flat()[0] },
    })
    if (path) pageViewCounter.record(path)
  })
}

/** Express middleware: counts each answer sent as a page view when it is one (`countWhenSent`). */
export const countPageViews: RequestHandler = (req, res, next) => {
  countWhenSent(req, res)
  next()
}
