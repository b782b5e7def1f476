import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { FilterActions, FilterBar, FilterSelect, SearchField } from '../../ui/filter-bar'
import { ListTabs } from '../../ui/list-tabs'
import { podcastCategorySlugs, podcastTabs, type PodcastSort, type PodcastTab } from '../podcast-choices'

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
  const sorts: [PodcastSort, string][] = [
    ['published_at', t('podcasts.sortLatest')],
    ['downloads', t('podcasts.sortDownloads')],
    ['likes', t('podcasts.sortLikes')],
    ['title', t('podcasts.sortTitle')],
  ]
  return (
    <FilterBar
      label={t('podcasts.filters')}
      selects={2}
      hrefOf={(field) => podcastsHref({ search: field('search'), category: field('category'), sort: (field('sort') ?? 'published_at') as PodcastSort, tab: current.tab })}
    >
      {current.tab !== 'episodes' ? <input type="hidden" name="tab" value={current.tab} /> : null}
      <SearchField id="podcast-search" label={t('podcasts.search')} placeholder={t('podcasts.searchPlaceholder')} value={current.search} />
      <FilterSelect
        name="category"
        label={t('podcasts.category')}
        value={current.category}
        all={t('podcasts.allCategories')}
        options={podcastCategorySlugs.map((slug) => [slug, t(`podcasts.cat.${slug}`)])}
      />
      <FilterSelect name="sort" label={t('podcasts.sortBy')} value={current.sort} options={sorts} />
      <FilterActions
        apply={t('podcasts.apply')}
        clear={hasFilters ? { href: podcastsHref({ sort: 'published_at', tab: current.tab }), label: t('podcasts.clearFilters') } : undefined}
      />
    </FilterBar>
  )
}

/** The Episodes and Series tabs with their counts. */
export function PodcastTabs({ current, counts }: { current: PodcastFilterValues; counts: Record<PodcastTab, number> }) {
  const t = useT()
  const labels = { episodes: t('podcasts.tabEpisodes'), series: t('podcasts.tabSeries') }
  return (
    <ListTabs
      label={t('podcasts.views')}
      current={current.tab}
      tabs={podcastTabs.map((tab) => ({ id: tab, label: labels[tab], count: counts[tab], href: podcastsHref(current, { tab }) }))}
    />
  )
}
