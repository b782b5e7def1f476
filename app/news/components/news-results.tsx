import { Fragment } from 'react'
import { useFetchers } from 'react-router'
import { isNewsAdAfter, NEWS_AD_EVERY, pickHouseAd } from '../../ads/house-ads'
import { useT } from '../../i18n/i18n'
import { persistChoice, storageKeys, type ListView } from '../../lib/preferences'
import type { NewsListData } from '../articles.server'
import { AdSlot } from '../../ads/components/ad-slot'
import { GridIcon, ListIcon } from '../../ui/icons'
import { LoadMore, usePages } from '../../ui/load-more'
import { PreferenceForm } from '../../shell/preference-form'
import { ArticleCard } from './article-card'
import { newsHref } from './news-filters'


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
 * The article grid or list with Load More (a `?page=N+1` link that, with JavaScript, appends
 * the page after the cursor in place).
 */
export function NewsResults(props: NewsListData) {
  const t = useT()
  const view = useListView(props.view)
  const list = usePages({ items: props.articles, nextCursor: props.nextCursor }, (data: NewsListData) => ({
    items: data.articles,
    nextCursor: data.nextCursor,
  }))
  const articles = list.items
  const current = { category: props.category, search: props.search, sort: props.sort }

  if (articles.length === 0) {
    return <p className="py-24 text-center text-lg text-slate-600 dark:text-slate-300">{t('home.noArticles')}</p>
  }
  return (
    <>
      {/* The cards' titles are h3s: this keeps the page's headings in order for assistive technology. */}
      <h2 className="sr-only">{t('news.articlesHeading')}</h2>
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
            <ArticleCard article={article} now={props.now} layout={view} canReadPremium={props.canReadPremium} isLead={index === 0} />
            {props.showAds && isNewsAdAfter(index) && index < articles.length - 1 ? (
              <AdSlot placement="news-list" category={props.category ?? ''} house={pickHouseAd(Math.floor(index / NEWS_AD_EVERY) + 1)} />
            ) : null}
          </Fragment>
        ))}
      </div>
      <LoadMore
        list={list}
        page={props.page}
        hrefOf={(changes) => newsHref(current, changes)}
        label={t('news.loadMore')}
        loadingLabel={t('news.loading')}
      />
    </>
  )
}
