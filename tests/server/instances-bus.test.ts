import { describe, expect, it } from 'vitest'
import { openEventStream } from '../support/event-stream'
import { HttpClient } from '../support/http-client'
import { instancesDatabaseUrl, instancesOnPostgresForFile } from '../support/postgres-instances'
import { browser, call, createKeyThroughPage } from '../support/public-api'
import { enterpriseWorkspace, register } from '../support/site-flows'

const article = (title: string, slug: string, intent: string) => ({
  title, slug, status: 'draft', publishedAt: '', excerpt: 'What changed on the floor.', content: '<p>The line now stops itself.</p>', categoryId: '', featuredImage: '', tags: '', intent,
})

/** Polls `path` on an instance until its page holds `text`; gives how long that took, in ms. */
async function timeUntilShown(client: HttpClient, path: string, text: string, limitMs = 5_000) {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    if ((await (await client.get(path)).text()).includes(text)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Infinity
}

// Instances share a bus only through one PostgreSQL (LISTEN/NOTIFY): skipped without TEST_DATABASE_URL.
describe.skipIf(!instancesDatabaseUrl)('one bus across instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  // Copies are kept a minute: only the bus can explain a change seen sooner.
  const { instances, sql } = instancesOnPostgresForFile('bus', 2, { PAGE_CACHE_SECONDS: '60', RATE_LIMIT_FACTOR: '100', API_BURST_PER_SECOND: '3' })
  const on = (n: number) => () => instances[n]!.url

  it('an edit on one instance empties the page copies of the other within a second', async () => {
    const admin = new HttpClient(on(0))
    const email = `bus-admin-${Date.now()}@example.com`
    await register(admin, 'Bea Bus', email)
    await sql('update users set role = $1 where email = $2', ['admin', email])
    const slug = `line-stops-${Date.now()}`
    const created = await admin.post('/admin/content/articles/new', article('The line stops itself', slug, 'publish'))
    expect(created.status).toBe(302)
    const editor = created.headers.get('location')!.split('?')[0]!

    const reader = new HttpClient(on(1))
    expect(await (await reader.get(`/news/${slug}`)).text()).toContain('The line stops itself')
    // The second look is the instance's copy.
    expect(await (await reader.get(`/news/${slug}`)).text()).toContain('The line stops itself')

    const version = /name="version" value="([^"]+)"/.exec(await (await admin.get(editor)).text())![1]!
    const edited = await admin.post(editor, { ...article('The line stops itself, and restarts', slug, 'publish'), version })
    expect(edited.status).toBe(302)
    const purgeMs = await timeUntilShown(reader, `/news/${slug}`, 'The line stops itself, and restarts')
    console.log(`page-cache purge reached the other instance in ${purgeMs.toFixed(0)} ms`)
    expect(purgeMs).toBeLessThan(1_000)
  }, 60_000)

  it('a notification caused on one instance reaches a member’s stream on the other', async () => {
    const admin = new HttpClient(on(0))
    const email = `bus-announcer-${Date.now()}@example.com`
    await register(admin, 'Ari Announcer', email)
    await sql('update users set role = $1 where email = $2', ['admin', email])
    const member = new HttpClient(on(1))
    await register(member, 'Mo Member', `bus-member-${Date.now()}@example.com`)
    const live = await openEventStream(member, `${instances[1]!.url}/notifications/stream`)
    expect(live.response.status).toBe(200)
    const title = `Across instances ${Date.now()}`
    const started = performance.now()
    expect((await admin.post('/admin/notifications', { audience: 'all', title, message: 'Sent on the first instance.', link: '' })).status).toBe(302)
    const event = await live.next(5_000)
    const latencyMs = performance.now() - started
    console.log(`notification reached a stream on the other instance ${latencyMs.toFixed(0)} ms after the request began`)
    expect((JSON.parse(event!.data) as { items: { title: string }[] }).items[0]!.title).toBe(title)
    live.close()
  }, 60_000)

  it('one key’s burst limit holds across the instances', async () => {
    const owner = new HttpClient(on(0), browser)
    await register(owner, 'Bo Burst', `bus-burst-${Date.now()}@example.com`)
    await enterpriseWorkspace(owner, 'Burst Labs')
    const { key } = await createKeyThroughPage(owner, 'Burst across instances')
    // Ten requests at once, half through each instance, land in one second or at most two.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => call(instances[n % 2]!.url, '/categories', { key })))
    const ok = answers.filter((answer) => answer.status === 200).length
    expect(ok).toBeGreaterThanOrEqual(3)
    expect(ok).toBeLessThanOrEqual(6)
    expect(answers.filter((answer) => answer.status === 429).length).toBe(10 - ok)
  }, 60_000)
})
