import { randomBytes } from 'node:crypto'
import { DOMParser } from '@xmldom/xmldom'
import { generateServiceProviderMetadata, SAML, SamlStatusError, ValidateInResponseTo } from '@node-saml/node-saml'
import { lt } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { samlAssertionsSeen } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { consumeAttempt, recordAttempt, type SsoAttempt } from './attempts.server'
import { serviceProviderValues, type SsoConnection } from './connections.server'
import { reasonOf } from './oidc.server'
import type { ProviderIdentity } from './sign-in.server'

/** How far the provider's clock may be from ours. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion'

/** The service provider for one workspace: its entity ID and ACS URL, the provider's certificate and issuer. */
function serviceProvider(connection: SsoConnection, origin: string, requestId?: string) {
  const values = serviceProviderValues(connection.workspaceId, origin)
  return new SAML({
    callbackUrl: values.acsUrl,
    entryPoint: connection.samlEntryPoint ?? undefined,
    issuer: values.entityId,
    audience: values.entityId,
    idpCert: connection.samlIdpCertificate ?? 'none',
    idpIssuer: connection.samlIdpEntityId ?? undefined,
    // A signed response or a signed assertion is required (node-saml refuses when neither is).
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // InResponseTo is checked against the attempts table below (shared by every instance).
    validateInResponseTo: ValidateInResponseTo.never,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    generateUniqueId: () => requestId ?? `_${randomBytes(20).toString('hex')}`,
  })
}

/** The service provider's metadata, for the workspace Admin to download into the provider. */
export function serviceProviderMetadata(workspaceId: string, origin: string) {
  const values = serviceProviderValues(workspaceId, origin)
  return generateServiceProviderMetadata({
    issuer: values.entityId,
    callbackUrl: values.acsUrl,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    wantAssertionsSigned: true,
  })
}

/** Sends the browser to the provider with an AuthnRequest (HTTP-Redirect binding) whose ID is recorded. */
export async function startSamlSignIn(db: Db, { connection, origin, returnTo, testedBy }: { connection: SsoConnection; origin: string; returnTo: string; testedBy?: string }) {
  if (!connection.samlEntryPoint || !connection.samlIdpCertificate) throw new AppError('invalid_input', 400, 'answers.sso.notConfigured')
  const requestId = `_${randomBytes(20).toString('hex')}`
  await recordAttempt(db, { id: requestId, workspaceId: connection.workspaceId, protocol: 'saml', returnTo, testedBy })
  return { url: await serviceProvider(connection, origin, requestId).getAuthorizeUrlAsync('', undefined, {}) }
}

/**
 * Reads a SAML response posted to the ACS URL: signature (response or assertion) against the
 * certificate on file, issuer, audience, validity window with two minutes of skew, recipient,
 * the request it answers (once) or none (started at the provider), and the assertion's ID not
 * seen before.
 */
