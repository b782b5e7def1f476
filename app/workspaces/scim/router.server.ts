import express, { type NextFunction, type Request, type Response } from 'express'
import { publicOrigin } from '../../config.server'
import { getDb } from '../../db/client.server'
import { refusalText } from '../../i18n/reader-message.server'
import { AppError } from '../../lib/app-error'
import { logError } from '../../lib/log.server'
import { listOf, serviceProviderConfig, userResourceType, userSchema } from './scim-discovery'
import { scimErrorBody, ScimError, type ScimType } from './scim-errors'
import { USER_SCHEMA } from './scim-user'
import { checkScimTokenFrom } from './tokens.server'
import { deleteScimUser, patchScimUser, replaceScimUser } from './user-changes.server'
import { createScimUser, getScimUser, listScimUsers, type ScimContext } from './users.server'

const bodyTypes = ['application/scim+json', 'application/json']

function send(res: Response, status: number, body: unknown) {
  res.status(status).type('application/scim+json').set('Cache-Control', 'no-store').json(body)
}

function fail(res: Response, status: number, detail: string, scimType?: ScimType) {
  send(res, status, scimErrorBody(status, detail, scimType))
}

const bearer = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null

const contextOf = (res: Response) => res.locals.scim as ScimContext

const notAllowed = (allowed: string) => (_req: Request, res: Response) => {
  res.set('Allow', allowed)
  fail(res, 405, `This endpoint answers ${allowed} only.`)
}

/** The token names the workspace; the absolute address of `/scim/v2` is for `meta.location`. */
async function authenticate(req: Request, res: Response, next: NextFunction) {
  const check = await checkScimTokenFrom(getDb(), bearer(req), req.ip ?? 'unknown')
  if (!check.ok) {
    if (check.status === 429) res.set('Retry-After', String(check.retryAfterSeconds))
    else res.set('WWW-Authenticate', 'Bearer realm="SCIM"')
    return fail(res, check.status, check.detail)
  }
  const origin = publicOrigin(`${req.protocol}://${req.get('host') ?? 'localhost'}`)
  res.locals.scim = { workspaceId: check.workspaceId, baseUrl: `${origin}${req.baseUrl}` } satisfies ScimContext
  next()
}

/** A write's body is JSON; one sent as anything else is refused before it is read. */
function jsonBodyOnly(req: Request, res: Response, next: NextFunction) {
  if (['POST', 'PUT', 'PATCH'].includes(req.method) && req.is(bodyTypes) === false) return fail(res, 415, 'Send the body as application/scim+json.')
  next()
}

/**
 * /scim/v2: SCIM 2.0 (RFC 7643, 7644) for a workspace's identity provider, which creates,
 * updates, deactivates and deletes the workspace's people as Users. Every request carries the
 * workspace's SCIM token; every answer, errors included, is SCIM JSON and never cached.
 */
export function scimRouter() {
  const router = express.Router()
  router.use(authenticate)
  router.use(jsonBodyOnly)
  router.use(express.json({ type: bodyTypes, limit: '100kb' }))

  router
    .route('/ServiceProviderConfig')
    .get((_req, res) => send(res, 200, serviceProviderConfig(contextOf(res).baseUrl)))
    .all(notAllowed('GET'))
  router
    .route('/ResourceTypes')
    .get((_req, res) => send(res, 200, listOf([userResourceType(contextOf(res).baseUrl)])))
    .all(notAllowed('GET'))
  router
    .route('/ResourceTypes/:id')
    .get((req, res) => {
      if (req.params.id !== 'User') return fail(res, 404, 'This server has one resource type: User.')
      send(res, 200, userResourceType(contextOf(res).baseUrl))
    })
    .all(notAllowed('GET'))
  router
    .route('/Schemas')
    .get((_req, res) => send(res, 200, listOf([userSchema(contextOf(res).baseUrl)])))
    .all(notAllowed('GET'))
  router
    .route('/Schemas/:id')
    .get((req, res) => {
      if (req.params.id !== USER_SCHEMA) return fail(res, 404, `This server has one schema: ${USER_SCHEMA}.`)
      send(res, 200, userSchema(contextOf(res).baseUrl))
    })
    .all(notAllowed('GET'))

  router
    .route('/Users')
    .get(async (req, res) => send(res, 200, await listScimUsers(getDb(), contextOf(res), req.query)))
    .post(async (req, res) => {
      const user = await createScimUser(getDb(), contextOf(res), req.body)
      res.location(user.meta.location)
      send(res, 201, user)
    })
    .all(notAllowed('GET, POST'))
  router
    .route('/Users/:id')
    .get(async (req, res) => send(res, 200, await getScimUser(getDb(), contextOf(res), req.params.id)))
    .put(async (req, res) => send(res, 200, await replaceScimUser(getDb(), contextOf(res), req.params.id, req.body)))
    .patch(async (req, res) => send(res, 200, await patchScimUser(getDb(), contextOf(res), req.params.id, req.body)))
    .delete(async (req, res) => {
      await deleteScimUser(getDb(), contextOf(res), req.params.id)
      res.status(204).set('Cache-Control', 'no-store').end()
    })
    .all(notAllowed('GET, PUT, PATCH, DELETE'))

  router.all('/Groups{/*rest}', (_req, res) => fail(res, 404, 'Groups are not supported: provision Users only.'))
  router.use((_req, res) => fail(res, 404, 'There is no such SCIM endpoint. This server has /Users, /ServiceProviderConfig, /ResourceTypes and /Schemas.'))
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error)
    if (error instanceof ScimError) return fail(res, error.status, error.detail, error.scimType)
    if (error instanceof AppError && error.status < 500) return fail(res, error.status, refusalText(error))
    const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown }
    if (type === 'entity.parse.failed') return fail(res, 400, 'The body is not valid JSON.', 'invalidSyntax')
    if (type === 'entity.too.large') return fail(res, 413, 'The body is larger than 100 kB.')
    // Express's own refusals of the request (a malformed percent-encoding, an unknown charset).
    if (error instanceof URIError) return fail(res, 400, 'The address is not valid: part of it is not correctly percent-encoded.')
    if (typeof status === 'number' && status >= 400 && status < 500) return fail(res, status, 'The request could not be read.')
    logError(`scim ${req.method} ${(req.route as { path?: string } | undefined)?.path ?? '*'}`, error)
    fail(res, 500, 'Something went wrong on our side. Please try again.')
  })
  return router
}
