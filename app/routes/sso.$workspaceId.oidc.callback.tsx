import { getDb } from '../db/client.server'
import { requestInfoContext } from '../lib/request-context.server'
import { SsoFailure } from '../workspaces/components/sso-failure'
import { ssoFailure, ssoPageHeaders } from '../workspaces/sso/failure.server'
import { finishOidc } from '../workspaces/sso/flow.server'
import type { Route } from './+types/sso.$workspaceId.oidc.callback'

/** GET /sso/:workspaceId/oidc/callback: the redirect URI a workspace's OpenID provider answers at. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    return await finishOidc(getDb(), { workspaceId: params.workspaceId, request, clientIp: context.get(requestInfoContext).clientIp })
  } catch (error) {
    return ssoFailure(request, error)
  }
}

export const headers: Route.HeadersFunction = ssoPageHeaders

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function OidcCallback({ loaderData }: Route.ComponentProps) {
  return <SsoFailure {...loaderData} />
}
