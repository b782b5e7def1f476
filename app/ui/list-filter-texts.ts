import type { MessageKey } from '../i18n/en'
import type { Translate } from '../i18n/i18n'
import type { FilterSelectProps, SelectChoices } from './filter-bar'

type KeyPrefix<Key extends string> = Key extends `${infer Prefix}.${string}` ? Prefix : never

/** An area of the dictionary: what comes before a key's first dot, e.g. `podcasts`. */
export type TextArea = KeyPrefix<MessageKey>

/**
 * A text of a filter form, named `Field` in its spec. Where the area has `${area}.${Suffix}`
 * the form shows that and the spec may not give another; where it has none (the news list
 * borrows the site search's texts) the spec must give it.
 */
export type AreaText<Area extends TextArea, Suffix extends string, Field extends string> = `${Area}.${Suffix}` extends MessageKey
  ? { [Name in Field]?: never }
  : { [Name in Field]: string }

/** `given`, or else the area's text `${area}.${suffix}`; AreaText makes sure one of them exists. */
export function areaText(t: Translate, area: TextArea, suffix: string, given: string | undefined) {
  return given ?? t(`${area}.${suffix}` as MessageKey)
}

// The texts of each select under its area: its label and, unless a choice is required, its "All …" choice.
const selectTextKeys = {
  category: { label: 'category', all: 'allCategories' },
  level: { label: 'level', all: 'allLevels' },
  difficulty: { label: 'difficulty', all: 'allDifficulties' },
  type: { label: 'type', all: 'allTypes' },
  sort: { label: 'sortBy' },
} as const satisfies Record<string, { label: string; all?: string }>

type SelectName = keyof typeof selectTextKeys
type SelectSuffix<Name extends SelectName> = Extract<(typeof selectTextKeys)[Name][keyof (typeof selectTextKeys)[Name]], string>

/** The selects whose texts the area has, e.g. `level` for `education.level` and `education.allLevels`. */
type AreaSelectName<Area extends TextArea> = {
  [Name in SelectName]: `${Area}.${SelectSuffix<Name>}` extends MessageKey ? Name : never
}[SelectName]

// The text of each sort under its area, e.g. `podcasts.sortDownloads`.
const sortTextKeys = {
  published_at: 'sortLatest',
  views: 'sortViews',
  downloads: 'sortDownloads',
  likes: 'sortLikes',
  title: 'sortTitle',
} as const

type ListSort = keyof typeof sortTextKeys

/** The sorts whose texts the area has, e.g. `downloads` for `podcasts.sortDownloads`. */
type AreaSort<Area extends TextArea> = {
  [Sort in ListSort]: `${Area}.${(typeof sortTextKeys)[Sort]}` extends MessageKey ? Sort : never
}[ListSort]

interface ChoiceSelect<Name extends SelectName> {
  name: Name
  value?: string
  options: SelectChoices
}

/** The sort select: its choices are the `sorts` in the order given, each named by the area's text for it. */
interface SortSelect<Sort extends ListSort> {
  name: 'sort'
  value?: string
  sorts: readonly Sort[]
}

/** A select of a list's filters: `name` is its field, and its texts are the area's (see selectTextKeys). */
export type AreaSelect<Area extends TextArea> =
  | ChoiceSelect<Exclude<AreaSelectName<Area>, 'sort'>>
  | ('sort' extends AreaSelectName<Area> ? SortSelect<AreaSort<Area>> : never)

/** The select with its label, "All …" choice and, for the sort, its choices read from the area. */
export function areaSelect(t: Translate, area: TextArea, select: ChoiceSelect<SelectName> | SortSelect<ListSort>): FilterSelectProps {
  const keys: { label: string; all?: string } = selectTextKeys[select.name]
  const textOf = (suffix: string) => t(`${area}.${suffix}` as MessageKey)
  const options = 'sorts' in select ? select.sorts.map((sort) => [sort, textOf(sortTextKeys[sort])] as const) : select.options
  return { name: select.name, label: textOf(keys.label), value: select.value, all: keys.all ? textOf(keys.all) : undefined, options }
}
