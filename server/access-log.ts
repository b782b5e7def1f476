import type { RequestHandler } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { logger } from '../app/lib/log.server'
import { requestIdFrom, withRequestId } from '../app/lib/request-id.server'

/** The page routes of the build as a tree, to name a request by its route's pattern. */
function routeTree(build: ServerBuild) {
  const routes = Object.values(build.routes)
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route!.parentId === parentId)
      .map((route) => (route!.index ? { id: route!.id, path: route!.path, index: true } : { id: route!.id, path: route!.path, children: childrenOf(route!.id) }))
  return childrenOf(undefined)
}

/** Paths the server answers before the pages, by their own pattern. */
const serverPatterns: [RegExp, string][] = [
  [/^\/assets\//, '/assets/*'],
  [/^\/api\/v1(\/|$)/, '/api/v1/*'],
  [/^\/(healthz|readyz|metrics|notifications\/stream)$/, ''],
]

/**
 * A request's route pattern (`/news/:slug`), never its address: addresses can hold tokens
 * (`/preview/:token`), and query strings are never read here.
 */
export function routePatterns(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const tree = typeof build === 'function' ? null : routeTree(build)
  return (path: string) => {
    for (const [pattern, name] of serverPatterns) if (pattern.test(path)) return name || path
    if (!tree) return 'page'
    const matches = matchRoutes(tree, path.replace(/\.data$/, ''))
    if (!matches) return 'unmatched'
    const parts = matches.map((match) => match.route.path).filter((part): part is string => Boolean(part))
    return `/${parts.join('/')}`.replace(/\/+/g, '/')
  }
}

/**
 * First in the pipeline: gives each request its id (the proxy's `X-Request-Id`, or a new one)
 * for every log line written while it is handled and for the answer's `X-Request-Id`, then
 * writes one access line when the answer is sent: method, route pattern, status, duration.
 */
export function accessLog({ patternOf, counted }: { patternOf: (path: string) => string; counted?: (method: string, route: string, status: number, seconds: number) => void }): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.get('x-request-id'))
    res.setHeader('X-Request-Id', requestId)
    const started = process.hrtime.bigint()
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = patternOf(req.path)
      const status = res.writableFinished ? res.statusCode : 499
      counted?.(req.method, route, status, seconds)
      logger.info({ requestId, method: req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }, 'request')
    })
    withRequestId(requestId, next)
  }
}
