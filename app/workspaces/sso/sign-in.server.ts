import { eq } from 'drizzle-orm'
import { startSessionFor } from '../../accounts/direct-session.server'
import type { Db } from '../../db/client.server'
import { workspaceSsoConnections } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { afterCompanyAccount, companyAccount, isAddressAt, seatCompanyMember, verifiedDomainOf } from '../company-accounts.server'
import { recordWorkspaceChange } from '../workspaces.server'
import type { SsoAttempt } from './attempts.server'
import type { SsoConnection } from './connections.server'

/** Whom an identity provider vouches for. */
export interface ProviderIdentity {
  email: string
  name: string
  /** The provider's own identifier (OIDC `sub`, SAML NameID). */
  subject: string
}

export type SsoOutcome = { kind: 'signed-in'; cookie: string; returnTo: string } | { kind: 'tested'; email: string }

/**
 * What follows a verified answer from the workspace's provider. A workspace Admin's test is
 * recorded (it lets them switch sign-in on) and signs nobody in. Otherwise, while sign-in is on:
 * the address must be at the workspace's verified domain; its account is found or created and
 * takes a seat just in time (refused, with nothing created, when none is free); then a session
 * starts.
 */
export async function completeSsoSignIn(
  db: Db,
  { connection, attempt, identity, request, clientIp, now = new Date() }: { connection: SsoConnection; attempt: SsoAttempt | null; identity: ProviderIdentity; request: Request; clientIp: string; now?: Date },
): Promise<SsoOutcome> {
  const workspaceId = connection.workspaceId
  const domain = await verifiedDomainOf(db, workspaceId)
  const email = identity.email.trim().toLowerCase()
  if (attempt?.testedBy) {
    await db.transaction(async (tx) => {
      await tx.update(workspaceSsoConnections).set({ testedAt: now, testedEmail: email }).where(eq(workspaceSsoConnections.workspaceId, workspaceId))
      await recordWorkspaceChange(tx, { actorId: attempt.testedBy, workspaceId, action: 'sso.tested', details: { protocol: connection.protocol } })
    })
    return { kind: 'tested', email }
  }
  if (!connection.isEnabled) throw new AppError('not_allowed', 403, 'answers.sso.notEnabled')
  if (!isAddressAt(email, domain)) throw new AppError('not_allowed', 403, 'answers.sso.outsideDomain', { values: { email, domain: domain ?? '' } })
  const { account, joined } = await db.transaction(async (tx) => {
    const account = await companyAccount(tx, { email, name: identity.name, now })
    if (account.isSuspended) throw new AppError('not_allowed', 403, 'answers.sso.suspended')
    const joined = await seatCompanyMember(tx, { workspaceId, userId: account.id, now })
    if (joined) await recordWorkspaceChange(tx, { actorId: account.id, workspaceId, action: 'join', details: { role: 'user', by: 'sso', protocol: connection.protocol } })
    return { account, joined }
  })
  await afterCompanyAccount(db, { account, workspaceId, joined })
  const cookie = await startSessionFor(account.id, request, clientIp)
  if (!cookie) throw new AppError('not_allowed', 403, 'answers.sso.suspended')
  return { kind: 'signed-in', cookie, returnTo: attempt?.returnTo ?? '/' }
}
