import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { insertPerson } from '../accounts/account-rows.server'
import { onUserCreated } from '../accounts/user-events.server'
import type { Db } from '../db/client.server'
import { users, workspaceMembers, workspaces } from '../db/schema'
import { AppError } from '../lib/app-error'
import { addMemberLocked, welcomeMember } from './invitations.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The part of an address after its "@", lower-cased. */
export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? ''

const plainAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The workspace's verified domain, or null: single sign-on and provisioning vouch only for
 * addresses at it (an identity provider must not hand out accounts at someone else's domain).
 */
export async function verifiedDomainOf(db: Db | Tx, workspaceId: string) {
  const [row] = await db
    .select({ domain: workspaces.domain })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), isNotNull(workspaces.domainVerifiedAt)))
  return row?.domain ?? null
}

/** Whether `email` is a plain address at `domain`. */
export const isAddressAt = (email: string, domain: string | null) => Boolean(domain) && plainAddress.test(email.trim()) && domainOf(email) === domain

export interface CompanyAccount {
  id: string
  email: string
  name: string
  isSuspended: boolean
  /** Made just now: `afterCompanyAccount` welcomes it once the transaction has committed. */
  isNew: boolean
}

/**
 * The account of a company address that the workspace's identity provider vouches for: the one
 * already using it, or a new one (verified, with no password: it signs in through the provider).
 * Inside the caller's transaction, so a refusal afterwards (no seat) leaves no account behind.
 */
export async function companyAccount(tx: Tx, input: { email: string; name: string; now: Date }): Promise<CompanyAccount> {
  const email = input.email.trim().toLowerCase()
  const [existing] = await tx
    .select({ id: users.id, email: users.email, name: users.name, isSuspended: users.isSuspended, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
  if (existing) {
    if (!existing.emailVerified) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id))
    return { id: existing.id, email: existing.email, name: existing.name, isSuspended: existing.isSuspended, isNew: false }
  }
  const name = input.name.trim().slice(0, 100) || email.split('@')[0]!
  const person = await insertPerson(tx as unknown as Db, { id: randomUUID(), name, email, emailVerified: true, createdAt: input.now, updatedAt: input.now })
  return { id: person.id, email: person.email, name: person.name, isSuspended: false, isNew: true }
}

/**
 * Gives a company account a seat in the workspace unless it has one: under the workspace's lock
 * (`addMemberLocked`), so parallel sign-ins and provisioning never fill more seats than the plan
 * has. Returns whether it joined now.
 */
export async function seatCompanyMember(tx: Tx, { workspaceId, userId, now }: { workspaceId: string; userId: string; now: Date }) {
  const [member] = await tx.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId))
  if (member?.workspaceId === workspaceId) return false
  if (member) throw new AppError('conflict', 409, 'answers.workspace.leaveFirst')
  await addMemberLocked(tx, { workspaceId, userId, role: 'user', now })
  return true
}

/** After the transaction: a new account gets what every new account gets, a new member the workspace's welcome. */
export async function afterCompanyAccount(db: Db, { account, workspaceId, joined }: { account: CompanyAccount; workspaceId: string; joined: boolean }) {
  if (account.isNew) await onUserCreated(db, account)
  if (joined) await welcomeMember(db, { userId: account.id, workspaceId })
}
