import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { requestPasswordReset, resetMailboxRule } from '../../app/accounts/auth-calls.server'
import { parseConfig, setConfig } from '../../app/config.server'
import { getDb } from '../../app/db/client.server'
import { emails, rateLimits } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { rateLimitRules } from '../../app/lib/rate-limit.server'
import { openTestDb } from '../support/test-db'

await openTestDb()
// The limits as written, whatever factor the environment sets for load tests.
setConfig(parseConfig({ ...process.env, RATE_LIMIT_FACTOR: '1' }))
afterAll(() => setConfig(undefined))

const ask = (email: string, clientIp: string) => requestPasswordReset(getDb(), { email, clientIp })
const resetMails = async (to: string) => getDb().select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, 'password-reset')))
const address = (name: string) => `${name}-${uniqueSuffix()}`

describe('password-reset e-mail limits', () => {
  it('a stranger asking for a member’s resets from one address does not stop the member’s own from another', async () => {
    const member = await createUser(getDb())
    const stranger = address('203.0.113.9')
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await ask(member.email, stranger))
    expect(answers.map((answer) => (answer.ok ? 200 : answer.status))).toEqual([200, 200, 200, 429, 429])
    expect(answers[3]).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/), retryAfterSeconds: expect.any(Number) })
    const before = (await resetMails(member.email)).length
    expect(before).toBe(rateLimitRules.resetTarget.limit)

    // The member's own request, from their own address, is answered and its e-mail is sent.
    expect(await ask(member.email.toUpperCase(), address('198.51.100.20'))).toMatchObject({ ok: true })
    expect(await resetMails(member.email)).toHaveLength(before + 1)
  })

  it('one address keeps its overall limit across targets', async () => {
    const client = address('203.0.113.10')
    const statuses = []
    for (let i = 0; i < rateLimitRules.reset.limit + 1; i++) {
      const answer = await ask(`someone-${i}-${uniqueSuffix()}@example.com`, client)
      statuses.push(answer.ok ? 200 : answer.status)
    }
    expect(statuses).toEqual([...Array(rateLimitRules.reset.limit).fill(200), 429])
  })

  it('many addresses together reach a much higher cap per target, and are told plainly that nothing was sent', async () => {
    const member = await createUser(getDb())
    const perAddress = rateLimitRules.resetTarget.limit
    expect(resetMailboxRule.limit).toBeGreaterThanOrEqual(5 * perAddress)
    const addresses = Array.from({ length: Math.ceil(resetMailboxRule.limit / perAddress) }, (_, i) => address(`192.0.2.${i}`))
    for (const client of addresses) for (let i = 0; i < perAddress; i++) await ask(member.email, client)
    expect(await resetMails(member.email)).toHaveLength(resetMailboxRule.limit)

    const refused = await ask(member.email, address('192.0.2.200'))
    expect(refused).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) })
    expect(!refused.ok && refused.message).toMatch(/^Too many reset e-mails were requested for this address, so none was sent this time\. Please try again in \d+ minutes?\.$/)
    expect(await resetMails(member.email)).toHaveLength(resetMailboxRule.limit)
    // The same answer for an address with no account: it tells nothing about who has one.
    const nobody = `nobody-${uniqueSuffix()}@example.com`
    for (const client of addresses.map((_, i) => address(`192.0.2.${100 + i}`))) for (let i = 0; i < perAddress; i++) await ask(nobody, client)
    // Only the wait may differ: this window opened a little later than the member's.
    const withoutWait = (message: string) => message.replace(/\d+ minutes?/, 'N minutes')
    const refusedNobody = await ask(nobody, address('192.0.2.201'))
    expect(refusedNobody).toMatchObject({ ok: false, status: 429 })
    expect(!refusedNobody.ok && withoutWait(refusedNobody.message)).toBe(!refused.ok && withoutWait(refused.message))
  })

  it('keeps no e-mail address in the limit keys', async () => {
    const member = await createUser(getDb())
    await ask(member.email, address('203.0.113.11'))
    const keys = (await getDb().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
    expect(keys.some((key) => key.startsWith('reset:target:'))).toBe(true)
    expect(keys.filter((key) => key.includes('@'))).toEqual([])
  })
})
