import { z } from 'zod'
import type { Db } from '../db/client.server'
import { verifiedDomainOf } from './company-accounts.server'
import { createScimToken, listScimTokens, revokeScimToken } from './scim/tokens.server'
import { removeSsoConnection, saveSsoSettings, serviceProviderValues, setSsoSwitches, ssoConnectionOf } from './sso/connections.server'
import { beginSso } from './sso/flow.server'
import type { WorkspaceFormResult } from './components/workspace-ui'

/** What Workspace → Settings shows of single sign-on and provisioning. */
export async function identitySettings(db: Db, workspaceId: string, { justTested, origin }: { justTested: boolean; origin: string }) {
  const [connection, domain, tokens] = await Promise.all([ssoConnectionOf(db, workspaceId), verifiedDomainOf(db, workspaceId), listScimTokens(db, workspaceId)])
  return {
    sso: {
      domain,
      values: serviceProviderValues(workspaceId, origin),
      justTested: justTested && connection?.testedEmail ? connection.testedEmail : null,
      connection: connection && {
        protocol: connection.protocol,
        oidcIssuer: connection.oidcIssuer,
        oidcClientId: connection.oidcClientId,
        hasClientSecret: Boolean(connection.oidcClientSecretSealed),
        samlEntryPoint: connection.samlEntryPoint,
        samlIdpEntityId: connection.samlIdpEntityId,
        samlIdpCertificate: connection.samlIdpCertificate,
        isEnabled: connection.isEnabled,
        isSsoRequired: connection.isSsoRequired,
        testedAt: connection.testedAt,
        testedEmail: connection.testedEmail,
      },
    },
    scim: { baseUrl: serviceProviderValues(workspaceId, origin).scimBaseUrl, tokens },
  }
}

const text = z.string().max(20_000).default('')

/** The identity forms of Workspace → Settings, each by its intent. */
export const identityIntents = [
  z.object({ intent: z.literal('sso-save'), protocol: z.enum(['oidc', 'saml']), issuer: text, clientId: text, clientSecret: text, entryPoint: text, idpEntityId: text, certificate: text }),
  z.object({ intent: z.literal('sso-test') }),
  z.object({ intent: z.literal('sso-switches'), isEnabled: z.literal('on').optional(), isSsoRequired: z.literal('on').optional() }),
  z.object({ intent: z.literal('sso-remove') }),
  z.object({ intent: z.literal('scim-create'), label: z.string().max(200) }),
  z.object({ intent: z.literal('scim-revoke'), tokenId: z.uuid() }),
] as const

type IdentityForm = z.output<(typeof identityIntents)[number]>
const done = (intent: string, result: Partial<WorkspaceFormResult> = {}): WorkspaceFormResult => ({ intent, ok: true, message: null, errors: {}, values: {}, ...result })

/**
 * Carries out one identity form for a workspace Admin. "Test connection" answers the redirect
 * to the provider; the others what the page shows next (the new SCIM token once).
 */
export async function runIdentityIntent(db: Db, { workspaceId, actorId, origin, form }: { workspaceId: string; actorId: string; origin: string; form: IdentityForm }) {
  switch (form.intent) {
    case 'sso-save': {
      const input = form.protocol === 'oidc'
        ? { protocol: 'oidc' as const, issuer: form.issuer, clientId: form.clientId, clientSecret: form.clientSecret }
        : { protocol: 'saml' as const, entryPoint: form.entryPoint, idpEntityId: form.idpEntityId, certificate: form.certificate }
      await saveSsoSettings(db, { workspaceId, actorId, input })
      return done(form.intent, { done: 'ssoSaved' })
    }
    case 'sso-test':
      return beginSso(db, { workspaceId, origin, returnTo: '/workspace/settings', testedBy: actorId })
    case 'sso-switches':
      await setSsoSwitches(db, { workspaceId, actorId, isEnabled: form.isEnabled === 'on', isSsoRequired: form.isSsoRequired === 'on' })
      return done(form.intent, { done: 'ssoSwitched' })
    case 'sso-remove':
      await removeSsoConnection(db, { workspaceId, actorId })
      return done(form.intent, { done: 'ssoRemoved' })
    case 'scim-create': {
      const { token } = await createScimToken(db, { workspaceId, actorId, label: form.label })
      return done(form.intent, { createdToken: token })
    }
    case 'scim-revoke':
      await revokeScimToken(db, { workspaceId, actorId, tokenId: form.tokenId })
      return done(form.intent, { done: 'scimRevoked' })
  }
}
