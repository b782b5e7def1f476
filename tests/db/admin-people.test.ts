import { and, count, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { audienceSizes, listAnnouncements, sendAnnouncement } from '../../app/admin/people/announcements.server'
import { mrrContributionCents } from '../../app/admin/people/mrr'
import { getMrr, getSubscriptionDetail, listSubscriptions } from '../../app/admin/people/subscriptions.server'
import { changeRole, overrideTier, restoreUser, signOutEverywhere, suspendUser } from '../../app/admin/people/user-actions.server'
import { getUserDetail } from '../../app/admin/people/user-detail.server'
import { listUsers } from '../../app/admin/people/user-list.server'
import { userFiltersSchema } from '../../app/admin/people/schemas'
import { signIn } from '../../app/accounts/auth-calls.server'
import { getUser } from '../../app/accounts/session.server'
import { adminAudit, billingInvoices, notifications, sessions, subscriptionEvents, subscriptions, users } from '../../app/db/schema'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { addComment } from '../../app/comments/comments.server'
import { setBookmark, setLike } from '../../app/likes/likes.server'
import { action as notificationsAction, loader as notificationsLoader } from '../../app/routes/admin.notifications'
import { loader as subscriptionsLoader } from '../../app/routes/admin.subscriptions'
import { action as userAction, loader as userLoader } from '../../app/routes/admin.users.$id'
import { loader as usersLoader } from '../../app/routes/admin.users'
import { ensurePlans } from '../support/billing'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
await ensurePlans(db)

const PASSWORD = 'Correct-Horse-7!'
const DAY = 86_400_000

const args = (url: string, init: RequestInit = {}, params: Record<string, string> = {}) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const get = (url: string, cookie: string, params: Record<string, string> = {}) => args(url, { headers: { Cookie: cookie } }, params)
const post = (url: string, cookie: string, body: Record<string, string>, params: Record<string, string> = {}) =>
  args(url, { method: 'POST', body: new URLSearchParams(body), headers: { Cookie: cookie } }, params)
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
const result = (value: unknown) => value as { data: { ok: boolean; message: string; values?: Record<string, string>; errors?: Record<string, string> }; init: { status?: number } | null }

const admin = await signedInMember(db, { role: 'admin', name: `Admin ${uniqueSuffix()}` })
const actor = { id: admin.user.id }

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!
const auditOf = (id: string) => db.select().from(adminAudit).where(and(eq(adminAudit.targetType, 'user'), eq(adminAudit.targetId, id)))
const sessionCount = async (userId: string) => (await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n
const trySignIn = (email: string) =>
  signIn(db, new Request('http://localhost/login', { method: 'POST' }), { email, password: PASSWORD, rememberMe: false, clientIp: `test-${email}` })

async function addSubscription(userId: string, planId: string, status: string, extra: Partial<typeof subscriptions.$inferInsert> = {}) {
  const now = Date.now()
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, planId, status, currentPeriodStart: new Date(now - DAY), currentPeriodEnd: new Date(now + 29 * DAY), ...extra })
    .returning()
  return row!
}

