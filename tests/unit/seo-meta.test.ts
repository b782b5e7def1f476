import { describe, expect, it } from 'vitest'
import { de } from '../../app/i18n/de'
import { wrapToWidth, textWidthEm } from '../../app/images/text-fit'
import {
  absoluteUrl,
  articleMeta,
  breadcrumbJsonLd,
  feedLinks,
  newsArticleJsonLd,
  organizationJsonLd,
  pageMeta,
  rootSeo,
} from '../../app/seo/meta'
import { renderSitemap } from '../../app/seo/sitemap.server'
import { escapeXml } from '../../app/lib/escape'
import { cdata } from '../../app/seo/xml'

const site = { siteName: 'Lumen', siteUrl: 'https://lumen.example/' }
const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined
const ldOf = (descriptor: ReturnType<typeof organizationJsonLd>) =>
  (descriptor as { 'script:ld+json': Record<string, unknown> })['script:ld+json']

describe('absolute URLs', () => {
  it('join the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://lumen.example/', '/news')).toBe('https://lumen.example/news')
    expect(absoluteUrl('https://lumen.example', 'news')).toBe('https://lumen.example/news')
    expect(absoluteUrl('https://lumen.example/', '/')).toBe('https://lumen.example/')
    expect(absoluteUrl('https://lumen.example/base/', '/x.png')).toBe('https://lumen.example/base/x.png')
    expect(absoluteUrl('https://lumen.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})

describe('pageMeta', () => {
  const tags = pageMeta({ ...site, title: 'Contact us', description: 'Write to us.', path: '/contact' })

  it('suffixes the title with the site name unless it is the site name', () => {
    expect(tags[0]).toEqual({ title: 'Contact us | Lumen' })
    expect(pageMeta({ ...site, title: 'Lumen', description: '', path: '/' })[0]).toEqual({ title: 'Lumen' })
  })

  it('has an absolute canonical link, Open Graph and Twitter tags with the default social image', () => {
    expect(find(tags, 'rel', 'canonical')).toEqual({ tagName: 'link', rel: 'canonical', href: 'https://lumen.example/contact' })
    expect(find(tags, 'name', 'description')?.content).toBe('Write to us.')
    expect(find(tags, 'property', 'og:url')?.content).toBe('https://lumen.example/contact')
    expect(find(tags, 'property', 'og:type')?.content).toBe('website')
    expect(find(tags, 'property', 'og:site_name')?.content).toBe('Lumen')
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://lumen.example/media/social/site/default.png')
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find(tags, 'name', 'twitter:image')?.content).toBe('https://lumen.example/media/social/site/default.png')
    expect(find(tags, 'name', 'robots')).toBeUndefined()
  })

  it('marks pages noindex on request', () => {
    const hidden = pageMeta({ ...site, title: 'Log in', description: '', path: '/login', noIndex: true })
    expect(find(hidden, 'name', 'robots')?.content).toBe('noindex')
  })
})

describe('articleMeta', () => {
  it('adds article type, times, author, section and one tag per keyword', () => {
    const tags = articleMeta({
      ...site,
      title: 'Models agree',
      description: 'Summary',
      path: '/news/models-agree',
      image: '/media/social/article/models-agree.png',
      publishedTime: new Date('2026-01-02T03:04:05Z'),
      author: 'Ada Lovelace',
      section: 'Research',
      tags: ['ai', 'marketing'],
    })
    expect(find(tags, 'property', 'og:type')?.content).toBe('article')
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://lumen.example/media/social/article/models-agree.png')
    expect(find(tags, 'property', 'article:published_time')?.content).toBe('2026-01-02T03:04:05.000Z')
    expect(find(tags, 'property', 'article:author')?.content).toBe('Ada Lovelace')
    expect(find(tags, 'property', 'article:section')?.content).toBe('Research')
    expect(tags.filter((tag) => (tag as { property?: string }).property === 'article:tag')).toHaveLength(2)
  })
})

describe('JSON-LD', () => {
  const article = {
    ...site,
    headline: 'Models agree',
    description: 'Summary',
    path: '/news/models-agree',
    image: '/media/social/article/models-agree.png',
    datePublished: '2026-01-02T03:04:05Z',
    authorName: 'Ada Lovelace',
  }

  it('describes the organization with an absolute logo', () => {
    expect(ldOf(organizationJsonLd('Lumen', 'https://lumen.example'))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: 'https://lumen.example/',
      logo: { url: 'https://lumen.example/favicon.svg' },
    })
  })

  it('describes a free NewsArticle', () => {
    const ld = ldOf(newsArticleJsonLd({ ...article, isPremium: false }))
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Models agree',
      image: ['https://lumen.example/media/social/article/models-agree.png'],
      datePublished: '2026-01-02T03:04:05.000Z',
      dateModified: '2026-01-02T03:04:05.000Z',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: { '@type': 'Organization', name: 'Lumen', logo: { url: 'https://lumen.example/favicon.svg' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://lumen.example/news/models-agree' },
      isAccessibleForFree: true,
    })
    expect(ld.hasPart).toBeUndefined()
  })

  it('marks a premium NewsArticle as paywalled', () => {
    const ld = ldOf(newsArticleJsonLd({ ...article, isPremium: true, paywalledSelector: '.members-only' }))
    expect(ld.isAccessibleForFree).toBe(false)
    expect(ld.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.members-only' })
  })

  it('numbers breadcrumbs from 1 with absolute items', () => {
    const ld = ldOf(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'News', path: '/news' }], 'https://lumen.example/'))
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://lumen.example/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://lumen.example/news' },
    ])
  })
})

describe('feeds, root data and XML helpers', () => {
  it('advertises the news feed and a category feed', () => {
    expect(feedLinks('Lumen', 'growth', 'Growth')).toEqual([
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Lumen News', href: '/news/rss.xml' },
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Lumen News: Growth', href: '/news/category/growth/rss.xml' },
    ])
  })

  it('reads the site name, URL and reader’s language from the root match, with defaults', () => {
    const seo = rootSeo([{ id: 'root', loaderData: { siteName: 'Acme', siteUrl: 'https://acme.example', language: 'de' } }])
    expect(seo).toMatchObject({ siteName: 'Acme', siteUrl: 'https://acme.example' })
    expect(seo.text('title.plans')).toBe(de['title.plans'])
    const fallback = rootSeo([undefined, { id: 'root', loaderData: undefined }])
    expect(fallback).toMatchObject({ siteName: 'Lumen', siteUrl: 'http://localhost:3000' })
    expect(fallback.text('title.plans')).toBe('Plans and pricing')
  })

  it('escapes text, splits CDATA terminators and escapes & in sitemap URLs', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;')
    expect(cdata('a ]]> b')).toBe('<![CDATA[a ]]]]><![CDATA[> b]]>')
    expect(renderSitemap('https://lumen.example', [{ path: '/news?category=a&b' }])).toContain(
      '<loc>https://lumen.example/news?category=a&amp;b</loc>',
    )
  })

  it('wraps social card titles to the measure and ends cut titles with an ellipsis', () => {
    const lines = wrapToWidth('word '.repeat(60), 17.2, 4)
    expect(lines).toHaveLength(4)
    expect(lines.every((line) => textWidthEm(line) <= 17.2)).toBe(true)
    expect(lines[3]).toMatch(/…$/)
    expect(wrapToWidth('W'.repeat(40), 17.2, 4).every((line) => textWidthEm(line) <= 17.2)).toBe(true)
  })
})
