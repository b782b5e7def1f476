import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPairSync } from 'node:crypto'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

/** The provider's own signing key for ID tokens (RS256), made once per test process. */
const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', use: 'sig', alg: 'RS256' }

/**
 * A certified OpenID provider (`oidc-provider`) in the test process, as a company's identity
 * provider: one confidential client, PKCE required, and its development sign-in form, where
 * any login is accepted and becomes the person's e-mail address. Consent is given ahead, as a
 * company's provider does for its own applications.
 */
export async function startOidcProvider({ clientId, clientSecret, redirectUris, port = 0 }: { clientId: string; clientSecret: string; redirectUris: string[]; port?: number }) {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const names = new Map<string, string>()
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: `sub-${id}`, email: id, email_verified: true, name: names.get(id) ?? id.split('@')[0] }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-provider-test-key'] },
    jwks: { keys: [signingKey] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    features: { devInteractions: { enabled: true } },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    /** The display name the provider gives `email`. */
    name: (email: string, name: string) => names.set(email, name),
    /** Follows an authorization URL as a browser would, signs in as `login` and answers the redirect back to the site. */
    signIn: (authorizationUrl: string, login: string) => signInAt(authorizationUrl, login),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>

/** A browser's round trip through the provider's sign-in form, with its own cookie jar. */
async function signInAt(authorizationUrl: string, login: string) {
  const jar = new Map<string, string>()
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return response
  }
  let response = await send(authorizationUrl)
  const origin = new URL(authorizationUrl).origin
  for (let hops = 0; hops < 6; hops++) {
    const location = response.headers.get('location')
    if (!location) throw new Error(`The provider stopped at ${response.status}: ${(await response.text()).slice(0, 300)}`)
    const next = new URL(location, origin)
    if (next.origin !== origin) return next.href
    response = await send(next.href)
    const html = response.status === 200 ? await response.text() : ''
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1]
    if (action) response = await send(new URL(action.replace(/&amp;/g, '&'), origin).href, { method: 'POST', body: new URLSearchParams({ prompt: 'login', login, password: 'any' }) })
  }
  throw new Error('The provider never sent the browser back')
}
