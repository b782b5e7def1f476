import { Form, Link, useNavigate } from 'react-router'
import { useT } from '../../i18n/i18n'
import { courseLevels, educationCategorySlugs, type EducationTab } from '../course-filters'
import { SearchIcon } from '../../ui/icons'

export interface EducationFilterValues {
  search?: string
  level?: string
  category?: string
  tab: EducationTab
}

/** An /education address from the current filters with some of them changed (defaults left out). */
export function educationHref(current: EducationFilterValues, changes: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams()
  const merged = {
    search: current.search,
    level: current.level,
    category: current.category,
    tab: current.tab === 'courses' ? undefined : current.tab,
    ...changes,
  }
  for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value)
  const text = params.toString()
  return text ? `/education?${text}` : '/education'
}

const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-200'
const selectClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white'

/** Search, level and category: a GET form, so every filter lives in the URL and works without JavaScript. */
export function EducationFilters(current: EducationFilterValues) {
  const t = useT()
  const navigate = useNavigate()
  // With JavaScript the address stays short: empty filters and the default tab are left out.
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const field = (name: string) => String(data.get(name) ?? '').trim() || undefined
    void navigate(educationHref({ search: field('search'), level: field('level'), category: field('category'), tab: current.tab }))
  }
  const hasFilters = Boolean(current.search || current.level || current.category)
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('education.filters')}
      className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900/60"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === 'SELECT') go(event.currentTarget)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        go(event.currentTarget)
      }}
    >
      {current.tab !== 'courses' ? <input type="hidden" name="tab" value={current.tab} /> : null}
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="education-search" className={labelClass}>{t('education.search')}</label>
        <div className="mt-1 flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
          <SearchIcon width={18} height={18} className="shrink-0 text-slate-500 dark:text-slate-400" />
          <input
            id="education-search"
            name="search"
            type="search"
            maxLength={200}
            defaultValue={current.search ?? ''}
            placeholder={t('education.searchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
      </div>
      <label className={labelClass}>
        {t('education.level')}
        <select name="level" defaultValue={current.level ?? ''} className={selectClass}>
          <option value="">{t('education.allLevels')}</option>
          {courseLevels.map((level) => <option key={level} value={level}>{t(`education.level.${level}`)}</option>)}
        </select>
      </label>
      <label className={labelClass}>
        {t('education.category')}
        <select name="category" defaultValue={current.category ?? ''} className={selectClass}>
          <option value="">{t('education.allCategories')}</option>
          {educationCategorySlugs.map((slug) => <option key={slug} value={slug}>{t(`education.cat.${slug}`)}</option>)}
        </select>
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          {t('education.apply')}
        </button>
        {hasFilters ? (
          <Link
            to={educationHref({ tab: current.tab })}
            className="text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t('education.clearFilters')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
