import type { MetaDescriptor } from 'react-router'
import { absoluteUrl } from './xml'

const context = 'https://schema.org'

/** The publisher: the site's name, home page and logo. */
function organization(siteName: string, siteUrl: string) {
  return {
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
  }
}

/** Organization structured data for the home page. */
export function organizationJsonLd(siteName: string, siteUrl: string): MetaDescriptor {
  return { 'script:ld+json': { '@context': context, ...organization(siteName, siteUrl) } }
}

export interface NewsArticleJsonLdInput {
  headline: string
  description: string
  /** The article's path ("/news/slug"). */
  path: string
  /** Path or absolute URL of the article's image. */
  image: string
  datePublished: Date | string | null
  dateModified?: Date | string | null
  authorName: string
  /** The byline author's page ("/authors/slug"), when they have one. */
  authorPath?: string | null
  section?: string | null
  keywords?: readonly string[]
  siteName: string
  siteUrl: string
  isPremium: boolean
  /** The element holding the members-only body (structured data for paywalled content). */
  paywalledSelector?: string
  /** The advertiser who paid for it: the article is advertiser content. */
  sponsor?: string | null
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined)

/**
 * NewsArticle structured data (AdvertiserContentArticle with its sponsor for sponsored content);
 * premium articles are marked as not free with the paywalled part.
 */
export function newsArticleJsonLd(input: NewsArticleJsonLdInput): MetaDescriptor {
  const url = absoluteUrl(input.siteUrl, input.path)
  const published = iso(input.datePublished)
  return {
    'script:ld+json': {
      '@context': context,
      '@type': input.sponsor ? 'AdvertiserContentArticle' : 'NewsArticle',
      headline: input.headline.slice(0, 110),
      sponsor: input.sponsor ? { '@type': 'Organization', name: input.sponsor } : undefined,
      description: input.description,
      image: [absoluteUrl(input.siteUrl, input.image)],
      datePublished: published,
      dateModified: iso(input.dateModified) ?? published,
      author: { '@type': 'Person', name: input.authorName, url: input.authorPath ? absoluteUrl(input.siteUrl, input.authorPath) : undefined },
      publisher: organization(input.siteName, input.siteUrl),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      articleSection: input.section ?? undefined,
      keywords: input.keywords?.length ? input.keywords.join(', ') : undefined,
      isAccessibleForFree: !input.isPremium,
      hasPart: input.isPremium
        ? {
            '@type': 'WebPageElement',
            isAccessibleForFree: false,
            cssSelector: input.paywalledSelector ?? '.prose-article',
          }
        : undefined,
    },
  }
}

/** Person structured data for an author's page: who they are, what they do, and their other profiles. */
export function personJsonLd(input: { name: string; path: string; jobTitle: string; description: string; image: string | null; sameAs: readonly string[]; siteName: string; siteUrl: string }): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': context,
      '@type': 'Person',
      name: input.name,
      url: absoluteUrl(input.siteUrl, input.path),
      jobTitle: input.jobTitle || undefined,
      description: input.description || undefined,
      image: input.image ? absoluteUrl(input.siteUrl, input.image) : undefined,
      sameAs: input.sameAs.length ? input.sameAs : undefined,
      worksFor: organization(input.siteName, input.siteUrl),
    },
  }
}

export interface BreadcrumbItem {
  name: string
  path: string
}

/** BreadcrumbList structured data; positions start at 1. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: absoluteUrl(siteUrl, item.path),
      })),
    },
  }
}
