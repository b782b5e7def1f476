import { createHmac } from 'node:crypto'
import { getAuth } from './auth.server'

/**
 * Starts a session for a member whom the site has already identified by other means (their
 * workspace's identity provider), through the auth library's own session store, and returns the
 * Set-Cookie header for it: the same signed cookie the library sets after a password sign-in.
 * The library's "before" hook still applies (a suspended account gets no session: null).
 */
export async function startSessionFor(userId: string, request: Request, clientIp: string): Promise<string | null> {
  const context = await getAuth().$context
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: clientIp,
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? '',
  })
  if (!session) return null
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64')
  const cookie = context.authCookies.sessionToken
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000))
  return [
    `${cookie.name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Path=${cookie.attributes.path ?? '/'}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.attributes.secure ? ['Secure'] : []),
  ].join('; ')
}