describe('admin: MRR', () => {
  // First in the file, so these are the only subscriptions that count.
  it('counts active and past-due subscriptions at their monthly price after discount; yearly ÷ 12; trials and canceled 0', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createUser(db)))
    const rows = [
      await addSubscription(members[0]!.id, 'premium-month', 'active'),
      await addSubscription(members[1]!.id, 'premium-year', 'active'),
      await addSubscription(members[2]!.id, 'enterprise-month', 'past_due', { discountPercent: 50 }),
      await addSubscription(members[3]!.id, 'premium-month', 'trialing'),
      await addSubscription(members[4]!.id, 'enterprise-year', 'canceled'),
      await addSubscription(members[5]!.id, 'enterprise-month', 'incomplete'),
    ]
    expect(await getMrr(db)).toEqual({ cents: 3332, subscriptions: 3 }) // 999 + 833.25 + 1499.5 = 3331.75

    const page = await listSubscriptions(db, { page: 1 })
    const byId = new Map(page.subscriptions.map((s) => [s.id, s.mrrCents]))
    expect(rows.map((r) => byId.get(r.id))).toEqual([999, 833.25, 1499.5, 0, 0, 0])
    expect(page.mrr.cents).toBe(3332)
    expect(page.statusCounts).toMatchObject({ active: 2, past_due: 1, trialing: 1, canceled: 1, incomplete: 1 })
    expect(mrrContributionCents({ status: 'active', priceCents: 29999, interval: 'year', discountPercent: 0 })).toBeCloseTo(2499.92, 2)

    const pastDue = await listSubscriptions(db, { page: 1, status: 'past_due' })
    expect(pastDue).toMatchObject({ total: 1, filteredMrrCents: 1500 })
    const yearly = await listSubscriptions(db, { page: 1, interval: 'year' })
    expect(yearly.subscriptions.map((s) => s.planId).sort()).toEqual(['enterprise-year', 'premium-year'])
    expect(yearly.filteredMrrCents).toBe(833)

    const loaded = await subscriptionsLoader(get('/admin/subscriptions?status=active&plan=premium-year', admin.cookie))
    expect(loaded.subscriptions.map((s) => s.id)).toEqual([rows[1]!.id])
    expect(loaded.mrr.cents).toBe(3332)
  })

  it('a subscription page shows its event history and invoices', async () => {
    const member = await createUser(db)
    const sub = await addSubscription(member.id, 'premium-month', 'active')
    await db.insert(subscriptionEvents).values([
      { subscriptionId: sub.id, type: 'trial_started', detail: { planId: 'premium-month' }, createdAt: new Date(Date.now() - 2000) },
      { subscriptionId: sub.id, type: 'trial_converted', detail: {} },
    ])
    await db.insert(billingInvoices).values({ userId: member.id, subscriptionId: sub.id, planId: 'premium-month', kind: 'subscription', amountCents: 999, status: 'paid' })
    const detail = await getSubscriptionDetail(db, sub.id)
    expect(detail).toMatchObject({ user: { id: member.id }, plan: { id: 'premium-month', priceCents: 999 }, mrrCents: 999 })
    expect(detail!.events.map((e) => e.type)).toEqual(['trial_converted', 'trial_started'])
    expect(detail!.invoices).toMatchObject([{ kind: 'subscription', amountCents: 999, status: 'paid' }])
    expect(await getSubscriptionDetail(db, '00000000-0000-4000-8000-000000000000')).toBeNull()
  })
})

