import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { TutorialFilters } from '../tutorials/components/tutorial-filters'
import { TutorialResults } from '../tutorials/components/tutorial-results'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { ListErrorView } from '../ui/list-error-view'
import { ListPage } from '../ui/list-page'
import { listTutorials } from '../tutorials/tutorial-list.server'
import { tutorialCategoryBySlug } from '../tutorials/tutorial-choices'
import { listOptionsFor, parseTutorialQuery } from '../tutorials/tutorial-list-query.server'
import type { Route } from './+types/tutorials'
import { categoryListMeta } from '../lib/category-list-meta'

/**
 * The tutorials list. `?page=N` renders the first N pages (the no-JavaScript Load More);
 * `?cursor=` answers one page after a position (the in-page Load More). Unknown filters are a 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  try {
    const query = parseTutorialQuery(new URL(request.url).searchParams)
    const result = await listTutorials(getDb(), listOptionsFor(query))
    return {
      filters: { search: query.search, difficulty: query.difficulty, category: query.category, sort: query.sort },
      page: query.page,
      ...result,
      canReadPremium: hasFeature(user, 'premium_articles'),
    }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  categoryListMeta(matches, {
    path: '/tutorials',
    slug: loaderData?.filters.category,
    nameBySlug: tutorialCategoryBySlug,
    titles: { all: 'title.tutorials', category: 'title.tutorialsCategory' },
    describe: (siteName, category) =>
      category
        ? `Step-by-step ${category} tutorials with working code from ${siteName}.`
        : `Hands-on, step-by-step AI tutorials with working code: machine learning, computer vision, NLP and data science on ${siteName}.`,
    noIndex: Boolean(loaderData?.filters.search || loaderData?.filters.difficulty || !loaderData),
  })

export default function Tutorials({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { filters } = loaderData
  return (
    <ListPage title={t('tutorials.title')} summary={filters.search ? t('tutorials.resultsFor', { query: filters.search }) : t('tutorials.intro')}>
      {/* New filters remount the form (fresh field values) and the results (fresh Load More state). */}
      <TutorialFilters key={`filters:${JSON.stringify(filters)}`} {...filters} />
      <TutorialResults key={`results:${JSON.stringify(filters)}`} {...loaderData} />
    </ListPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  return <ListErrorView error={error} title={t('tutorials.title')} fallback={t('tutorials.loadFailed')} back={{ to: '/tutorials', label: t('tutorials.backToTutorials') }} />
}
