import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpClient, postMultipart } from '../support/http-client'
import { call, createKeyThroughPage } from '../support/public-api'
import { enterpriseWorkspace, register } from '../support/site-flows'
import { startCluster, type Cluster } from './cluster-setup'

/**
 * The site as an operator runs it past one machine (docs/deploy.md): three instances on one
 * PostgreSQL, uploads in an S3 bucket, behind nginx with the deployment's configuration.
 * Figures are printed as `cluster:` lines for the record.
 */

const databaseUrl = process.env.TEST_DATABASE_URL
const figures: Record<string, string | number> = {}
const record = (name: string, value: string | number) => {
  figures[name] = value
  console.log(`cluster: ${name} = ${value}`)
}
const quota = 60

let cluster: Cluster
let admin: HttpClient
const direct = (n: number) => cluster.instances[n]!.url
const client = (base: () => string) => new HttpClient(base)

const article = (title: string, slug: string, intent: string) => ({
  title, slug, status: 'draft', publishedAt: '', excerpt: 'What the cluster saw.', content: '<p>Three instances, one site.</p>', categoryId: '', featuredImage: '', tags: '', intent,
})

async function until<T>(check: () => Promise<T | false>, limitMs: number) {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    const value = await check()
    if (value !== false) return { value, ms: performance.now() - started }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { value: false as const, ms: Infinity }
}

