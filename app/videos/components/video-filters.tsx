import { Form, Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { useFilterNavigation } from '../../ui/filter-bar'
import { PillSearch, PillSelect } from '../../ui/filter-pills'
import { ListTabs } from '../../ui/list-tabs'
import {
  videoCategoryBySlug,
  videoCategorySlugs,
  videosHref,
  videoTabs,
  videoTypeLabels,
  videoTypeList,
  type VideoCategorySlug,
  type VideoListQuery,
  type VideoSort,
  type VideoType,
} from '../video-choices'

/**
 * Search, category, type and sort of the videos page, and the Videos / Playlists tabs with
 * their counts. Everything lives in the address, so it all works without JavaScript; with
 * it, changing a select applies it at once.
 */
export function VideoFilters({ query, counts }: { query: VideoListQuery; counts: { videos: number; playlists: number } }) {
  const t = useT()
  const hasFilters = Boolean(query.search || query.category || query.type)
  const handlers = useFilterNavigation((field) =>
    videosHref({
      search: field('search'),
      category: field('category') as VideoCategorySlug | undefined,
      type: field('type') as VideoType | undefined,
      sort: (field('sort') ?? 'published_at') as VideoSort,
      tab: query.tab,
    }),
  )
  const tabLabels = { videos: t('videos.tabVideos'), playlists: t('videos.tabPlaylists') }
  return (
    <>
      <Form method="get" action="/videos" className="mt-8 flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center" {...handlers}>
        {query.tab !== 'videos' ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <PillSearch id="video-search" label={t('videos.searchLabel')} placeholder={t('videos.searchPlaceholder')} value={query.search} />
        <PillSelect
          name="category"
          label={t('videos.category')}
          value={query.category}
          all={t('videos.allCategories')}
          options={videoCategorySlugs.map((slug) => [slug, videoCategoryBySlug[slug]])}
        />
        <PillSelect
          name="type"
          label={t('videos.type')}
          value={query.type}
          all={t('videos.allTypes')}
          options={videoTypeList.map((type) => [type, t(videoTypeLabels[type])])}
        />
        <PillSelect
          name="sort"
          label={t('videos.sortBy')}
          value={query.sort}
          options={[
            ['published_at', t('videos.sortLatest')],
            ['views', t('videos.sortViews')],
            ['likes', t('videos.sortLikes')],
            ['title', t('videos.sortTitle')],
          ]}
        />
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {t('videos.apply')}
        </button>
        {hasFilters ? (
          <Link to={videosHref({ sort: query.sort, tab: query.tab })} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('videos.clearFilters')}
          </Link>
        ) : null}
      </Form>
      <ListTabs
        label={t('videos.tabs')}
        current={query.tab}
        tabs={videoTabs.map((tab) => ({ id: tab, label: tabLabels[tab], count: counts[tab], href: videosHref(query, { tab, page: 1 }) }))}
      />
    </>
  )
}