export async function finishSamlSignIn(db: Db, { connection, origin, samlResponse, now = new Date() }: { connection: SsoConnection; origin: string; samlResponse: string; now?: Date }): Promise<{ attempt: SsoAttempt | null; identity: ProviderIdentity }> {
  let profile
  try {
    ;({ profile } = await serviceProvider(connection, origin).validatePostResponseAsync({ SAMLResponse: samlResponse }))
  } catch (error) {
    throw samlRefusal(error)
  }
  const assertionXml = profile?.getAssertionXml?.()
  if (!profile || !assertionXml) throw new AppError('invalid_input', 400, 'answers.sso.answerInvalid', { values: { reason: 'no assertion' } })
  const assertion = new DOMParser().parseFromString(assertionXml, 'text/xml').documentElement
  const confirmation = assertion?.getElementsByTagNameNS(ASSERTION, 'SubjectConfirmationData').item(0)
  const conditions = assertion?.getElementsByTagNameNS(ASSERTION, 'Conditions').item(0)
  const acsUrl = serviceProviderValues(connection.workspaceId, origin).acsUrl
  // The signed assertion's own issuer must be the provider on file (node-saml checks it only for some messages).
  const issuer = assertion?.getElementsByTagNameNS(ASSERTION, 'Issuer').item(0)?.textContent?.trim()
  if (issuer !== connection.samlIdpEntityId) throw new AppError('invalid_input', 400, 'answers.sso.wrongIssuer')
  if (!confirmation || confirmation.getAttribute('Recipient') !== acsUrl) throw new AppError('invalid_input', 400, 'answers.sso.wrongRecipient')
  const confirmedUntil = Date.parse(confirmation.getAttribute('NotOnOrAfter') ?? '')
  if (!Number.isFinite(confirmedUntil) || confirmedUntil + CLOCK_SKEW_MS <= now.getTime()) throw new AppError('invalid_input', 400, 'answers.sso.expired')
  const answered = confirmation.getAttribute('InResponseTo')
  if (profile.inResponseTo && answered && profile.inResponseTo !== answered) throw new AppError('invalid_input', 400, 'answers.sso.stateMismatch')
  const attempt = answered ? await consumeAttempt(db, { id: answered, workspaceId: connection.workspaceId, protocol: 'saml', now }) : null
  await rememberAssertion(db, { workspaceId: connection.workspaceId, id: assertion?.getAttribute('ID') ?? '', notOnOrAfter: conditions?.getAttribute('NotOnOrAfter') ?? null, now })
  const attribute = (...names: string[]) => names.map((name) => profile[name]).find((value): value is string => typeof value === 'string' && value !== '')
  const email = attribute('email', 'mail', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress') ?? (profile.nameID?.includes('@') ? profile.nameID : '')
  if (!email) throw new AppError('invalid_input', 400, 'answers.sso.noEmail')
  const given = attribute('givenName', 'firstName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname')
  const family = attribute('sn', 'surname', 'lastName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname')
  const name = attribute('displayName', 'name', 'http://schemas.microsoft.com/identity/claims/displayname') ?? [given, family].filter(Boolean).join(' ')
  return { attempt, identity: { email, name, subject: profile.nameID ?? email } }
}

/** Keeps the assertion's ID until it expires; a second use of the same assertion is refused. */
async function rememberAssertion(db: Db, { workspaceId, id, notOnOrAfter, now }: { workspaceId: string; id: string; notOnOrAfter: string | null; now: Date }) {
  if (!id) throw new AppError('invalid_input', 400, 'answers.sso.answerInvalid', { values: { reason: 'assertion without ID' } })
  const until = notOnOrAfter ? new Date(Date.parse(notOnOrAfter) + CLOCK_SKEW_MS) : new Date(now.getTime() + 24 * 60 * 60 * 1000)
  await db.delete(samlAssertionsSeen).where(lt(samlAssertionsSeen.expiresAt, now))
  const kept = await db.insert(samlAssertionsSeen).values({ workspaceId, assertionId: id, expiresAt: until }).onConflictDoNothing().returning({ id: samlAssertionsSeen.assertionId })
  if (kept.length === 0) throw new AppError('invalid_input', 400, 'answers.sso.replayed')
}

/** node-saml's reasons as refusals the person (or the Admin testing) can act on. */
function samlRefusal(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  if (error instanceof SamlStatusError) return new AppError('not_allowed', 403, 'answers.sso.providerRefused', { values: { reason: message.slice(0, 200) } })
  if (/audience/i.test(message)) return new AppError('invalid_input', 400, 'answers.sso.wrongAudience')
  if (/expired|not yet valid|subject confirmation/i.test(message)) return new AppError('invalid_input', 400, 'answers.sso.expired')
  if (/signature/i.test(message)) return new AppError('invalid_input', 400, 'answers.sso.unsigned')
  if (/issuer/i.test(message)) return new AppError('invalid_input', 400, 'answers.sso.wrongIssuer')
  return new AppError('invalid_input', 400, 'answers.sso.answerInvalid', { values: { reason: reasonOf(error) } })
}
