import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { VideoFilters } from '../videos/components/video-filters'
import { VideoResults } from '../videos/components/video-results'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { ListErrorView } from '../ui/list-error-view'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { pageSizeFor } from '../lib/keyset-paging.server'
import { lenientCursorParam, lenientPageParam } from '../lib/list-query.server'
import { VIDEO_PAGE_SIZE, videoCategorySlugs, videoSorts, videoTabs, videoTypeList, type VideoListQuery } from '../videos/video-choices'
import { countPlaylists, listPlaylists } from '../videos/playlists.server'
import { canWatchPremium } from '../videos/video-detail.server'
import { countVideos, listVideos } from '../videos/videos.server'
import { pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/videos'

// Unknown or malformed values fall back to the defaults instead of failing the page.
const querySchema = z.object({
  search: z.string().trim().max(200).catch('').transform((s) => s || undefined),
  category: z.enum(videoCategorySlugs).optional().catch(undefined),
  type: z.enum(videoTypeList).optional().catch(undefined),
  sort: z.enum(videoSorts).catch('published_at'),
  tab: z.enum(videoTabs).catch('videos'),
  page: lenientPageParam,
  cursor: lenientCursorParam,
})

/**
 * The videos page: filters in the address, tab counts, and the open tab's cards. `?page=N`
 * renders the first N pages (Load More without JavaScript); `?cursor=` answers one page after a
 * position (the in-page Load More). The `more=1` of older Load More links is ignored.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { cursor, ...query } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const db = getDb()
  const user = await getUser(request)
  const filters = { search: query.search, category: query.category, type: query.type }
  const now = new Date()
  const page = { sort: query.sort, now, cursor, pageSize: pageSizeFor({ ...query, cursor }, VIDEO_PAGE_SIZE) }
  try {
    const [videoCount, playlistCount, list] = await Promise.all([
      countVideos(db, filters, now),
      countPlaylists(db, filters, now),
      query.tab === 'videos'
        ? listVideos(db, filters, page).then((r) => ({ items: r.videos.map((v) => ({ ...v, kind: 'video' as const })), nextCursor: r.nextCursor }))
        : listPlaylists(db, filters, page).then((r) => ({ items: r.playlists.map((p) => ({ ...p, kind: 'playlist' as const })), nextCursor: r.nextCursor })),
    ])
    return {
      query: query satisfies VideoListQuery,
      counts: { videos: videoCount, playlists: playlistCount },
      ...list,
      canWatchPremium: canWatchPremium(user),
      now: now.getTime(),
    }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  return pageMeta({
    ...seo,
    title: seo.text('title.videos'),
    description: `Tutorials, interviews, demos, webinars and news briefings on AI and marketing from ${seo.siteName}.`,
    path: '/videos',
    noIndex: Boolean(loaderData?.query.search),
  })
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { query } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('videos.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('videos.intro')}</p>
      {query.search ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="search-summary">{t('videos.resultsFor', { query: query.search })}</p>
      ) : null}
      <VideoFilters query={query} counts={loaderData.counts} />
      <VideoResults key={`${query.tab}|${query.search}|${query.category}|${query.type}|${query.sort}`} {...loaderData} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  return <ListErrorView error={error} title={t('videos.title')} fallback={t('videos.loadFailed')} back={{ to: '/videos', label: t('videos.backToVideos') }} />
}
