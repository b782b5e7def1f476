import { z } from 'zod'
import { AppError } from './app-error'
import { MAX_RENDERED_PAGES } from './keyset-paging.server'
import { isTextKey } from '../i18n/english-text'
import { textKey, type AnswerKey, type TextValues } from '../i18n/text-keys'

/**
 * Address parameters the public lists share. Lists that answer bad input with a 400 naming
 * the problem (tutorials, podcasts, courses) use the strict ones; news and videos fall back to
 * the first page instead, because their addresses were always forgiving.
 */

/** An empty field (the "All" choice of a select) means no filter. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const pageMessage = textKey('answers.list.pageNumber')

/** `?page=N`: how many pages to render, 1 when absent, at most MAX_RENDERED_PAGES. */
export const pageParam = optionalParam(
  z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, textKey('answers.list.pageMin')),
).transform((page) => Math.min(page ?? 1, MAX_RENDERED_PAGES))

/** `?cursor=`: a position `pageOf` wrote; its content is checked when the list reads it. */
export const cursorParam = optionalParam(z.string().max(300, textKey('answers.list.cursorInvalid')))

/** `?search=`: the search box's text, trimmed, at most 200 characters. */
export const searchParam = optionalParam(z.string().trim().max(200, textKey('answers.list.searchMax')))

/** The refusals that list a filter's choices ("Unknown sort. Choose …"), by the field they refuse. */
const unknownChoiceKeys = {
  level: textKey('answers.list.unknownLevel'),
  difficulty: textKey('answers.list.unknownDifficulty'),
  category: textKey('answers.list.unknownCategory'),
  sort: textKey('answers.list.unknownSort'),
  tab: textKey('answers.list.unknownTab'),
} as const satisfies Record<string, Extract<AnswerKey, `answers.list.unknown${string}`>>

type ChoiceField = keyof typeof unknownChoiceKeys

/** A filter the address may leave out, or (`{ choices, fallback }`) one the list always has. */
type ChoiceSpec = readonly string[] | { readonly choices: readonly string[]; readonly fallback: string }

/** `?category=`, `?sort=`, `?tab=`…: one of the list's choices or none; anything else is refused naming the field. */
const choiceParam = <const Choice extends string>(choices: readonly Choice[], field: ChoiceField) =>
  optionalParam(z.enum(choices, { error: unknownChoiceKeys[field] }))

/** A choice the list always has: `fallback` when the address leaves it out. */
const choiceParamOr = <const Choice extends string>(choices: readonly Choice[], fallback: Choice, field: ChoiceField) =>
  choiceParam(choices, field).transform((choice) => choice ?? fallback)

type ChoiceParam<Spec> = Spec extends { readonly choices: readonly (infer Choice extends string)[] }
  ? ReturnType<typeof choiceParamOr<Choice>>
  : Spec extends readonly (infer Choice extends string)[]
    ? ReturnType<typeof choiceParam<Choice>>
    : never

/** Refuses at compile time a fallback that is not one of its field's choices. */
type FallbacksChosen<Specs> = {
  [Field in keyof Specs]: Specs[Field] extends { readonly choices: readonly (infer Choice)[]; readonly fallback: infer Fallback }
    ? [Fallback] extends [Choice] ? Specs[Field] : { readonly choices: readonly Choice[]; readonly fallback: Choice }
    : Specs[Field]
}

/**
 * How a strict list reads its filters from the address: `?search=`, then its choice filters in
 * the order given (the order the first refused one is named in), then `more` (a paged list's
 * `pagingParams`). Anything refused is the 400 of `parseListQuery`.
 */
export function strictListParser<const Specs extends Partial<Record<ChoiceField, ChoiceSpec>>, More extends z.core.$ZodShape = Record<never, never>>(
  specs: Specs & FallbacksChosen<Specs>,
  more?: More,
) {
  const choiceParams = Object.fromEntries(
    Object.entries(specs as Record<ChoiceField, ChoiceSpec>).map(([field, spec]) => [
      field,
      'choices' in spec ? choiceParamOr(spec.choices, spec.fallback, field as ChoiceField) : choiceParam(spec, field as ChoiceField),
    ]),
  ) as { [Field in keyof Specs]: ChoiceParam<Specs[Field]> }
  const schema = z.object({ search: searchParam, ...choiceParams, ...(more as More) })
  return (params: URLSearchParams) => parseListQuery(schema, params)
}

/** `?page=N` or `?cursor=` of a strict paged list. */
export const pagingParams = { page: pageParam, cursor: cursorParam }

/**
 * A strict list's filters from the address: anything its schema refuses is the 400 that
 * `listQueryRefusal` words, so every strict list answers bad input the same way.
 */
export function parseListQuery<T extends z.ZodType>(schema: T, params: URLSearchParams): z.output<T> {
  const parsed = schema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw listQueryRefusal(parsed.error)
  return parsed.data
}

/** `?page=N` for the forgiving lists: anything but a whole number is the first page. */
export const lenientPageParam = z.coerce
  .number()
  .int()
  .catch(1)
  .transform((page) => Math.min(Math.max(page, 1), MAX_RENDERED_PAGES))

/** `?cursor=` for the forgiving lists: an overlong one is ignored (a forged short one is still a 400). */
export const lenientCursorParam = z.string().max(300).optional().catch(undefined)

/**
 * The 400 for a list address its schema refused, naming the first problem. The schemas name
 * their messages by key (`textKey`); a choice that is not one of a list's (an unknown sort)
 * fills in the choices there are: `{all}` of them, or the `{options}` before the `{last}`.
 */
export function listQueryRefusal(error: z.ZodError) {
  const issue = error.issues[0]!
  // Every check of a list schema names its message, so another text is a mistake in the schema.
  if (!isTextKey(issue.message)) throw new Error(`A list schema's message is not a text key: ${issue.message}`)
  const choices = issue.code === 'invalid_value' ? issue.values.map(String) : []
  const values: TextValues = choices.length > 0 ? { all: choices.join(', '), options: choices.slice(0, -1).join(', '), last: choices.at(-1)! } : {}
  return new AppError('invalid_input', 400, issue.message, { values })
}
