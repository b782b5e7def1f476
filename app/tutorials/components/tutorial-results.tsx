import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { loader } from '../../routes/tutorials'
import { TutorialCard, FeaturedTutorial } from './tutorial-card'
import { tutorialsHref, type TutorialFilterValues } from './tutorial-filters'

type ListData = Awaited<ReturnType<typeof loader>>
type Card = ListData['tutorials'][number]

/**
 * The Featured Tutorial (the first result), the cards and Load More: a link to `?page=N+1`
 * that works without JavaScript and, with it, appends the next page in place (keyset cursor).
 */
export function TutorialResults({ filters, ...props }: Pick<ListData, 'tutorials' | 'nextCursor' | 'page' | 'canReadPremium'> & { filters: TutorialFilterValues }) {
  const t = useT()
  const fetcher = useFetcher<ListData>()
  const [more, setMore] = useState<{ pages: Card[][]; cursor: string | null; seen: unknown }>({
    pages: [],
    cursor: props.nextCursor,
    seen: null,
  })
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== more.seen) {
    setMore({ pages: [...more.pages, fetcher.data.tutorials], cursor: fetcher.data.nextCursor, seen: fetcher.data })
  }
  const [featured, ...rest] = [...props.tutorials, ...more.pages.flat()]
  const shownPages = props.page + more.pages.length
  const isLoading = fetcher.state !== 'idle'

  if (!featured) {
    return (
      <div className="py-20 text-center" data-testid="tutorials-empty">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{t('tutorials.empty')}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('tutorials.emptyHint')}</p>
        <Link to="/tutorials" className="mt-6 inline-flex rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
          {t('tutorials.clearFilters')}
        </Link>
      </div>
    )
  }
  return (
    <>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="tutorials-count">
        {t('tutorials.showing', { count: rest.length + 1 })}
      </p>
      <FeaturedTutorial tutorial={featured} canReadPremium={props.canReadPremium} />
      {rest.length > 0 ? (
        <section aria-labelledby="more-tutorials" className="mt-12">
          <h2 id="more-tutorials" className="font-serif text-2xl font-bold">{t('tutorials.more')}</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="tutorial-grid">
            {rest.map((tutorial) => (
              <TutorialCard key={tutorial.id} tutorial={tutorial} canReadPremium={props.canReadPremium} />
            ))}
          </div>
        </section>
      ) : null}
      {more.cursor ? (
        <div className="mt-12 text-center">
          <Link
            to={tutorialsHref(filters, { page: shownPages + 1 })}
            preventScrollReset
            aria-disabled={isLoading}
            onClick={(event) => {
              event.preventDefault()
              if (isLoading || !more.cursor) return
              void fetcher.load(tutorialsHref(filters, { cursor: more.cursor }))
              window.history.replaceState(window.history.state, '', tutorialsHref(filters, { page: shownPages + 1 }))
            }}
            className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {isLoading ? t('tutorials.loading') : t('tutorials.loadMore')}
          </Link>
        </div>
      ) : null}
    </>
  )
}
