import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { SearchIcon } from './icons'

/** Reads a field of the filter form: trimmed, and undefined when empty (the "All" choice). */
export type FieldReader = (name: string) => string | undefined

/** How long the search box waits after the last keystroke before it applies the text. */
const searchPause = 400

/**
 * The handlers of a list's GET filter form. Without JavaScript the browser submits the form
 * (Apply); with it, a changed select applies at once, typed search text once typing pauses
 * (replacing the history entry, so Back leaves the list rather than each keystroke), and the
 * address is built by `hrefOf`, so empty fields and defaults stay out of it.
 */
export function useFilterNavigation(hrefOf: (field: FieldReader) => string) {
  const navigate = useNavigate()
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const go = (form: HTMLFormElement, replace = false) => {
    clearTimeout(typing.current)
    const data = new FormData(form)
    const href = hrefOf((name) => String(data.get(name) ?? '').trim() || undefined)
    if (href !== `${location.pathname}${location.search}`) void navigate(href, { replace, preventScrollReset: true })
  }
  return {
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const field = event.target as HTMLInputElement
      const form = event.currentTarget
      if (field.tagName === 'SELECT') go(form)
      else if (field.type === 'search') {
        clearTimeout(typing.current)
        typing.current = setTimeout(() => go(form, true), searchPause)
      }
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      go(event.currentTarget)
    },
  }
}

// Whole class names, so the stylesheet build finds them: the search field, the selects, the buttons.
const columns = {
  2: 'grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]',
  3: 'grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]',
} as const

/** The filter panel of the courses, tutorials and podcasts lists: a search field, `selects` selects and the buttons. */
export function FilterBar({
  label,
  selects,
  hrefOf,
  children,
}: {
  label: string
  selects: keyof typeof columns
  hrefOf: (field: FieldReader) => string
  children: ReactNode
}) {
  const handlers = useFilterNavigation(hrefOf)
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 ${columns[selects]} lg:items-end dark:border-slate-800 dark:bg-slate-900/60`}
      {...handlers}
    >
      {children}
    </Form>
  )
}

const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-200'

/** The panel's search field, full width until the panel fits on one row. */
export function SearchField({ id, label, placeholder, value }: { id: string; label: string; placeholder: string; value?: string }) {
  return (
    <div className="col-span-full lg:col-span-1">
      <label htmlFor={id} className={labelClass}>{label}</label>
      <div className="mt-1 flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900">
        <SearchIcon width={18} height={18} className="shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          id={id}
          name="search"
          type="search"
          maxLength={200}
          defaultValue={value ?? ''}
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
        />
      </div>
    </div>
  )
}

export interface FilterSelectProps {
  name: string
  label: string
  value?: string
  /** The empty "All …" option that means no filter; none when a choice is required (sort). */
  all?: string
  options: SelectChoices
}

/** One choice of the panel, its label above it. */
export function FilterSelect({ name, label, value, all, options }: FilterSelectProps) {
  return (
    <label className={labelClass}>
      {label}
      <select
        name={name}
        defaultValue={value ?? ''}
        className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        <SelectOptions all={all} options={options} />
      </select>
    </label>
  )
}

export type SelectChoices = readonly (readonly [value: string, text: string])[]

/** A filter select's options; `all` adds the empty "All …" option that means no filter. */
export function SelectOptions({ all, options }: { all?: string; options: SelectChoices }) {
  return (
    <>
      {all ? <option value="">{all}</option> : null}
      {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
    </>
  )
}

/**
 * Apply, for browsers without JavaScript only (with it, filters apply as they change), and, while
 * filters are set, Clear filters.
 */
export function FilterActions({ apply, clear }: { apply: string; clear?: { href: string; label: string } }) {
  return (
    <div className="flex items-center gap-3 self-end empty:hidden">
      <ApplyWithoutScript className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">{apply}</ApplyWithoutScript>
      {clear ? (
        <Link to={clear.href} className="text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          {clear.label}
        </Link>
      ) : null}
    </div>
  )
}

/** A filter form's submit button, drawn only where scripts do not run (where they do, the form applies itself). */
export function ApplyWithoutScript({ className, children }: { className: string; children: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className={className}>
        {children}
      </button>
    </noscript>
  )
}
