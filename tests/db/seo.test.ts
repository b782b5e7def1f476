import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig, setConfig } from '../../app/config.server'
import { getDb } from '../../app/db/client.server'
import { courses, tutorials } from '../../app/db/schema'
import { createArticle, createCategory, uniqueSuffix } from '../../app/db/seed/factories'
import { loader as socialLoader } from '../../app/routes/media.social'
import { loader as rssLoader } from '../../app/routes/news.rss'
import { loader as robotsLoader } from '../../app/routes/robots.txt'
import { loader as sitemapLoader } from '../../app/routes/sitemap.xml'
import { openTestDb } from '../support/test-db'

await openTestDb()

const siteUrl = 'https://lumen.example'
beforeAll(() => setConfig(parseConfig({ ...process.env, SITE_URL: `${siteUrl}/` })))
afterAll(() => setConfig(undefined))

const args = (params: Record<string, string> = {}) => ({ params, request: new Request('http://localhost/news/rss.xml') }) as never
const hour = 3600_000

/** Every opened tag is closed in order (CDATA sections removed first): a small well-formedness check. */
function expectBalancedXml(xml: string) {
  const body = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<\?xml[^>]*\?>/, '')
  const stack: string[] = []
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([\w:.-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (closing) expect(stack.pop()).toBe(name)
    else stack.push(name!)
  }
  expect(stack).toEqual([])
  expect(body.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/)
}

const itemOf = (xml: string, slug: string) =>
  xml.match(new RegExp(`<item>(?:(?!</item>).)*?/news/${slug}</link>[\\s\\S]*?</item>`))?.[0]

