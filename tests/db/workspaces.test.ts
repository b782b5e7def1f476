import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportUserData } from '../../app/accounts/profile.server'
import { listWorkspaces } from '../../app/admin/people/workspaces.server'
import { cancelLocal } from '../../app/billing/local/local-cancel.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { emails, users, workspaceMembers, type Tier } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { AppError } from '../../app/lib/app-error'
import { effectiveTier, workspaceAccessOf } from '../../app/workspaces/entitlement.server'
import { acceptInvitation, inviteMember, listInvitations, readInvitation, revokeInvitation } from '../../app/workspaces/invitations.server'
import { changeRole, createWorkspace, memberCount, removeMember, seatsOf } from '../../app/workspaces/workspaces.server'
import { approve, ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

/** An Enterprise subscriber with their workspace. */
async function enterpriseWorkspace(now = new Date()) {
  const owner = await createUser(db, { name: 'Ada Owner' })
  const workspaceId = await enterpriseWorkspaceOf(db, owner, 'Northwind Marketing', now)
  return { owner, workspaceId }
}

/** The tier a member has in force, as the session computes it from their own tier and workspace. */
async function tierOf(user: { id: string }) {
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, user.id))
  return effectiveTier(row!.tier as Tier, await workspaceAccessOf(db, user.id))
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)))

describe('a workspace', () => {
  it('is created by an Enterprise subscriber, who becomes its first Admin, and has the plan’s 10 seats', async () => {
    const { owner, workspaceId } = await enterpriseWorkspace()
    expect(await workspaceAccessOf(db, owner.id)).toMatchObject({ workspaceId, role: 'admin', isActive: true, name: 'Northwind Marketing' })
    expect(await seatsOf(db, workspaceId)).toBe(10)
    const premium = await createUser(db)
    await subscribeLocal(db, { userId: premium.id, planId: 'premium-month', card: approve, now: new Date() })
    expect(await refusal(createWorkspace(db, { userId: premium.id, name: 'Side project' }))).toMatchObject({ status: 403 })
    expect(await refusal(createWorkspace(db, { userId: owner.id, name: 'Second one' }))).toMatchObject({ status: 409 })
    const listed = (await listWorkspaces(db)).find((workspace) => workspace.id === workspaceId)
    expect(listed).toMatchObject({ name: 'Northwind Marketing', billingName: 'Ada Owner', members: 1, seats: 10, isActive: true })
    expect(listed!.people).toEqual([expect.objectContaining({ userId: owner.id, role: 'admin' })])
  })
})

