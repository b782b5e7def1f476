import { LRUCache } from 'lru-cache'
import * as client from 'openid-client'
import type { Db } from '../../db/client.server'
import { AppError } from '../../lib/app-error'
import { hashSecret } from '../../lib/secret-hash.server'
import { openSecret } from '../../lib/sealed-secret.server'
import { consumeAttempt, newBrowserBinding, recordAttempt, type SsoAttempt } from './attempts.server'
import { CLIENT_SECRET_PURPOSE, serviceProviderValues, type SsoConnection } from './connections.server'
import type { ProviderIdentity } from './sign-in.server'

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

/** Discovered provider metadata per issuer and client, for ten minutes (keys rotate; settings change). */
const configurations = new LRUCache<string, Promise<client.Configuration>>({ max: 200, ttl: 10 * 60 * 1000 })

/**
 * The provider's configuration from its discovery document. Plain http is allowed only for a
 * provider on this machine (a test provider); anything else must be https.
 */
export function oidcConfiguration(connection: SsoConnection) {
  const issuer = connection.oidcIssuer ?? ''
  const secret = connection.oidcClientSecretSealed ? openSecret(CLIENT_SECRET_PURPOSE, connection.oidcClientSecretSealed) : null
  if (!issuer || !connection.oidcClientId || secret === null) throw new AppError('invalid_input', 400, 'answers.sso.notConfigured')
  const key = [issuer, connection.oidcClientId, hashSecret(secret)].join('\n')
  let configuration = configurations.get(key)
  if (!configuration) {
    const url = new URL(issuer)
    const execute = url.protocol === 'http:' && loopback.test(url.hostname) ? [client.allowInsecureRequests] : []
    configuration = client.discovery(url, connection.oidcClientId, secret, undefined, { execute, timeout: 10 }).catch((error: unknown) => {
      configurations.delete(key)
      throw new AppError('invalid_input', 400, 'answers.sso.discoveryFailed', { values: { url: issuer, reason: reasonOf(error) } })
    })
    configurations.set(key, configuration)
  }
  return configuration
}

/**
 * Sends the browser to the provider: authorization code with PKCE (S256), a random `state`
 * (kept hashed) and `nonce`, and the address as `login_hint`. Returns the provider's URL and
 * the cookie that binds the answer to this browser.
 */
export async function startOidcSignIn(db: Db, { connection, origin, returnTo, loginHint, testedBy }: { connection: SsoConnection; origin: string; returnTo: string; loginHint?: string; testedBy?: string }) {
  const configuration = await oidcConfiguration(connection)
  const codeVerifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const binding = newBrowserBinding()
  await recordAttempt(db, { id: hashSecret(state), workspaceId: connection.workspaceId, protocol: 'oidc', browserBindingHash: binding.hash, codeVerifier, nonce, returnTo, testedBy })
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: serviceProviderValues(connection.workspaceId, origin).redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  })
  return { url: url.href, bindingCookie: binding.cookie }
}

/**
 * Reads the provider's answer at the redirect URI: the attempt by its state (once, from this
 * browser), the code exchanged with the PKCE verifier, the ID token checked (signature, issuer,
 * audience, expiry, nonce). Returns the attempt and whom the provider vouches for.
 */
export async function finishOidcSignIn(db: Db, { connection, origin, callbackUrl, binding }: { connection: SsoConnection; origin: string; callbackUrl: URL; binding: string | null }): Promise<{ attempt: SsoAttempt; identity: ProviderIdentity }> {
  const state = callbackUrl.searchParams.get('state')
  if (!state) throw new AppError('invalid_input', 400, 'answers.sso.stateMismatch')
  const attempt = await consumeAttempt(db, { id: hashSecret(state), workspaceId: connection.workspaceId, protocol: 'oidc', binding })
  const refusedHere = callbackUrl.searchParams.get('error')
  if (refusedHere) throw providerRefusal(refusedHere, callbackUrl.searchParams.get('error_description'))
  const configuration = await oidcConfiguration(connection)
  // The answer is read as sent to the registered redirect URI, whatever host the request came to.
  const answered = new URL(serviceProviderValues(connection.workspaceId, origin).redirectUri)
  answered.search = callbackUrl.search
  let claims: Record<string, unknown> | undefined
  try {
    const tokens = await client.authorizationCodeGrant(configuration, answered, {
      pkceCodeVerifier: attempt.codeVerifier ?? '',
      expectedState: state,
      expectedNonce: attempt.nonce ?? '',
      idTokenExpected: true,
    })
    claims = tokens.claims()
    // Many providers put the profile claims in the ID token; the others answer at UserInfo.
    if (claims && typeof claims.email !== 'string') claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))), ...claims }
  } catch (error) {
    throw oidcRefusal(error)
  }
  const email = typeof claims?.email === 'string' ? claims.email : ''
  if (!email) throw new AppError('invalid_input', 400, 'answers.sso.noEmail')
  if (claims?.email_verified === false) throw new AppError('not_allowed', 403, 'answers.sso.emailUnverified')
  const name = typeof claims?.name === 'string' ? claims.name : [claims?.given_name, claims?.family_name].filter((part) => typeof part === 'string').join(' ')
  return { attempt, identity: { email, name, subject: String(claims?.sub ?? '') } }
}

const providerRefusal = (error: string, description: string | null) =>
  new AppError('not_allowed', 403, 'answers.sso.providerRefused', { values: { reason: `${error}${description ? `: ${description}` : ''}`.slice(0, 200) } })

/** What went wrong with the provider's answer, as a refusal the person can act on. */
function oidcRefusal(error: unknown) {
  const { code, cause, error: oauthError, error_description: description } = error as { code?: string; cause?: { claim?: string; cause?: { claim?: string } }; error?: string; error_description?: string }
  // openid-client wraps the check's own error, which names the claim.
  const claim = cause?.claim ?? cause?.cause?.claim
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'nonce') return new AppError('invalid_input', 400, 'answers.sso.nonceMismatch')
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return new AppError('invalid_input', 400, 'answers.sso.expired')
  if (typeof oauthError === 'string') return providerRefusal(oauthError, description ?? null)
  return new AppError('invalid_input', 400, 'answers.sso.answerInvalid', { values: { reason: reasonOf(error) } })
}

/** A library's message about a failed check, short, for the person and the Admin testing the connection. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200)