describe('sitemap.xml', () => {
  it('lists public pages, categories, published articles and courses, but no drafts or scheduled rows', async () => {
    const db = getDb()
    const category = await createCategory(db)
    const published = await createArticle(db, { categoryId: category.id })
    const draft = await createArticle(db, { status: 'draft' })
    const scheduled = await createArticle(db, { publishedAt: new Date(Date.now() + 48 * hour) })
    const course = { title: 'Course', level: 'beginner', category: 'Machine Learning', instructor: 'Ada' }
    const [openCourse] = await db
      .insert(courses)
      .values({ ...course, slug: `course-${uniqueSuffix()}`, status: 'published', publishedAt: new Date(Date.now() - hour) })
      .returning({ slug: courses.slug })
    const [draftTutorial] = await db
      .insert(tutorials)
      .values({ slug: `tutorial-${uniqueSuffix()}`, title: 'T', difficulty: 'beginner', category: 'Python', status: 'draft' })
      .returning({ slug: tutorials.slug })

    const response = await sitemapLoader()
    expect(response.headers.get('Content-Type')).toContain('application/xml')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400')
    const xml = await response.text()
    expectBalancedXml(xml)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    for (const path of ['/', '/news', '/education', '/podcasts', '/subscription', '/privacy', '/cookies']) {
      expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`)
    }
    expect(xml).not.toContain('/search')
    expect(xml).not.toContain('example//')
    expect(xml).toContain(`<loc>${siteUrl}/news?category=${category.slug}</loc>`)
    expect(xml).toMatch(new RegExp(`<loc>${siteUrl}/news/${published.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`))
    expect(xml).toContain(`/education/course/${openCourse!.slug}</loc>`)
    expect(xml).not.toContain(draft.slug)
    expect(xml).not.toContain(scheduled.slug)
    expect(xml).not.toContain(draftTutorial!.slug)
  })
})

describe('robots.txt', () => {
  it('allows crawling, keeps private paths out and names the sitemap', async () => {
    const text = await robotsLoader().text()
    expect(text).toContain('User-agent: *\nAllow: /')
    for (const path of ['/admin', '/profile', '/api/', '/login/two-factor', '/reset-password', '/newsletter/']) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

describe('RSS feeds', () => {
  it('sends the excerpt and link of every article, never a body (free or premium)', async () => {
    const db = getDb()
    const category = await createCategory(db, { name: `Growth & Ads ${uniqueSuffix()}` })
    const suffix = uniqueSuffix()
    const free = await createArticle(db, {
      categoryId: category.id,
      title: `Free <guide> & tips ${suffix}`,
      excerpt: 'What the open guide covers.',
      content: '<p>The open body with <a href="/news">a link</a> and ]]> inside.</p>',
    })
    const premium = await createArticle(db, {
      categoryId: category.id,
      isPremium: true,
      excerpt: 'Members read the whole forecast.',
      content: '<p>The confidential forecast</p>',
    })
    const response = await rssLoader(args())
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=86400')
    const xml = await response.text()
    expectBalancedXml(xml)
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<atom:link href="${siteUrl}/news/rss.xml" rel="self" type="application/rss+xml"/>`)
    expect(xml).toMatch(/<channel>\n<title>Lumen News<\/title>\n<link>https:\/\/lumen.example\/news<\/link>/)
    expect(xml).toContain('<language>en</language>')
    expect(xml).toMatch(/<lastBuildDate>\w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT<\/lastBuildDate>/)
    expect(xml).not.toContain('confidential forecast')

    const freeItem = itemOf(xml, free.slug)!
    expect(freeItem).toContain(`<title>Free &lt;guide&gt; &amp; tips ${suffix}</title>`)
    expect(freeItem).toContain(`<guid isPermaLink="true">${siteUrl}/news/${free.slug}</guid>`)
    expect(freeItem).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT<\/pubDate>/)
    expect(freeItem).toContain(`<category>${category.name.replace('&', '&amp;')}</category>`)
    expect(freeItem).toContain('<dc:creator>Test Author</dc:creator>')
    // Excerpt and link only: the body stays behind the article page and its meter.
    expect(freeItem).toContain('<description>What the open guide covers.</description>')
    expect(freeItem).not.toContain('content:encoded')
    expect(xml).not.toContain('The open body')

    const premiumItem = itemOf(xml, premium.slug)!
    expect(premiumItem).toContain('<description>Members read the whole forecast.</description>')
    expect(premiumItem).not.toContain('content:encoded')
  })

  it('filters a category feed and answers 404 for an unknown category', async () => {
    const db = getDb()
    const [mine, other] = [await createCategory(db), await createCategory(db)]
    const inside = await createArticle(db, { categoryId: mine.id })
    const outside = await createArticle(db, { categoryId: other.id })
    const xml = await (await rssLoader(args({ slug: mine.slug }))).text()
    expectBalancedXml(xml)
    expect(xml).toContain(`<title>Lumen News: ${mine.name}</title>`)
    expect(xml).toContain(`href="${siteUrl}/news/category/${mine.slug}/rss.xml" rel="self"`)
    expect(xml).toContain(`/news/${inside.slug}</link>`)
    expect(xml).not.toContain(outside.slug)
    expect((await rssLoader(args({ slug: 'no-such-category' }))).status).toBe(404)
  })
})

describe('social images', () => {
  it('renders a PNG card for a public article and 404 for unknown or draft ones', async () => {
    const article = await createArticle(getDb(), { title: 'Why <marketing> teams & models "agree"' })
    const response = await socialLoader(args({ kind: 'article', file: `${article.slug}.png` }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400, s-maxage=604800')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // IHDR: width and height are the first two big-endian integers after the chunk header.
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630])

    const draft = await createArticle(getDb(), { status: 'draft' })
    for (const params of [
      { kind: 'article', file: 'no-such-article.png' },
      { kind: 'article', file: `${draft.slug}.png` },
      { kind: 'article', file: `${article.slug}.svg` },
      { kind: 'nope', file: `${article.slug}.png` },
    ]) {
      expect((await socialLoader(args(params))).status, params.file).toBe(404)
    }
    expect((await socialLoader(args({ kind: 'site', file: 'default.png' }))).headers.get('Content-Type')).toBe('image/png')
  })
})
