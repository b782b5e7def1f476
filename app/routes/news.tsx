import { Form, Link, useSubmit } from 'react-router'
import { z } from 'zod'
import { ArticleCard } from '../components/articles/article-card'
import { SearchIcon } from '../components/icons'
import { articleSorts, listArticles, listCategories } from '../content/articles.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import type { Route } from './+types/news'

const PAGE_SIZE = 12

const querySchema = z.object({
  category: z.string().trim().max(60).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(articleSorts).catch('published_at'),
  page: z.coerce.number().int().min(1).max(50).catch(1),
})

export async function loader({ request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = querySchema.parse(params)
  const db = getDb()
  const [categories, result] = await Promise.all([
    listCategories(db),
    listArticles(db, {
      categorySlug: query.category || undefined,
      search: query.search || undefined,
      sort: query.sort,
      pageSize: PAGE_SIZE * query.page,
    }),
  ])
  return { ...query, categories, ...result, now: Date.now() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.categories.find((c) => c.slug === loaderData.category)
  return [{ title: category ? `${category.name} news` : 'Latest AI and marketing news' }]
}

function chipClass(isActive: boolean) {
  return `whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
  }`
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const submit = useSubmit()
  const { categories, articles, hasMore, category, search, sort, page, now } = loaderData
  const withParams = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams()
    const merged = { category, search, sort: sort === 'published_at' ? undefined : sort, page: undefined, ...changes }
    for (const [key, value] of Object.entries(merged)) if (value) params.set(key, String(value))
    const text = params.toString()
    return text ? `/news?${text}` : '/news'
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('news.title')}</h1>
      {search ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="search-summary">
          {t('news.resultsFor', { query: search })}
        </p>
      ) : null}
      <Form method="get" className="mt-8 flex flex-col gap-4 md:flex-row md:items-center" onChange={(e) => {
        if ((e.target as HTMLElement).tagName === 'SELECT') submit(e.currentTarget)
      }}>
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <div className="flex flex-1 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
          <SearchIcon className="text-slate-400" />
          <label htmlFor="news-search" className="sr-only">{t('nav.search')}</label>
          <input id="news-search" name="search" type="search" defaultValue={search ?? ''} placeholder={t('search.placeholder')}
            className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400" />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-300">{t('news.sortBy')}</span>
          <select name="sort" defaultValue={sort} className="rounded-full border border-slate-300 bg-white px-4 py-2 dark:border-slate-700 dark:bg-slate-900">
            <option value="published_at">{t('news.sortLatest')}</option>
            <option value="views">{t('news.sortViews')}</option>
            <option value="likes">{t('news.sortLikes')}</option>
            <option value="title">{t('news.sortTitle')}</option>
          </select>
        </label>
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {t('search.submit')}
        </button>
      </Form>
      <nav aria-label={t('news.categories')} className="-mx-4 mt-6 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-2">
          <li><Link to={withParams({ category: undefined })} className={chipClass(!category)} aria-current={!category ? 'page' : undefined}>{t('news.allNews')}</Link></li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={withParams({ category: c.slug })} className={chipClass(category === c.slug)} aria-current={category === c.slug ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length === 0 ? (
        <p className="py-24 text-center text-lg text-slate-600 dark:text-slate-300">{t('home.noArticles')}</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-grid">
          {articles.map((article) => <ArticleCard key={article.id} article={article} now={now} />)}
        </div>
      )}
      {hasMore ? (
        <div className="mt-12 text-center">
          <Link to={withParams({ page: page + 1 })} preventScrollReset className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
            {t('news.loadMore')}
          </Link>
        </div>
      ) : null}
    </div>
  )
}