describe('invitations', () => {
  it('grant Enterprise on joining, work once, and the member returns to their own tier at once when removed', async () => {
    const { owner, workspaceId } = await enterpriseWorkspace()
    const reader = await createUser(db, { email: `Invitee.${Date.now()}@Example.com` })
    const { token } = await inviteMember(db, { workspaceId, actor: owner, email: reader.email })
    const [mail] = await db.select().from(emails).where(eq(emails.to, reader.email.toLowerCase()))
    expect(mail!.text).toContain(`/workspace/join?token=${token}`)
    expect(await readInvitation(db, token)).toMatchObject({ workspaceName: 'Northwind Marketing', email: reader.email.toLowerCase() })
    expect(await tierOf(reader)).toBe('free')

    await acceptInvitation(db, { token, user: reader })
    expect(await tierOf(reader)).toBe('enterprise')
    expect((await exportUserData(db, reader.id)).workspace).toMatchObject({ workspace: 'Northwind Marketing', role: 'user' })
    expect(await refusal(acceptInvitation(db, { token, user: reader }))).toMatchObject({ status: 404 })
    expect(await readInvitation(db, token)).toBeNull()

    await removeMember(db, { workspaceId, actorId: owner.id, userId: reader.id })
    expect(await tierOf(reader)).toBe('free')
    const told = await db.select().from(emails).where(eq(emails.to, reader.email))
    expect(told.map((m) => m.kind)).toEqual(['workspace-removal'])
  })

  it('expire after 7 days, can be revoked, and only the address invited can accept', async () => {
    const { owner, workspaceId } = await enterpriseWorkspace()
    const sent = new Date('2031-02-01T10:00:00Z')
    const late = await createUser(db)
    const { token } = await inviteMember(db, { workspaceId, actor: owner, email: late.email, now: sent })
    expect(await refusal(acceptInvitation(db, { token, user: late, now: new Date('2031-02-08T10:00:01Z') }))).toMatchObject({ status: 404 })

    const other = await createUser(db)
    const second = await inviteMember(db, { workspaceId, actor: owner, email: late.email })
    expect(await refusal(acceptInvitation(db, { token: second.token, user: other }))).toMatchObject({ status: 403 })
    const [open] = (await listInvitations(db, workspaceId)).filter((invitation) => invitation.email === late.email)
    expect(await revokeInvitation(db, { workspaceId, actorId: owner.id, invitationId: open!.id })).toBe(true)
    expect(await refusal(acceptInvitation(db, { token: second.token, user: late }))).toMatchObject({ status: 404 })
  })

  it('fill exactly the free seats when many are accepted at once, and a full workspace refuses more', async () => {
    const { owner, workspaceId } = await enterpriseWorkspace()
    // Eight members join, leaving one free seat of ten.
    for (let i = 0; i < 8; i++) {
      const member = await createUser(db)
      const { token } = await inviteMember(db, { workspaceId, actor: owner, email: member.email })
      await acceptInvitation(db, { token, user: member })
    }
    const invitees = await Promise.all(Array.from({ length: 20 }, () => createUser(db)))
    const tokens: string[] = []
    for (const invitee of invitees) tokens.push((await inviteMember(db, { workspaceId, actor: owner, email: invitee.email })).token)
    const results = await Promise.allSettled(invitees.map((invitee, i) => acceptInvitation(db, { token: tokens[i]!, user: invitee })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused).toHaveLength(19)
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, message: 'This workspace has no free seat left. Ask one of its Admins to make room.' })
    expect(await memberCount(db, workspaceId)).toBe(10)
    const newcomer = await createUser(db)
    expect(await refusal(inviteMember(db, { workspaceId, actor: owner, email: newcomer.email }))).toMatchObject({ status: 409, message: 'Every seat is taken (10 of 10). Remove a member or add seats before inviting someone new.' })
  })
})

describe('roles', () => {
  it('keep at least one Admin: the last cannot leave or be made a User', async () => {
    const { owner, workspaceId } = await enterpriseWorkspace()
    const colleague = await createUser(db)
    const { token } = await inviteMember(db, { workspaceId, actor: owner, email: colleague.email, role: 'user' })
    await acceptInvitation(db, { token, user: colleague })
    expect(await refusal(changeRole(db, { workspaceId, actorId: owner.id, userId: owner.id, role: 'user' }))).toMatchObject({ status: 409 })
    await changeRole(db, { workspaceId, actorId: owner.id, userId: colleague.id, role: 'admin' })
    await changeRole(db, { workspaceId, actorId: colleague.id, userId: owner.id, role: 'user' })
    expect(await refusal(removeMember(db, { workspaceId, actorId: colleague.id, userId: colleague.id }))).toMatchObject({ status: 409 })
    const rows = await db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId))
    expect(rows.map((r) => r.role).sort()).toEqual(['admin', 'user'])
  })
})

describe('the workspace’s subscription', () => {
  it('ending returns every member to their own tier', async () => {
    const start = new Date('2032-03-01T12:00:00Z')
    const { owner, workspaceId } = await enterpriseWorkspace(start)
    const member = await createUser(db)
    const { token } = await inviteMember(db, { workspaceId, actor: owner, email: member.email, now: start })
    await acceptInvitation(db, { token, user: member, now: start })
    expect((await workspaceAccessOf(db, member.id))!.isActive).toBe(true)
    await cancelLocal(db, { userId: owner.id, now: new Date('2032-03-02T12:00:00Z') })
    await runBillingCycle(db, { now: new Date('2032-04-15T12:00:00Z') })
    expect(await workspaceAccessOf(db, member.id)).toMatchObject({ workspaceId, isActive: false })
    expect(await tierOf(member)).toBe('free')
  })
})
