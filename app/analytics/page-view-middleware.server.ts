import type { RequestHandler } from 'express'
import { countedPath, pageViewCounter } from './page-views.server'

/** Express middleware: once a response is sent, counts it as a page view when it is one. */
export const countPageViews: RequestHandler = (req, res, next) => {
  if (req.method === 'GET') {
    res.once('finish', () => {
      const contentType = res.getHeader('content-type')
      const path = countedPath({
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        headers: { get: (name) => req.get(name) },
      })
      if (path) pageViewCounter.record(path)
    })
  }
  next()
}
