import { and, count, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn } from '../../app/accounts/auth-calls.server'
import { createAdminAccount, generatedPassword, resetPasswordByEmail } from '../../app/accounts/operator-accounts.server'
import { setRoleByEmail } from '../../app/admin/people/shell-roles.server'
import { changeRole } from '../../app/admin/people/user-actions.server'
import { meetsPasswordRules } from '../../app/accounts/account-forms'
import { adminAudit, sessions, users } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const PASSWORD = 'Owner-Pass-2026!'
const settle = (work: Promise<unknown>) => work.then(() => undefined, (thrown: unknown) => thrown as Error)
const roleOf = async (id: string) => (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role
const trySignIn = (email: string, password: string) =>
  signIn(db, new Request('http://localhost/login', { method: 'POST' }), { email, password, rememberMe: false, clientIp: `operator-${uniqueSuffix()}` })
const shellAudit = (id: string, action: string) =>
  db.select({ n: count() }).from(adminAudit).where(and(eq(adminAudit.targetId, id), eq(adminAudit.action, action), isNull(adminAudit.actorId)))

// The steps share one database in which these are the only admins, so they run in order.
describe('operator accounts from the shell', () => {
  const owner = `owner-${uniqueSuffix()}@example.com`
  const colleague = `editor-${uniqueSuffix()}@example.com`
  let ownerId = ''
  let colleagueId = ''

  it('creates an admin who can sign in at once; the address is taken only once and weak input is refused', async () => {
    const made = await createAdminAccount(db, { name: '  Ada Owner ', email: owner.toUpperCase(), password: PASSWORD })
    ownerId = made.id
    expect(made.email).toBe(owner)
    expect(await roleOf(ownerId)).toBe('admin')
    expect((await trySignIn(owner, PASSWORD)).ok).toBe(true)
    expect((await shellAudit(ownerId, 'user.admin_created'))[0]!.n).toBe(1)

    expect(await settle(createAdminAccount(db, { name: 'Again', email: owner, password: PASSWORD }))).toMatchObject({ name: 'OperatorRefusal', message: expect.stringContaining('promote it instead') })
    expect(await settle(createAdminAccount(db, { name: 'Weak', email: `weak-${uniqueSuffix()}@example.com`, password: 'password' }))).toMatchObject({ name: 'OperatorRefusal', message: expect.stringMatching(/password/i) })
    expect(await settle(createAdminAccount(db, { name: 'Nobody', email: 'not-an-address', password: PASSWORD }))).toMatchObject({ name: 'OperatorRefusal' })
    expect(await settle(createAdminAccount(db, { name: ' ', email: `blank-${uniqueSuffix()}@example.com`, password: PASSWORD }))).toMatchObject({ name: 'OperatorRefusal' })
    expect(await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))).toEqual([{ n: 1 }])
  })

  it('never demotes the last admin who can sign in, from the shell or the console', async () => {
    const refused = await settle(setRoleByEmail(db, owner, 'user'))
    expect(refused).toMatchObject({ name: 'OperatorRefusal', message: expect.stringContaining('last admin') })
    expect(await roleOf(ownerId)).toBe('admin')

    const made = await createAdminAccount(db, { name: 'Eve Editor', email: colleague, password: PASSWORD })
    colleagueId = made.id
    // A suspended admin cannot sign in, so they do not count as the other admin.
    await db.update(users).set({ isSuspended: true }).where(eq(users.id, colleagueId))
    expect(await settle(changeRole(db, { actor: { id: colleagueId }, userId: ownerId, role: 'user' }))).toMatchObject({ code: 'not_allowed', status: 409 })
    expect(await roleOf(ownerId)).toBe('admin')
    await db.update(users).set({ isSuspended: false }).where(eq(users.id, colleagueId))
  })

  it('promotes and demotes by address while another admin remains, and audits it as the shell', async () => {
    expect(await setRoleByEmail(db, colleague, 'user')).toMatchObject({ changed: true })
    expect(await roleOf(colleagueId)).toBe('user')
    expect(await setRoleByEmail(db, colleague.toUpperCase(), 'admin')).toMatchObject({ changed: true })
    expect(await roleOf(colleagueId)).toBe('admin')
    expect(await setRoleByEmail(db, colleague, 'admin')).toMatchObject({ changed: false })
    expect(await shellAudit(colleagueId, 'user.role_changed')).toEqual([{ n: 2 }])
    expect(await settle(setRoleByEmail(db, `nobody-${uniqueSuffix()}@example.com`, 'admin'))).toMatchObject({ name: 'OperatorRefusal', message: 'No account uses that address.' })
  })

  it('sets a new password: the old one stops working and every session ends', async () => {
    const before = await trySignIn(colleague, PASSWORD)
    expect(before.ok).toBe(true)
    expect((await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, colleagueId)))[0]!.n).toBeGreaterThan(0)
    const fresh = generatedPassword()
    expect(meetsPasswordRules(fresh)).toBe(true)
    await resetPasswordByEmail(db, colleague, fresh)
    expect((await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, colleagueId)))[0]!.n).toBe(0)
    expect((await trySignIn(colleague, PASSWORD)).ok).toBe(false)
    expect((await trySignIn(colleague, fresh)).ok).toBe(true)
    expect(await shellAudit(colleagueId, 'user.password_reset')).toEqual([{ n: 1 }])
    expect(await settle(resetPasswordByEmail(db, colleague, 'short'))).toMatchObject({ name: 'OperatorRefusal' })
  })
})
