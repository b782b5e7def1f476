import type { UserChanges } from './scim-attributes'

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'

/** A provisioned person as stored: the SCIM User row joined with their account. */
export interface ScimUserRow {
  id: string
  userId: string
  externalId: string | null
  isActive: boolean
  createdAt: Date
  updatedAt: Date
  email: string
  name: string
}

/** An account has one name; its first word is taken as the given name and the rest as the family name. */
export function nameParts(name: string) {
  const [givenName = '', ...rest] = name.trim().split(/\s+/)
  return { givenName, familyName: rest.join(' ') }
}

/**
 * The account name a change leads to: `displayName` first (it is what the site shows), then
 * `name.formatted`, then the given and family names over the current ones. Blank stays as is.
 */
export function nameAfter(current: string, changes: UserChanges) {
  const parts = nameParts(current)
  const composed =
    changes.givenName !== undefined || changes.familyName !== undefined
      ? [changes.givenName ?? parts.givenName, changes.familyName ?? parts.familyName].join(' ')
      : ''
  const name = [changes.displayName, changes.formatted, composed].map((text) => text?.trim().replace(/\s+/g, ' ') ?? '').find(Boolean)
  return name ? name.slice(0, 100) : current
}

/** The User resource (RFC 7643, section 4.1) for a row; `baseUrl` is the absolute `…/scim/v2`. */
export function scimUserOf(row: ScimUserRow, baseUrl: string) {
  const { givenName, familyName } = nameParts(row.name)
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.externalId === null ? {} : { externalId: row.externalId }),
    userName: row.email,
    name: { formatted: row.name, givenName, ...(familyName ? { familyName } : {}) },
    displayName: row.name,
    emails: [{ value: row.email, primary: true, type: 'work' }],
    active: row.isActive,
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  }
}

export type ScimUser = ReturnType<typeof scimUserOf>
