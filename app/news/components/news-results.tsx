import { Fragment, useState } from 'react'
import { Link, useFetcher, useFetchers } from 'react-router'
import { isNewsAdAfter, NEWS_AD_EVERY, pickHouseAd } from '../../ads/house-ads'
import { useT } from '../../i18n/i18n'
import { persistChoice, storageKeys, type ListView } from '../../lib/preferences'
import type { loader } from '../../routes/news'
import { HouseAd } from '../../ads/components/house-ad'
import { GridIcon, ListIcon } from '../../ui/icons'
import { PreferenceForm } from '../../shell/preference-form'
import { ArticleCard } from './article-card'
import { newsHref } from './news-filters'

type NewsData = Awaited<ReturnType<typeof loader>>
type Card = NewsData['articles'][number]
type Props = Pick<
  NewsData,
  'articles' | 'nextCursor' | 'page' | 'view' | 'canReadPremium' | 'showAds' | 'now' | 'category' | 'search' | 'sort'
>

/** The view chosen right now: a layout change still on its way to the server counts already. */
function useListView(saved: ListView): ListView {
  const pending = useFetchers().find((f) => f.formData?.get('intent') === 'news-view')
  const view = pending?.formData?.get('view')
  return view === 'grid' || view === 'list' ? view : saved
}

function ViewToggle({ view }: { view: ListView }) {
  const t = useT()
  const option = (value: ListView, label: string, icon: React.ReactNode) => (
    <button
      type="submit"
      name="view"
      value={value}
      aria-pressed={view === value}
      title={label}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${
        view === value
          ? 'bg-brand-600 text-white'
          : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
      }`}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </button>
  )
  return (
    <PreferenceForm
      intent="news-view"
      className="flex gap-1 rounded-full border border-slate-200 p-1 dark:border-slate-700"
      onSubmit={(form) => persistChoice(storageKeys.newsView, storageKeys.newsView, String(form.get('view')))}
    >
      {option('grid', t('news.gridView'), <GridIcon width={18} height={18} />)}
      {option('list', t('news.listView'), <ListIcon width={18} height={18} />)}
    </PreferenceForm>
  )
}

/**
 * The article grid or list with Load More: a link to `?page=N+1` that works without
 * JavaScript and, with it, appends the next page in place (keyset cursor).
 */
export function NewsResults(props: Props) {
  const t = useT()
  const fetcher = useFetcher<NewsData>()
  const view = useListView(props.view)
  const [more, setMore] = useState<{ pages: Card[][]; cursor: string | null; seen: unknown }>({
    pages: [],
    cursor: props.nextCursor,
    seen: null,
  })
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== more.seen) {
    setMore({ pages: [...more.pages, fetcher.data.articles], cursor: fetcher.data.nextCursor, seen: fetcher.data })
  }
  const articles = [...props.articles, ...more.pages.flat()]
  const shownPages = props.page + more.pages.length
  const current = { category: props.category, search: props.search, sort: props.sort }
  const isLoading = fetcher.state !== 'idle'

  if (articles.length === 0) {
    return <p className="py-24 text-center text-lg text-slate-600 dark:text-slate-300">{t('home.noArticles')}</p>
  }
  return (
    <>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="news-count">
          {t('news.showing', { count: articles.length })}
        </p>
        <ViewToggle view={view} />
      </div>
      <div
        className={view === 'list' ? 'mt-6 flex flex-col gap-5' : 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
        data-testid="news-grid"
        data-view={view}
      >
        {articles.map((article, index) => (
          <Fragment key={article.id}>
            <ArticleCard article={article} now={props.now} layout={view} canReadPremium={props.canReadPremium} />
            {props.showAds && isNewsAdAfter(index) && index < articles.length - 1 ? (
              <HouseAd kind={pickHouseAd(Math.floor(index / NEWS_AD_EVERY) + 1)} />
            ) : null}
          </Fragment>
        ))}
      </div>
      {more.cursor ? (
        <div className="mt-12 text-center">
          <Link
            to={newsHref(current, { page: shownPages + 1 })}
            preventScrollReset
            aria-disabled={isLoading}
            onClick={(event) => {
              event.preventDefault()
              if (isLoading || !more.cursor) return
              void fetcher.load(newsHref(current, { cursor: more.cursor }))
              window.history.replaceState(window.history.state, '', newsHref(current, { page: shownPages + 1 }))
            }}
            className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {isLoading ? t('news.loading') : t('news.loadMore')}
          </Link>
        </div>
      ) : null}
    </>
  )
}
