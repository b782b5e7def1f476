import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { logger } from '../app/lib/log.server'
import { requestIdFrom, withRequestId } from '../app/lib/request-id.server'

/** A route's full pattern as a regular expression, and how specific it is (static segments first, splats last). */
function compiled(pattern: string) {
  const segments = pattern.split('/').filter(Boolean)
  const source = segments
    .map((segment) => (segment === '*' ? '(?:/.*)?' : segment.startsWith(':') ? `/[^/]+${segment.endsWith('?') ? '?' : ''}` : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('')
  const score = segments.reduce((sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), segments.length === 0 ? 1 : 0)
  return { pattern: pattern || '/', regex: new RegExp(`^${source}/?$`, 'i'), score }
}

/**
 * The page routes of the build as full patterns, most specific first, compiled once: naming a
 * request then costs a few regular-expression tests, not React Router's whole route ranking.
 */
function routeTable(build: ServerBuild) {
  const routes = Object.values(build.routes).filter((route) => route !== undefined)
  const fullPath = (route: (typeof routes)[number]): string => {
    const parent = route.parentId ? build.routes[route.parentId] : undefined
    const own = route.path ?? ''
    return [parent ? fullPath(parent) : '', own].filter(Boolean).join('/').replace(/\/+/g, '/')
  }
  const patterns = new Set(routes.filter((route) => route.index || route.path !== undefined).map((route) => `/${fullPath(route)}`.replace(/\/+/g, '/').replace(/\/$/, '') || '/'))
  return [...patterns].map(compiled).sort((a, b) => b.score - a.score)
}

/** Paths the server answers before the pages, by their own pattern. */
const serverPatterns: [RegExp, string][] = [
  [/^\/assets\//, '/assets/*'],
  [/^\/api\/v1(\/|$)/, '/api/v1/*'],
  [/^\/scim\/v2(\/|$)/, '/scim/v2/*'],
  [/^\/(healthz|readyz|metrics|notifications\/stream)$/, ''],
]

/**
 * A request's route pattern (`/news/:slug`), never its address: addresses can hold tokens
 * (`/preview/:token`), and query strings are never read here.
 */
export function routePatterns(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const table = typeof build === 'function' ? null : routeTable(build)
  return (path: string) => {
    for (const [pattern, name] of serverPatterns) if (pattern.test(path)) return name || path
    if (!table) return 'page'
    const page = path.replace(/\.data$/, '')
    return table.find((route) => route.regex.test(page))?.pattern ?? 'unmatched'
  }
}

type Counted = (method: string, route: string, status: number, seconds: number) => void

/**
 * Starts a request's record: its id (the proxy's `X-Request-Id`, or a new one) and, when the
 * answer is sent, one access line with method, route pattern, status and duration. Works on
 * Node's own request, so copies answered before Express are logged alike. Returns the id.
 */
export function recordRequest(req: IncomingMessage, res: ServerResponse, { patternOf, counted }: { patternOf: (path: string) => string; counted?: Counted }) {
  const header = req.headers['x-request-id']
  const requestId = requestIdFrom(typeof header === 'string' ? header : undefined)
  const started = process.hrtime.bigint()
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const route = patternOf(query === -1 ? url : url.slice(0, query))
    const status = res.writableFinished ? res.statusCode : 499
    counted?.(req.method ?? 'GET', route, status, seconds)
    logger.info({ requestId, method: req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }, 'request')
  })
  return requestId
}

/**
 * First in the pipeline: gives each request its id for every log line written while it is
 * handled and for the answer's `X-Request-Id`, and its access line (`recordRequest`).
 */
export function accessLog(options: { patternOf: (path: string) => string; counted?: Counted }): RequestHandler {
  return (req, res, next) => {
    const requestId = recordRequest(req, res, options)
    res.setHeader('X-Request-Id', requestId)
    withRequestId(requestId, next)
  }
}
