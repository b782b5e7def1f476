import { describe, expect, it } from 'vitest'
import { expectPage } from '../support/http-client'
import { harbor, idOf, northwind, page, workspaceSiteForFile } from '../support/workspace-site'

/**
 * Who may see and change what on /workspace, sent as a browser without JavaScript would: a
 * visitor, members of no workspace (free and premium), a User of the workspace, the Admin of
 * another workspace and the workspace's own Admin.
 */
const { visitor, free, premium, admin, user, otherAdmin, address, fixture, invite, invitationTo, snapshot } = workspaceSiteForFile()

const pages = ['/workspace', '/workspace/settings', '/workspace/activity']
const settingsActions = (): Record<string, string>[] => [
  { intent: 'rename', name: 'Taken over' },
  { intent: 'domain', domain: 'intruder.example', allowDomainJoin: 'on' },
]
const memberActions = (): Record<string, string>[] => [
  { intent: 'invite', email: address('intruder'), role: 'admin' },
  { intent: 'resend', invitationId: fixture.pendingInvitationId },
  { intent: 'revoke', invitationId: fixture.pendingInvitationId },
  { intent: 'role', userId: fixture.userId, role: 'admin' },
  { intent: 'remove', userId: fixture.userId },
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
    await expectPage(await admin.post('/workspace?index', { intent: 'invite', email: 'not-an-address', role: 'user' }), 400, ['Enter a valid e-mail address.', 'value="not-an-address"'])
    await expectPage(await admin.post('/workspace?index', { intent: 'invite', email: address('user'), role: 'user' }), 409, ['This person is already a member of the workspace.'])
    await expectPage(await admin.post('/workspace/settings', { intent: 'rename', name: 'N' }), 400, ['Give the workspace a name of 2 to 80 characters.', 'value="N"'])
    const badDomain = { intent: 'domain', domain: 'not a domain', allowDomainJoin: 'on' }
    await expectPage(await admin.post('/workspace/settings', badDomain), 400, ['Enter the company domain, such as example.com.', 'value="not a domain"'])
    const noDomain = { intent: 'domain', domain: '', allowDomainJoin: 'on' }
    await expectPage(await admin.post('/workspace/settings', noDomain), 400, ['Enter the company domain before letting people join by it.'])
    await expectPage(await admin.post('/workspace?index', { intent: 'leave' }), 409, ['The last Admin cannot leave the workspace: make another member an Admin first.'])
    const forged = await admin.post('/workspace?index', { intent: 'revoke', invitationId: 'not-a-uuid' })
    expect(forged.status).toBe(400)
    expect(await snapshot()).toEqual(before)
  })

  it('the workspace Admin re-sends, revokes, changes roles, renames and sets the domain', async () => {
    // Re-sending replaces the link: the old one stops working, the new one works.
    const resent = await admin.post('/workspace?index', { intent: 'resend', invitationId: fixture.pendingInvitationId })
    expect(resent.status).toBe(200)
    expect(await resent.text()).toContain(`A new invitation link was sent to ${address('pending')}`)
    expect((await page(visitor, `/workspace/join?token=${fixture.pendingToken}`)).status).toBe(404)
    fixture.pendingToken = invitationTo(address('pending'))
    expect((await page(visitor, `/workspace/join?token=${fixture.pendingToken}`)).status).toBe(200)

    await invite(admin, address('revoked'))
    const revokedId = idOf((await page(admin, '/workspace')).html, 'invitationId', `title="${address('revoked')}`)!
    expect((await admin.post('/workspace?index', { intent: 'revoke', invitationId: revokedId })).status).toBe(200)
    expect((await admin.post('/workspace?index', { intent: 'revoke', invitationId: revokedId })).status).toBe(404)
    expect((await snapshot()).invitations).not.toContain(address('revoked'))

    expect((await admin.post('/workspace?index', { intent: 'role', userId: fixture.userId, role: 'admin' })).status).toBe(200)
    expect((await snapshot()).members).toContain(`${address('user')}:Admin`)
    expect((await page(user, '/workspace/settings')).status).toBe(200)
    expect((await admin.post('/workspace?index', { intent: 'role', userId: fixture.userId, role: 'user' })).status).toBe(200)
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
