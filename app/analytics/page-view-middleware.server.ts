import type { RequestHandler } from 'express'
import type { Db } from '../db/client.server'
import { countedPath, pageViewCounter } from './page-views.server'

/** Express middleware: once a response is sent, counts it as a page view when it is one. */
export function countPageViews(currentDb: () => Db | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET') {
      res.once('finish', () => {
        const db = currentDb()
        if (!db) return
        const contentType = res.getHeader('content-type')
        const path = countedPath({
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          headers: { get: (name) => req.get(name) },
        })
        if (path) pageViewCounter.record(db, path)
      })
    }
    next()
  }
}
