import { redirect } from 'react-router'
import { forbidden } from '../lib/error-responses.server'
import { hasSessionCookie } from '../lib/cache-control.server'
import { getDb } from '../db/client.server'
import { listNotifications, type Bell } from '../notifications/notifications.server'
import { effectiveTier, ownTierOf, workspaceAccessOf } from '../workspaces/entitlement.server'
import { getAuth } from './auth.server'
import { readSessionQuickly, type SessionRules, type SessionUser } from './session-read.server'
import { isRole } from './roles'

export type { SessionUser } from './session-read.server'

/**
 * A page's loaders run side by side and each asks for the user: while one read is under way
 * the others share it. Only reads share (an action may change the user), and only while the
 * read is pending, so a later question always reads the session again.
 */
const pendingReads = new WeakMap<Request, Promise<SessionUser | null>>()

/** The signed-in user, or null. Requests without a session cookie cost no database query. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') return readUser(request)
  let user = pendingReads.get(request)
  if (!user) {
    user = readUser(request).finally(() => pendingReads.delete(request))
    pendingReads.set(request, user)
  }
  return user
}

/** The bell read with a request's session (the same statement), for the page shell to show. */
const bells = new WeakMap<Request, Bell>()

/** The signed-in member's bell: the one read with their session on this request, or read now. */
export async function bellFor(request: Request, user: SessionUser): Promise<Bell> {
  return bells.get(request) ?? listNotifications(getDb(), user.id)
}

/** The auth library's secret, session cookie name and lifetimes, read once per instance. */
const sessionRules = new WeakMap<object, Promise<SessionRules>>()
function rulesOf(auth: ReturnType<typeof getAuth>) {
  let rules = sessionRules.get(auth)
  if (!rules) {
    rules = auth.$context.then((context) => ({
      secret: context.secret,
      cookieName: context.authCookies.sessionToken.name,
      dontRememberCookieName: context.authCookies.dontRememberToken.name,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }))
    sessionRules.set(auth, rules)
  }
  return rules
}

let sessionReads = 0
/** How many sessions this process has read from the database (each page's loaders share one read). */
export const sessionReadsSoFar = () => sessionReads

async function readUser(request: Request): Promise<SessionUser | null> {
  sessionReads++
  const auth = getAuth()
  // One prepared statement in the common case; the library decides the rest (expired, due to be extended, unknown).
  const quick = await readSessionQuickly(getDb(), await rulesOf(auth), request.headers.get('Cookie') ?? '')
  if (quick) bells.set(request, quick.bell)
  if (quick !== undefined) return quick?.user ?? null
  const result = await auth.api.getSession({ headers: request.headers })
  if (!result) return null
  const user = result.user as typeof result.user & { role: string; subscriptionTier: string; isSuspended: boolean }
  if (user.isSuspended) return null
  const ownTier = ownTierOf(user.subscriptionTier)
  const workspace = await workspaceAccessOf(getDb(), user.id)
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    role: isRole(user.role) ? user.role : 'user',
    subscriptionTier: effectiveTier(ownTier, workspace),
    ownTier,
    workspace,
    sessionId: result.session.id,
  }
}

/** The signed-in user; visitors are sent to the login page and brought back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  const back = url.pathname.replace(/\.data$/, '') + url.search
  throw redirect(`/login?redirect=${encodeURIComponent(back)}`)
}

/** An admin; other signed-in users get 403 (the Access Denied view), visitors the login page. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') throw forbidden({ reason: 'forbidden' })
  return user
}
