import { beforeAll, describe, expect, it } from 'vitest'
import { demoClientsForFile } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const { visitor, member, premium, admin } = demoClientsForFile(server, ['member', 'premium', 'admin'])
let memberId: string
let premiumId: string
let subscriptionId: string

const userIdIn = (html: string) => /href="\/admin\/users\/([^"?#/]+)"/.exec(html)?.[1]

beforeAll(async () => {
  memberId = userIdIn(await (await admin.get('/admin/users?q=free%40lumen.example')).text())!
  premiumId = userIdIn(await (await admin.get('/admin/users?q=premium%40lumen.example')).text())!
  subscriptionId = /href="\/admin\/subscriptions\/([0-9a-f-]{36})"/.exec(await (await admin.get('/admin/subscriptions')).text())![1]!
}, 90_000)

const pages = () => [
  '/admin/users',
  '/admin/users?q=lumen&tier=premium',
  `/admin/users/${premiumId}`,
  '/admin/subscriptions',
  '/admin/subscriptions?status=active',
  `/admin/subscriptions/${subscriptionId}`,
  '/admin/notifications',
]

const userActions = (): Record<string, string>[] => [
  { intent: 'role', role: 'admin' },
  { intent: 'tier', tier: 'enterprise', acknowledgeSubscription: 'on' },
  { intent: 'suspend' },
  { intent: 'restore' },
  { intent: 'sign-out' },
]
const announcement = { audience: 'all', title: 'Refused announcement', message: 'Nobody should see this.', link: '/news' }

describe('admin users, subscriptions and notifications over HTTP', () => {
  it('the admin sees every page', async () => {
    expect(memberId).toBeTruthy()
    expect(premiumId).toBeTruthy()
    for (const path of pages()) {
      const response = await admin.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-cache')
    }
    const html = await (await admin.get('/admin/subscriptions')).text()
    expect(html).toContain('Total MRR')
    expect(html).toContain('Trials, gifts (paid once), canceled and incomplete subscriptions count 0')
  })

  it('visitors are sent to login from every page and every action', async () => {
    for (const path of pages()) {
      const response = await visitor.get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(`/login?redirect=${encodeURIComponent(path)}`)
      const data = await visitor.get(path.replace(/(\?|$)/, '.data$1'))
      expect(data.status, `${path} data`).not.toBe(200)
      expect(await data.text(), `${path} data`).not.toContain('@lumen.example')
    }
    for (const form of userActions()) {
      const response = await visitor.post(`/admin/users/${premiumId}`, form)
      expect(response.status, form.intent).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/login\?redirect=/)
    }
    const response = await visitor.post('/admin/notifications', announcement)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/login\?redirect=/)
  })

  it('members get Access Denied (403) on every page and every action, including on themselves', async () => {
    for (const path of pages()) {
      const response = await member.get(path)
      expect(response.status, path).toBe(403)
      const html = await response.text()
      expect(html, path).toContain('Access Denied')
      expect(html, path).not.toMatch(/(premium|admin)@lumen\.example/)
      const data = await member.get(path.replace(/(\?|$)/, '.data$1'))
      expect(data.status, `${path} data`).toBe(403)
      // The member's own e-mail is in the root data; nobody else's may be.
      expect(await data.text(), `${path} data`).not.toMatch(/(premium|admin)@lumen\.example/)
    }
    for (const target of [premiumId, memberId]) {
      for (const form of userActions()) {
        const response = await member.post(`/admin/users/${target}`, form)
        expect(response.status, `${form.intent} on ${target}`).toBe(403)
      }
    }
    expect((await member.post('/admin/notifications', announcement)).status).toBe(403)
  })

  it('nothing changed: roles, tiers, access, sessions and bells are as before', async () => {
    for (const [id, tier] of [[premiumId, 'Premium'], [memberId, 'Free']] as const) {
      const html = await (await admin.get(`/admin/users/${id}`)).text()
      const badges = /data-testid="user-badges">([\s\S]*?)<\/div>/.exec(html)![1]!
      expect(badges.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean)).toEqual(['Member', tier, 'Active'])
      expect(html).toContain('No admin changes yet.')
    }
    // Both members are still signed in (no sign-out or suspension took effect).
    expect((await premium.get('/profile')).status).toBe(200)
    expect((await member.get('/profile')).status).toBe(200)
    expect(await (await member.get('/')).text()).not.toContain('Refused announcement')
    expect(await (await admin.get('/admin/notifications')).text()).toContain('No announcements yet.')
    // And the free member did not become an admin.
    expect((await member.get('/admin/users')).status).toBe(403)
  })

  it('refuses requests from another site even for the admin', async () => {
    const response = await admin.post(`/admin/users/${memberId}`, { intent: 'role', role: 'admin' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect((await member.get('/admin/users')).status).toBe(403)
  })
})