describe('admin: finding users', () => {
  it('searches name and e-mail, filters by role, tier and suspension, and pages', async () => {
    const tag = `find${uniqueSuffix()}`
    const ada = await createUser(db, { name: `Ada ${tag}`, email: `ada-${tag}@example.com`, subscriptionTier: 'premium' })
    const bob = await createUser(db, { name: 'Bob Builder', email: `bob-${tag}@example.com`, role: 'admin' })
    const cy = await createUser(db, { name: `Cy ${tag}`, isSuspended: true })
    const ids = async (filters: Record<string, string>) => (await listUsers(db, userFiltersSchema.parse(filters))).users.map((u) => u.id).sort()

    expect(await ids({ q: tag })).toEqual([ada.id, bob.id, cy.id].sort())
    expect(await ids({ q: `ADA ${tag.toUpperCase()}` })).toEqual([ada.id])
    expect(await ids({ q: `bob-${tag}@` })).toEqual([bob.id])
    expect(await ids({ q: tag, role: 'admin' })).toEqual([bob.id])
    expect(await ids({ q: tag, tier: 'premium' })).toEqual([ada.id])
    expect(await ids({ q: tag, status: 'suspended' })).toEqual([cy.id])
    expect(await ids({ q: tag, status: 'active' })).toEqual([ada.id, bob.id].sort())
    // Pattern characters are taken literally; unknown filter values are ignored.
    expect(await ids({ q: '%' })).toEqual([])
    expect(await ids({ q: tag, role: 'owner', tier: 'gold', page: 'x' })).toHaveLength(3)

    const pageTag = `page${uniqueSuffix()}`
    for (let i = 0; i < 22; i++) await createUser(db, { name: `Pager ${pageTag} ${i}` })
    const first = await listUsers(db, userFiltersSchema.parse({ q: pageTag }))
    const second = await listUsers(db, userFiltersSchema.parse({ q: pageTag, page: '2' }))
    expect([first.total, first.pageCount, first.users.length, second.users.length]).toEqual([22, 2, 20, 2])
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(22)

    const loaded = await usersLoader(get(`/admin/users?q=${tag}&tier=premium`, admin.cookie))
    expect(loaded.users.map((u) => u.email)).toEqual([ada.email])
  })

  it('the user page shows profile, subscription, activity, sessions and audit entries', async () => {
    const { user } = await signedInMember(db)
    const article = await createArticle(db)
    await addComment(db, { articleId: article.id, userId: user.id, content: 'A thoughtful remark' })
    await setLike(db, { kind: 'article', userId: user.id, itemId: article.id, isOn: true })
    await setBookmark(db, { userId: user.id, articleId: article.id, isOn: true })
    const sub = await addSubscription(user.id, 'premium-month', 'active')
    await changeRole(db, { actor, userId: user.id, role: 'admin' })

    const page = await userLoader(get(`/admin/users/${user.id}`, admin.cookie, { id: user.id }))
    expect(page.user).toMatchObject({ id: user.id, email: user.email, role: 'admin' })
    expect(page.subscription).toMatchObject({ id: sub.id, planId: 'premium-month', status: 'active' })
    expect(page.activity.counts).toEqual({ comments: 1, likes: 1, bookmarks: 1 })
    expect(page.activity.comments[0]).toMatchObject({ content: 'A thoughtful remark', articleSlug: article.slug })
    expect(page.sessions).toHaveLength(1)
    expect(page.audit).toMatchObject([{ action: 'user.role_changed', details: { from: 'user', to: 'admin' }, actorName: admin.user.name }])
    expect(page.isSelf).toBe(false)
    expect(await getUserDetail(db, 'no-such-user')).toBeNull()
    const missing = (await settle(userLoader(get('/admin/users/no-such-user', admin.cookie, { id: 'no-such-user' })))) as { init: { status: number } }
    expect(missing.init.status).toBe(404)
  })
})

