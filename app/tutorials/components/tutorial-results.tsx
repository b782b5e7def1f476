import { useT } from '../../i18n/i18n'
import type { TutorialListData } from '../tutorial-list.server'
import { EmptyResults, ResultCount } from '../../ui/list-status'
import { LoadMore, usePages } from '../../ui/load-more'
import { TutorialCard, FeaturedTutorial } from './tutorial-card'
import { tutorialsHref, type TutorialFilterValues } from './tutorial-filters'


/**
 * The Featured Tutorial (the first result), the cards and Load More (a `?page=N+1` link that,
 * with JavaScript, appends the page after the cursor in place).
 */
export function TutorialResults({ filters, ...props }: TutorialListData & { filters: TutorialFilterValues }) {
  const t = useT()
  const list = usePages({ items: props.tutorials, nextCursor: props.nextCursor }, (data: TutorialListData) => ({
    items: data.tutorials,
    nextCursor: data.nextCursor,
  }))
  const [featured, ...rest] = list.items

  if (!featured) {
    return (
      <EmptyResults
        testId="tutorials-empty"
        title={t('tutorials.empty')}
        hint={t('tutorials.emptyHint')}
        clear={{ href: '/tutorials', label: t('tutorials.clearFilters') }}
      />
    )
  }
  return (
    <>
      <ResultCount testId="tutorials-count" text={t('tutorials.showing', { count: list.items.length })} />
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
      <LoadMore
        list={list}
        page={props.page}
        hrefOf={(changes) => tutorialsHref(filters, changes)}
        label={t('tutorials.loadMore')}
        loadingLabel={t('tutorials.loading')}
      />
    </>
  )
}
