import { redirect } from 'react-router'
import type { Db } from '../../db/client.server'
import { AppError } from '../../lib/app-error'
import { isUuid } from '../../lib/uuid'
import { bindingFrom, clearBindingCookie } from './attempts.server'
import { siteOriginOf, ssoConnectionOf, type SsoConnection } from './connections.server'
import { finishOidcSignIn, startOidcSignIn } from './oidc.server'
import { finishSamlSignIn, startSamlSignIn } from './saml.server'
import { completeSsoSignIn } from './sign-in.server'

/** Where a workspace Admin returns after "Test connection". */
export const TESTED_PATH = '/workspace/settings?ssoTested=1#sso'

async function connectionFor(db: Db, workspaceId: string, protocol?: SsoConnection['protocol']) {
  const connection = isUuid(workspaceId) ? await ssoConnectionOf(db, workspaceId) : null
  if (!connection || (protocol && connection.protocol !== protocol)) throw new AppError('not_found', 404, 'answers.sso.notConfigured')
  return connection
}

/**
 * Sends the browser to the workspace's identity provider: a sign-in (only while it is on) or a
 * workspace Admin's test (`testedBy`). Answers the redirect, with the OIDC browser binding.
 */
export async function beginSso(db: Db, { workspaceId, origin, returnTo, loginHint, testedBy }: { workspaceId: string; origin: string; returnTo: string; loginHint?: string; testedBy?: string }) {
  const connection = await connectionFor(db, workspaceId)
  if (!testedBy && !connection.isEnabled) throw new AppError('not_allowed', 403, 'answers.sso.notEnabled')
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (connection.protocol === 'oidc') {
    const started = await startOidcSignIn(db, { connection, origin, returnTo, loginHint, testedBy })
    headers.append('Set-Cookie', started.bindingCookie)
    return redirect(started.url, { headers })
  }
  const started = await startSamlSignIn(db, { connection, origin, returnTo, testedBy })
  return redirect(started.url, { headers })
}

/** The answer to the browser once the provider's answer is accepted: signed in, or back to the settings after a test. */
function outcomeResponse(outcome: Awaited<ReturnType<typeof completeSsoSignIn>>) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', clearBindingCookie())
  if (outcome.kind === 'tested') return redirect(TESTED_PATH, { headers })
  headers.append('Set-Cookie', outcome.cookie)
  return redirect(outcome.returnTo, { headers })
}

interface Caller {
  request: Request
  clientIp: string
}

/** The OIDC redirect URI: reads the code (or the provider's error) and signs the person in. */
export async function finishOidc(db: Db, { workspaceId, request, clientIp }: { workspaceId: string } & Caller) {
  const connection = await connectionFor(db, workspaceId, 'oidc')
  const { attempt, identity } = await finishOidcSignIn(db, { connection, origin: siteOriginOf(request), callbackUrl: new URL(request.url), binding: bindingFrom(request.headers.get('Cookie')) })
  return outcomeResponse(await completeSsoSignIn(db, { connection, attempt, identity, request, clientIp }))
}

/** The SAML ACS URL: reads the posted response and signs the person in. */
export async function finishSaml(db: Db, { workspaceId, samlResponse, request, clientIp }: { workspaceId: string; samlResponse: string } & Caller) {
  if (!samlResponse) throw new AppError('invalid_input', 400, 'answers.sso.answerMissing')
  const connection = await connectionFor(db, workspaceId, 'saml')
  const { attempt, identity } = await finishSamlSignIn(db, { connection, origin: siteOriginOf(request), samlResponse })
  return outcomeResponse(await completeSsoSignIn(db, { connection, attempt, identity, request, clientIp }))
}
