import { getDb } from '../db/client.server'
import { safeRedirectPath } from '../lib/safe-redirect'
import { SsoFailure } from '../workspaces/components/sso-failure'
import { ssoFailure, ssoPageHeaders } from '../workspaces/sso/failure.server'
import { beginSso } from '../workspaces/sso/flow.server'
import { siteOriginOf } from '../workspaces/sso/connections.server'
import type { Route } from './+types/sso.$workspaceId.start'

/**
 * GET /sso/:workspaceId/start: the sign-in start URL given to the identity provider (its app
 * tile, OIDC's initiate login URI). It begins a sign-in from here, so state, nonce and PKCE
 * apply as for one started on the sign-in page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const loginHint = url.searchParams.get('login_hint')?.slice(0, 254) || undefined
  try {
    return await beginSso(getDb(), { workspaceId: params.workspaceId, origin: siteOriginOf(request), returnTo: safeRedirectPath(url.searchParams.get('redirect')), loginHint })
  } catch (error) {
    return ssoFailure(request, error)
  }
}

export const headers: Route.HeadersFunction = ssoPageHeaders

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function SsoStart({ loaderData }: Route.ComponentProps) {
  return <SsoFailure {...loaderData} />
}
