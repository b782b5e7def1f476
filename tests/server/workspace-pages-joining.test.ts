import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDnsServer } from '../support/dns-server'
import { demoLogins } from '../support/http-client'
import { register } from '../support/site-flows'
import { harbor, idOf, northwind, page, workspaceSiteForFile } from '../support/workspace-site'

/**
 * Joining a workspace and leaving it, as a browser without JavaScript would: through an
 * invitation link, by the company domain, and the seats this leaves on the plan.
 */
const dns = await startDnsServer()
const { visitor, free, premium, admin, user, otherAdmin, client, address, fixture, invite, snapshot } = workspaceSiteForFile({ DNS_RESOLVER: dns.address })
afterAll(() => dns.close())

// Northwind lets members with a verified address at the demo accounts' domain join by it, once
// its TXT record proves the domain.
beforeAll(async () => {
  expect((await admin.post('/workspace/settings', { intent: 'domain', domain: 'lumen.example', allowDomainJoin: 'on' })).status).toBe(200)
  const settings = (await page(admin, '/workspace/settings')).html
  expect(settings).toContain('data-verified="false"')
  const record = { name: /data-testid="record-name">([^<]+)</.exec(settings)![1]!, value: /data-testid="record-value">([^<]+)</.exec(settings)![1]! }
  expect(record.name).toBe('_lumen-verification.lumen.example')
  // Before the record exists, Verify says what to add; nobody can join by the domain yet.
  const early = await admin.post('/workspace/settings', { intent: 'verify-domain' })
  expect(early.status).toBe(400)
  expect(await early.text()).toContain('The TXT record was not found yet.')
  expect((await page(free, '/workspace')).html).not.toContain(`Join ${northwind}`)
  dns.records.set(record.name, [record.value])
  const verified = await admin.post('/workspace/settings', { intent: 'verify-domain' })
  expect(verified.status).toBe(200)
  expect(await verified.text()).toContain('The domain is verified.')
})

describe('invitation links', () => {
  it('show the workspace and the address; visitors register through them and accept', async () => {
    const path = `/workspace/join?token=${fixture.pendingToken}`
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
    const wrongPost = await free.post(path, { token: fixture.pendingToken })
    expect(wrongPost.status).toBe(403)
    expect(await wrongPost.text()).toContain(`This invitation was sent to ${address('pending')}.`)

    const invitee = client()
    expect(await register(invitee, 'Pia Pending', address('pending'), path)).toBe(path)
    const ready = await page(invitee, path)
    expect(ready.status).toBe(200)
    expect(ready.html).toContain('Accept invitation')
    expect(ready.html).not.toContain('name="cancelOwn"')
    const accepted = await invitee.post(path, { token: fixture.pendingToken })
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('location')).toBe('/workspace?notice=joined')
    const welcome = (await page(invitee, '/workspace?notice=joined')).html
    expect(welcome).toContain(`Welcome to ${northwind}: you now have Enterprise access as a member.`)
    expect((await snapshot()).members).toContain(`${address('pending')}:User`)

    const used = await page(invitee, path)
    expect(used.status).toBe(404)
    expect(used.html).toContain('This invitation link has expired or has already been used. Ask an Admin of the workspace for a new one.')
    expect((await invitee.post(path, { token: fixture.pendingToken })).status).toBe(404)
    expect((await page(visitor, '/workspace/join?token=nonsense')).status).toBe(404)
  })

  it('a member of another workspace is told to leave it first', async () => {
    const token = await invite(admin, address('other'))
    const path = `/workspace/join?token=${token}`
    const shown = await page(otherAdmin, path)
    expect(shown.status).toBe(200)
    expect(shown.html).toContain(`You already belong to ${harbor}. Leave it on your Workspace page before accepting this invitation.`)
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
  it('the Enterprise card says its price is for 10 seats and the comparison shows 10 seats; the billing member sees the seats used', async () => {
    const plans = (await page(visitor, '/subscription')).html
    expect(/data-testid="plan-enterprise"[\s\S]*?data-testid="plan-seats">One price for 10 seats</.test(plans)).toBe(true)
    expect(/data-testid="compare-seats"[\s\S]*?10 seats/.test(plans)).toBe(true)
    const seats = (await snapshot()).members.length
    expect((await page(admin, '/profile?tab=subscription')).html).toContain(`Seats: ${seats} / 10`)
    expect((await page(admin, '/subscription')).html).toContain(`Seats: ${seats} / 10`)
    // A member whose Enterprise access comes from the workspace is not billed for it.
    expect((await page(premium, '/profile?tab=subscription')).html).not.toContain('Seats:')
  })
})
