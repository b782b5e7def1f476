import { beforeAll, describe, expect, it } from 'vitest'
import { demoClientsForFile, demoLogins, firstArticlePath, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const { visitor, member } = demoClientsForFile(server, ['member'])
let articlePath: string
let premiumPath: string

beforeAll(async () => {
  const list = await (await visitor.get('/news?page=3')).text()
  articlePath = firstArticlePath(list)
  const premiumCard = /<article(?:(?!<\/article>)[\s\S])*?data-testid="premium-overlay"(?:(?!<\/article>)[\s\S])*?href="(\/news\/[a-z0-9-]+)"/.exec(list)
  premiumPath = premiumCard![1]!
})

describe('reading over HTTP', () => {
  it('anonymous pages are cacheable by a CDN; pages for members are private', async () => {
    // A visitor's first view of a free article sets the meter cookie (decision 12); re-reads are shareable.
    await visitor.get(articlePath)
    for (const path of ['/', '/news', articlePath, '/search?q=robots', '/about', '/education', '/tutorials', '/videos', '/podcasts']) {
      const response = await visitor.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
      expect(response.headers.get('Vary'), path).toContain('Cookie')
    }
    for (const path of ['/', '/news', articlePath]) {
      expect((await member.get(path)).headers.get('Cache-Control'), path).toBe('private, no-cache')
    }
    expect((await visitor.get('/login')).headers.get('Cache-Control')).toBe('no-cache')
    expect((await visitor.get('/no-such-page')).headers.get('Cache-Control')).toBe('no-cache')
  })

  it('a free member sees an upgrade prompt instead of the like button and comment form on a premium article', async () => {
    const html = await (await member.get(premiumPath)).text()
    expect(html).toContain('data-testid="comments-upgrade"')
    expect(html).not.toContain('id="comment-body"')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="like-button"/)
  })

  it('data requests made for a member (client navigations) are never stored by a cache', async () => {
    for (const path of ['/news.data', `${articlePath}.data`, '/profile.data', '/subscription.data']) {
      const response = await member.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
    }
    const anonymous = await visitor.get('/news.data')
    expect(anonymous.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('pages carry canonical, Open Graph and JSON-LD; the article has its own social image', async () => {
    const html = await (await visitor.get(articlePath)).text()
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${articlePath}"/>`)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/social\/article\/[a-z0-9-]+\.png"/)
    expect(html).toContain('"@type":"NewsArticle"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('application/rss+xml')
    const image = /\/media\/social\/article\/[a-z0-9-]+\.png/.exec(html)![0]
    const png = await visitor.get(image)
    expect(png.headers.get('Content-Type')).toBe('image/png')
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    expect(await (await visitor.get('/')).text()).toContain('"@type":"Organization"')
  })

  it('serves robots.txt, the sitemap and the news feeds', async () => {
    expect(await (await visitor.get('/robots.txt')).text()).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    const sitemap = await (await visitor.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>http://localhost:3000${articlePath}</loc>`)
    expect(sitemap).toContain('/education/course/')
    const feed = await visitor.get('/news/rss.xml')
    expect(feed.headers.get('Content-Type')).toContain('application/rss+xml')
    expect(await feed.text()).toContain('<rss version="2.0"')
    expect((await visitor.get('/news/category/robotics/rss.xml')).status).toBe(200)
    expect((await visitor.get('/news/category/nope/rss.xml')).status).toBe(404)
  })

  it('a visitor or a free member gets only the opening paragraphs of a premium body, in the page, its data and the feed', async () => {
    const premium = new HttpClient(() => server.url)
    await premium.login(...demoLogins.premium)
    const full = await (await premium.get(premiumPath)).text()
    const body = /data-testid="article-body"[^>]*>([\s\S]*?)<\/div>/.exec(full)![1]!
    const paragraphs = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').slice(0, 60))
    expect(paragraphs.length).toBeGreaterThan(4)
    const feed = await (await visitor.get('/news/rss.xml')).text()
    for (const client of [visitor, member]) {
      const page = await (await client.get(premiumPath)).text()
      expect(page).toContain('This is a premium article')
      expect(page).not.toContain('data-testid="article-body"')
      const preview = /data-testid="article-preview"[^>]*>([\s\S]*?)<\/div>/.exec(page)![1]!
      const shown = paragraphs.filter((p) => preview.includes(p))
      expect(shown.length).toBeGreaterThanOrEqual(1)
      expect(shown.length).toBeLessThanOrEqual(3)
      const data = await (await client.get(`${premiumPath}.data`)).text()
      expect(data).toContain('isLocked')
      // Past the preview, no paragraph of the body is in the page, its route data or the feed.
      for (const hidden of paragraphs.slice(shown.length)) {
        expect(page).not.toContain(hidden)
        expect(data).not.toContain(hidden)
        expect(feed).not.toContain(hidden)
      }
    }
    expect(await (await visitor.get(premiumPath)).text()).toMatch(/href="\/login\?redirect=%2Fnews%2F[a-z0-9-]+"[^>]*>Already a member\? Log in</)
  })

  it('the search API answers JSON, refuses overlong text, and the results page works without JavaScript', async () => {
    const response = await visitor.get('/api/search?q=robtics')
    expect(response.headers.get('Content-Type')).toContain('application/json')
    const result = (await response.json()) as { total: number; groups: { kind: string }[] }
    expect(result.total).toBeGreaterThan(0)
    expect((await visitor.get(`/api/search?q=${'a'.repeat(201)}`)).status).toBe(400)
    const html = await (await visitor.get('/search?q=warehouse')).text()
    expect(html).toContain('The New Shift')
    expect((await visitor.get(`/search?q=${'a'.repeat(201)}`)).status).toBe(400)
  })

  it('a forged Load More cursor gets a clear 400, not a crash', async () => {
    const response = await visitor.get('/news?cursor=forged')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('This page link is no longer valid')
  })
})
