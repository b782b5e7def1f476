import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  acceptStaffInvitation,
  inviteStaff,
  listOpenStaffInvitations,
  readStaffInvitation,
  withdrawStaffInvitation,
} from '../../app/accounts/staff-invitations.server'
import { adminAudit, emails, notifications, users } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const now = new Date('2033-05-02T08:00:00Z')
const later = (days: number) => new Date(now.getTime() + days * 86_400_000)

const person = (role: 'user' | 'admin' | 'editor' = 'user') => createUser(db, { email: `staff-${uniqueSuffix()}@newsroom.example`, role })
const roleOf = async (id: string) => (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role

describe('staff invitations', () => {
  it('e-mails a single-use link that gives only the invited address its role, tells the inviter and audits both steps', async () => {
    const admin = await person('admin')
    const invitee = await person()
    const stranger = await person()
    const { token, invitationId } = await inviteStaff(db, { email: ` ${invitee.email.toUpperCase()} `, role: 'editor', actor: admin, now })
    const mail = await db.select().from(emails).where(and(eq(emails.to, invitee.email), eq(emails.kind, 'staff-invitation')))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toContain('as Editor')
    expect(mail[0]!.text).toContain(`/staff/join?token=${token}`)
    expect(await readStaffInvitation(db, token, now)).toMatchObject({ email: invitee.email, role: 'editor', inviterName: admin.name })
    expect((await listOpenStaffInvitations(db, now)).map((i) => i.id)).toContain(invitationId)

    await expect(acceptStaffInvitation(db, { token, user: stranger, now })).rejects.toMatchObject({ status: 403, key: 'admin.error.staffInvitationOtherEmail' })
    expect(await roleOf(stranger.id)).toBe('user')
    expect(await acceptStaffInvitation(db, { token, user: invitee, now })).toBe('editor')
    expect(await roleOf(invitee.id)).toBe('editor')
    await expect(acceptStaffInvitation(db, { token, user: invitee, now })).rejects.toMatchObject({ status: 404, key: 'admin.error.staffInvitationGone' })
    expect(await readStaffInvitation(db, token, now)).toBeNull()
    expect((await listOpenStaffInvitations(db, now)).map((i) => i.id)).not.toContain(invitationId)

    const audit = await db.select().from(adminAudit).where(eq(adminAudit.targetId, invitationId))
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['staff.invited', admin.id]])
    const [changed] = await db.select().from(adminAudit).where(and(eq(adminAudit.targetId, invitee.id), eq(adminAudit.action, 'user.role_changed')))
    expect(changed!.details).toMatchObject({ from: 'user', to: 'editor', invitationId })
    const [told] = await db.select().from(notifications).where(eq(notifications.userId, admin.id))
    expect(told!.message).toBe(`${invitee.name} joined the newsroom as Editor.`)
  })

  it('a new invitation to the same address replaces the earlier link; links expire after 7 days', async () => {
    const admin = await person('admin')
    const invitee = await person()
    const first = await inviteStaff(db, { email: invitee.email, role: 'contributor', actor: admin, now })
    const second = await inviteStaff(db, { email: invitee.email, role: 'author', actor: admin, now })
    expect(await readStaffInvitation(db, first.token, now)).toBeNull()
    await expect(acceptStaffInvitation(db, { token: first.token, user: invitee, now })).rejects.toMatchObject({ status: 404 })
    expect(await readStaffInvitation(db, second.token, later(6.9))).not.toBeNull()
    await expect(acceptStaffInvitation(db, { token: second.token, user: invitee, now: later(7.1) })).rejects.toMatchObject({ status: 404 })
    expect(await roleOf(invitee.id)).toBe('user')
  })

  it('a withdrawn invitation no longer works, and withdrawing it twice is refused', async () => {
    const admin = await person('admin')
    const invitee = await person()
    const { token, invitationId } = await inviteStaff(db, { email: invitee.email, role: 'author', actor: admin, now })
    await withdrawStaffInvitation(db, { id: invitationId, actor: admin, now })
    await expect(acceptStaffInvitation(db, { token, user: invitee, now })).rejects.toMatchObject({ status: 404 })
    await expect(withdrawStaffInvitation(db, { id: invitationId, actor: admin, now })).rejects.toMatchObject({ status: 404 })
    expect(await roleOf(invitee.id)).toBe('user')
    const actions = (await db.select().from(adminAudit).where(eq(adminAudit.targetId, invitationId))).map((a) => a.action)
    expect(actions.sort()).toEqual(['staff.invitation_withdrawn', 'staff.invited'])
  })

  it('refuses inviting an account to the role it has, and never lowers an admin', async () => {
    const admin = await person('admin')
    const editor = await person('editor')
    const otherAdmin = await person('admin')
    await expect(inviteStaff(db, { email: editor.email, role: 'editor', actor: admin, now })).rejects.toMatchObject({ status: 409, key: 'admin.error.staffAlreadyInRole' })
    await expect(inviteStaff(db, { email: otherAdmin.email, role: 'editor', actor: admin, now })).rejects.toMatchObject({ status: 409, key: 'admin.error.staffInviteAdmin' })
    // An address that became an admin after its invitation was sent keeps the admin role.
    const invitee = await person()
    const { token } = await inviteStaff(db, { email: invitee.email, role: 'contributor', actor: admin, now })
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, invitee.id))
    await expect(acceptStaffInvitation(db, { token, user: invitee, now })).rejects.toMatchObject({ status: 409 })
    expect(await roleOf(invitee.id)).toBe('admin')
    expect(await readStaffInvitation(db, token, now)).not.toBeNull()
  })
})
