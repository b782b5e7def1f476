import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { rateLimitRules } from '../../app/lib/rate-limit.server'
import { demoLogins, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'

/**
 * Endpoints that check a secret (a reset link, an API key, a private feed address, a newsletter
 * link, a workspace invitation) count wrong secrets per client address: past the limit the
 * address is answered 429 with Retry-After, whatever it sends, while the right secret keeps
 * working from elsewhere, and a valid secret used often never counts.
 *
 * The server trusts the loopback proxy, so each test's X-Forwarded-For is its client address.
 */
const smtp = smtpServerForFile()
const server = serverForFile(() => ({
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_FACTOR: '1',
  API_BURST_PER_SECOND: '1000',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
}))

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36'
let nextAddress = 1
/** A browser at a client address of its own (TEST-NET-3), optionally with more headers. */
const browserAt = (headers: Record<string, string> = {}) => {
  const address = `203.0.113.${nextAddress++}`
  return new HttpClient(() => server.url, { 'user-agent': userAgent, 'x-forwarded-for': address, ...headers })
}

const stamp = Date.now()
/** Every secret and e-mail address the tests use, for the check that the log holds none of them. */
const used: string[] = []
const password = 'Orbit!Lamp42'
const newPassword = 'Comet!Lamp77'
const wrongToken = () => randomBytes(24).toString('base64url')

/** The text of the e-mails the SMTP server received for `to`, with quoted-printable undone. */
const mailsTo = (to: string) =>
  smtp.received.filter((message) => message.to === to).map((message) => message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))

