import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { VideoFilters } from '../videos/components/video-filters'
import { VideoResults } from '../videos/components/video-results'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import {
  MAX_VIDEO_PAGES,
  VIDEO_PAGE_SIZE,
  videoCategorySlugs,
  videoSorts,
  videoTabs,
  videoTypeList,
  type VideoListQuery,
} from '../videos/video-filters'
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
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), MAX_VIDEO_PAGES)),
  more: z.literal('1').optional().catch(undefined),
})

/**
 * The videos page: filters in the address, tab counts, and the open tab's cards. `?page=N`
 * renders the first N pages (Load More without JavaScript); `&more=1` answers page N alone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { more, ...query } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const db = getDb()
  const user = await getUser(request)
  const filters = { search: query.search, category: query.category, type: query.type }
  const now = new Date()
  const slice = {
    sort: query.sort,
    now,
    offset: more ? (query.page - 1) * VIDEO_PAGE_SIZE : 0,
    limit: more ? VIDEO_PAGE_SIZE : query.page * VIDEO_PAGE_SIZE,
  }
  const [videoCount, playlistCount, list] = await Promise.all([
    countVideos(db, filters, now),
    countPlaylists(db, filters, now),
    query.tab === 'videos'
      ? listVideos(db, filters, slice).then((r) => ({ items: r.videos.map((v) => ({ ...v, kind: 'video' as const })), hasMore: r.hasMore }))
      : listPlaylists(db, filters, slice).then((r) => ({ items: r.playlists.map((p) => ({ ...p, kind: 'playlist' as const })), hasMore: r.hasMore })),
  ])
  return {
    query: query satisfies VideoListQuery,
    counts: { videos: videoCount, playlists: playlistCount },
    ...list,
    canWatchPremium: canWatchPremium(user),
    now: now.getTime(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  return pageMeta({
    ...seo,
    title: 'Videos',
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

export function ErrorBoundary() {
  const t = useT()
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-serif text-3xl font-bold">{t('videos.title')}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300" role="alert">{t('videos.loadFailed')}</p>
      <a href="/videos" className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t('videos.backToVideos')}
      </a>
    </div>
  )
}
