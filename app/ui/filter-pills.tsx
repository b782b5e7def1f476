import { SelectOptions, type FilterSelectProps } from './filter-bar'
import { SearchIcon } from './icons'

/**
 * The compact, one-line filters of the news and videos lists: a rounded search box with a
 * screen-reader label and rounded selects with their label beside them.
 */

export function PillSearch({ id, label, placeholder, value }: { id: string; label: string; placeholder: string; value?: string }) {
  return (
    <div className="flex min-w-64 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
      <SearchIcon className="text-slate-500 dark:text-slate-400" />
      <label htmlFor={id} className="sr-only">{label}</label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
      />
    </div>
  )
}

/** A select with its label beside it. */
export function PillSelect({ name, label, value, all, options }: FilterSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-300">{label}</span>
      <select name={name} defaultValue={value ?? ''} className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-900">
        <SelectOptions all={all} options={options} />
      </select>
    </label>
  )
}
