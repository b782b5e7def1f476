import { Form, Link } from 'react-router'
import type { MessageKey } from '../i18n/en'
import type { Translate } from '../i18n/i18n'
import { FilterActions, FilterBar, FilterSelect, SearchField, useFilterNavigation, type FieldReader, type FilterSelectProps, type SelectChoices } from './filter-bar'
import { PillSearch, PillSelect } from './filter-pills'

interface ListFiltersCommon {
  /** The search box: `name="search"`. */
  search: { id: string; label: string; placeholder: string; value?: string }
  /** Filters kept while the form is used (a tab, a category chosen elsewhere); unset ones are left out. */
  hidden?: Record<string, string | undefined>
  apply: string
  /** The Clear filters link, while filters are set. */
  clear?: { href: string; label: string }
  /** The address of the list for the form's fields, which a changed select or Apply opens. */
  hrefOf: (field: FieldReader) => string
}

/** The panel of the courses, tutorials and podcasts lists: labels above the fields, two or three selects. */
export interface PanelFiltersSpec extends ListFiltersCommon {
  variant: 'panel'
  /** The form's accessible name (it is a search landmark). */
  label: string
  selects: readonly [FilterSelectProps, FilterSelectProps, FilterSelectProps?]
}

/**
 * The one-line filters of the news and videos lists. `row`: one row from md on, Apply in the
 * text size of the search box (news); `wrap`: a wrapping row from lg on, small text (videos).
 */
export interface PillFiltersSpec extends ListFiltersCommon {
  variant: 'pills'
  layout: 'row' | 'wrap'
  action?: string
  selects: readonly FilterSelectProps[]
}

export type ListFiltersSpec = PanelFiltersSpec | PillFiltersSpec

// Whole class names, so the stylesheet build finds them.
const pillLayouts = {
  row: {
    form: 'mt-8 flex flex-col gap-4 md:flex-row md:items-center',
    apply: 'rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700',
  },
  wrap: {
    form: 'mt-8 flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center',
    apply: 'rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700',
  },
} as const

function HiddenFields({ fields = {} }: { fields?: Record<string, string | undefined> }) {
  return Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))
}

/**
 * A list's GET filter form from its spec: hidden fields, the search box, the selects, Apply and
 * Clear filters. Every filter lives in the address, so it works without JavaScript; with it, a
 * changed select applies at once (see useFilterNavigation).
 */
export function ListFilters(spec: ListFiltersSpec) {
  return spec.variant === 'panel' ? <PanelFilters {...spec} /> : <PillFilters {...spec} />
}

function PanelFilters({ label, search, hidden, selects, apply, clear, hrefOf }: PanelFiltersSpec) {
  return (
    <FilterBar label={label} selects={selects.length} hrefOf={hrefOf}>
      <HiddenFields fields={hidden} />
      <SearchField {...search} />
      {selects.map((select) => (select ? <FilterSelect key={select.name} {...select} /> : null))}
      <FilterActions apply={apply} clear={clear} />
    </FilterBar>
  )
}

function PillFilters({ layout, action, search, hidden, selects, apply, clear, hrefOf }: PillFiltersSpec) {
  const handlers = useFilterNavigation(hrefOf)
  return (
    <Form method="get" action={action} className={pillLayouts[layout].form} {...handlers}>
      <HiddenFields fields={hidden} />
      <PillSearch {...search} />
      {selects.map((select) => <PillSelect key={select.name} {...select} />)}
      <button type="submit" className={pillLayouts[layout].apply}>
        {apply}
      </button>
      {clear ? (
        <Link to={clear.href} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {clear.label}
        </Link>
      ) : null}
    </Form>
  )
}

const sortTextKeys = {
  published_at: 'sortLatest',
  views: 'sortViews',
  downloads: 'sortDownloads',
  likes: 'sortLikes',
  title: 'sortTitle',
} as const

export type ListSort = keyof typeof sortTextKeys

type KeyPrefix<Key extends string> = Key extends `${infer Prefix}.${string}` ? Prefix : never

/** The prefixes that have a text for each of the sorts, e.g. `podcasts` for `podcasts.sortDownloads`. */
type SortPrefix<Sort extends ListSort> = {
  [Prefix in KeyPrefix<MessageKey>]: `${Prefix}.${(typeof sortTextKeys)[Sort]}` extends MessageKey ? Prefix : never
}[KeyPrefix<MessageKey>]

/**
 * The options of a sort select in the order given, each labelled by its text under `prefix`:
 * published_at → `${prefix}.sortLatest`, views → sortViews, downloads → sortDownloads,
 * likes → sortLikes, title → sortTitle.
 */
export function sortOptions<Sort extends ListSort>(t: Translate, prefix: SortPrefix<NoInfer<Sort>>, sorts: readonly Sort[]): SelectChoices {
  return sorts.map((sort) => [sort, t(`${prefix}.${sortTextKeys[sort]}` as MessageKey)])
}
