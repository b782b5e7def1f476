import { getDb } from '../db/client.server'
import { isUuid } from '../lib/uuid'
import { notFound } from '../lib/error-responses.server'
import { siteOriginOf, ssoConnectionOf } from '../workspaces/sso/connections.server'
import { serviceProviderMetadata } from '../workspaces/sso/saml.server'
import type { Route } from './+types/sso.$workspaceId.saml.metadata'

/** GET /sso/:workspaceId/saml/metadata: the service provider's metadata (entity ID, ACS URL) for the identity provider. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isUuid(params.workspaceId) || !(await ssoConnectionOf(getDb(), params.workspaceId))) throw notFound()
  return new Response(serviceProviderMetadata(params.workspaceId, siteOriginOf(request)), {
    headers: {
      'Content-Type': 'application/samlmetadata+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="lumen-sp-metadata.xml"`,
      'Cache-Control': 'no-cache',
    },
  })
}
