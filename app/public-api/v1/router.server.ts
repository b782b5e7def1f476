import { createHash } from 'node:crypto'
import express, { type Request, type Response } from 'express'
import { publicOrigin } from '../../config.server'
import { getDb } from '../../db/client.server'
import { refusalText } from '../../i18n/reader-message.server'
import { AppError } from '../../lib/app-error'
import { isNotModified } from '../../lib/conditional-get'
import { jsonErrorBody } from '../../lib/json-error'
import { logError } from '../../lib/log.server'
import { checkApiKeyFrom } from '../keys.server'
import { countRequest, hitBurstLimit, MONTHLY_QUOTA, type QuotaAnswer } from '../quota.server'
import { warnAfterAnswer } from '../quota-warnings.server'
import { endpoints, type Endpoint } from './endpoints.server'
import { openApiDocument } from './openapi.server'

function fail(res: Response, status: number, code: string, message: string) {
  res.status(status).set('Cache-Control', 'no-store').json(jsonErrorBody(code, message))
}

function rateHeaders(res: Response, quota: QuotaAnswer) {
  for (const prefix of ['RateLimit', 'X-RateLimit']) {
    res.set(`${prefix}-Limit`, String(quota.limit))
    res.set(`${prefix}-Remaining`, String(quota.remaining))
    res.set(`${prefix}-Reset`, String(quota.resetSeconds))
  }
}

const bearer = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null

/** An error Express raised for the request itself (a malformed encoding), not for our code. */
const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof URIError || (typeof status === 'number' && status >= 400 && status < 500)
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]
  return issue ? `${issue.path.map(String).join('.') || 'parameter'}: ${issue.message}` : 'A parameter is not valid.'
}

/**
 * /api/v1: read-only JSON for Enterprise workspaces. Each request: key (401/403), the key's
 * burst limit and the workspace's monthly quota (both exact across instances), parameters checked by
 * the endpoint's schema (400), then the answer with an ETag (304 on a match). CORS allows
 * GET with a key from any origin.
 */
export function apiV1Router({ burstPerSecond = 10, monthlyQuota }: { burstPerSecond?: number; monthlyQuota?: () => number } = {}) {
  const router = express.Router()
  router.use((req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*')
    res.set('Access-Control-Allow-Headers', 'Authorization, If-None-Match')
    res.set('Access-Control-Expose-Headers', 'ETag, Link, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After')
    res.set('Vary', 'Authorization')
    if (req.method === 'OPTIONS') return void res.set('Access-Control-Allow-Methods', 'GET').status(204).end()
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'method_not_allowed', 'The API is read-only: use GET.')
    next()
  })
  router.get('/openapi.json', (req, res) => {
    const origin = publicOrigin(`${req.protocol}://${req.get('host') ?? 'localhost'}`)
    res.set('Cache-Control', 'public, max-age=300').json(openApiDocument(origin, monthlyQuota?.() ?? MONTHLY_QUOTA))
  })
  for (const endpoint of endpoints) router.get(endpoint.path, (req, res) => void answer(endpoint, req, res))
  router.use((_req, res) => fail(res, 404, 'not_found', 'There is no such API endpoint. See /api/v1/openapi.json.'))
  // Express fails to decode a malformed path parameter (%C0%AF) before any endpoint runs: it is
  // the caller's mistake, answered in the API's own shape and not logged as our failure.
  router.use((error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
    if (res.headersSent) return next(error)
    if (isClientError(error)) return fail(res, 400, 'invalid_path', 'The address is not valid: part of it is not correctly percent-encoded.')
    logError(`api ${req.path}`, error)
    fail(res, 500, 'internal_error', 'Something went wrong on our side. Please try again.')
  })

  async function answer(endpoint: Endpoint, req: Request, res: Response) {
    try {
      const db = getDb()
      const key = await checkApiKeyFrom(db, bearer(req), req.ip ?? 'unknown')
      if (!key.ok) {
        if (key.status === 429) res.set('Retry-After', String(key.retryAfterSeconds))
        return fail(res, key.status, key.code, key.message)
      }
      const burstAnswer = await hitBurstLimit(db, key.keyId, { perSecond: burstPerSecond })
      if (!burstAnswer.allowed) {
        res.set('Retry-After', String(burstAnswer.retryAfterSeconds))
        return fail(res, 429, 'burst_limit', `Slow down: at most ${burstPerSecond} requests per second per key.`)
      }
      const quota = await countRequest(db, { workspaceId: key.workspaceId, keyId: key.keyId, endpoint: endpoint.operationId, limit: monthlyQuota?.() })
      warnAfterAnswer(res, db, { workspaceId: key.workspaceId, quota, route: `/api/v1${endpoint.path}` })
      rateHeaders(res, quota)
      if (!quota.allowed) {
        res.set('Retry-After', String(quota.resetSeconds))
        return fail(res, 429, 'quota_exceeded', `This workspace has used its ${quota.limit.toLocaleString('en-US')} requests for this month. The quota starts again on the first of next month (UTC).`)
      }
      const query = endpoint.query ? endpoint.query.safeParse(req.query) : { success: true as const, data: {} }
      if (!query.success) return fail(res, 400, 'invalid_parameter', firstIssue(query.error))
      const params = endpoint.params ? endpoint.params.safeParse(req.params) : { success: true as const, data: {} }
      if (!params.success) return fail(res, 400, 'invalid_parameter', firstIssue(params.error))
      const body = await endpoint.run(db, { query: query.data, params: params.data as Record<string, string> })
      if (body === null) return fail(res, 404, 'not_found', 'There is no published item with this slug.')
      const json = JSON.stringify(body)
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`
      res.set('ETag', etag).set('Cache-Control', 'private, no-cache')
      if (isNotModified(req.headers, { etag })) return void res.status(304).end()
      res.type('application/json').send(json)
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return fail(res, error.status, error.code, refusalText(error))
      logError(`api ${endpoint.operationId}`, error)
      fail(res, 500, 'internal_error', 'Something went wrong on our side. Please try again.')
    }
  }
  return router
}