describe('admin: changing users', () => {
  it('changes the role through the page action, audited; an admin cannot demote themselves', async () => {
    const member = await createUser(db)
    const url = `/admin/users/${member.id}`
    const promoted = result(await userAction(post(url, admin.cookie, { intent: 'role', role: 'admin' }, { id: member.id })))
    expect(promoted.data).toMatchObject({ ok: true, message: 'Role changed to admin.' })
    expect((await userRow(member.id)).role).toBe('admin')
    const [entry] = await auditOf(member.id)
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'user.role_changed', details: { from: 'user', to: 'admin' } })

    const self = result(await userAction(post(`/admin/users/${admin.user.id}`, admin.cookie, { intent: 'role', role: 'user' }, { id: admin.user.id })))
    expect(self.init?.status).toBe(400)
    expect(self.data.message).toBe('You cannot remove your own admin role. Ask another admin to do it.')
    expect((await userRow(admin.user.id)).role).toBe('admin')
    expect(await auditOf(admin.user.id)).toHaveLength(0)

    const bad = result(await userAction(post(url, admin.cookie, { intent: 'role', role: 'owner' }, { id: member.id })))
    expect(bad.init?.status).toBe(400)
    expect(bad.data.message).toBe('Choose a role')
    const unknown = result(await userAction(post('/admin/users/nobody', admin.cookie, { intent: 'restore' }, { id: 'nobody' })))
    expect(unknown.init?.status).toBe(404)
  })

  it('overrides the tier, audited as an override; a live subscription must be acknowledged', async () => {
    const plain = await createUser(db)
    await overrideTier(db, { actor, userId: plain.id, tier: 'enterprise' })
    expect((await userRow(plain.id)).subscriptionTier).toBe('enterprise')
    expect((await auditOf(plain.id))[0]).toMatchObject({ action: 'user.tier_overridden', details: { from: 'free', to: 'enterprise', override: true, subscription: null } })

    const payer = await createUser(db, { subscriptionTier: 'premium' })
    const sub = await addSubscription(payer.id, 'premium-month', 'active')
    const refused = result(await userAction(post(`/admin/users/${payer.id}`, admin.cookie, { intent: 'tier', tier: 'free' }, { id: payer.id })))
    expect(refused.init?.status).toBe(409)
    expect(refused.data.message).toContain('This member’s Premium subscription is active.')
    expect(refused.data.values).toMatchObject({ tier: 'free' })
    expect((await userRow(payer.id)).subscriptionTier).toBe('premium')
    expect(await auditOf(payer.id)).toHaveLength(0)

    const done = result(await userAction(post(`/admin/users/${payer.id}`, admin.cookie, { intent: 'tier', tier: 'free', acknowledgeSubscription: 'on' }, { id: payer.id })))
    expect(done.data).toMatchObject({ ok: true, message: 'Tier set to Free (admin override).' })
    expect((await userRow(payer.id)).subscriptionTier).toBe('free')
    expect((await auditOf(payer.id))[0]).toMatchObject({
      actorId: admin.user.id,
      details: { from: 'premium', to: 'free', override: true, subscription: { id: sub.id, status: 'active', planId: 'premium-month' } },
    })
    // Billing is untouched: the subscription still runs and still counts in MRR.
    expect((await db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.status).toBe('active')
  })

  it('suspending ends every session at once and blocks sign-in; restoring allows it again', async () => {
    const { user, cookie } = await signedInMember(db)
    expect(await trySignIn(user.email)).toMatchObject({ ok: true })
    expect(await sessionCount(user.id)).toBe(2)
    const memberRequest = new Request('http://localhost/profile', { headers: { Cookie: cookie } })
    expect(await getUser(memberRequest)).toMatchObject({ id: user.id })

    const suspended = result(await userAction(post(`/admin/users/${user.id}`, admin.cookie, { intent: 'suspend' }, { id: user.id })))
    expect(suspended.data).toMatchObject({ ok: true, message: 'Account suspended; 2 sessions ended.' })
    expect(await sessionCount(user.id)).toBe(0)
    expect(await getUser(memberRequest)).toBeNull()
    expect(await trySignIn(user.email)).toMatchObject({ ok: false })
    expect(await sessionCount(user.id)).toBe(0)
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'user.suspended', details: { sessionsEnded: 2 } })
    expect((await listUsers(db, userFiltersSchema.parse({ q: user.email, status: 'suspended' }))).total).toBe(1)

    expect(await restoreUser(db, { actor, userId: user.id })).toMatchObject({ changed: true })
    expect(await trySignIn(user.email)).toMatchObject({ ok: true })
    expect(await sessionCount(user.id)).toBe(1)
    expect((await auditOf(user.id)).map((a) => a.action).sort()).toEqual(['user.restored', 'user.suspended'])

    await expect(suspendUser(db, { actor, userId: admin.user.id })).rejects.toMatchObject({ status: 400, message: 'You cannot suspend your own account.' })
    expect((await userRow(admin.user.id)).isSuspended).toBe(false)
  })

  it('signs a user out everywhere without suspending them', async () => {
    const { user, cookie } = await signedInMember(db)
    await trySignIn(user.email)
    const other = await signedInMember(db)
    const signedOut = result(await userAction(post(`/admin/users/${user.id}`, admin.cookie, { intent: 'sign-out' }, { id: user.id })))
    expect(signedOut.data).toMatchObject({ ok: true, message: 'Signed out everywhere; 2 sessions ended.' })
    expect(await sessionCount(user.id)).toBe(0)
    expect(await sessionCount(other.user.id)).toBe(1)
    expect(await getUser(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toBeNull()
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'user.signed_out', details: { sessionsEnded: 2 } })
    expect(await trySignIn(user.email)).toMatchObject({ ok: true })
    await expect(signOutEverywhere(db, { actor, userId: admin.user.id })).rejects.toMatchObject({ status: 400 })
    expect(await sessionCount(admin.user.id)).toBe(1)
  })

  it('refuses members: they get 403 and nothing changes', async () => {
    const member = await signedInMember(db)
    const target = await createUser(db)
    const refused = (await settle(userAction(post(`/admin/users/${target.id}`, member.cookie, { intent: 'role', role: 'admin' }, { id: target.id })))) as { init: { status: number } }
    expect(refused.init.status).toBe(403)
    expect((await userRow(target.id)).role).toBe('user')
    const visitor = (await settle(usersLoader(args('/admin/users')))) as Response
    expect(visitor.headers.get('Location')).toBe('/login?redirect=%2Fadmin%2Fusers')
  })
})

