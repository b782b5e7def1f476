import { useT } from '../../i18n/i18n'
import { ListFilters } from '../../ui/list-filters'
import { ListTabs } from '../../ui/list-tabs'
import {
  videoCategoryBySlug,
  videoCategorySlugs,
  videosHref,
  videoSorts,
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
  const tabLabels = { videos: t('videos.tabVideos'), playlists: t('videos.tabPlaylists') }
  return (
    <>
      <ListFilters
        variant="pills"
        layout="wrap"
        area="videos"
        action="/videos"
        hidden={{ tab: query.tab !== 'videos' ? query.tab : undefined }}
        search={{ id: 'video-search', label: t('videos.searchLabel'), value: query.search }}
        selects={[
          { name: 'category', value: query.category, options: videoCategorySlugs.map((slug) => [slug, videoCategoryBySlug[slug]]) },
          { name: 'type', value: query.type, options: videoTypeList.map((type) => [type, t(videoTypeLabels[type])]) },
          { name: 'sort', value: query.sort, sorts: videoSorts },
        ]}
        clear={hasFilters ? { href: videosHref({ sort: query.sort, tab: query.tab }) } : undefined}
        hrefOf={(field) =>
          videosHref({
            search: field('search'),
            category: field('category') as VideoCategorySlug | undefined,
            type: field('type') as VideoType | undefined,
            sort: (field('sort') ?? 'published_at') as VideoSort,
            tab: query.tab,
          })
        }
      />
      <ListTabs label={t('videos.tabs')} current={query.tab} labels={tabLabels} counts={counts} hrefOf={(tab) => videosHref(query, { tab, page: 1 })} />
    </>
  )
}
