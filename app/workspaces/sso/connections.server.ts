import { X509Certificate } from 'node:crypto'
import { and, eq, isNotNull } from 'drizzle-orm'
import { publicOrigin } from '../../config.server'
import type { Db } from '../../db/client.server'
import { workspaces, workspaceSsoConnections, type SsoProtocol } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { sealSecret } from '../../lib/sealed-secret.server'
import { recordWorkspaceChange } from '../workspaces.server'
import { domainOf } from '../company-accounts.server'

export type SsoConnection = typeof workspaceSsoConnections.$inferSelect

/** The purpose an OIDC client secret is sealed under. */
export const CLIENT_SECRET_PURPOSE = 'sso-oidc-client-secret'

/** The site's public origin for a request: SITE_URL when set, else the address the request came to. */
export const siteOriginOf = (request: Request) => publicOrigin(new URL(request.url).origin)

/** What a workspace Admin pastes into the identity provider (decision 57), at the site's public `origin`. */
export function serviceProviderValues(workspaceId: string, origin: string) {
  const site = origin.replace(/\/+$/, '')
  const base = `${site}/sso/${workspaceId}`
  return {
    redirectUri: `${base}/oidc/callback`,
    loginUrl: `${base}/start`,
    entityId: `${base}/saml/metadata`,
    acsUrl: `${site}/sso/saml/acs/${workspaceId}`,
    metadataUrl: `${base}/saml/metadata`,
    scimBaseUrl: `${site}/scim/v2`,
  }
}

export async function ssoConnectionOf(db: Db, workspaceId: string): Promise<SsoConnection | null> {
  const [row] = await db.select().from(workspaceSsoConnections).where(eq(workspaceSsoConnections.workspaceId, workspaceId))
  return row ?? null
}

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

/** An identity provider's address: https, or http for one on this machine (a test provider). */
function providerUrl(input: string, field: string) {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    throw new AppError('invalid_input', 400, 'answers.sso.urlInvalid', { field })
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback.test(url.hostname))) throw new AppError('invalid_input', 400, 'answers.sso.urlInvalid', { field })
  return url.href.replace(/\/$/, url.pathname === '/' ? '' : '/')
}

/** A PEM certificate as pasted (with or without its armour lines), checked to parse. */
export function certificateBody(input: string) {
  const body = input.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '')
  try {
    new X509Certificate(`-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`)
  } catch {
    throw new AppError('invalid_input', 400, 'answers.sso.certificateInvalid', { field: 'certificate' })
  }
  return body
}

export type SsoSettingsInput =
  | { protocol: 'oidc'; issuer: string; clientId: string; clientSecret: string }
  | { protocol: 'saml'; entryPoint: string; idpEntityId: string; certificate: string }

/**
 * Saves the identity provider's settings. Any change turns single sign-on off until "Test
 * connection" passes again, so a typo never locks a company out unnoticed. An OIDC client
 * secret left empty keeps the one on file.
 */
export async function saveSsoSettings(db: Db, { workspaceId, actorId, input }: { workspaceId: string; actorId: string; input: SsoSettingsInput }) {
  const before = await ssoConnectionOf(db, workspaceId)
  const values =
    input.protocol === 'oidc'
      ? {
          protocol: 'oidc' as SsoProtocol,
          oidcIssuer: providerUrl(input.issuer, 'issuer'),
          oidcClientId: required(input.clientId, 'clientId'),
          oidcClientSecretSealed: input.clientSecret.trim() ? sealSecret(CLIENT_SECRET_PURPOSE, input.clientSecret.trim()) : before?.oidcClientSecretSealed,
        }
      : {
          protocol: 'saml' as SsoProtocol,
          samlEntryPoint: providerUrl(input.entryPoint, 'entryPoint'),
          samlIdpEntityId: required(input.idpEntityId, 'idpEntityId'),
          samlIdpCertificate: certificateBody(input.certificate),
        }
  if (values.protocol === 'oidc' && !values.oidcClientSecretSealed) throw new AppError('invalid_input', 400, 'answers.sso.fieldRequired', { field: 'clientSecret' })
  const reset = { isEnabled: false, isSsoRequired: false, testedAt: null, testedEmail: null, updatedAt: new Date() }
  await db.transaction(async (tx) => {
    await tx
      .insert(workspaceSsoConnections)
      .values({ workspaceId, ...values, ...reset })
      .onConflictDoUpdate({ target: workspaceSsoConnections.workspaceId, set: { ...values, ...reset } })
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'sso.configured', details: { protocol: values.protocol } })
  })
}

function required(value: string, field: string) {
  const trimmed = value.trim()
  if (!trimmed || trimmed.length > 500) throw new AppError('invalid_input', 400, 'answers.sso.fieldRequired', { field })
  return trimmed
}

/**
 * Turns sign-in through the provider on or off, and "Require SSO". On needs a verified domain
 * and a passing test since the last change; requiring SSO needs it on.
 */
export async function setSsoSwitches(db: Db, { workspaceId, actorId, isEnabled, isSsoRequired }: { workspaceId: string; actorId: string; isEnabled: boolean; isSsoRequired: boolean }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ testedAt: workspaceSsoConnections.testedAt, verifiedAt: workspaces.domainVerifiedAt })
      .from(workspaceSsoConnections)
      .innerJoin(workspaces, eq(workspaces.id, workspaceSsoConnections.workspaceId))
      .where(eq(workspaceSsoConnections.workspaceId, workspaceId))
      .for('update')
    if (!row) throw new AppError('not_found', 404, 'answers.sso.notConfigured')
    if (isEnabled && !row.verifiedAt) throw new AppError('not_allowed', 409, 'answers.sso.domainFirst')
    if (isEnabled && !row.testedAt) throw new AppError('not_allowed', 409, 'answers.sso.testFirst')
    const required = isEnabled && isSsoRequired
    await tx.update(workspaceSsoConnections).set({ isEnabled, isSsoRequired: required, updatedAt: new Date() }).where(eq(workspaceSsoConnections.workspaceId, workspaceId))
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'sso.switched', details: { isEnabled, isSsoRequired: required } })
  })
}

/** Removes the provider: its members sign in with passwords again. */
export async function removeSsoConnection(db: Db, { workspaceId, actorId }: { workspaceId: string; actorId: string }) {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(workspaceSsoConnections).where(eq(workspaceSsoConnections.workspaceId, workspaceId)).returning({ id: workspaceSsoConnections.workspaceId })
    if (removed.length > 0) await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'sso.removed' })
  })
}

/** The switched-on provider for an address's domain (a verified domain of a workspace), or null. */
export async function ssoForAddress(db: Db, email: string) {
  const domain = domainOf(email)
  if (!domain || !email.includes('@')) return null
  const [row] = await db
    .select({ workspaceId: workspaces.id, domain: workspaces.domain, isSsoRequired: workspaceSsoConnections.isSsoRequired })
    .from(workspaces)
    .innerJoin(workspaceSsoConnections, eq(workspaceSsoConnections.workspaceId, workspaces.id))
    .where(and(eq(workspaces.domain, domain), isNotNull(workspaces.domainVerifiedAt), eq(workspaceSsoConnections.isEnabled, true)))
  return row ?? null
}

/** The refusal of a password or social sign-in (or registration) for an address whose workspace requires SSO, or null. */
export async function ssoRequiredRefusal(db: Db, email: string) {
  const sso = await ssoForAddress(db, email)
  return sso?.isSsoRequired ? new AppError('not_allowed', 403, 'answers.sso.required', { values: { domain: sso.domain ?? '' } }) : null
}
