import { beforeAll, expect } from 'vitest'
import { browserUserAgent, demoLogins, HttpClient } from './http-client'
import { serverForFile } from './server-process'
import { smtpServerForFile } from './smtp-server'
import { enterpriseWorkspace, invitationToken, register } from './site-flows'

/** A page as a member gets it: its status, where it redirects and its HTML. */
export const page = async (member: HttpClient, path: string) => {
  const response = await member.get(path)
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The value of a form's hidden `field` that follows `near` on the page. */
export const idOf = (html: string, field: 'userId' | 'invitationId', near: string) =>
  new RegExp(`${escaped(near)}"[\\s\\S]*?name="${field}" value="([^"]+)"`).exec(html)?.[1]

export const northwind = 'Northwind Analytics'
export const harbor = 'Harbor Labs'

/**
 * For one test file: the production server with invitations sent to a local SMTP server (the
 * outbox lists only the newest e-mails, and the daily digest may fill it while the tests run),
 * and the people of the workspace pages: a visitor, members of no workspace (free and premium),
 * Northwind's Admin and a User who joined by invitation, an invitation still open, and the Admin
 * of another workspace, Harbor Labs. All of it is made through the site itself: registration,
 * the test-mode Enterprise checkout, then the forms.
 */
export function workspaceSiteForFile(env: Record<string, string> = {}) {
  const smtp = smtpServerForFile()
  const server = serverForFile(() => ({ RATE_LIMIT_FACTOR: '20', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...env }))
  const client = () => new HttpClient(() => server.url, { 'user-agent': browserUserAgent })
  const stamp = Date.now()
  const address = (name: string) => `ws-${name}-${stamp}@example.com`
  const people = { visitor: client(), free: client(), premium: client(), admin: client(), user: client(), otherAdmin: client() }
  const { admin } = people
  /** Northwind's User and its open invitation; a re-sent invitation has a new token. */
  const fixture = { userId: '', pendingToken: '', pendingInvitationId: '' }

  const invitationTo = (to: string) => invitationToken(smtp.received, to)

  async function invite(by: HttpClient, email: string, role: 'user' | 'admin' = 'user') {
    const response = await by.post('/workspace?index', { intent: 'invite', email, role })
    expect(response.status, `inviting ${email}`).toBe(200)
    return invitationTo(email)
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

  beforeAll(async () => {
    await people.free.login(...demoLogins.member)
    await people.premium.login(...demoLogins.premium)
    await register(admin, 'Nadia Northwind', address('admin'))
    await enterpriseWorkspace(admin, northwind)
    await register(people.otherAdmin, 'Hugo Harbor', address('other'))
    await enterpriseWorkspace(people.otherAdmin, harbor)
    // A User of Northwind, who joined through an invitation.
    await register(people.user, 'Uma User', address('user'))
    const token = await invite(admin, address('user'))
    const accepted = await people.user.post(`/workspace/join?token=${token}`, { token })
    expect(accepted.headers.get('location')).toBe('/workspace?notice=joined')
    // An invitation still open, to an address with no account yet.
    fixture.pendingToken = await invite(admin, address('pending'))
    const members = (await page(admin, '/workspace')).html
    fixture.userId = idOf(members, 'userId', `data-email="${address('user')}`)!
    fixture.pendingInvitationId = idOf(members, 'invitationId', `title="${address('pending')}`)!
    expect(fixture.userId).toBeTruthy()
    expect(fixture.pendingInvitationId).toMatch(/^[0-9a-f-]{36}$/)
  }, 120_000)

  return { ...people, client, address, fixture, invite, invitationTo, snapshot }
}
