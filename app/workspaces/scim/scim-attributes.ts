import { invalidValue, ScimError } from './scim-errors'

/** What a request asks to change on a User; an attribute left out stays as it is. */
export interface UserChanges {
  userName?: string
  externalId?: string | null
  active?: boolean
  displayName?: string
  formatted?: string
  givenName?: string
  familyName?: string
}

const CORE_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:'

/**
 * Attributes of the User schema and its extensions that have no place here (titles, phone
 * numbers, the enterprise extension's department and manager). Identity providers send them by
 * default, so they are accepted and ignored instead of failing every update. `emails` is among
 * them: a person's address is their `userName`, which providers may map from another attribute.
 */
const ignored = /^(urn:ietf:params:scim:schemas:extension:|(title|nickname|profileurl|usertype|preferredlanguage|locale|timezone|password|emails|phonenumbers|addresses|photos|ims|roles|entitlements|x509certificates|groups)(\[|\.|$)|name\.(middlename|honorificprefix|honorificsuffix)$)/

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `active` as Microsoft Entra ID sends it too: a boolean or the string "True"/"False". */
export function booleanOf(value: unknown, attribute: string) {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true'
  throw invalidValue(`${attribute} must be true or false.`)
}

function textOf(value: unknown, attribute: string, maxLength: number) {
  if (typeof value !== 'string' || value.trim().length > maxLength) throw invalidValue(`${attribute} must be a string of at most ${maxLength} characters.`)
  return value.trim()
}

/**
 * Applies one attribute, named by a path as PATCH writes it (`name.givenName`, with or without
 * the core schema's URN; names are case-insensitive), to `changes`. An attribute that is not
 * part of the User schema is refused only when `isStrict` (a PATCH path must name something).
 */
export function applyAttribute(changes: UserChanges, path: string, value: unknown, isStrict: boolean) {
  const lower = path.trim().toLowerCase()
  const attribute = lower.startsWith(CORE_PREFIX) ? lower.slice(CORE_PREFIX.length) : lower
  switch (attribute) {
    case 'username':
      changes.userName = textOf(value, 'userName', 254)
      return
    case 'externalid':
      changes.externalId = value === null || value === '' ? null : textOf(value, 'externalId', 255)
      return
    case 'active':
      changes.active = booleanOf(value, 'active')
      return
    case 'displayname':
      changes.displayName = textOf(value, 'displayName', 100)
      return
    case 'name.formatted':
      changes.formatted = textOf(value, 'name.formatted', 100)
      return
    case 'name.givenname':
      changes.givenName = textOf(value, 'name.givenName', 100)
      return
    case 'name.familyname':
      changes.familyName = textOf(value, 'name.familyName', 100)
      return
    case 'name':
      if (!isRecord(value)) throw invalidValue('name must be an object.')
      for (const [key, part] of Object.entries(value)) applyAttribute(changes, `name.${key}`, part, false)
      return
  }
  if (ignored.test(attribute)) return
  if (['id', 'meta', 'schemas'].includes(attribute) || attribute.startsWith('meta.')) {
    if (isStrict) throw new ScimError(400, `${path.slice(0, 100)} is read-only.`, 'mutability')
    return
  }
  if (isStrict) throw new ScimError(400, `${path.slice(0, 100)} is not an attribute of a User here.`, 'invalidPath')
}

/** The changes a whole User resource (POST or PUT) asks for; unknown attributes are ignored. */
export function resourceChanges(body: unknown): UserChanges {
  if (!isRecord(body)) throw new ScimError(400, 'The body must be a SCIM User resource: a JSON object.', 'invalidSyntax')
  const changes: UserChanges = {}
  for (const [key, value] of Object.entries(body)) applyAttribute(changes, key, value, false)
  return changes
}
