import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { ListFilters } from '../../ui/list-filters'
import { ListTabs } from '../../ui/list-tabs'
import { podcastCategorySlugs, podcastSorts, type PodcastSort, type PodcastTab } from '../podcast-choices'

export interface PodcastFilterValues {
  search?: string
  category?: string
  sort: PodcastSort
  tab: PodcastTab
}

/** A /podcasts address from the current filters with some of them changed (defaults left out). */
export function podcastsHref(current: PodcastFilterValues, changes: Record<string, string | number | undefined> = {}) {
  const { search, category, sort, tab } = current
  return listHref('/podcasts', { search, category, sort, tab, ...changes }, { sort: 'published_at', tab: 'episodes' })
}

/** Search, category and sort: a GET form, so every filter lives in the URL and works without JavaScript. */
export function PodcastFilters(current: PodcastFilterValues) {
  const t = useT()
  const hasFilters = Boolean(current.search || current.category || current.sort !== 'published_at')
  return (
    <ListFilters
      variant="panel"
      area="podcasts"
      hidden={{ tab: current.tab !== 'episodes' ? current.tab : undefined }}
      search={{ id: 'podcast-search', value: current.search }}
      selects={[
        { name: 'category', value: current.category, options: podcastCategorySlugs.map((slug) => [slug, t(`podcasts.cat.${slug}`)]) },
        { name: 'sort', value: current.sort, sorts: podcastSorts },
      ]}
      clear={hasFilters ? { href: podcastsHref({ sort: 'published_at', tab: current.tab }) } : undefined}
      hrefOf={(field) => podcastsHref({ search: field('search'), category: field('category'), sort: (field('sort') ?? 'published_at') as PodcastSort, tab: current.tab })}
    />
  )
}

/** The Episodes and Series tabs with their counts. */
export function PodcastTabs({ current, counts }: { current: PodcastFilterValues; counts: Record<PodcastTab, number> }) {
  const t = useT()
  const labels = { episodes: t('podcasts.tabEpisodes'), series: t('podcasts.tabSeries') }
  return <ListTabs label={t('podcasts.views')} current={current.tab} labels={labels} counts={counts} hrefOf={(tab) => podcastsHref(current, { tab })} />
}
