import { Form, Link } from 'react-router'
import { useT } from '../i18n/i18n'
import { ApplyWithoutScript, FilterActions, FilterBar, FilterSelect, SearchField, useFilterNavigation, type FieldReader, type FilterSelectProps } from './filter-bar'
import { PillSearch, PillSelect } from './filter-pills'
import { FilterSheet } from './filter-sheet'
import { areaSelect, areaText, type AreaSelect, type AreaText, type TextArea } from './list-filter-texts'

/** The search box: `name="search"`; its label and placeholder are the area's `search` and `searchPlaceholder`. */
type SearchSpec<Area extends TextArea> = { id: string; value?: string } & AreaText<Area, 'search', 'label'> & AreaText<Area, 'searchPlaceholder', 'placeholder'>

type ListFiltersCommon<Area extends TextArea> = {
  /** The area of the dictionary the form's texts come from, e.g. `tutorials` for `tutorials.apply`. */
  area: Area
  search: SearchSpec<Area>
  /** Filters kept while the form is used (a tab, a category chosen elsewhere); unset ones are left out. */
  hidden?: Record<string, string | undefined>
  /** The Clear filters link (the area's `clearFilters`), while filters are set. */
  clear?: { href: string } & AreaText<Area, 'clearFilters', 'label'>
  /** The address of the list for the form's fields, which a changed select or Apply opens. */
  hrefOf: (field: FieldReader) => string
} & AreaText<Area, 'apply', 'apply'>

/**
 * The panel of the courses, tutorials and podcasts lists: labels above the fields, two or three
 * selects. The form's accessible name (it is a search landmark) is the area's `filters`.
 */
export type PanelFiltersSpec<Area extends TextArea> = ListFiltersCommon<Area> &
  AreaText<Area, 'filters', 'label'> & {
    variant: 'panel'
    selects: readonly [AreaSelect<Area>, AreaSelect<Area>, AreaSelect<Area>?]
  }

/**
 * The one-line filters of the news and videos lists. `row`: one row from md on, Apply in the
 * text size of the search box (news); `wrap`: a wrapping row from lg on, small text (videos).
 */
export type PillFiltersSpec<Area extends TextArea> = ListFiltersCommon<Area> & {
  variant: 'pills'
  layout: 'row' | 'wrap'
  action?: string
  selects: readonly AreaSelect<Area>[]
}

export type ListFiltersSpec<Area extends TextArea> = PanelFiltersSpec<Area> | PillFiltersSpec<Area>

/** A spec's texts as given; the rest are the area's. */
interface GivenTexts {
  label?: string
  apply?: string
  search: { label?: string; placeholder?: string }
  clear?: { label?: string }
}

/** What the forms below draw once every text is known. */
interface FormProps {
  search: { id: string; label: string; placeholder: string; value?: string }
  hidden?: Record<string, string | undefined>
  selects: FilterSelectProps[]
  apply: string
  clear?: { href: string; label: string }
  hrefOf: (field: FieldReader) => string
}

// Whole class names, so the stylesheet build finds them.
const pillLayouts = {
  row: {
    form: 'mt-6 flex flex-wrap items-center gap-3 md:mt-8 md:flex-nowrap md:gap-4',
    search: 'basis-full md:basis-auto md:flex-1',
    wideFrom: 'md',
    apply: 'rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700',
  },
  wrap: {
    form: 'mt-6 flex flex-wrap items-center gap-3 lg:mt-8 lg:gap-4',
    search: 'basis-full lg:basis-auto lg:flex-1',
    wideFrom: 'lg',
    apply: 'rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700',
  },
} as const

/** How many selects narrow the list (a value other than the empty "All" choice; sorts always have one). */
const activeCount = (selects: FilterSelectProps[]) => selects.filter((select) => select.all && select.value).length

function HiddenFields({ fields = {} }: { fields?: Record<string, string | undefined> }) {
  return Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))
}

/**
 * A list's GET filter form from its spec: hidden fields, the search box, the selects, Apply and
 * Clear filters, labelled by the texts of the spec's area. Every filter lives in the address, so
 * it works without JavaScript; with it, a changed select applies at once (see useFilterNavigation).
 */
export function ListFilters<Area extends TextArea>(spec: ListFiltersSpec<Area>) {
  const t = useT()
  // The spec's type has settled which texts are given; here they are read as plain optional strings.
  const given: GivenTexts = spec
  const { area, search, hidden, clear, hrefOf } = spec
  const textOf = (suffix: string, text: string | undefined) => areaText(t, area, suffix, text)
  const form: FormProps = {
    search: { id: search.id, value: search.value, label: textOf('search', given.search.label), placeholder: textOf('searchPlaceholder', given.search.placeholder) },
    hidden,
    selects: spec.selects.flatMap((select) => (select ? [areaSelect(t, area, select)] : [])),
    apply: textOf('apply', given.apply),
    clear: clear ? { href: clear.href, label: textOf('clearFilters', given.clear?.label) } : undefined,
    hrefOf,
  }
  return spec.variant === 'panel' ? (
    <PanelFilters label={textOf('filters', given.label)} columns={spec.selects.length} {...form} />
  ) : (
    <PillFilters layout={spec.layout} action={spec.action} {...form} />
  )
}

function PanelFilters({ label, columns, search, hidden, selects, apply, clear, hrefOf }: FormProps & { label: string; columns: 2 | 3 }) {
  return (
    <FilterBar label={label} selects={columns} hrefOf={hrefOf}>
      <HiddenFields fields={hidden} />
      <SearchField {...search} />
      <FilterSheet active={activeCount(selects)} wideFrom="lg">
        {selects.map((select) => <FilterSelect key={select.name} {...select} />)}
      </FilterSheet>
      <FilterActions apply={apply} clear={clear} />
    </FilterBar>
  )
}

function PillFilters({ layout, action, search, hidden, selects, apply, clear, hrefOf }: FormProps & Pick<PillFiltersSpec<TextArea>, 'layout' | 'action'>) {
  const handlers = useFilterNavigation(hrefOf)
  return (
    <Form method="get" action={action} className={pillLayouts[layout].form} {...handlers}>
      <HiddenFields fields={hidden} />
      <div className={pillLayouts[layout].search}>
        <PillSearch {...search} />
      </div>
      <FilterSheet active={activeCount(selects)} wideFrom={pillLayouts[layout].wideFrom}>
        {selects.map((select) => <PillSelect key={select.name} {...select} />)}
      </FilterSheet>
      <ApplyWithoutScript className={pillLayouts[layout].apply}>{apply}</ApplyWithoutScript>
      {clear ? (
        <Link to={clear.href} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {clear.label}
        </Link>
      ) : null}
    </Form>
  )
}