async function waitForMail(to: string, count: number) {
  const deadline = Date.now() + 10_000
  while (mailsTo(to).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  return mailsTo(to)
}

const tokenIn = (mail: string | undefined, path: string) => new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_.%-]+)`).exec(mail ?? '')?.[1]

/** Sends `attempt` limit + 1 times: every answer but the last is `usual`, the last is 429 with Retry-After. */
async function expectLimited(limit: number, attempt: () => Promise<Response>, usual: number) {
  const statuses: number[] = []
  let last: Response | undefined
  for (let i = 0; i <= limit; i++) {
    last = await attempt()
    statuses.push(last.status)
  }
  expect(statuses).toEqual([...Array<number>(limit).fill(usual), 429])
  const retryAfter = Number(last!.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  return last!
}

describe('password reset e-mails', () => {
  it('five requests for a member’s address from one address leave the member’s own request from another working', async () => {
    const email = `reset-target-${stamp}@example.com`
    used.push(email)
    const registered = await browserAt().post('/register', { name: 'Rita Reset', email, password, confirmPassword: password, terms: 'on' })
    expect(registered.status).toBe(302)
    const stranger = browserAt()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await stranger.post('/forgot-password', { email })).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const refused = await stranger.post('/forgot-password', { email })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const before = (await waitForMail(email, 0)).filter((mail) => mail.includes('/reset-password?token=')).length

    const owner = browserAt()
    const own = await owner.post('/forgot-password', { email })
    expect(own.status).toBe(200)
    const resets = (await waitForMail(email, before + 1)).filter((mail) => mail.includes('/reset-password?token='))
    expect(resets).toHaveLength(before + 1)
  })
})

describe('POST /reset-password', () => {
  it('refuses an address after too many wrong links, even with a right one, while the right link works from elsewhere', async () => {
    const email = `reset-link-${stamp}@example.com`
    expect((await browserAt().post('/register', { name: 'Lena Link', email, password, confirmPassword: password, terms: 'on' })).status).toBe(302)
    const guesser = browserAt()
    const guess = (token: string) => guesser.post('/reset-password', { token, password: newPassword, confirmPassword: newPassword })
    await expectLimited(rateLimitRules.resetTokenFailures.limit, () => guess(wrongToken()), 400)

    const sent = (await waitForMail(email, 0)).length
    expect((await browserAt().post('/forgot-password', { email })).status).toBe(200)
    const token = tokenIn((await waitForMail(email, sent + 1)).find((mail) => mail.includes('/reset-password?token=')), '/reset-password')
    expect(token).toBeTruthy()
    used.push(email, decodeURIComponent(token!))
    // Over the limit, the right link is refused too, with the reason in the reader's language.
    const french = browserAt({ 'accept-language': 'fr' })
    for (let i = 0; i < rateLimitRules.resetTokenFailures.limit; i++) await french.post('/reset-password', { token: wrongToken(), password: newPassword, confirmPassword: newPassword })
    const refused = await french.post('/reset-password', { token: decodeURIComponent(token!), password: newPassword, confirmPassword: newPassword })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.text()).toContain('Trop de tentatives')

    const owner = browserAt()
    const reset = await owner.post('/reset-password', { token: decodeURIComponent(token!), password: newPassword, confirmPassword: newPassword })
    expect(reset.status).toBe(302)
    expect(reset.headers.get('location')).toBe('/login?reset=1')
    await owner.login(email, newPassword)
  })
})

describe('/api/v1 keys', () => {
  const call = (from: string, key: string) =>
    fetch(`${server.url}/api/v1/categories`, { headers: { 'user-agent': userAgent, 'x-forwarded-for': from, accept: 'application/json', authorization: `Bearer ${key}` } })
  let key: string

  beforeAll(async () => {
    const admin = browserAt()
    await admin.login(...demoLogins.admin)
    const html = await (await admin.post('/workspace/api', { intent: 'create', name: `Limits ${stamp}` })).text()
    key = /data-testid="new-api-key"[^>]*>(lum_[A-Za-z0-9_-]+)</.exec(html)![1]!
    used.push(key)
  })

  it('a valid key used more often than the failure limit keeps working', async () => {
    const from = `198.51.100.${nextAddress++}`
    for (let i = 0; i <= rateLimitRules.apiKeyFailures.limit + 5; i++) expect((await call(from, key)).status).toBe(200)
  })

  it('answers 429 in the API’s JSON shape after too many unknown or revoked keys, even for a valid one', async () => {
    const from = `198.51.100.${nextAddress++}`
    const last = await expectLimited(rateLimitRules.apiKeyFailures.limit, () => call(from, `lum_${randomBytes(30).toString('base64url')}`), 401)
    expect(last.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await last.json()).toEqual({ error: { code: 'too_many_invalid_keys', message: expect.stringContaining('Try again in') } })
    const valid = await call(from, key)
    expect(valid.status).toBe(429)
    expect(valid.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await call(`198.51.100.${nextAddress++}`, key)).status).toBe(200)
  })

  it('counts wrong keys typed into “Try it” on /api against the visitor’s address, not the server’s own, so they lock out only that visitor', async () => {
    // "Try it" forwards a valid key to /api/v1 from the server's own address; wrong ones must
    // never reach it, or enough of them would refuse "Try it" to everyone.
    const tryIt = async (visitor: HttpClient, apiKey: string) => {
      const html = await (await visitor.post('/api', { operationId: 'listCategories', apiKey })).text()
      return { status: /data-testid="try-status"[^>]*>Status (\d+)</.exec(html)?.[1], html }
    }
    const guesser = browserAt()
    for (let i = 0; i < rateLimitRules.apiKeyFailures.limit; i++) expect((await tryIt(guesser, `lum_${randomBytes(30).toString('base64url')}`)).status).toBe('401')
    const refused = await tryIt(guesser, key)
    expect(refused.status).toBe('429')
    expect(refused.html).toContain('too_many_invalid_keys')
    expect(refused.html).toMatch(/Retry-After<\/dt><dd[^>]*>\d+</)

    expect((await tryIt(browserAt(), key)).status, 'another visitor trying a valid key').toBe('200')
    const direct = await fetch(`${server.url}/api/v1/categories`, { headers: { 'user-agent': userAgent, accept: 'application/json', authorization: `Bearer ${key}` } })
    expect(direct.status, 'the server’s own address').toBe(200)
  })
})

describe('private podcast feed addresses', () => {
  let feedPath: string
  const feedGet = (from: string, path: string) => fetch(server.url + path, { headers: { 'user-agent': 'Overcast/3.0 (+http://overcast.fm/)', 'x-forwarded-for': from } })

  beforeAll(async () => {
    const premium = browserAt()
    await premium.login(...demoLogins.premium)
    const profile = await (await premium.get('/profile?tab=subscription')).text()
    feedPath = /(\/podcast-feeds\/[\w-]{32}\/series\/[0-9a-f-]{36}\.xml)/.exec(profile)![1]!
    used.push(feedPath.split('/')[2]!)
  })

  it('a podcast app polling a valid address more often than the failure limit is never slowed, and wrong addresses from elsewhere do not touch it', async () => {
    const app = `198.51.100.${nextAddress++}`
    for (let i = 0; i <= rateLimitRules.feedTokenFailures.limit + 5; i++) expect((await feedGet(app, feedPath)).status).toBe(200)
    const guesser = `198.51.100.${nextAddress++}`
    const wrongPath = () => feedPath.replace(/\/podcast-feeds\/[\w-]{32}\//, `/podcast-feeds/${randomBytes(24).toString('base64url')}/`)
    await expectLimited(rateLimitRules.feedTokenFailures.limit, () => feedGet(guesser, wrongPath()), 404)
    const refused = await feedGet(guesser, feedPath)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.text()).toMatch(/^Too many attempts\./)
    expect((await feedGet(app, feedPath)).status).toBe(200)
  })
})

describe('newsletter links', () => {
  let token: string

  beforeAll(async () => {
    const email = `letters-${stamp}@example.com`
    expect((await browserAt().post('/newsletter', { email })).status).toBe(200)
    token = decodeURIComponent(tokenIn((await waitForMail(email, 1))[0], '/newsletter/confirm')!)
    used.push(email, token)
  })

  const endpoints: [string, (client: HttpClient, token: string) => Promise<Response>, number][] = [
    ['GET /newsletter/confirm', (client, secret) => client.get(`/newsletter/confirm?token=${encodeURIComponent(secret)}`), 200],
    ['GET /newsletter/preferences', (client, secret) => client.get(`/newsletter/preferences?token=${encodeURIComponent(secret)}`), 200],
    ['POST /newsletter/preferences', (client, secret) => client.post('/newsletter/preferences', { token: secret, choice: 'daily_digest' }), 404],
    ['POST /newsletter/unsubscribe', (client, secret) => client.post('/newsletter/unsubscribe', { token: secret, kind: 'breaking_news' }), 200],
  ]

  it.each(endpoints)('%s answers 429 after too many wrong links from one address, even for a right one; the right link works elsewhere', async (_, send, usual) => {
    const guesser = browserAt()
    const last = await expectLimited(rateLimitRules.newsletterTokenFailures.limit, () => send(guesser, wrongToken()), usual)
    const page = await last.text()
    expect(page).toContain('Too many attempts. Please wait')
    expect((await send(guesser, token)).status).toBe(429)
    const reader = await send(browserAt(), token)
    expect(reader.status).toBe(200)
    expect(await reader.text()).not.toContain('Too many attempts')
  })
})

describe('workspace invitation links', () => {
  let token: string
  let admin: HttpClient

  beforeAll(async () => {
    admin = browserAt()
    await admin.login(...demoLogins.admin)
    const email = `invited-${stamp}@example.com`
    expect((await admin.post('/workspace?index', { intent: 'invite', email, role: 'user' })).status).toBe(200)
    token = tokenIn((await waitForMail(email, 1)).find((mail) => mail.includes('invited you')), '/workspace/join')!
    expect(token).toBeTruthy()
    used.push(email, token)
  })

  it('opening: 429 with the page’s card after too many links that do not work, even for a right one; the right link works elsewhere', async () => {
    const guesser = browserAt()
    const last = await expectLimited(rateLimitRules.workspaceJoinFailures.limit, () => guesser.get(`/workspace/join?token=${wrongToken()}`), 404)
    const page = await last.text()
    expect(page).toContain('data-testid="invitation-card"')
    expect(page).toContain('Workspace invitation')
    expect(page).toContain('Too many attempts. Please wait')
    expect((await guesser.get(`/workspace/join?token=${token}`)).status).toBe(429)
    const invitee = await browserAt().get(`/workspace/join?token=${token}`)
    expect(invitee.status).toBe(200)
    expect(await invitee.text()).toContain('Join Lumen Labs')
  })

  it('accepting: each wrong link posted counts once, and the limit answers 429', async () => {
    const member = browserAt()
    await member.login(...demoLogins.member)
    await expectLimited(
      rateLimitRules.workspaceJoinFailures.limit,
      () => {
        const secret = wrongToken()
        return member.post(`/workspace/join?token=${secret}`, { token: secret })
      },
      404,
    )
  })
})

describe('the log', () => {
  it('holds none of the secrets, keys or e-mail addresses the requests above carried', () => {
    expect(used.length).toBeGreaterThanOrEqual(9)
    const log = server.output()
    for (const secret of used) expect(log, secret.slice(0, 6)).not.toContain(secret)
  })
})
