import { Form, Link, useSubmit } from 'react-router'
import { useT } from '../../i18n/i18n'
import { SearchIcon } from '../../ui/icons'

type Category = { id: string; name: string; slug: string }

/** Builds a /news address from the current filters with some of them changed. */
export function newsHref(
  current: { category?: string; search?: string; sort: string },
  changes: Record<string, string | number | undefined>,
) {
  const params = new URLSearchParams()
  const merged = {
    category: current.category,
    search: current.search,
    sort: current.sort === 'published_at' ? undefined : current.sort,
    ...changes,
  }
  for (const [key, value] of Object.entries(merged)) if (value) params.set(key, String(value))
  const text = params.toString()
  return text ? `/news?${text}` : '/news'
}

function chipClass(isActive: boolean) {
  return `inline-flex whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
  }`
}

/** Search box, sort select and category chips of the news list; all of them live in the URL. */
export function NewsFilters({
  categories,
  category,
  search,
  sort,
}: {
  categories: Category[]
  category?: string
  search?: string
  sort: string
}) {
  const t = useT()
  const submit = useSubmit()
  const current = { category, search, sort }
  return (
    <>
      <Form
        method="get"
        className="mt-8 flex flex-col gap-4 md:flex-row md:items-center"
        onChange={(e) => {
          if ((e.target as HTMLElement).tagName === 'SELECT') submit(e.currentTarget)
        }}
      >
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <div className="flex flex-1 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
          <SearchIcon className="text-slate-500 dark:text-slate-400" />
          <label htmlFor="news-search" className="sr-only">{t('nav.search')}</label>
          <input
            id="news-search"
            name="search"
            type="search"
            defaultValue={search ?? ''}
            placeholder={t('search.placeholder')}
            className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-300">{t('news.sortBy')}</span>
          <select
            name="sort"
            defaultValue={sort}
            className="rounded-full border border-slate-300 bg-white px-4 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
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
          <li>
            <Link to={newsHref(current, { category: undefined })} className={chipClass(!category)} aria-current={!category ? 'page' : undefined}>
              {t('news.allNews')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={newsHref(current, { category: c.slug })}
                className={chipClass(category === c.slug)}
                aria-current={category === c.slug ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
