import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { notFound } from '../lib/error-responses.server'
import { authorFeedPath, authorPath } from '../newsroom/author-paths'
import { getAuthorPage } from '../newsroom/authors.server'
import { AuthorPage } from '../newsroom/components/author-page'
import { detailPageMeta } from '../seo/detail-meta'
import { personJsonLd } from '../seo/meta'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import type { Route } from './+types/authors.$slug'

/** An author's public page: their profile and published work, with JSON-LD Person and their feed. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await getAuthorPage(getDb(), params.slug)
  if (!page) throw notFound({ message: readerAnswer('answers.notFound.author') })
  return { ...page, siteName: getConfig().SITE_NAME }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.authorNotFound', ({ profile }, { text, siteName, siteUrl }) => ({
    title: text('title.author', { name: profile.name }),
    crumb: profile.name,
    description: profile.bio || [profile.name, profile.roleTitle].filter(Boolean).join(', '),
    path: authorPath(profile.slug),
    trail: [],
    extra: [
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${profile.name} · ${siteName}`, href: authorFeedPath(profile.slug) },
      personJsonLd({ name: profile.name, path: authorPath(profile.slug), jobTitle: profile.roleTitle, description: profile.bio, image: profile.avatarUrl, sameAs: profile.links.map((link) => link.url), siteName, siteUrl }),
    ],
  }))

export default function Author({ loaderData }: Route.ComponentProps) {
  return <AuthorPage profile={loaderData.profile} works={loaderData.works} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="title.authorNotFound" text="authors.notFoundText" back={{ to: '/', label: 'notFound.backHome' }} />
}