async function member(base: () => string, label: string) {
  const made = client(base)
  const email = `${label.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await register(made, label, email)
  return { client: made, email }
}

describe.skipIf(!databaseUrl)('three instances behind nginx on one PostgreSQL and one bucket', () => {
  beforeAll(async () => {
    cluster = await startCluster({
      databaseUrl: databaseUrl!,
      env: { RATE_LIMIT_FACTOR: '1000', PAGE_CACHE_SECONDS: '60', API_MONTHLY_QUOTA: String(quota), API_BURST_PER_SECOND: '100000', BILLING_JOB_INTERVAL_SECONDS: '0' },
    })
    const made = await member(() => cluster.url, 'Cluster Admin')
    await cluster.sql('update users set role = $1 where email = $2', ['admin', made.email])
    admin = made.client
  }, 240_000)
  afterAll(async () => {
    console.log(`cluster figures: ${JSON.stringify(figures)}`)
    await cluster?.stop()
  }, 60_000)

  it('one session works on every instance', async () => {
    for (let n = 0; n < 3; n++) expect((await admin.at(direct(n)).get('/admin/content')).status).toBe(200)
  })

  it('an upload made through instance A is served by B and C, with byte ranges', async () => {
    const onA = admin.at(direct(0))
    const mp3 = new Uint8Array(8192)
    mp3.set([0x49, 0x44, 0x33, 0x04, 0x00, 0x00])
    mp3[8191] = 0x42
    const sent = await postMultipart(onA, '/admin/content/uploads', { kind: 'audio' }, { field: 'file', name: 'cluster.mp3', type: 'audio/mpeg', bytes: mp3 })
    expect(sent.status).toBe(201)
    const { url } = (await sent.json()) as { url: string }
    for (const n of [1, 2]) {
      const whole = await fetch(direct(n) + url)
      expect(whole.status).toBe(200)
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(mp3)
      const part = await fetch(direct(n) + url, { headers: { Range: 'bytes=8190-' } })
      expect(part.status).toBe(206)
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(mp3.slice(8190))
    }
  })

  it('an edit on A is visible on B and C within a second, though their copies are kept a minute', async () => {
    const onA = admin.at(direct(0))
    const slug = `cluster-edit-${Date.now()}`
    const created = await onA.post('/admin/content/articles/new', article('Three instances agree', slug, 'publish'))
    expect(created.status).toBe(302)
    const editor = created.headers.get('location')!.split('?')[0]!
    const readers = [client(() => direct(1)), client(() => direct(2))]
    for (const reader of readers) {
      expect(await (await reader.get(`/news/${slug}`)).text()).toContain('Three instances agree')
      expect(await (await reader.get(`/news/${slug}`)).text()).toContain('Three instances agree')
    }
    const version = /name="version" value="([^"]+)"/.exec(await (await onA.get(editor)).text())![1]!
    expect((await onA.post(editor, { ...article('Three instances agree at once', slug, 'publish'), version })).status).toBe(302)
    const seen = await Promise.all(readers.map((reader) => until(async () => (await (await reader.get(`/news/${slug}`)).text()).includes('agree at once'), 3_000)))
    const slowest = Math.max(...seen.map((s) => s.ms))
    record('purge_reaches_every_instance_ms', Math.round(slowest))
    expect(slowest).toBeLessThan(1_000)
  })

  it('a notification caused on A reaches a browser connected through C', async () => {
    const reader = await member(() => direct(2), 'Cluster Reader')
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    try {
      const context = await browser.newContext()
      const [name, value] = reader.client.cookieHeader.split('; ').map((pair) => pair.split('=')).find(([cookie]) => /session/.test(cookie!))!
      await context.addCookies([{ name: name!, value: value!, url: direct(2) }, { name: 'cookie-consent', value: 'necessary', url: direct(2) }])
      const page = await context.newPage()
      const stream = page.waitForResponse((response) => response.url().endsWith('/notifications/stream'))
      await page.goto(`${direct(2)}/news`)
      expect((await stream).status()).toBe(200)
      const title = `Cluster announcement ${Date.now()}`
      const started = performance.now()
      const sent = await admin.at(direct(0)).post('/admin/notifications', { audience: 'all', title, message: 'Sent through instance A.', link: '' })
      expect(sent.status).toBe(302)
      await page.getByTestId('notifications').locator('summary').click()
      await page.getByText(title).waitFor({ timeout: 5_000 })
      record('notification_to_browser_ms', Math.round(performance.now() - started))
    } finally {
      await browser.close()
    }
  }, 60_000)

  it('likes and the API quota are exact across the three', async () => {
    const slug = `cluster-likes-${Date.now()}`
    const onA = admin.at(direct(0))
    expect((await onA.post('/admin/content/articles/new', article('Liked on every instance', slug, 'publish'))).status).toBe(302)
    const likers = await Promise.all(Array.from({ length: 9 }, (_, n) => member(() => direct(n % 3), `Liker ${n}`)))
    // Each likes it twice at once, through two instances: a like is set, not counted twice.
    await Promise.all(likers.flatMap((liker, n) => [n, n + 1].map((i) => liker.client.at(direct(i % 3)).post(`/news/${slug}`, { intent: 'like', isOn: 'true' }))))
    const [{ likes }] = (await cluster.sql('select likes from articles where slug = $1', [slug])).rows as [{ likes: number }]
    expect(likes).toBe(9)

    const owner = await member(() => cluster.url, 'Quota Owner')
    await enterpriseWorkspace(owner.client, 'Cluster Labs')
    const { key } = await createKeyThroughPage(owner.client, 'Cluster key')
    const answers = await Promise.all(Array.from({ length: quota + 30 }, (_, n) => call(n % 2 ? cluster.url : direct(n % 3), '/categories', { key })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(quota)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30)
  }, 120_000)

  it('stopping one instance under load loses no read (nginx retries) and no acknowledged write', async () => {
    const slug = `cluster-load-${Date.now()}`
    const onA = admin.at(direct(0))
    expect((await onA.post('/admin/content/articles/new', article('Under load', slug, 'publish'))).status).toBe(302)
    const writer = await member(() => cluster.url, 'Load Writer')
    let running = true
    const reads = { ok: 0, failed: 0 }
    const writes = { acknowledged: [] as string[], refused: 0 }
    const readLoop = async () => {
      while (running) {
        const response = await fetch(`${cluster.url}/news/${slug}`).catch(() => null)
        if (response?.status === 200) reads.ok++
        else reads.failed++
        await response?.arrayBuffer()
      }
    }
    let n = 0
    const writeLoop = async () => {
      while (running) {
        const content = `Load comment ${slug} #${n++}`
        const response = await writer.client.post(`/news/${slug}`, { intent: 'comment', content }).catch(() => null)
        if (response && response.status < 400) writes.acknowledged.push(content)
        else writes.refused++
      }
    }
    const loops = [readLoop(), readLoop(), readLoop(), readLoop(), writeLoop(), writeLoop()]
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const stopped = cluster.instances[1]!
    stopped.child.kill('SIGTERM')
    expect(await stopped.exited).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    running = false
    await Promise.all(loops)
    const stored = (await cluster.sql('select content from comments where content like $1', [`Load comment ${slug} #%`])).rows.map((row: { content: string }) => row.content)
    const lost = writes.acknowledged.filter((content) => !stored.includes(content))
    record('reads_during_stop', reads.ok + reads.failed)
    record('reads_lost_during_stop', reads.failed)
    record('writes_acknowledged_during_stop', writes.acknowledged.length)
    record('acknowledged_writes_lost', lost.length)
    record('writes_refused_during_stop', writes.refused)
    expect(reads.ok).toBeGreaterThan(50)
    expect(reads.failed).toBe(0)
    expect(writes.acknowledged.length).toBeGreaterThan(5)
    expect(lost).toEqual([])
  }, 60_000)

  it('a scheduled job runs once per slot, whichever instances are up', async () => {
    // The newsletter schedule runs every minute; each minute's run is one job across the instances.
    const ran = await until(async () => {
      const { rows } = await cluster.sql(`select date_trunc('minute', created_on) as slot, count(*)::int as runs from pgboss.job where name = 'newsletter-schedule' group by 1`)
      return rows.length > 0 ? (rows as { runs: number }[]) : false
    }, 90_000)
    expect(ran.value).not.toBe(false)
    const runs = (ran.value as { runs: number }[]).map((row) => row.runs)
    record('scheduled_runs_per_slot', runs.join(','))
    expect(runs.every((count) => count === 1)).toBe(true)
  }, 120_000)
})
