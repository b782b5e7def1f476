import { createHmac, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readSessionQuickly, verifiedToken } from '../../app/accounts/session-read.server'
import { sessions, users, workspaceMembers } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { listNotifications, notify } from '../../app/notifications/notifications.server'
import { workspaceAccessOf } from '../../app/workspaces/entitlement.server'
import { createWorkspace } from '../../app/workspaces/workspaces.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const DAY = 86_400
const rules = { secret: 'a-test-secret-of-enough-length-0123456789', cookieName: 'lumen.session_token', dontRememberCookieName: 'lumen.dont_remember', expiresIn: 30 * DAY, updateAge: DAY }
const signed = (value: string, secret = rules.secret) => encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`)
const now = new Date('2034-03-10T12:00:00Z').getTime()

/** A session row and the Cookie header the auth library would have set for it. */
async function signedIn(userId: string, { expiresAt = new Date(now + 29.5 * DAY * 1000) } = {}) {
  const token = randomUUID().replaceAll('-', '')
  await db.insert(sessions).values({ id: randomUUID(), token, userId, expiresAt })
  const signature = createHmac('sha256', rules.secret).update(token).digest('base64')
  return { token, cookie: `theme-preference=dark; ${rules.cookieName}=${encodeURIComponent(`${token}.${signature}`)}` }
}

describe('reading a session in one statement', () => {
  it('gives the member, their tier and workspace as the auth library and the workspace rules would', async () => {
    const owner = await createUser(db, { subscriptionTier: 'enterprise', role: 'editor' })
    const workspaceId = await createWorkspace(db, { userId: owner.id, name: 'Northwind Analytics' })
    const colleague = await createUser(db)
    await db.insert(workspaceMembers).values({ workspaceId, userId: colleague.id, role: 'user' })

    const { cookie } = await signedIn(colleague.id)
    await notify(db, { userId: colleague.id, title: 'Welcome to Northwind', message: 'Your seat is ready.', link: '/workspace', createdAt: new Date(now - 60_000) })
    await notify(db, { userId: colleague.id, title: 'New course', message: 'Prompt design basics', type: 'success', createdAt: new Date(now - 30_000) })
    const quick = await readSessionQuickly(db, rules, cookie, now)
    // The bell comes with the session, as the bell's own query would give it.
    expect(quick!.bell).toEqual(await listNotifications(db, colleague.id))
    expect(quick!.bell).toMatchObject({ unreadCount: 2, items: [{ title: 'New course', isRead: false }, { title: 'Welcome to Northwind', link: '/workspace' }] })
    const read = quick!.user
    expect(read).toMatchObject({ id: colleague.id, email: colleague.email, role: 'user', ownTier: 'free', subscriptionTier: 'enterprise' })
    expect(read!.workspace).toEqual(await workspaceAccessOf(db, colleague.id))
    expect(read!.workspace).toMatchObject({ workspaceId, name: 'Northwind Analytics', role: 'user', isActive: true })

    const ownerRead = await readSessionQuickly(db, rules, (await signedIn(owner.id)).cookie, now)
    expect(ownerRead!.bell).toEqual({ items: [], unreadCount: 0 })
    expect(ownerRead!.user).toMatchObject({ role: 'editor', ownTier: 'enterprise', workspace: { role: 'admin', isActive: true } })

    // The billing member's subscription ending returns the colleague to their own tier at once.
    await db.update(users).set({ subscriptionTier: 'free' }).where(eq(users.id, owner.id))
    expect((await readSessionQuickly(db, rules, cookie, now))!.user).toMatchObject({ subscriptionTier: 'free', workspace: { isActive: false } })

    const loner = await createUser(db, { subscriptionTier: 'premium' })
    expect((await readSessionQuickly(db, rules, (await signedIn(loner.id)).cookie, now))!.user).toMatchObject({ subscriptionTier: 'premium', workspace: null })
  })

  it('refuses a forged cookie and a suspended account, and leaves expired, unknown and due-to-extend sessions to the auth library', async () => {
    const member = await createUser(db)
    const { token, cookie } = await signedIn(member.id)
    const forged = `${rules.cookieName}=${encodeURIComponent(`${token}.${createHmac('sha256', 'another-secret').update(token).digest('base64')}`)}`
    expect(await readSessionQuickly(db, rules, forged, now)).toBeNull()
    expect(verifiedToken(`${token}.short`, rules.secret)).toBeNull()

    // No cookie, or a well-signed token with no session: the library answers (and clears the cookie).
    expect(await readSessionQuickly(db, rules, 'theme-preference=dark', now)).toBeUndefined()
    const unknown = randomUUID()
    const unknownCookie = `${rules.cookieName}=${encodeURIComponent(`${unknown}.${createHmac('sha256', rules.secret).update(unknown).digest('base64')}`)}`
    expect(await readSessionQuickly(db, rules, unknownCookie, now)).toBeUndefined()

    // A session used more than a day after it was made or extended is extended by the library.
    const older = await signedIn(member.id, { expiresAt: new Date(now + 28 * DAY * 1000) })
    expect(await readSessionQuickly(db, rules, older.cookie, now)).toBeUndefined()
    // Unless it is kept only while the browser is open ("don't remember me"): those are never extended.
    const browserOnly = await signedIn(member.id, { expiresAt: new Date(now + 0.5 * DAY * 1000) })
    expect((await readSessionQuickly(db, rules, `${browserOnly.cookie}; lumen.dont_remember=${signed('true')}`, now))!.user).toMatchObject({ id: member.id })
    expect(await readSessionQuickly(db, rules, `${browserOnly.cookie}; lumen.dont_remember=${signed('true', 'forged')}`, now)).toBeUndefined()
    const expired = await signedIn(member.id, { expiresAt: new Date(now - 1000) })
    expect(await readSessionQuickly(db, rules, expired.cookie, now)).toBeUndefined()

    expect((await readSessionQuickly(db, rules, cookie, now))!.user).toMatchObject({ id: member.id })
    await db.update(users).set({ isSuspended: true }).where(eq(users.id, member.id))
    expect(await readSessionQuickly(db, rules, cookie, now)).toBeNull()
  })
})
