import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins, HttpClient } from '../support/http-client'
import { browser, call, createKeyThroughPage, errorShape, keyIdOf, type ApiAnswer } from '../support/public-api'
import { startServer, type RunningServer } from '../support/server-process'
import { instancesDatabaseUrl, instancesOnPostgresForFile } from '../support/postgres-instances'
import { enterpriseWorkspace, register } from '../support/site-flows'

/**
 * The limits of the Enterprise API (/api/v1) that need servers of their own: the per-key burst
 * limit, and the monthly quota and revoked keys across two instances sharing one database.
 */

describe('the per-key burst limit', () => {
  let burstServer: RunningServer
  beforeAll(async () => {
    burstServer = await startServer({ RATE_LIMIT_FACTOR: '20', API_BURST_PER_SECOND: '3' })
  }, 90_000)
  afterAll(() => {
    burstServer?.child.kill('SIGTERM')
  })

  it('refuses what one key sends beyond 3 requests a second with 429 burst_limit and Retry-After, without using quota', async () => {
    const owner = new HttpClient(burstServer.url, browser)
    await owner.login(...demoLogins.admin)
    const { key: burstKey } = await createKeyThroughPage(owner, 'Burst test')
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(burstServer.url, '/categories', { key: burstKey })))
    const ok = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(ok.length + refused.length).toBe(10)
    // Ten requests at once land in one second, or at most two.
    expect(ok.length).toBeGreaterThanOrEqual(3)
    expect(ok.length).toBeLessThanOrEqual(6)
    expect(refused.length).toBeGreaterThanOrEqual(4)
    for (const answer of refused) {
      expect(answer.json()).toEqual(errorShape('burst_limit'))
      expect(answer.headers.get('retry-after')).toBe('1')
    }
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = await call(burstServer.url, '/categories', { key: burstKey })
    expect(after.status).toBe(200)
    expect(Number(after.headers.get('ratelimit-remaining')), 'refused bursts are not counted').toBe(10_000 - ok.length - 1)
  }, 60_000)
})

// Two instances share one quota only through one database: PGlite is a single process's
// embedded database, so this runs on PostgreSQL (TEST_DATABASE_URL) and is skipped without it.
describe.skipIf(!instancesDatabaseUrl)('keys and the monthly quota across two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const { instances } = instancesOnPostgresForFile('api_quota', 2, { API_BURST_PER_SECOND: '100000', RATE_LIMIT_FACTOR: '50' })

  let owner: HttpClient
  let quotaKey: string

  it('refuses a key revoked on one instance on the very next request to the other', async () => {
    const [first, second] = instances as [RunningServer, RunningServer]
    // An Enterprise subscriber on the first instance; the keys are made on the second (sessions live in the database).
    let instance = first.url
    owner = new HttpClient(() => instance, browser)
    await register(owner, 'Quinn Quota', `quota-${Date.now()}@example.com`)
    await enterpriseWorkspace(owner, 'Quota Labs')
    instance = second.url
    quotaKey = (await createKeyThroughPage(owner, 'Quota test')).key

    const doomed = await createKeyThroughPage(owner, 'Revoked on the second')
    // Both instances have checked the key (and could have kept it), then the second revokes it.
    expect((await call(first.url, '/categories', { key: doomed.key })).status).toBe(200)
    expect((await call(second.url, '/categories', { key: doomed.key })).status).toBe(200)
    const keyId = keyIdOf(doomed.html, doomed.key.slice(0, 12))
    expect((await owner.post('/workspace/api', { intent: 'revoke', keyId: keyId! })).status).toBe(200)
    const refused = await call(first.url, '/categories', { key: doomed.key })
    expect(refused.status).toBe(401)
    expect(refused.json()).toEqual(errorShape('invalid_key'))
    expect((await call(second.url, '/categories', { key: doomed.key })).status).toBe(401)
  }, 60_000)

  it('lets exactly 10,000 of 10,050 requests from 50 clients through, and refuses 50 with 429, Retry-After and the JSON error', async () => {
    const [first, second] = instances as [RunningServer, RunningServer]
    const total = 10_050
    // The 2 requests of the revocation test above were the workspace's too.
    const quota = 10_000 - 2
    // 50 clients, each sending its share in turn, half of them to each instance.
    let next = 0
    const answers: ApiAnswer[] = []
    await Promise.all(
      Array.from({ length: 50 }, async (_, client) => {
        const base = (client % 2 === 0 ? first : second).url
        while (next < total - 2) {
          next++
          answers.push(await call(base, '/categories', { key: quotaKey }))
        }
      }),
    )
    expect(answers).toHaveLength(total - 2)
    const ok = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(ok).toHaveLength(quota)
    expect(refused).toHaveLength(total - 10_000)
    // Each request let through took its own place in the count: remaining down to 0, once each.
    expect(ok.map((answer) => Number(answer.headers.get('ratelimit-remaining'))).sort((a, b) => a - b)).toEqual(Array.from({ length: quota }, (_, index) => index))
    for (const answer of refused) {
      expect(answer.json()).toEqual(errorShape('quota_exceeded'))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(answer.headers.get('ratelimit-remaining')).toBe('0')
    }
    const usage = (await (await owner.get('/workspace/api')).text()).replaceAll('<!-- -->', '')
    expect(usage).toContain('10,000 of 10,000 requests')
  }, 300_000)
})
