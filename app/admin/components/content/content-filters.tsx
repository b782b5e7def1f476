import { useId } from 'react'
import { Form, Link } from 'react-router'
import { contentTypes, statusFilters, typeInfo } from '../../content/content-types'
import { publishStatusLabels } from '../../../content/publish-statuses'
import { adminButton, adminInput } from '../admin-ui'
import { FilterButtons } from '../filter-buttons'

type ContentFilters = { q?: string; type?: string; status?: string; flag?: string; author?: string; waiting?: string }

function FilterSelect({ label, name, value, options }: { label: string; name: string; value?: string; options: { value: string; label: string }[] }) {
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} className={adminInput}>
        <option value="">Any</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  )
}

/** Search and filters of the content list (a GET form: the URL holds the view). */
export function ContentFiltersForm({ filters, authors }: { filters: ContentFilters; authors: { id: string; name: string }[] | null }) {
  const isFiltered = Boolean(filters.q || filters.type || filters.status || filters.flag || filters.author || filters.waiting)
  const waitingId = useId()
  return (
    <Form method="get" role="search" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] xl:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] lg:items-end dark:border-slate-800 dark:bg-slate-900">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="content-search" className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Search</label>
        <input id="content-search" type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder="Title or slug" className={adminInput} />
      </div>
      <FilterSelect label="Type" name="type" value={filters.type} options={contentTypes.map((t) => ({ value: t, label: typeInfo[t].label }))} />
      <FilterSelect label="Status" name="status" value={filters.status}
        options={statusFilters.map((status) => ({ value: status, label: status === 'scheduled' ? 'Scheduled' : publishStatusLabels[status] }))} />
      <FilterSelect label="Flag" name="flag" value={filters.flag}
        options={[{ value: 'premium', label: 'Premium' }, { value: 'featured', label: 'Featured' }, { value: 'ai', label: 'AI-generated' }]} />
      {authors ? <FilterSelect label="Author" name="author" value={filters.author} options={authors.map((a) => ({ value: a.id, label: a.name }))} /> : null}
      <div className="flex items-center gap-2 self-center lg:pt-5">
        <input id={waitingId} type="checkbox" name="waiting" value="me" defaultChecked={filters.waiting === 'me'} />
        <label htmlFor={waitingId} className="text-sm font-semibold">Waiting for me</label>
      </div>
      <FilterButtons className="flex gap-2 sm:col-span-2 lg:col-span-1" label="Filter" isFiltered={isFiltered} clearTo="/admin/content" />
    </Form>
  )
}

/** "New …" menu: a disclosure of links, so it works without JavaScript. */
export function NewContentMenu() {
  return (
    <details className="relative">
      <summary className={`${adminButton.primary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>New…</summary>
      <ul className="absolute right-0 z-20 mt-2 w-56 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900">
        {contentTypes.map((t) => (
          <li key={t}>
            <Link to={`/admin/content/${t}/new`} className="block rounded-xl px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
              {typeInfo[t].noun[0]!.toUpperCase() + typeInfo[t].noun.slice(1)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
