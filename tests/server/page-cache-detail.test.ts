import { beforeAll, describe, expect, it } from 'vitest'
import { demoClients, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

// A long lifetime, so every "not from the cache" below is the cache's decision, not its clock.
// Behind one trusted proxy, readers are told apart by the address it forwards.
const server = serverForFile({ PAGE_CACHE_SECONDS: '60', TRUST_PROXY: '1' })
let admin: HttpClient
let premium: HttpClient
let freePaths: string[]
let premiumPath: string

const isCopy = (response: Response) => response.headers.get('Age') !== null
/**
 * Whether a page came from the copies, read to its end as a browser would: a render's head
 * arrives before its body is written, and the copy is kept only once the body is done.
 */
const isCopyRead = async (response: Promise<Response>) => {
  const done = await response
  await done.arrayBuffer()
  return isCopy(done)
}
const bodyOf = (html: string) => /data-testid="article-body"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? null
const articleLinks = (html: string) => [...new Set([...html.matchAll(/href="(\/news\/[a-z0-9-]+)"/g)].map((m) => m[1]!))]
const meterIds = (client: HttpClient) => (/article-meter=[\d-]+((?:\.[0-9a-f-]{36})*)/.exec(client.cookieHeader)?.[1] ?? '').split('.').filter(Boolean)
/** A visitor with their own browser name, as the view counter tells anonymous readers apart. */
const visitorAs = (name: string, forwardedFor?: string) =>
  new HttpClient(server.url, {
    'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 ${name}`,
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  })

beforeAll(async () => {
  ;({ admin, premium } = await demoClients(server.url, ['admin', 'premium']))
  const lists = await Promise.all(['/news', '/news?page=2', '/news?page=3'].map(async (path) => (await fetch(server.url + path)).text()))
  const premiumCard = /<article(?:(?!<\/article>)[\s\S])*?data-testid="premium-overlay"(?:(?!<\/article>)[\s\S])*?href="(\/news\/[a-z0-9-]+)"/
  premiumPath = lists.map((html) => premiumCard.exec(html)?.[1]).find(Boolean)!
  freePaths = articleLinks(lists.join('')).filter((path) => path !== premiumPath)
  expect(freePaths.length).toBeGreaterThanOrEqual(8)
}, 90_000)

describe('article pages from the page cache', () => {
  it('a copy runs the meter: it counts the read in the visitor cookie, and a walled visitor gets the wall, never the cached body', async () => {
    const [first, ...others] = freePaths
    const opener = visitorAs('opener')
    const rendered = await opener.get(first!)
    const body = bodyOf(await rendered.text())
    expect(body).toBeTruthy()

    const reader = visitorAs('reader')
    const copy = await reader.get(first!)
    expect(isCopy(copy)).toBe(true)
    expect(bodyOf(await copy.text())).toBe(body)
    expect(meterIds(reader)).toHaveLength(1)
    // A copy that sets the reader's cookie is theirs alone; a re-read is shareable again.
    expect(copy.headers.get('Cache-Control')).toBe('no-cache')
    for (const path of others.slice(0, 4)) expect((await reader.get(path)).status).toBe(200)
    expect(meterIds(reader)).toHaveLength(5)

    // The sixth article is in the cache for readers under the limit; this one is walled.
    const sixth = others[4]!
    await (await opener.get(sixth)).arrayBuffer()
    expect(await isCopyRead(visitorAs('third').get(sixth))).toBe(true)
    for (let i = 0; i < 2; i++) {
      const walled = await reader.get(sixth)
      const html = await walled.text()
      expect(html).toContain('data-testid="meter-wall"')
      expect(bodyOf(html)).toBeNull()
    }
    expect(meterIds(reader)).toHaveLength(5)
    // Re-reading an article counted today is still open, from the copy.
    const reread = await reader.get(first!)
    expect(isCopy(reread)).toBe(true)
    expect(reread.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(bodyOf(await reread.text())).toBe(body)
  })

  it('never keeps a premium body: the premium reader always gets a render, visitors the prompt', async () => {
    const html = await (await premium.get(premiumPath)).text()
    const body = bodyOf(html)
    expect(body).toBeTruthy()
    const again = await premium.get(premiumPath)
    expect(isCopy(again)).toBe(false)
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache')
    // Visitors may read the opening (the paywall preview), never the end.
    const lastParagraph = [...body!.matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)![1]!.slice(0, 80)
    for (const agent of ['one', 'two']) {
      const visitorHtml = await (await visitorAs(agent).get(premiumPath)).text()
      expect(visitorHtml).toContain('data-testid="premium-prompt"')
      expect(visitorHtml).not.toContain(lastParagraph)
    }
  })

  it('counts a view once per reader per hour, whether the page was rendered or copied, and an edit shows at once', async () => {
    const title = `Cache and count ${Date.now()}`
    // The editor's form of a published article, as the admin sends it.
    const articleForm = (fields: { intent: string; title: string; slug: string }) => ({
      ...fields, status: 'published', publishedAt: '', excerpt: 'A short note on counting.',
      content: '<p>Counting readers of a cached page.</p>', author: 'Lumen Desk', categoryId: '', featuredImage: '', tags: '',
    })
    const created = await admin.post('/admin/content/articles/new', articleForm({ intent: 'publish', title, slug: '' }))
    expect(created.status).toBe(302)
    const editPath = created.headers.get('location')!.split('?')[0]!
    const path = articleLinks(await (await fetch(server.url + '/news')).text()).find((p) => p.startsWith('/news/cache-and-count'))!

    const first = visitorAs('counting-one')
    expect(await isCopyRead(first.get(path))).toBe(false)
    expect(await isCopyRead(first.get(path))).toBe(true)
    expect(await isCopyRead(visitorAs('counting-two').get(path))).toBe(true)
    // Two more readers with one browser, behind the proxy at two addresses: two more views.
    expect(await isCopyRead(visitorAs('same-browser', '203.0.113.7').get(path))).toBe(true)
    expect(await isCopyRead(visitorAs('same-browser', '198.51.100.23').get(path))).toBe(true)
    const viewsShown = async () => /(\d+) views/.exec((await (await admin.get(path)).text()).replace(/<!-- -->/g, ''))?.[1]
    await expect.poll(viewsShown, { timeout: 15_000, interval: 500 }).toBe('4')

    const renamed = `${title} (revised)`
    const saved = await admin.post(editPath, articleForm({ intent: 'save', title: renamed, slug: path.slice('/news/'.length) }))
    expect(saved.status).toBe(302)
    const after = await visitorAs('counting-one').get(path)
    expect(isCopy(after)).toBe(false)
    expect(await after.text()).toContain(renamed)
  }, 60_000)
})
