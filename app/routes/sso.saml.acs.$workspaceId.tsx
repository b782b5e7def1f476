import { redirect } from 'react-router'
import { getDb } from '../db/client.server'
import { readForm } from '../lib/read-form.server'
import { requestInfoContext } from '../lib/request-context.server'
import { SsoFailure } from '../workspaces/components/sso-failure'
import { ssoFailure, ssoPageHeaders } from '../workspaces/sso/failure.server'
import { finishSaml } from '../workspaces/sso/flow.server'
import type { Route } from './+types/sso.saml.acs.$workspaceId'

/**
 * POST /sso/saml/acs/:workspaceId: the Assertion Consumer Service a workspace's SAML provider
 * posts its signed response to (the HTTP-POST binding), after a sign-in started here or at the
 * provider. It comes from the provider's site, so the cross-site check exempts this path.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const form = await readForm(request)
    const value = form.get('SAMLResponse')
    const samlResponse = typeof value === 'string' ? value : ''
    return await finishSaml(getDb(), { workspaceId: params.workspaceId, samlResponse, request, clientIp: context.get(requestInfoContext).clientIp })
  } catch (error) {
    return ssoFailure(request, error)
  }
}

/** A GET here is someone following an old link: the sign-in starts on the sign-in page. */
export const loader = () => redirect('/login')

export const headers: Route.HeadersFunction = ssoPageHeaders

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function SamlAcs({ actionData }: Route.ComponentProps) {
  return actionData ? <SsoFailure {...actionData} /> : null
}
