import { beforeAll, describe, expect, it } from 'vitest'
import { demoLogins, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'

/**
 * Who may see and change what on /workspace and /workspace/join, sent as a browser without
 * JavaScript would: a visitor, members of no workspace (free and premium), a User of the
 * workspace, the Admin of another workspace and the workspace's own Admin. The workspaces are
 * made through the site itself: registration, the test-mode Enterprise checkout, then the form.
 */
// Invitations arrive at a local SMTP server (the outbox lists only the newest e-mails, and the
// daily digest may fill it while the tests run).
const smtp = smtpServerForFile()
const server = serverForFile(() => ({ RATE_LIMIT_FACTOR: '20', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }))
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36' }
const client = () => new HttpClient(() => server.url, browser)
const password = 'Orbit!Lamp42'
const stamp = Date.now()
const address = (name: string) => `ws-${name}-${stamp}@example.com`

const visitor = client()
const free = client()
const premium = client()
const admin = client()
const user = client()
const otherAdmin = client()

const northwind = 'Northwind Analytics'
const harbor = 'Harbor Labs'
let userId: string
let pendingToken: string
let pendingInvitationId: string

async function register(member: HttpClient, name: string, email: string, back?: string) {
  const path = back ? `/register?redirect=${encodeURIComponent(back)}` : '/register'
  const response = await member.post(path, { name, email, password, confirmPassword: password, terms: 'on' })
  expect(response.status, `registering ${email}`).toBe(302)
  return response.headers.get('location')
}

/** An Enterprise subscription through the test-mode checkout, then the workspace through its form. */
async function enterpriseWorkspace(member: HttpClient, name: string) {
  const subscribe = await member.post('/subscription', { intent: 'subscribe', plan: 'enterprise-month' })
  expect(subscribe.headers.get('location')).toBe('/subscription/checkout?plan=enterprise-month')
  const paid = await member.post('/subscription/checkout?plan=enterprise-month', { plan: 'enterprise-month', cardName: 'Test Owner', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
  expect(paid.headers.get('location')).toBe('/subscription?subscribed=paid')
  const created = await member.post('/workspace?index', { intent: 'create', name })
  expect(created.status).toBe(302)
  expect(created.headers.get('location')).toBe('/workspace?notice=created')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The invitation link last e-mailed to `to` (its quoted-printable text decoded). */
function invitationToken(to: string) {
  const mail = smtp.received.filter((message) => message.to === to && message.raw.includes('invited you')).at(-1)
  expect(mail, `an invitation to ${to}`).toBeTruthy()
  const text = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  return /\/workspace\/join\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!
}

async function invite(by: HttpClient, email: string, role: 'user' | 'admin' = 'user') {
  const response = await by.post('/workspace?index', { intent: 'invite', email, role })
  expect(response.status, `inviting ${email}`).toBe(200)
  return invitationToken(email)
}

const page = async (member: HttpClient, path: string) => {
  const response = await member.get(path)
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

/** What the workspace's Admin sees of it: members and roles, open invitations, name and domain. */
async function snapshot(of: HttpClient = admin) {
  const members = (await page(of, '/workspace')).html
  const settings = (await page(of, '/workspace/settings')).html
  return {
    members: [...members.matchAll(/data-testid="member" data-email="([^"]+)"[\s\S]*?>(Admin|User)</g)].map((m) => `${m[1]}:${m[2]}`).sort(),
    invitations: [...members.matchAll(/data-testid="invitation"[\s\S]*?title="([^"]+)"/g)].map((m) => m[1]).sort(),
    name: /name="name"[^>]*value="([^"]*)"/.exec(settings)?.[1],
    domain: /name="domain"[^>]*value="([^"]*)"/.exec(settings)?.[1],
    allowsDomainJoin: /name="allowDomainJoin"[^>]*checked/.test(settings),
  }
}

const idOf = (html: string, field: 'userId' | 'invitationId', near: string) =>
  new RegExp(`${escaped(near)}"[\\s\\S]*?name="${field}" value="([^"]+)"`).exec(html)?.[1]

beforeAll(async () => {
  await free.login(...demoLogins.member)
  await premium.login(...demoLogins.premium)
  await register(admin, 'Nadia Northwind', address('admin'))
  await enterpriseWorkspace(admin, northwind)
  await register(otherAdmin, 'Hugo Harbor', address('other'))
  await enterpriseWorkspace(otherAdmin, harbor)
  // A User of Northwind, who joined through an invitation.
  await register(user, 'Uma User', address('user'))
  const token = await invite(admin, address('user'))
  const accepted = await user.post(`/workspace/join?token=${token}`, { token })
  expect(accepted.headers.get('location')).toBe('/workspace?notice=joined')
  // An invitation still open, to an address with no account yet.
  pendingToken = await invite(admin, address('pending'))
  const members = (await page(admin, '/workspace')).html
  userId = idOf(members, 'userId', `data-email="${address('user')}`)!
  pendingInvitationId = idOf(members, 'invitationId', `title="${address('pending')}`)!
  expect(userId).toBeTruthy()
  expect(pendingInvitationId).toMatch(/^[0-9a-f-]{36}$/)
}, 120_000)

const pages = ['/workspace', '/workspace/settings', '/workspace/activity']
const settingsActions = (): Record<string, string>[] => [
  { intent: 'rename', name: 'Taken over' },
  { intent: 'domain', domain: 'intruder.example', allowDomainJoin: 'on' },
]
const memberActions = (): Record<string, string>[] => [
  { intent: 'invite', email: address('intruder'), role: 'admin' },
  { intent: 'resend', invitationId: pendingInvitationId },
  { intent: 'revoke', invitationId: pendingInvitationId },
  { intent: 'role', userId, role: 'admin' },
  { intent: 'remove', userId },
]

describe('workspace pages: who may see them', () => {
  it('visitors are sent to log in from every page and every action, and come back afterwards', async () => {
    for (const path of pages) {
      const response = await page(visitor, path)
      expect(response.status, path).toBe(302)
      expect(response.location, path).toBe(`/login?redirect=${encodeURIComponent(path)}`)
      const data = await visitor.get(`${path}.data`)
      expect(data.status, `${path}.data`).not.toBe(200)
      expect(await data.text()).not.toContain(northwind)
    }
    const forms = [...memberActions(), { intent: 'create', name: 'Visitor Co' }, { intent: 'leave' }].map((form) => ['/workspace?index', form] as const)
    for (const [path, form] of [...forms, ...settingsActions().map((form) => ['/workspace/settings', form] as const)]) {
      const response = await visitor.post(path, form)
      expect(response.status, form.intent).toBe(302)
      expect(response.headers.get('location'), form.intent).toMatch(/^\/login\?redirect=%2Fworkspace/)
    }
  })

  it('members of no workspace see how to get one, and get 404 on the Admin sections', async () => {
    for (const member of [free, premium]) {
      const home = await page(member, '/workspace')
      expect(home.status).toBe(200)
      expect(home.html).toContain('Team access with Enterprise')
      expect(home.html).toContain('href="/subscription"')
      expect(home.html).not.toContain('Name your workspace')
      expect(home.html).not.toContain(northwind)
      for (const path of ['/workspace/settings', '/workspace/activity']) {
        const section = await page(member, path)
        expect(section.status, path).toBe(404)
        expect(section.html).toContain('This page is for members of a workspace.')
        expect(section.html).not.toContain(northwind)
      }
    }
  })

  it('a User sees the members but no invitations, and gets Access Denied (403) on Settings and Activity', async () => {
    const home = await page(user, '/workspace')
    expect(home.status).toBe(200)
    expect(home.html).toContain(northwind)
    expect(home.html).toContain(address('admin'))
    expect(home.html).toContain('2 of 10 seats used')
    expect(home.html).not.toContain('Invite a member')
    expect(home.html).not.toContain(address('pending'))
    expect(home.html).not.toContain('name="userId"')
    expect(home.html).toContain('Leave workspace')
    expect(home.html).not.toContain('href="/workspace/settings"')
    for (const path of ['/workspace/settings', '/workspace/activity']) {
      const section = await page(user, path)
      expect(section.status, path).toBe(403)
      expect(section.html).toContain('Access Denied')
      expect(section.html).not.toContain('intruder')
      expect((await user.get(`${path}.data`)).status, `${path}.data`).toBe(403)
    }
  })

  it('the Admin of another workspace sees only their own', async () => {
    for (const path of pages) {
      const response = await page(otherAdmin, path)
      expect(response.status, path).toBe(200)
      expect(response.html).toContain(harbor)
      expect(response.html, path).not.toContain(northwind)
      expect(response.html, path).not.toContain(address('user'))
      expect(response.html, path).not.toContain(address('pending'))
    }
  })

  it('the workspace Admin sees every section, with the seats, the open invitations and the activity', async () => {
    const home = await page(admin, '/workspace')
    expect(home.status).toBe(200)
    expect(home.html).toContain('2 of 10 seats used')
    expect(home.html).toContain('Invite a member')
    expect(home.html).toContain(address('pending'))
    for (const tab of ['href="/workspace/settings"', 'href="/workspace/activity"']) expect(home.html).toContain(tab)
    const settings = await page(admin, '/workspace/settings')
    expect(settings.status).toBe(200)
    expect(settings.html).toContain(`value="${northwind}"`)
    const activity = await page(admin, '/workspace/activity')
    expect(activity.status).toBe(200)
    expect(activity.html).toContain(`Nadia Northwind created the workspace “${northwind}”`)
    expect(activity.html).toContain('Uma User joined as User')
  })

  it('the user menu links to the workspace for its members and Enterprise subscribers only', async () => {
    const menuLink = />Workspace<\/a>/
    for (const member of [admin, user, otherAdmin]) expect((await page(member, '/news')).html).toMatch(menuLink)
    for (const member of [free, premium]) expect((await page(member, '/news')).html).not.toMatch(menuLink)
  })
})

describe('workspace actions: only the right people change anything', () => {
  it('members of no workspace cannot create one without Enterprise, nor act on a workspace', async () => {
    const before = await snapshot()
    for (const member of [free, premium]) {
      const create = await member.post('/workspace?index', { intent: 'create', name: 'Free Riders' })
      expect(create.status).toBe(403)
      expect(await create.text()).toContain('A workspace comes with an Enterprise subscription')
      for (const form of [...memberActions(), { intent: 'leave' }]) {
        const response = await member.post('/workspace?index', form)
        expect(response.status, form.intent).toBe(404)
        expect(await response.text()).toContain('You do not belong to a workspace.')
      }
      for (const form of settingsActions()) expect((await member.post('/workspace/settings', form)).status, form.intent).toBe(404)
      const join = await member.post('/workspace?index', { intent: 'join-domain', workspaceId: '00000000-0000-4000-8000-000000000000' })
      expect(join.status).toBe(403)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('a User gets 403 on every Admin action and cannot create a workspace of their own', async () => {
    const before = await snapshot()
    for (const form of memberActions()) {
      const response = await user.post('/workspace?index', form)
      expect(response.status, form.intent).toBe(403)
      expect(await response.text()).toContain('Only Admins of the workspace can do this.')
    }
    for (const form of settingsActions()) {
      const response = await user.post('/workspace/settings', form)
      expect(response.status, form.intent).toBe(403)
      expect(await response.text()).toContain('Access Denied')
    }
    // Enterprise access through the workspace is not an Enterprise subscription of their own.
    expect((await user.post('/workspace?index', { intent: 'create', name: 'Second one' })).status).toBe(403)
    expect(await snapshot()).toEqual(before)
  })

  it('the Admin of another workspace gets 404 for its members and invitations, and their own changes stay in their workspace', async () => {
    const before = await snapshot()
    for (const form of memberActions().filter((f) => f.intent !== 'invite')) {
      const response = await otherAdmin.post('/workspace?index', form)
      expect(response.status, form.intent).toBe(404)
    }
    const leave = await otherAdmin.post('/workspace?index', { intent: 'leave' })
    expect(leave.status).toBe(409)
    expect(await leave.text()).toContain('The last Admin cannot leave the workspace: make another member an Admin first.')
    // Their invitation, name and domain change Harbor Labs only.
    expect((await otherAdmin.post('/workspace?index', { intent: 'invite', email: address('harbor-guest'), role: 'user' })).status).toBe(200)
    for (const form of settingsActions()) expect((await otherAdmin.post('/workspace/settings', form)).status, form.intent).toBe(200)
    const theirs = await snapshot(otherAdmin)
    expect(theirs).toMatchObject({ name: 'Taken over', domain: 'intruder.example', allowsDomainJoin: true, invitations: [address('harbor-guest')] })
    expect(await snapshot()).toEqual(before)
  })

  it('refused forms keep what was typed and explain why, with 4xx', async () => {
    const before = await snapshot()
    const badEmail = await admin.post('/workspace?index', { intent: 'invite', email: 'not-an-address', role: 'user' })
    expect(badEmail.status).toBe(400)
    const badEmailHtml = await badEmail.text()
    expect(badEmailHtml).toContain('Enter a valid e-mail address.')
    expect(badEmailHtml).toContain('value="not-an-address"')
    const member = await admin.post('/workspace?index', { intent: 'invite', email: address('user'), role: 'user' })
    expect(member.status).toBe(409)
    expect(await member.text()).toContain('This person is already a member of the workspace.')
    const badName = await admin.post('/workspace/settings', { intent: 'rename', name: 'N' })
    expect(badName.status).toBe(400)
    const badNameHtml = await badName.text()
    expect(badNameHtml).toContain('Give the workspace a name of 2 to 80 characters.')
    expect(badNameHtml).toContain('value="N"')
    const badDomain = await admin.post('/workspace/settings', { intent: 'domain', domain: 'not a domain', allowDomainJoin: 'on' })
    expect(badDomain.status).toBe(400)
    const badDomainHtml = await badDomain.text()
    expect(badDomainHtml).toContain('Enter the company domain, such as example.com.')
    expect(badDomainHtml).toContain('value="not a domain"')
    const noDomain = await admin.post('/workspace/settings', { intent: 'domain', domain: '', allowDomainJoin: 'on' })
    expect(noDomain.status).toBe(400)
    expect(await noDomain.text()).toContain('Enter the company domain before letting people join by it.')
    const lastAdmin = await admin.post('/workspace?index', { intent: 'leave' })
    expect(lastAdmin.status).toBe(409)
    expect(await lastAdmin.text()).toContain('The last Admin cannot leave the workspace: make another member an Admin first.')
    const forged = await admin.post('/workspace?index', { intent: 'revoke', invitationId: 'not-a-uuid' })
    expect(forged.status).toBe(400)
    expect(await snapshot()).toEqual(before)
  })

  it('the workspace Admin re-sends, revokes, changes roles, renames and sets the domain', async () => {
    // Re-sending replaces the link: the old one stops working, the new one works.
    const resent = await admin.post('/workspace?index', { intent: 'resend', invitationId: pendingInvitationId })
    expect(resent.status).toBe(200)
    expect(await resent.text()).toContain(`A new invitation link was sent to ${address('pending')}`)
    expect((await page(visitor, `/workspace/join?token=${pendingToken}`)).status).toBe(404)
    pendingToken = invitationToken(address('pending'))
    expect((await page(visitor, `/workspace/join?token=${pendingToken}`)).status).toBe(200)

    await invite(admin, address('revoked'))
    const revokedId = idOf((await page(admin, '/workspace')).html, 'invitationId', `title="${address('revoked')}`)!
    expect((await admin.post('/workspace?index', { intent: 'revoke', invitationId: revokedId })).status).toBe(200)
    expect((await admin.post('/workspace?index', { intent: 'revoke', invitationId: revokedId })).status).toBe(404)
    expect((await snapshot()).invitations).not.toContain(address('revoked'))

    expect((await admin.post('/workspace?index', { intent: 'role', userId, role: 'admin' })).status).toBe(200)
    expect((await snapshot()).members).toContain(`${address('user')}:Admin`)
    expect((await page(user, '/workspace/settings')).status).toBe(200)
    expect((await admin.post('/workspace?index', { intent: 'role', userId, role: 'user' })).status).toBe(200)
    expect((await page(user, '/workspace/settings')).status).toBe(403)

    expect((await admin.post('/workspace/settings', { intent: 'rename', name: 'Northwind Analytics EU' })).status).toBe(200)
    expect((await admin.post('/workspace/settings', { intent: 'rename', name: northwind })).status).toBe(200)
    expect((await admin.post('/workspace/settings', { intent: 'domain', domain: '@Lumen.Example', allowDomainJoin: 'on' })).status).toBe(200)
    expect(await snapshot()).toMatchObject({ name: northwind, domain: 'lumen.example', allowsDomainJoin: true })
    const activity = (await page(admin, '/workspace/activity')).html
    expect(activity).toContain(`Nadia Northwind renamed the workspace from “Northwind Analytics EU” to “${northwind}”`)
    expect(activity).toContain('Nadia Northwind let anyone with a verified address at lumen.example join')
    expect(activity).toContain('Nadia Northwind made Uma User Admin')
    expect(activity).toContain('Nadia Northwind revoked an invitation')
  })
})

describe('invitation links', () => {
  it('show the workspace and the address; visitors register through them and accept', async () => {
    const path = `/workspace/join?token=${pendingToken}`
    const shown = await page(visitor, path)
    expect(shown.status).toBe(200)
    expect(shown.html).toContain(`Join ${northwind}`)
    expect(shown.html).toContain(address('pending'))
    expect(shown.html).toContain(`href="/login?redirect=${encodeURIComponent(path)}"`)
    expect(shown.html).toContain(`href="/register?redirect=${encodeURIComponent(path)}"`)
    expect(shown.html).not.toContain('Accept invitation')

    // Someone signed in with another address: the rule's message, 403, and nothing changes.
    const wrong = await page(free, path)
    expect(wrong.status).toBe(403)
    expect(wrong.html).toContain(`This invitation was sent to ${address('pending')}. Sign in with that address to accept it.`)
    expect(wrong.html).not.toContain('Accept invitation')
    const wrongPost = await free.post(path, { token: pendingToken })
    expect(wrongPost.status).toBe(403)
    expect(await wrongPost.text()).toContain(`This invitation was sent to ${address('pending')}.`)

    const invitee = client()
    expect(await register(invitee, 'Pia Pending', address('pending'), path)).toBe(path)
    const ready = await page(invitee, path)
    expect(ready.status).toBe(200)
    expect(ready.html).toContain('Accept invitation')
    expect(ready.html).not.toContain('name="cancelOwn"')
    const accepted = await invitee.post(path, { token: pendingToken })
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('location')).toBe('/workspace?notice=joined')
    const welcome = (await page(invitee, '/workspace?notice=joined')).html
    expect(welcome).toContain(`Welcome to ${northwind}: you now have Enterprise access as a member.`)
    expect((await snapshot()).members).toContain(`${address('pending')}:User`)

    const used = await page(invitee, path)
    expect(used.status).toBe(404)
    expect(used.html).toContain('This invitation link has expired or has already been used. Ask an Admin of the workspace for a new one.')
    expect((await invitee.post(path, { token: pendingToken })).status).toBe(404)
    expect((await page(visitor, '/workspace/join?token=nonsense')).status).toBe(404)
  })

  it('a member of another workspace is told to leave it first', async () => {
    const token = await invite(admin, address('other'))
    const path = `/workspace/join?token=${token}`
    const shown = await page(otherAdmin, path)
    expect(shown.status).toBe(200)
    expect(shown.html).toContain('You already belong to Taken over. Leave it on your Workspace page before accepting this invitation.')
    expect(shown.html).not.toContain('Accept invitation')
    const refused = await otherAdmin.post(path, { token })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('You already belong to a workspace: leave it before joining another.')
    expect((await snapshot()).members).not.toContain(`${address('other')}:User`)
  })

  it('a member with their own paid plan may end it at the end of its period on accepting', async () => {
    const token = await invite(admin, demoLogins.premium[0])
    const path = `/workspace/join?token=${token}`
    const offer = await page(premium, path)
    expect(offer.status).toBe(200)
    expect(offer.html).toContain('Cancel my own Premium subscription at the end of its period')
    expect(offer.html).toMatch(/name="cancelOwn"[^>]*checked/)
    const accepted = await premium.post(path, { token, cancelOwn: 'on' })
    expect(accepted.headers.get('location')).toBe('/workspace?notice=joinedCanceled')
    const tab = (await page(premium, '/profile?tab=subscription')).html
    expect(tab).toContain('data-cancel-at-period-end="true"')
    expect((await snapshot()).members).toContain(`${demoLogins.premium[0]}:User`)
  })
})

describe('joining by the company domain and leaving', () => {
  it('a member with a verified address at the domain joins; members of another workspace cannot', async () => {
    const offer = (await page(free, '/workspace')).html
    expect(offer).toContain(`Join ${northwind}`)
    const workspaceId = new RegExp(`may join ${northwind} and get[\\s\\S]*?name="workspaceId" value="([0-9a-f-]{36})"`).exec(offer)![1]!
    // Someone whose address is elsewhere (and not verified) is refused.
    const outsider = await user.post('/workspace?index', { intent: 'join-domain', workspaceId })
    expect(outsider.status).toBe(403)
    const joined = await free.post('/workspace?index', { intent: 'join-domain', workspaceId })
    expect(joined.headers.get('location')).toBe('/workspace?notice=joined')
    expect((await snapshot()).members).toContain(`${demoLogins.member[0]}:User`)
    expect((await page(admin, '/workspace/activity')).html).toContain('Felix Free joined as User with their company address')
  })

  it('a User leaves and is back on their own plan; the Admin removes another member', async () => {
    const left = await user.post('/workspace?index', { intent: 'leave' })
    expect(left.status).toBe(302)
    expect(left.headers.get('location')).toBe('/workspace?notice=left')
    expect((await page(user, '/workspace?notice=left')).html).toContain('You left the workspace.')
    const freeId = idOf((await page(admin, '/workspace')).html, 'userId', `data-email="${demoLogins.member[0]}`)!
    expect((await admin.post('/workspace?index', { intent: 'remove', userId: freeId })).status).toBe(200)
    const members = (await snapshot()).members
    expect(members).not.toContain(`${address('user')}:User`)
    expect(members).not.toContain(`${demoLogins.member[0]}:User`)
    expect((await page(free, '/workspace/settings')).status).toBe(404)
  })
})

describe('seats where the plan is sold and billed', () => {
  it('the Enterprise card and the comparison show 10 seats; the billing member sees the seats used', async () => {
    const plans = (await page(visitor, '/subscription')).html
    expect(/data-testid="plan-enterprise"[\s\S]*?data-testid="plan-seats">10 seats</.test(plans)).toBe(true)
    expect(/data-testid="compare-seats"[\s\S]*?10 seats/.test(plans)).toBe(true)
    const seats = (await snapshot()).members.length
    expect((await page(admin, '/profile?tab=subscription')).html).toContain(`Seats: ${seats} / 10`)
    expect((await page(admin, '/subscription')).html).toContain(`Seats: ${seats} / 10`)
    // A member whose Enterprise access comes from the workspace is not billed for it.
    expect((await page(premium, '/profile?tab=subscription')).html).not.toContain('Seats:')
  })
})
