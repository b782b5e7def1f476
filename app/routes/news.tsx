import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { showsAds } from '../ads/house-ads'
import { hasFeature } from '../billing/entitlements'
import { NewsFilters } from '../news/components/news-filters'
import { NewsResults } from '../news/components/news-results'
import { articleSorts, listArticles, listCategories } from '../news/articles.server'
import { getDb } from '../db/client.server'
import { listHeadlines } from '../news/headline-tests/page-headlines.server'
import { useT } from '../i18n/i18n'
import { ListErrorView } from '../ui/list-error-view'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { pageSizeFor } from '../lib/keyset-paging.server'
import { lenientCursorParam, lenientPageParam } from '../lib/list-query.server'
import { isListView, readCookie, storageKeys } from '../lib/preferences'
import { feedLinks, pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/news'

const PAGE_SIZE = 12

const querySchema = z.object({
  category: z.string().trim().max(60).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(articleSorts).catch('published_at'),
  page: lenientPageParam,
  cursor: lenientCursorParam,
})

/**
 * The news list. `?page=N` renders the first N pages (the no-JavaScript Load More);
 * `?cursor=` answers one page after a position (the in-page Load More).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const db = getDb()
  const user = await getUser(request)
  const savedView = readCookie(request.headers.get('Cookie'), storageKeys.newsView)
  try {
    const [categories, result] = await Promise.all([
      listCategories(db),
      listArticles(db, {
        categorySlug: query.category || undefined,
        search: query.search || undefined,
        sort: query.sort,
        cursor: query.cursor,
        pageSize: pageSizeFor(query, PAGE_SIZE),
      }),
    ])
    return {
      ...query,
      categories,
      ...result,
      // Tested headlines: this reader's, their views counted (decision 53).
      articles: await listHeadlines(db, { request, context, user }, result.articles),
      view: isListView(savedView) ? savedView : 'grid',
      canReadPremium: hasFeature(user, 'premium_articles'),
      showAds: showsAds(user),
      now: Date.now(),
    }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  const category = loaderData?.categories.find((c) => c.slug === loaderData.category)
  return [
    ...pageMeta({
      ...seo,
      title: category ? seo.text('title.newsCategory', { category: category.name }) : seo.text('title.news'),
      description: category
        ? `The latest ${category.name} news and analysis from ${seo.siteName}.`
        : `Daily reporting on AI research, products, ethics and marketing from ${seo.siteName}.`,
      path: category ? `/news?category=${category.slug}` : '/news',
      // Searches and later pages are reachable, but the canonical list is the first page.
      noIndex: Boolean(loaderData?.search),
    }),
    ...feedLinks(seo.siteName, category?.slug, category?.name),
  ]
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { search } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('news.title')}</h1>
      {search ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="search-summary">
          {t('news.resultsFor', { query: search })}
        </p>
      ) : null}
      <NewsFilters {...loaderData} />
      <NewsResults key={`${loaderData.category}|${search}|${loaderData.sort}`} {...loaderData} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  return <ListErrorView error={error} title={t('news.title')} fallback={t('news.loadFailed')} back={{ to: '/news', label: t('article.backToNews') }} />
}
