import { Form, Link, useSubmit } from 'react-router'
import { useT } from '../../i18n/i18n'
import {
  videoCategoryBySlug,
  videoCategorySlugs,
  videosHref,
  videoTypeLabels,
  videoTypeList,
  type VideoListQuery,
} from '../video-filters'
import { SearchIcon } from '../../ui/icons'

const fieldClass = 'rounded-full border border-slate-300 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-900'

function tabClass(isActive: boolean) {
  return `inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold ${
    isActive
      ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`
}

/**
 * Search, category, type and sort of the videos page, and the Videos / Playlists tabs with
 * their counts. Everything lives in the address, so it all works without JavaScript; with
 * it, changing a select applies it at once.
 */
export function VideoFilters({ query, counts }: { query: VideoListQuery; counts: { videos: number; playlists: number } }) {
  const t = useT()
  const submit = useSubmit()
  const hasFilters = Boolean(query.search || query.category || query.type)
  const select = (name: string, label: string, value: string | undefined, options: [string, string][], all?: string) => (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-300">{label}</span>
      <select name={name} defaultValue={value ?? ''} className={fieldClass}>
        {all ? <option value="">{all}</option> : null}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>{text}</option>
        ))}
      </select>
    </label>
  )
  return (
    <>
      <Form
        method="get"
        action="/videos"
        className="mt-8 flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center"
        onChange={(event) => {
          if ((event.target as HTMLElement).tagName === 'SELECT') void submit(event.currentTarget)
        }}
      >
        {query.tab !== 'videos' ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <div className="flex min-w-64 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
          <SearchIcon className="text-slate-500 dark:text-slate-400" />
          <label htmlFor="video-search" className="sr-only">{t('videos.searchLabel')}</label>
          <input
            id="video-search"
            name="search"
            type="search"
            defaultValue={query.search ?? ''}
            placeholder={t('videos.searchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
        {select('category', t('videos.category'), query.category, videoCategorySlugs.map((slug) => [slug, videoCategoryBySlug[slug]]), t('videos.allCategories'))}
        {select('type', t('videos.type'), query.type, videoTypeList.map((type) => [type, t(videoTypeLabels[type])]), t('videos.allTypes'))}
        {select('sort', t('videos.sortBy'), query.sort, [
          ['published_at', t('videos.sortLatest')],
          ['views', t('videos.sortViews')],
          ['likes', t('videos.sortLikes')],
          ['title', t('videos.sortTitle')],
        ])}
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {t('videos.apply')}
        </button>
        {hasFilters ? (
          <Link to={videosHref({ sort: query.sort, tab: query.tab })} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('videos.clearFilters')}
          </Link>
        ) : null}
      </Form>
      <nav aria-label={t('videos.tabs')} className="mt-8 flex border-b border-slate-200 dark:border-slate-800">
        {(['videos', 'playlists'] as const).map((tab) => (
          <Link key={tab} to={videosHref(query, { tab, page: 1 })} className={tabClass(query.tab === tab)} aria-current={query.tab === tab ? 'page' : undefined}>
            {tab === 'videos' ? t('videos.tabVideos') : t('videos.tabPlaylists')}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-200" data-testid={`${tab}-count`}>
              {tab === 'videos' ? counts.videos : counts.playlists}
            </span>
          </Link>
        ))}
      </nav>
    </>
  )
}
