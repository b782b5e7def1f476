import { Form } from 'react-router'
import { badRequest } from '../lib/error-responses.server'
import { z } from 'zod'
import { SearchIcon } from '../ui/icons'
import { ResultGroups } from '../search/components/result-groups'
import { MIN_QUERY_LENGTH, trendingTopics } from '../search/types'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { searchSite } from '../search/search.server'
import { pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/search'

const querySchema = z.object({ q: z.string().trim().max(200, 'Search text is too long').catch('') })

/** The shareable, no-JavaScript results page behind the search overlay. */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('q') ?? ''
  if (raw.length > 200) throw badRequest('Search text is too long')
  const { q } = querySchema.parse({ q: raw })
  const result = q.length >= MIN_QUERY_LENGTH ? await searchSite(getDb(), q) : null
  return { q, result }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    ...rootSeo(matches),
    title: loaderData?.q ? rootSeo(matches).text('title.searchFor', { query: loaderData.q }) : rootSeo(matches).text('title.search'),
    description: 'Search news, courses, tutorials, videos and podcast episodes.',
    path: '/search',
    noIndex: true,
  })

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { q, result } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('search.pageTitle')}</h1>
      <Form method="get" className="mt-8 flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
        <SearchIcon className="shrink-0 text-slate-500" />
        <label htmlFor="search-page-q" className="sr-only">{t('nav.search')}</label>
        <input id="search-page-q" name="q" type="search" defaultValue={q} maxLength={200} placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 bg-transparent py-1 outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400" />
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">{t('search.submit')}</button>
      </Form>
      <div className="mt-10" data-testid="search-page-results">
        {!q ? (
          <TrendingLinks />
        ) : q.length < MIN_QUERY_LENGTH ? (
          <p className="text-slate-600 dark:text-slate-300">{t('search.minLength')}</p>
        ) : result && result.total > 0 ? (
          <>
            <p className="mb-6 text-slate-600 dark:text-slate-300">{t('search.resultCount', { count: result.total, query: q })}</p>
            <ResultGroups result={result} />
          </>
        ) : (
          <p className="py-10 text-center text-lg text-slate-600 dark:text-slate-300">{t('search.noResults', { query: q })}</p>
        )}
      </div>
    </div>
  )
}

function TrendingLinks() {
  const t = useT()
  return (
    <section aria-labelledby="trending-page-heading">
      <h2 id="trending-page-heading" className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">{t('search.trending')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {trendingTopics.map((topic) => (
          <li key={topic}>
            <a href={`/search?q=${encodeURIComponent(topic)}`} className="inline-flex rounded-full bg-slate-100 px-4 py-2 text-sm hover:bg-brand-100 dark:bg-slate-800 dark:hover:bg-brand-900/50">{topic}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
