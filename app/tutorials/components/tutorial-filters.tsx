import { Form, Link, useNavigate } from 'react-router'
import { useT } from '../../i18n/i18n'
import { tutorialCategorySlugs, tutorialDifficulties, type TutorialSort } from '../tutorial-filters'
import { SearchIcon } from '../../ui/icons'

export interface TutorialFilterValues {
  search?: string
  difficulty?: string
  category?: string
  sort: TutorialSort
}

/** A /tutorials address from the current filters with some of them changed. */
export function tutorialsHref(current: TutorialFilterValues, changes: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams()
  const merged = { ...current, sort: current.sort === 'published_at' ? undefined : current.sort, ...changes }
  for (const [key, value] of Object.entries(merged)) if (value) params.set(key, String(value))
  const text = params.toString()
  return text ? `/tutorials?${text}` : '/tutorials'
}

const selectClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white'

/** Search, difficulty, category and sort: a GET form, so every filter lives in the URL and works without JavaScript. */
export function TutorialFilters(current: TutorialFilterValues) {
  const t = useT()
  const navigate = useNavigate()
  // With JavaScript the address stays short: empty filters and the default sort are left out.
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const field = (name: string) => String(data.get(name) ?? '').trim() || undefined
    const sort = (field('sort') ?? 'published_at') as TutorialSort
    void navigate(tutorialsHref({ search: field('search'), difficulty: field('difficulty'), category: field('category'), sort }))
  }
  const hasFilters = Boolean(current.search || current.difficulty || current.category || current.sort !== 'published_at')
  const sorts: [TutorialSort, string][] = [
    ['published_at', t('tutorials.sortLatest')],
    ['views', t('tutorials.sortViews')],
    ['likes', t('tutorials.sortLikes')],
    ['title', t('tutorials.sortTitle')],
  ]
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('tutorials.filters')}
      className="mt-8 grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900/60"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === 'SELECT') go(event.currentTarget)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        go(event.currentTarget)
      }}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="tutorial-search" className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('tutorials.search')}</label>
        <div className="mt-1 flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
          <SearchIcon width={18} height={18} className="shrink-0 text-slate-500 dark:text-slate-400" />
          <input
            id="tutorial-search"
            name="search"
            type="search"
            maxLength={200}
            defaultValue={current.search ?? ''}
            placeholder={t('tutorials.searchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
      </div>
      <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('tutorials.difficulty')}
        <select name="difficulty" defaultValue={current.difficulty ?? ''} className={selectClass}>
          <option value="">{t('tutorials.allDifficulties')}</option>
          {tutorialDifficulties.map((level) => <option key={level} value={level}>{t(`tutorials.level.${level}`)}</option>)}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('tutorials.category')}
        <select name="category" defaultValue={current.category ?? ''} className={selectClass}>
          <option value="">{t('tutorials.allCategories')}</option>
          {tutorialCategorySlugs.map((slug) => <option key={slug} value={slug}>{t(`tutorials.cat.${slug}`)}</option>)}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('tutorials.sortBy')}
        <select name="sort" defaultValue={current.sort} className={selectClass}>
          {sorts.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
      <div className="flex items-end gap-3 self-end">
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          {t('tutorials.apply')}
        </button>
        {hasFilters ? (
          <Link to="/tutorials" className="text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
            {t('tutorials.clearFilters')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
