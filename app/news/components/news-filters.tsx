import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { ListFilters } from '../../ui/list-filters'
import { ScrollStrip } from '../../ui/scroll-strip'

type Category = { id: string; name: string; slug: string }
type NewsFilterValues = { category?: string; search?: string; sort: string }

/** The sorts of articles.server.ts's articleSorts, which this client file cannot import. */
const newsSorts = ['published_at', 'views', 'likes', 'title'] as const

/** Builds a /news address from the current filters with some of them changed (defaults left out). */
export function newsHref(current: NewsFilterValues, changes: Record<string, string | number | undefined>) {
  const { category, search, sort } = current
  return listHref('/news', { category, search, sort, ...changes }, { sort: 'published_at' })
}

function chipClass(isActive: boolean) {
  return `inline-flex whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
  }`
}

/** Search box, sort select and category chips of the news list; all of them live in the URL. */
export function NewsFilters({ categories, category, search, sort }: NewsFilterValues & { categories: Category[] }) {
  const t = useT()
  const current = { category, search, sort }
  return (
    <>
      <ListFilters
        variant="pills"
        layout="row"
        area="news"
        hidden={{ category }}
        search={{ id: 'news-search', label: t('nav.search'), placeholder: t('search.placeholder'), value: search }}
        selects={[{ name: 'sort', value: sort, sorts: newsSorts }]}
        apply={t('search.submit')}
        hrefOf={(field) => newsHref({ category: field('category'), search: field('search'), sort: field('sort') ?? sort }, {})}
      />
      <nav aria-label={t('news.categories')} className="mt-5">
        <ScrollStrip testId="category-chips">
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
        </ScrollStrip>
      </nav>
    </>
  )
}
