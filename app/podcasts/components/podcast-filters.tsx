import { Form, Link, useNavigate } from 'react-router'
import { useT } from '../../i18n/i18n'
import { podcastCategorySlugs, type PodcastSort, type PodcastTab } from '../podcast-filters'
import { SearchIcon } from '../../ui/icons'

export interface PodcastFilterValues {
  search?: string
  category?: string
  sort: PodcastSort
  tab: PodcastTab
}

/** A /podcasts address from the current filters with some of them changed (defaults left out). */
export function podcastsHref(current: PodcastFilterValues, changes: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams()
  const merged = {
    search: current.search,
    category: current.category,
    sort: current.sort === 'published_at' ? undefined : current.sort,
    tab: current.tab === 'episodes' ? undefined : current.tab,
    ...changes,
  }
  for (const [key, value] of Object.entries(merged)) if (value) params.set(key, String(value))
  const text = params.toString()
  return text ? `/podcasts?${text}` : '/podcasts'
}

const selectClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white'

/** Search, category and sort: a GET form, so every filter lives in the URL and works without JavaScript. */
export function PodcastFilters(current: PodcastFilterValues) {
  const t = useT()
  const navigate = useNavigate()
  // With JavaScript the address stays short: empty filters and defaults are left out.
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const field = (name: string) => String(data.get(name) ?? '').trim() || undefined
    const sort = (field('sort') ?? 'published_at') as PodcastSort
    void navigate(podcastsHref({ search: field('search'), category: field('category'), sort, tab: current.tab }))
  }
  const hasFilters = Boolean(current.search || current.category || current.sort !== 'published_at')
  const sorts: [PodcastSort, string][] = [
    ['published_at', t('podcasts.sortLatest')],
    ['downloads', t('podcasts.sortDownloads')],
    ['likes', t('podcasts.sortLikes')],
    ['title', t('podcasts.sortTitle')],
  ]
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('podcasts.filters')}
      className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900/60"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === 'SELECT') go(event.currentTarget)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        go(event.currentTarget)
      }}
    >
      {current.tab !== 'episodes' ? <input type="hidden" name="tab" value={current.tab} /> : null}
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="podcast-search" className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('podcasts.search')}</label>
        <div className="mt-1 flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
          <SearchIcon width={18} height={18} className="shrink-0 text-slate-500 dark:text-slate-400" />
          <input
            id="podcast-search"
            name="search"
            type="search"
            maxLength={200}
            defaultValue={current.search ?? ''}
            placeholder={t('podcasts.searchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
      </div>
      <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('podcasts.category')}
        <select name="category" defaultValue={current.category ?? ''} className={selectClass}>
          <option value="">{t('podcasts.allCategories')}</option>
          {podcastCategorySlugs.map((slug) => <option key={slug} value={slug}>{t(`podcasts.cat.${slug}`)}</option>)}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('podcasts.sortBy')}
        <select name="sort" defaultValue={current.sort} className={selectClass}>
          {sorts.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          {t('podcasts.apply')}
        </button>
        {hasFilters ? (
          <Link
            to={podcastsHref({ sort: 'published_at', tab: current.tab })}
            className="text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t('podcasts.clearFilters')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** The Episodes and Series tabs with their counts; links, so they work without JavaScript. */
export function PodcastTabs({ current, counts }: { current: PodcastFilterValues; counts: Record<PodcastTab, number> }) {
  const t = useT()
  const tabs: [PodcastTab, string][] = [
    ['episodes', t('podcasts.tabEpisodes')],
    ['series', t('podcasts.tabSeries')],
  ]
  return (
    <nav aria-label={t('podcasts.views')} className="mt-8 border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-6">
        {tabs.map(([tab, label]) => {
          const isActive = current.tab === tab
          return (
            <li key={tab}>
              <Link
                to={podcastsHref(current, { tab: tab === 'episodes' ? undefined : tab })}
                aria-current={isActive ? 'page' : undefined}
                data-testid={`tab-${tab}`}
                className={`inline-flex items-center gap-2 border-b-2 px-1 pb-3 text-base font-semibold ${
                  isActive
                    ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {counts[tab]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
