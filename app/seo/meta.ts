import type { MetaDescriptor } from 'react-router'
import { absoluteUrl } from './xml'
import type { MessageKey } from '../i18n/en'
import { translate } from '../i18n/i18n'
import { isLanguageCode } from '../i18n/languages'

export { absoluteUrl } from './xml'
export { breadcrumbJsonLd, newsArticleJsonLd, organizationJsonLd, personJsonLd } from './json-ld'
export type { BreadcrumbItem, NewsArticleJsonLdInput } from './json-ld'

export interface PageMetaInput {
  title: string
  description: string
  /** The page's path ("/news/slug"); made absolute with `siteUrl` for the canonical link. */
  path: string
  siteName: string
  siteUrl: string
  /** Path or absolute URL of a 1200×630 image; defaults to the site's social card. */
  image?: string | null
  type?: 'website' | 'article'
  noIndex?: boolean
}

interface ArticleMetaInput extends PageMetaInput {
  publishedTime?: Date | string | null
  modifiedTime?: Date | string | null
  author?: string | null
  section?: string | null
  tags?: readonly string[]
}

/** The generated social card for articles: /media/social/article/{slug}.png */
export const articleSocialImagePath = (slug: string) => `/media/social/article/${encodeURIComponent(slug)}.png`

/** The site-wide social card used by pages without their own image. */
const defaultSocialImagePath = '/media/social/site/default.png'

const fallbackSiteUrl = 'http://localhost:3000'

/** "{title} | {siteName}", or the title alone when it is the site name or already carries it. */
export function pageTitle(title: string, siteName: string) {
  const named = title === siteName || title.startsWith(`${siteName} — `) || title.endsWith(` | ${siteName}`)
  return named ? title : `${title} | ${siteName}`
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, siteName, siteUrl, type = 'website' } = input
  const url = absoluteUrl(siteUrl, input.path)
  const image = absoluteUrl(siteUrl, input.image || defaultSocialImagePath)
  const fullTitle = pageTitle(title, siteName)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(input.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}

const isoDate = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : undefined

/** pageMeta for an article plus article:published_time, modified_time, author, section and tags. */
export function articleMeta(input: ArticleMetaInput): MetaDescriptor[] {
  const published = isoDate(input.publishedTime)
  const modified = isoDate(input.modifiedTime)
  return [
    ...pageMeta({ ...input, type: 'article' }),
    ...(published ? [{ property: 'article:published_time', content: published }] : []),
    ...(modified ? [{ property: 'article:modified_time', content: modified }] : []),
    ...(input.author ? [{ property: 'article:author', content: input.author }] : []),
    ...(input.section ? [{ property: 'article:section', content: input.section }] : []),
    ...(input.tags ?? []).map((tag) => ({ property: 'article:tag', content: tag })),
  ]
}

/** Feed paths: all news, or one category. */
export const newsFeedPath = (categorySlug?: string) =>
  categorySlug ? `/news/category/${encodeURIComponent(categorySlug)}/rss.xml` : '/news/rss.xml'

/** `<link rel="alternate">` tags advertising the news feed, and the category's feed when given. */
export function feedLinks(siteName: string, categorySlug?: string, categoryName?: string): MetaDescriptor[] {
  const link = (title: string, href: string) =>
    ({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href }) as const
  const links: MetaDescriptor[] = [link(`${siteName} News`, newsFeedPath())]
  if (categorySlug) links.push(link(`${siteName} News: ${categoryName ?? categorySlug}`, newsFeedPath(categorySlug)))
  return links
}

export type MatchLike = { id: string; loaderData?: unknown } | undefined

export interface RootSeo {
  siteName: string
  siteUrl: string
  /** Interface text in the reader's language, for document titles. */
  text: (key: MessageKey, values?: Record<string, string | number>) => string
}

/** The site name, URL and reader's language from the root loader's data inside a route's meta function. */
export function rootSeo(matches: readonly MatchLike[]): RootSeo {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as
    | { siteName?: unknown; siteUrl?: unknown; language?: unknown }
    | null
    | undefined
  const language = isLanguageCode(data?.language) ? data.language : 'en'
  return {
    siteName: typeof data?.siteName === 'string' && data.siteName ? data.siteName : 'Lumen',
    siteUrl: typeof data?.siteUrl === 'string' && data.siteUrl ? data.siteUrl : fallbackSiteUrl,
    text: (key, values) => translate(language, key, values),
  }
}

/** A document title in the reader's language, for meta functions that set only the title. */
export const titleMeta = (matches: readonly MatchLike[], key: MessageKey, values?: Record<string, string | number>): MetaDescriptor[] => [
  { title: rootSeo(matches).text(key, values) },
  { name: 'robots', content: 'noindex' },
]
