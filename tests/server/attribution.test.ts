import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { startServer, type RunningServer } from '../support/server-process'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 90_000)
afterAll(() => server.child.kill('SIGTERM'))

const cookieNames = (response: Response) => response.headers.getSetCookie().map((header) => header.split('=')[0]!.trim()).sort()
let registered = 0
async function register(attribution: string | null, path = '/register') {
  const client = new HttpClient(server.url)
  const email = `attribution-${Date.now()}-${++registered}@example.com`
  const form: Record<string, string> = { name: 'Attributed Reader', email, password: 'Orbit!Lamp42', confirmPassword: 'Orbit!Lamp42', terms: 'on' }
  if (attribution) form.attribution = attribution
  const response = await client.post(path, form)
  expect(response.status).toBe(302)
  return response
}

describe('attribution on a running site', () => {
  it('sets no cookie of its own: a tagged landing from a search engine gets none, and signing up sets the same cookies with or without a visit', async () => {
    const visitor = new HttpClient(server.url, { Referer: 'https://www.google.com/' })
    for (const path of ['/?utm_source=partner&utm_medium=cpc&utm_campaign=launch', '/education', '/subscription?ref=newsletter']) {
      const landing = await visitor.get(path)
      expect(landing.status).toBe(200)
      expect(landing.headers.getSetCookie()).toEqual([])
    }
    const admin = new HttpClient(server.url)
    await admin.login('admin@lumen.example', 'LumenAdmin!2026')
    const figure = async (testId: string) => Number(new RegExp(`data-testid="${testId}"[^>]*>(\\d+)<`).exec(await (await admin.get('/admin/analytics?days=7')).text())![1])
    const before = { newsletter: await figure('signups-newsletter'), direct: await figure('signups-direct') }
    const plain = await register(null)
    const news = (await (await new HttpClient(server.url).get('/news')).text()).match(/href="(\/news\/[a-z0-9-]+)"/)![1]!
    const visit = JSON.stringify({ landing: `${news}?ref=newsletter`, referrer: null, content: news })
    const attributed = await register(visit, `/register?redirect=${encodeURIComponent(news)}`)
    expect(cookieNames(attributed)).toEqual(cookieNames(plain))

    // The visit's newsletter signup and the plain one (direct) are each counted once.
    expect({ newsletter: await figure('signups-newsletter'), direct: await figure('signups-direct') }).toEqual({ newsletter: before.newsletter + 1, direct: before.direct + 1 })
    expect(await (await admin.get('/admin/analytics?days=7')).text()).toContain(`href="${news}"`)
  })
})
