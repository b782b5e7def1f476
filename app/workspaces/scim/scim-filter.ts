import { invalidValue, ScimError } from './scim-errors'

export const MAX_RESULTS = 200
const DEFAULT_COUNT = 100

export type UserFilter = { attribute: 'userName' | 'externalId'; value: string }

/** `userName eq "…"` or `externalId eq "…"`: attribute names and the operator in any case, the value a JSON string. */
const equality = /^\s*(username|externalid)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i

/**
 * The one kind of filter identity providers send before creating a User: equality on
 * `userName` (to find an existing person) or `externalId`. Anything else is refused as
 * `invalidFilter`, so a provider never mistakes an unfiltered list for a match.
 */
export function userFilterOf(filter: unknown): UserFilter | null {
  if (filter === undefined || filter === '') return null
  const match = typeof filter === 'string' ? equality.exec(filter) : null
  if (!match) throw new ScimError(400, 'Only the filters userName eq "…" and externalId eq "…" are supported.', 'invalidFilter')
  let value: unknown
  try {
    value = JSON.parse(match[2]!)
  } catch {
    throw new ScimError(400, 'The filter\'s value is not a valid string.', 'invalidFilter')
  }
  return { attribute: match[1]!.toLowerCase() === 'username' ? 'userName' : 'externalId', value: String(value) }
}

function integerOf(value: unknown, name: string, fallback: number) {
  if (value === undefined || value === '') return fallback
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value.trim())) throw invalidValue(`${name} must be an integer.`)
  return Number(value)
}

/**
 * The page a list asks for (RFC 7644, section 3.4.2.4): `startIndex` counts from 1 (less
 * counts as 1), `count` defaults to 100 and is at most 200 (0 asks for the total only).
 */
export function pageOf(query: Record<string, unknown>) {
  const startIndex = Math.max(1, integerOf(query.startIndex, 'startIndex', 1))
  const count = Math.min(MAX_RESULTS, Math.max(0, integerOf(query.count, 'count', DEFAULT_COUNT)))
  return { startIndex, count }
}