describe('admin: announcements', () => {
  it('reaches exactly the members of the chosen tier (not suspended ones), in one statement, audited', async () => {
    const tag = uniqueSuffix()
    const premium = [await createUser(db, { subscriptionTier: 'premium' }), await createUser(db, { subscriptionTier: 'premium' })]
    const suspendedPremium = await createUser(db, { subscriptionTier: 'premium', isSuspended: true })
    const free = await createUser(db)
    const enterprise = await createUser(db, { subscriptionTier: 'enterprise' })
    const sizes = await audienceSizes(db)
    const title = `Premium webinar ${tag}`

    const { recipients } = await sendAnnouncement(db, { actorId: admin.user.id, audience: 'premium', title, message: 'Join us on Friday.', link: '/education' })
    expect(recipients).toBe(sizes.premium)
    const reached = await db.select({ userId: notifications.userId, link: notifications.link, type: notifications.type, isRead: notifications.isRead }).from(notifications).where(eq(notifications.title, title))
    const premiumIds = (await db.select({ id: users.id }).from(users).where(and(eq(users.subscriptionTier, 'premium'), eq(users.isSuspended, false)))).map((u) => u.id)
    expect(reached.map((r) => r.userId).sort()).toEqual(premiumIds.sort())
    expect(reached.map((r) => r.userId)).toEqual(expect.arrayContaining(premium.map((u) => u.id)))
    for (const outsider of [suspendedPremium, free, enterprise]) expect(reached.map((r) => r.userId)).not.toContain(outsider.id)
    expect(reached[0]).toMatchObject({ link: '/education', type: 'info', isRead: false })

    const [entry] = await listAnnouncements(db)
    expect(entry).toMatchObject({ title, audience: 'premium', recipients, message: 'Join us on Friday.', link: '/education', actorName: admin.user.name })
  })

  it('the page action validates with field messages and keeps the input, then sends to everyone and redirects', async () => {
    const tag = uniqueSuffix()
    const invalid = result(await notificationsAction(post('/admin/notifications', admin.cookie, { audience: 'gold', title: '  ', message: `Hello ${tag}`, link: 'javascript:alert(1)' })))
    expect(invalid.init?.status).toBe(400)
    expect(invalid.data.errors).toEqual({
      audience: 'Choose who receives the announcement',
      title: 'Title is required',
      link: 'Link must be a path on this site (starting with /) or an http(s) address',
    })
    expect(invalid.data.values).toMatchObject({ message: `Hello ${tag}`, link: 'javascript:alert(1)' })
    expect((await db.select({ n: count() }).from(notifications).where(eq(notifications.message, `Hello ${tag}`)))[0]!.n).toBe(0)

    const everyone = (await db.select({ n: count() }).from(users).where(eq(users.isSuspended, false)))[0]!.n
    const sent = (await settle(notificationsAction(post('/admin/notifications', admin.cookie, { audience: 'all', title: `News ${tag}`, message: `Hello ${tag}`, link: '' })))) as Response
    expect(sent.headers.get('Location')).toBe(`/admin/notifications?sent=${everyone}`)
    expect((await db.select({ n: count() }).from(notifications).where(eq(notifications.message, `Hello ${tag}`)))[0]!.n).toBe(everyone)

    const page = await notificationsLoader(get(`/admin/notifications?sent=${everyone}`, admin.cookie))
    expect(page.sent).toBe(everyone)
    expect(page.announcements[0]).toMatchObject({ title: `News ${tag}`, audience: 'all', recipients: everyone, link: null })

    const member = await signedInMember(db)
    const refused = (await settle(notificationsAction(post('/admin/notifications', member.cookie, { audience: 'all', title: 'x', message: 'y', link: '' })))) as { init: { status: number } }
    expect(refused.init.status).toBe(403)
  })
})
